// The loader's parts: one file read, parsed and validated (or taken from the memo), a folder of
// files, and the checks every kind's files share (slugs, symbolic links). Each kind (kinds/) says
// which files it reads with these; load.ts runs them all and collects every problem.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { slugPattern } from '../model/collections.ts';
import { displayPath } from '../model/content.ts';
import type { ContentLoader, Loaded, UrlSpace } from '../model/kind.ts';
import { parseSource, readText, textHash, type Parsed } from './parse.ts';
import { realTarget } from './real-path.ts';
import { bodyControlProblem } from './text-chars.ts';
import { validate } from './validate.ts';
import type { FieldPath } from './yaml.ts';

/**
 * Remembers files already parsed and validated (memo.ts): an unchanged file is not parsed again.
 * `unchanged` answers, before the file is read, for one whose size and mtime are those it had when
 * it was parsed; `get` only for exactly the text given.
 */
export interface ParseMemo {
  unchanged(abs: string, file: string): { data: unknown; parsed: Parsed } | undefined;
  get(file: string, text: string): { data: unknown; parsed: Parsed } | undefined;
  set(file: string, text: string, value: { data: unknown; parsed: Parsed }): void;
}

export type { Loaded };

/** The files of one load: what was read, each file's line lookup, and every problem found. */
export class Loader implements ContentLoader {
  readonly diags: Diagnostic[] = [];
  readonly lines = new Map<string, (p: FieldPath) => number | undefined>();
  readonly files: string[] = [];

  constructor(
    readonly dir: string,
    private readonly memo?: ParseMemo,
    /** The URL paths the kinds being loaded own (kinds/ `urls`): page files may take none of them. */
    readonly urlSpaces: readonly UrlSpace[] = [],
  ) {}

  /** A file the memo knows is unchanged since it was parsed: not even read. */
  private remembered<T>(abs: string, file: string): Loaded<T> | undefined {
    const unchanged = this.memo?.unchanged(abs, file);
    if (!unchanged) return undefined;
    this.lines.set(file, unchanged.parsed.lineOf);
    return { file, data: unchanged.data as T, parsed: unchanged.parsed };
  }

  /** One file, read, parsed and validated (or taken from the memo). `at`: its path and name when known. */
  one<T>(rel: string, schema: import('zod').ZodType<T>, at?: { abs: string; file: string }): Loaded<T> | undefined {
    const abs = at?.abs ?? path.join(this.dir, rel);
    const file = at?.file ?? displayPath(abs);
    this.files.push(file);
    const unchanged = this.remembered<T>(abs, file);
    if (unchanged) return unchanged;
    const text = readText(abs, file, this.diags);
    if (text === undefined) return undefined;
    const known = this.memo?.get(file, text);
    if (known) {
      this.lines.set(file, known.parsed.lineOf);
      return { file, data: known.data as T, parsed: known.parsed };
    }
    const parsed = parseSource(text, file, this.diags);
    if (!parsed) return undefined;
    parsed.textHash = textHash(text);
    this.lines.set(file, parsed.lineOf);
    const result = validate(schema, parsed.data, { file, lineOf: parsed.lineOf });
    const body = parsed.body === undefined ? undefined : bodyControlProblem(parsed.body, parsed.bodyLine ?? 1);
    if (!result.ok) this.diags.push(...result.diagnostics);
    if (body) this.diags.push(diagnostic({ file, line: body.line, rule: 'encoding', message: body.message }));
    if (!result.ok || body) return undefined;
    this.memo?.set(file, text, { data: result.value, parsed });
    return { file, data: result.value as T, parsed };
  }

  /**
   * A symbolic link is followed when it leads to a file inside the content folder (a post kept
   * once, listed twice); one leading out of it is refused: what the site publishes lives in content/.
   */
  linkInside(at: { abs: string; file: string }): boolean {
    const real = realTarget(this.dir, at.abs);
    if (!real) {
      this.diags.push(
        diagnostic({
          file: at.file,
          rule: 'link',
          message:
            'is a symbolic link to nothing (its target is gone): remove it or point it at a file in the content folder',
        }),
      );
      return false;
    }
    if (real.inside) return true;
    this.diags.push(
      diagnostic({
        file: at.file,
        rule: 'link',
        message: `is a symbolic link to ${real.target}, outside the content folder: content files live in it; copy the file here instead`,
      }),
    );
    return false;
  }

  /** Every `*<ext>` file of a folder, in name order; a name that is not a slug is a problem. */
  async folder<T>(
    sub: string,
    ext: string,
    schema: import('zod').ZodType<T>,
  ): Promise<(Loaded<T> & { slug: string })[]> {
    const folder = path.join(this.dir, sub);
    let names: string[] = [];
    let links = new Set<string>();
    try {
      const entries = (await readdir(folder, { withFileTypes: true })).filter((e) => e.name.endsWith(ext));
      names = entries.map((e) => e.name).sort();
      links = new Set(entries.filter((e) => e.isSymbolicLink()).map((e) => e.name));
    } catch {
      this.diags.push(
        diagnostic({
          file: displayPath(folder),
          rule: 'missing-file',
          message: `folder is missing: expected ${sub}/*${ext} files`,
        }),
      );
    }
    // Paths made once for the folder: thousands of posts make path.join and path.relative add up.
    const shown = displayPath(folder);
    const loaded: (Loaded<T> & { slug: string })[] = [];
    for (const name of names) {
      const slug = name.slice(0, -ext.length);
      const at = { abs: folder + path.sep + name, file: shown === '' ? name : `${shown}/${name}` };
      if (links.has(name) && !this.linkInside(at)) continue;
      if (!slugPattern.test(slug)) {
        const message = `file name "${slug}" is not a valid slug: use lowercase letters, digits and single dashes`;
        this.diags.push(diagnostic({ file: at.file, rule: 'slug', message }));
        this.one(path.join(sub, name), schema, at); // its problems are reported too
        continue;
      }
      const entry = this.one(path.join(sub, name), schema, at);
      if (entry) loaded.push({ slug, ...entry });
    }
    return loaded;
  }
}
