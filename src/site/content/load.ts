// content/ → typed, validated content. Reads every file, collects every problem
// (never stops at the first), and returns either the content or the diagnostics.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { folderCollections, pageFiles, pageFileSchema, singletonFiles, slugPattern, type PageKey } from './collections.ts';
import { frontMatterEnd } from './front-matter.mjs';
import type { BlogPage, BlogPost, Page, Site, SubService } from './schemas/index.ts';
import { validate } from './validate.ts';
import { parseYaml, type FieldPath } from './yaml.ts';

export interface Entry<T> {
  slug: string;
  /** Project-relative path, as diagnostics print it. */
  file: string;
  data: T;
}

export interface PostEntry extends Entry<BlogPost> {
  body: string;
  /** Line in the file where the Markdown body starts. */
  bodyLine: number;
  /** What the post is in a page's build key (page-keys.ts): its data and the hash of its file. */
  toJSON?(): unknown;
}

/** What a listing shows of a post: never its body (a listing page's build key leaves bodies out). */
export type PostSummary = Pick<PostEntry, 'slug' | 'file' | 'data'>;

export interface SiteContent {
  dir: string;
  site: Site;
  pages: Record<PageKey, Page>;
  blogPage: BlogPage;
  subservices: Entry<SubService>[];
  posts: PostEntry[];
  /** file → line lookup for a field path, so later rules can point at a line too. */
  lines: Map<string, (path: FieldPath) => number | undefined>;
  /** file → the content keys it feeds, for incremental rebuilds. */
  files: string[];
}

