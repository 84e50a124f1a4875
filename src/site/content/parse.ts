// One content file's text → its data (YAML, or a post's front matter and Markdown body), with the
// line of every field. Problems are collected, never thrown: loading reports all of them at once.
import { hash } from 'node:crypto';
import matter from 'gray-matter';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { frontMatterEnd } from './front-matter.ts';
import { NotReadableError, readRegularFile } from './regular-file.ts';
import type { Parsed } from '../model/content.ts';
import { parseYaml } from './yaml.ts';

export type { Parsed };

// Front matter is data: any engine but YAML is refused instead of evaluated.
const refuse = (lang: string) => () => {
  throw new FrontMatterLanguageError(lang);
};
class FrontMatterLanguageError extends Error {
  constructor(readonly language: string) {
    super(`front matter in "${language}" is not allowed; write it as YAML between --- lines`);
  }
}

/** What the YAML engine read in the current matter() call (parseSource resets it before each). */
let frontMatterRead: ReturnType<typeof parseYaml> | undefined;
/** Read through a function: TypeScript cannot see that matter() sets it. */
function frontMatterJustRead(): typeof frontMatterRead {
  return frontMatterRead;
}
/** One set of options for every file (thousands of posts): the YAML engine leaves its reading above. */
const matterOptions = {
  language: 'yaml',
  engines: {
    yaml: (s: string) => {
      frontMatterRead = parseYaml(s);
      return {};
    },
    js: refuse('js'),
    javascript: refuse('javascript'),
    coffee: refuse('coffee'),
    json: refuse('json'),
    toml: refuse('toml'),
  },
} as never;

/** How most YAML mistakes are mended, said after the parser's own words. */
const yamlHint = 'check the indentation on this line, and put text holding a colon, #, [ or { in quotes';

/** Parse one file's text; problems go to `diags`, never thrown. */
export function parseSource(text: string, file: string, diags: Diagnostic[]): Parsed | undefined {
  if (!file.endsWith('.md')) {
    const yaml = parseYaml(text);
    for (const e of yaml.errors)
      diags.push(diagnostic({ file, line: e.line, rule: 'yaml', message: `invalid YAML: ${e.message}; ${yamlHint}` }));
    return yaml.errors.length ? undefined : { data: yaml.data ?? {}, lineOf: yaml.lineOf };
  }
  let fm: typeof frontMatterRead;
  let parsed: matter.GrayMatterFile<string>;
  // gray-matter gets the text only through the front matter's closing line: it looks every input
  // up in its cache by the whole text, even when it does not cache, which for a post hashes
  // thousands of characters (~10 µs, 50 ms of a cold build at 4,000 posts). It reads the same front
  // matter, and the body is what it leaves of that part plus the rest.
  const cut = frontMatterEnd(text);
  try {
    frontMatterRead = undefined; // a file without front matter never calls the engine
    // Passing options also keeps gray-matter from answering from its cache.
    parsed = matter(cut < text.length ? text.slice(0, cut) : text, matterOptions);
    fm = frontMatterJustRead();
  } catch (err) {
    const message =
      err instanceof FrontMatterLanguageError ? err.message : `cannot read front matter: ${(err as Error).message}`;
    diags.push(diagnostic({ file, line: 1, rule: 'front-matter', message }));
    return undefined;
  }
  if (!fm) {
    diags.push(
      diagnostic({
        file,
        line: 1,
        rule: 'front-matter',
        message: 'missing front matter: start the file with --- and the post fields',
      }),
    );
    return undefined;
  }
  for (const e of fm.errors)
    diags.push(
      diagnostic({
        file,
        line: e.line,
        rule: 'yaml',
        message: `invalid YAML in front matter: ${e.message}; ${yamlHint}`,
      }),
    );
  if (fm.errors.length) return undefined;
  const body = cut < text.length ? parsed.content + text.slice(cut) : parsed.content;
  const bodyLine = text.slice(0, text.length - body.length).split('\n').length;
  return { data: fm.data ?? {}, lineOf: fm.lineOf, body, bodyLine };
}

/** The hash a file's text is known by (the memo's and the build keys'). */
export function textHash(text: string): string {
  return hash('sha1', text, 'base64url');
}

/** Whether a body is empty or white space: a test, not trim() (which copies every post's text). */
export function isBlank(body: string | undefined): boolean {
  return !body || !/\S/.test(body);
}

/** A Markdown text without `![` shows no picture (inline or by reference): it need not be parsed for them. */
export function mayShowPictures(body: string): boolean {
  return body.includes('![');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The largest content file read: a long article is a few hundred KB. */
export const MAX_CONTENT_BYTES = 10 * 1024 * 1024;

/**
 * A content file's text: UTF-8 (a byte-order mark dropped), line endings made `\n` (files saved
 * on Windows have `\r\n`). Throws a NotUtf8Error naming the first line that is not UTF-8.
 */
export function readContentText(abs: string): string {
  const bytes = readRegularFile(abs, MAX_CONTENT_BYTES);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new NotUtf8Error(firstBadLine(bytes));
  }
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

export class NotUtf8Error extends Error {
  constructor(readonly line: number) {
    super(
      `line ${line} is not UTF-8 text (saved in another encoding, such as Latin-1 or Windows-1252?): save the file as UTF-8`,
    );
  }
}

function firstBadLine(bytes: Buffer): number {
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    try {
      utf8.decode(bytes.subarray(start, end < 0 ? bytes.length : end));
    } catch {
      return line;
    }
    if (end < 0) return line;
    start = end + 1;
  }
}

/** A content file's text; a missing, unreadable or not UTF-8 file is a problem for `diags`. */
export function readText(abs: string, file: string, diags: Diagnostic[]): string | undefined {
  try {
    return readContentText(abs);
  } catch (err) {
    if (err instanceof NotUtf8Error) {
      diags.push(diagnostic({ file, line: err.line, rule: 'encoding', message: err.message }));
      return undefined;
    }
    if (err instanceof NotReadableError) {
      diags.push(diagnostic({ file, rule: 'not-a-file', message: err.message }));
      return undefined;
    }
    const code = (err as NodeJS.ErrnoException).code;
    diags.push(
      diagnostic({
        file,
        rule: 'missing-file',
        message:
          code === 'ENOENT'
            ? 'file is missing: every page needs its content file; create it (tests/fixtures/sites/minimal has one of each)'
            : `cannot read file (${code}): make it readable`,
      }),
    );
    return undefined;
  }
}
