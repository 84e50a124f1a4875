// content/ → typed, validated content. Reads every file, collects every problem
// (never stops at the first), and returns either the content or the diagnostics.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { folderCollections, pageFiles, pageFileSchema, singletonFiles, slugPattern, type PageKey } from './collections.ts';
import { findPageFiles } from './page-files.ts';
import { isBlank, mayShowPictures, parseSource, readText, textHash, type Parsed } from './parse.ts';
import type { BlogPage, BlogPost, Page, Site, SubService } from './schemas/index.ts';
import { realTarget } from './real-path.ts';
import { validate } from './validate.ts';
import type { FieldPath } from './yaml.ts';

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
  /** The body may show a picture (it has `![`): known without reading the body. */
  bodyPictures: boolean;
  /** What the post is in a page's build key (page-keys.ts): its data and the hash of its file. */
  toJSON?(): unknown;
}

/** What a listing shows of a post: never its body (a listing page's build key leaves bodies out). */
/** A page of content/pages/ beyond the fixed ones (page-files.ts): a generic page at `path`. */
export interface PageEntry {
  /** URL path: `/careers`, `/legal/terms`. */
  path: string;
  file: string;
  data: Page;
}

export type PostSummary = Pick<PostEntry, 'slug' | 'file' | 'data'>;

export interface SiteContent {
  dir: string;
  site: Site;
  pages: Record<PageKey, Page>;
  /** The other page files of content/pages/, in path order: `build` leaves out drafts (publish.ts). */
  morePages: PageEntry[];
  blogPage: BlogPage;
  subservices: Entry<SubService>[];
  posts: PostEntry[];
  /** file → line lookup for a field path, so later rules can point at a line too. */
  lines: Map<string, (path: FieldPath) => number | undefined>;
  /** file → the content keys it feeds, for incremental rebuilds. */
  files: string[];
  /** Fixed pages marked `draft: true` that this build leaves out (publish.ts); dev leaves none out. */
  draftPages?: ReadonlySet<PageKey>;
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
    get bodyPictures() {
      return parsed.bodyPictures ?? mayShowPictures(parsed.body ?? '');
    },
    toJSON: () => ({ slug, file, data, text: parsed.textHash }),
  };
}

/** A post published here needs a body. */
function bodyProblems(file: string, data: BlogPost, parsed: Parsed): Diagnostic[] {
  if (data.url || !(parsed.bodyBlank ?? isBlank(parsed.body))) return [];
  return [
    diagnostic({
      file,
      line: parsed.bodyLine,
      rule: 'blog/body',
      message: 'a post without `url` is published here, so it needs a Markdown body after the front matter: write the post below the closing ---, or give it the `url` of the article elsewhere',
    }),
  ];
}

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

export interface LoadOptions {
  memo?: ParseMemo;
}

type Loaded<T> = { file: string; data: T; parsed: Parsed };

/** The files of one load: what was read, each file's line lookup, and every problem found. */
class Loader {
  readonly diags: Diagnostic[] = [];
  readonly lines = new Map<string, (p: FieldPath) => number | undefined>();
  readonly files: string[] = [];

  constructor(
    readonly dir: string,
    private readonly memo?: ParseMemo,
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
    if (!result.ok) {
      this.diags.push(...result.diagnostics);
      return undefined;
    }
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
      this.diags.push(diagnostic({ file: at.file, rule: 'link', message: 'is a symbolic link to nothing (its target is gone): remove it or point it at a file in the content folder' }));
      return false;
    }
    if (real.inside) return true;
    this.diags.push(diagnostic({ file: at.file, rule: 'link', message: `is a symbolic link to ${real.target}, outside the content folder: content files live in it; copy the file here instead` }));
    return false;
  }

  /** Every `*<ext>` file of a folder, in name order; a name that is not a slug is a problem. */
  async folder<T>(sub: string, ext: string, schema: import('zod').ZodType<T>): Promise<(Loaded<T> & { slug: string })[]> {
    const folder = path.join(this.dir, sub);
    let names: string[] = [];
    let links = new Set<string>();
    try {
      const entries = (await readdir(folder, { withFileTypes: true })).filter((e) => e.name.endsWith(ext));
      names = entries.map((e) => e.name).sort();
      links = new Set(entries.filter((e) => e.isSymbolicLink()).map((e) => e.name));
    } catch {
      this.diags.push(diagnostic({ file: displayPath(folder), rule: 'missing-file', message: `folder is missing: expected ${sub}/*${ext} files` }));
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

/** The page files beyond the fixed ones, each read and validated as a page. */
function loadMorePages(load: Loader): PageEntry[] {
  const found = findPageFiles(load.dir, displayPath);
  load.diags.push(...found.diags);
  const out: PageEntry[] = [];
  for (const f of found.files) {
    const at = { abs: f.abs, file: displayPath(f.abs) };
    if (f.link && !load.linkInside(at)) continue;
    const entry = load.one(f.rel, pageFileSchema, at);
    if (entry) out.push({ path: f.path, file: entry.file, data: entry.data });
  }
  return out;
}

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const load = new Loader(path.resolve(contentDir), options.memo);
  const site = load.one(singletonFiles.site.file, singletonFiles.site.schema);
  const blogPage = load.one(singletonFiles.blogPage.file, singletonFiles.blogPage.schema);
  const pageEntries = Object.entries(pageFiles).map(([key, rel]) => [key, load.one(rel, pageFileSchema)] as const);
  const morePages = loadMorePages(load);
  const { subservices: subs, posts: postFiles } = folderCollections;
  const subservices = await load.folder(subs.dir, subs.ext, subs.schema);
  const posts = await load.folder(postFiles.dir, postFiles.ext, postFiles.schema);
  for (const post of posts) load.diags.push(...bodyProblems(post.file, post.data, post.parsed));

  if (load.diags.length || !site || !blogPage || pageEntries.some(([, e]) => !e)) return { ok: false, diagnostics: load.diags };
  return {
    ok: true,
    diagnostics: [],
    content: {
      dir: load.dir,
      site: site.data,
      blogPage: blogPage.data,
      pages: Object.fromEntries(pageEntries.map(([k, e]) => [k, e!.data])) as Record<PageKey, Page>,
      morePages,
      subservices: subservices.map(({ slug, file, data }) => ({ slug, file, data })),
      posts: posts.map(({ slug, file, data, parsed }) => postEntry(slug, file, data, parsed)).sort(comparePosts),
      lines: load.lines,
      files: load.files,
    },
  };
}