export type LoadResult = { ok: true; content: SiteContent; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

export function displayPath(abs: string): string {
  const cwd = process.cwd();
  const { sep } = path;
  // The usual case, a plain path under the working folder, without path.relative: a few µs a call
  // over thousands of posts, several times each.
  if (abs.startsWith(cwd) && abs[cwd.length] === sep) {
    const rel = abs.slice(cwd.length + 1);
    if (rel && rel[0] !== '.' && !rel.includes(sep + '.') && !rel.includes(sep + sep) && !rel.endsWith(sep)) return sep === '/' ? rel : rel.split(sep).join('/');
  }
  const rel = path.relative(cwd, abs);
  return rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel.split(sep).join('/');
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Posts' order: newest first, then by slug; compared as text (ISO dates sort so), alike on every machine. */
export function comparePosts(a: Pick<PostEntry, 'data' | 'slug'>, b: Pick<PostEntry, 'data' | 'slug'>): number {
  return byText(b.data.date, a.data.date) || byText(a.slug, b.slug);
}

/**
 * A post's body is read only when used (a page that renders it): the memo (memo.ts) cuts it from
 * the file then. In a page's build key (JSON) a post counts by the hash of its file instead.
 */
function postEntry(slug: string, file: string, data: PostEntry['data'], parsed: Parsed): PostEntry {
  // Getters in the literal: own and enumerable, and cheaper than defineProperty on thousands of posts.
  return {
    slug,
    file,
    data,
    get body() {
      return parsed.body ?? '';
    },
    get bodyLine() {
      return parsed.bodyLine ?? 1;
    },
    toJSON: () => ({ slug, file, data, text: parsed.textHash }),
  };
}

export interface Parsed {
  data: unknown;
  lineOf: (p: FieldPath) => number | undefined;
  body?: string;
  bodyLine?: number;
  /** The body is empty or white space: known without reading it (a body the memo has not cut yet). */
  bodyBlank?: boolean;
  /** Hash of the file's text (textHash): stands for the body in build keys. */
  textHash?: string;
}

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

/** Parse one file's text; problems go to `diags`, never thrown. */
export function parseSource(text: string, file: string, diags: Diagnostic[]): Parsed | undefined {
  if (!file.endsWith('.md')) {
    const yaml = parseYaml(text);
    for (const e of yaml.errors) diags.push(diagnostic({ file, line: e.line, rule: 'yaml', message: `invalid YAML: ${e.message}` }));
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
    const message = err instanceof FrontMatterLanguageError ? err.message : `cannot read front matter: ${(err as Error).message}`;
    diags.push(diagnostic({ file, line: 1, rule: 'front-matter', message }));
    return undefined;
  }
  if (!fm) {
    diags.push(diagnostic({ file, line: 1, rule: 'front-matter', message: 'missing front matter: start the file with --- and the post fields' }));
    return undefined;
  }
  for (const e of fm.errors) diags.push(diagnostic({ file, line: e.line, rule: 'yaml', message: `invalid YAML in front matter: ${e.message}` }));
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

/** A post published here needs a body. */
function bodyProblems(file: string, data: BlogPost, parsed: Parsed): Diagnostic[] {
  if (data.url || !(parsed.bodyBlank ?? isBlank(parsed.body))) return [];
  return [
    diagnostic({
      file,
      line: parsed.bodyLine,
      rule: 'blog/body',
      message: 'a post without `url` is published here, so it needs a Markdown body after the front matter',
    }),
  ];
}

function readText(abs: string, file: string, diags: Diagnostic[]): string | undefined {
  try {
    // Sync on purpose: content files are small, and fs/promises' readFile costs ten times more per file
    // (measured: 4,000 posts in ~60 ms instead of ~650 ms).
    return readFileSync(abs, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    diags.push(
      diagnostic({
        file,
        rule: 'missing-file',
        message: code === 'ENOENT' ? 'file is missing: every page needs its content file' : `cannot read file (${code})`,
      }),
    );
    return undefined;
  }
}

/**
 * Remembers files already parsed and validated (the build's cache, cache/content-memo.ts): an
 * unchanged file is not parsed again. `unchanged` answers for a file whose identity (size, mtime,
 * inode) is the one it was read with, before it is read; `get` only for exactly the text given.
 */
export interface ParseMemo {
  unchanged(abs: string, file: string): { data: unknown; parsed: Parsed } | undefined;
  get(file: string, text: string): { data: unknown; parsed: Parsed } | undefined;
  set(file: string, text: string, value: { data: unknown; parsed: Parsed }): void;
}

export interface LoadOptions {
  memo?: ParseMemo;
}

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const dir = path.resolve(contentDir);
  const memo = options.memo;
  const diags: Diagnostic[] = [];
  const lines = new Map<string, (p: FieldPath) => number | undefined>();
  const files: string[] = [];

  /** A file the memo knows is unchanged since it was parsed (same size, mtime, inode): not even read. */
  function remembered<T>(abs: string, file: string) {
    const unchanged = memo?.unchanged(abs, file);
    if (!unchanged) return undefined;
    lines.set(file, unchanged.parsed.lineOf);
    return { file, data: unchanged.data as T, parsed: unchanged.parsed };
  }

  /** `at`: the file's absolute path and display name when the caller has them (a folder's files). */
  async function loadOne<T>(rel: string, schema: import('zod').ZodType<T>, at?: { abs: string; file: string }) {
    const abs = at?.abs ?? path.join(dir, rel);
    const file = at?.file ?? displayPath(abs);
    files.push(file);
    const unchanged = remembered<T>(abs, file);
    if (unchanged) return unchanged;
    const text = readText(abs, file, diags);
    if (text === undefined) return undefined;
    const known = memo?.get(file, text);
    if (known) {
      lines.set(file, known.parsed.lineOf);
      return { file, data: known.data as T, parsed: known.parsed };
    }
    const parsed = parseSource(text, file, diags);
    if (!parsed) return undefined;
    parsed.textHash = textHash(text);
    lines.set(file, parsed.lineOf);
    const result = validate(schema, parsed.data, { file, lineOf: parsed.lineOf });
    if (!result.ok) {
      diags.push(...result.diagnostics);
      return undefined;
    }
    memo?.set(file, text, { data: result.value, parsed });
    return { file, data: result.value as T, parsed };
  }

  async function loadFolder<T>(sub: string, ext: string, schema: import('zod').ZodType<T>) {
    let names: string[] = [];
    const folder = path.join(dir, sub);
    try {
      names = (await readdir(folder)).filter((n) => n.endsWith(ext)).sort();
    } catch {
      diags.push(diagnostic({ file: displayPath(folder), rule: 'missing-file', message: `folder is missing: expected ${sub}/*${ext} files` }));
    }
    // Paths made once for the folder: thousands of posts make path.join and path.relative add up.
    const shown = displayPath(folder);
    const joined = (base: string, name: string) => (path.isAbsolute(base) ? base + path.sep + name : `${base}/${name}`);
    type Entry = NonNullable<Awaited<ReturnType<typeof loadOne<T>>>> & { slug: string };
    const loaded: (Entry | undefined)[] = [];
    const reading: Promise<void>[] = [];
    // Files the memo has are taken at once; only the others are read (in parallel), in their place.
    names.forEach((name, i) => {
      const slug = name.slice(0, -ext.length);
      const named = slugPattern.test(slug);
      if (!named) {
        diags.push(
          diagnostic({
            file: displayPath(path.join(folder, name)),
            rule: 'slug',
            message: `file name "${slug}" is not a valid slug: use lowercase letters, digits and single dashes`,
          }),
        );
      }
      const plain = !name.includes('/') && !name.includes(path.sep) && !name.startsWith('..');
      const at = plain ? { abs: folder + path.sep + name, file: shown === '' ? name : joined(shown, name) } : undefined;
      const known = at && named ? remembered<T>(at.abs, at.file) : undefined;
      if (known) {
        files.push(known.file);
        loaded[i] = { slug, file: known.file, data: known.data, parsed: known.parsed };
      } else {
        reading.push(
          loadOne(path.join(sub, name), schema, at).then((entry) => {
            if (entry && named) loaded[i] = { slug, ...entry };
          }),
        );
      }
    });
    await Promise.all(reading);
    return loaded.filter((e) => e !== undefined);
  }

  const [site, blogPage, pageEntries, subservices, posts] = await Promise.all([
    loadOne(singletonFiles.site.file, singletonFiles.site.schema),
    loadOne(singletonFiles.blogPage.file, singletonFiles.blogPage.schema),
    Promise.all(Object.entries(pageFiles).map(async ([key, rel]) => [key, await loadOne(rel, pageFileSchema)] as const)),
    loadFolder(folderCollections.subservices.dir, folderCollections.subservices.ext, folderCollections.subservices.schema),
    loadFolder(folderCollections.posts.dir, folderCollections.posts.ext, folderCollections.posts.schema),
  ]);

  for (const post of posts) diags.push(...bodyProblems(post.file, post.data, post.parsed));

  if (diags.length || !site || !blogPage || pageEntries.some(([, e]) => !e)) return { ok: false, diagnostics: diags };

  const pages = Object.fromEntries(pageEntries.map(([k, e]) => [k, e!.data])) as Record<PageKey, Page>;
  return {
    ok: true,
    diagnostics: [],
    content: {
      dir,
      site: site.data,
      blogPage: blogPage.data,
      pages,
      subservices: subservices.map(({ slug, file, data }) => ({ slug, file, data })),
      posts: posts
        .map(({ slug, file, data, parsed }) => postEntry(slug, file, data, parsed))
        .sort(comparePosts),
      lines,
      files,
    },
  };
}
