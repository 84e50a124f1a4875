// The content as the site reads it: one slice per kind of content (kinds/), each file's lines, and
// the names the loader gives files. Types and small helpers only: views and rules import these
// without pulling in the loader or the registry of kinds.
import path from 'node:path';
import type { PageKey } from './collections.ts';
import type { BlogPage, BlogPost, Page, Site, SubService } from './schemas/index.ts';
import type { CaseStudyFile } from './schemas/case-study.ts';
import type { Diagnostic } from '../diagnostics.ts';

/** Where a value sits in a file's data: `['blocks', 2, 'heading']`. */
export type FieldPath = readonly PropertyKey[];

/** One content file's data, with the line of every field (content/parse.ts makes it). */
export interface Parsed {
  data: unknown;
  lineOf: (p: FieldPath) => number | undefined;
  body?: string;
  bodyLine?: number;
  /** The body is empty or white space: known without reading it (a body the memo has not cut yet). */
  bodyBlank?: boolean;
  /** The body may show a picture: known without reading it, as bodyBlank. */
  bodyPictures?: boolean;
  /** Hash of the file's text (textHash): stands for the body in build keys. */
  textHash?: string;
}

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
  /** content/case-studies/<slug>.yml, each a page at /portfolio/<slug> (kinds/case-studies.ts). */
  caseStudies: Entry<CaseStudyFile>[];
  posts: PostEntry[];
  /** file → line lookup for a field path, so later rules can point at a line too. */
  lines: Map<string, (path: FieldPath) => number | undefined>;
  /** file → the content keys it feeds, for incremental rebuilds. */
  files: string[];
  /** Fixed pages marked `draft: true` that this build leaves out (publish.ts); dev leaves none out. */
  draftPages?: ReadonlySet<PageKey>;
}

export type LoadResult =
  { ok: true; content: SiteContent; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

export function displayPath(abs: string): string {
  const cwd = process.cwd();
  const { sep } = path;
  // The usual case, a plain path under the working folder, without path.relative: a few µs a call
  // over thousands of posts, several times each.
  if (abs.startsWith(cwd) && abs[cwd.length] === sep) {
    const rel = abs.slice(cwd.length + 1);
    if (rel && rel[0] !== '.' && !rel.includes(sep + '.') && !rel.includes(sep + sep) && !rel.endsWith(sep))
      return sep === '/' ? rel : rel.split(sep).join('/');
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
