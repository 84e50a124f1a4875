// What every rule sees: the loaded content, the route table, each rendered page (scanned once),
// and helpers that turn a file + field path into a Diagnostic with its line.
import type { PreparedImages } from '../images/prepare.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFiles, singletonFiles, type PageKey } from '../model/collections.ts';
import { postFiles } from '../kinds/post-scaffold.ts';
import { subserviceFiles } from '../kinds/subservices.ts';
import type { SiteContent } from '../model/content.ts';
import type { FieldPath } from '../content/yaml.ts';
import { diagnostic, type Diagnostic, type Severity } from '../diagnostics.ts';
import type { HeldBack } from '../publish.ts';
import { entriesOf, kindContext, type AnyKind, type BlockList, type ContentDoc } from '../model/kind.ts';
import { contentFile, type Route } from '../model/route.ts';
import type { RuleId } from './catalog.ts';
import { scanHtml, type ScannedPage } from './html.ts';

export interface RenderedPage {
  route: Route;
  html: string;
  /** The page already scanned (the dev server keeps each page's scan until it changes). */
  scan?: ScannedPage;
}

export type { BlockList, ContentDoc } from '../model/kind.ts';

export interface CheckContext {
  content: SiteContent;
  /** The site's kinds of content (site-definition.ts): their files, block lists and old addresses. */
  kinds: readonly AnyKind[];
  routes: readonly Route[];
  pages: readonly (RenderedPage & { scan: ScannedPage })[];
  /** Routes whose rendering threw (they have no entry in `pages`). */
  renderProblems: Diagnostic[];
  /** The pictures as the build prepares them: sizes, and where each is shown. */
  images?: PreparedImages;
  /** URL paths of the files the build writes beside the pages (sitemap, feed, content/public/…). */
  files: ReadonlySet<string>;
  routeByPath: ReadonlyMap<string, Route>;
  /** Drafts and scheduled posts left out of the published site, by URL path (publish.ts). */
  held: ReadonlyMap<string, HeldBack>;
  /** The check's clock: what "today" is for scheduled posts. */
  now: Date;
  contentFiles: {
    site: string;
    blogPage: string;
    pages: Record<PageKey, string>;
    subservicesDir: string;
    blogDir: string;
  };
  docs: readonly ContentDoc[];
  /** The block lists of a fixed page, or of every full sub-service page. */
  blockLists(page: PageKey | 'full-subservice'): BlockList[];
  /** Every block list in the content (fixed and other pages, sub-services, blog listing). */
  allBlockLists(): BlockList[];
  scanOf(routePath: string): ScannedPage | undefined;
  lineOf(file: string, field: FieldPath): number | undefined;
  /** The raw text of a content file (read once), for rules that need to look at the source. */
  source(file: string): string;
  /** One 1-based line of a content file's raw text. */
  sourceLine(file: string, line: number): string;
  /** A finding for `rule` at `file` and field, with the field's line. */
  report(rule: RuleId, file: string, field: FieldPath | undefined, message: string, severity?: Severity): Diagnostic;
}

export interface ContextInput {
  content: SiteContent;
  routes: readonly Route[];
  pages: readonly RenderedPage[];
  renderProblems?: Diagnostic[];
  images?: PreparedImages;
  /** URL paths of the other files the build writes. */
  files?: Iterable<string>;
  /** What the build would leave out (publish.ts). */
  held?: readonly HeldBack[];
  now?: Date;
  /** The kinds of content whose files are checked: the site's (site-definition.ts). */
  kinds: readonly AnyKind[];
}

/** Where each kind of content file is, as diagnostics name it. */
function contentFilesOf(content: SiteContent) {
  const pages = Object.fromEntries(
    Object.entries(pageFiles).map(([k, rel]) => [k, contentFile(content, rel)]),
  ) as Record<PageKey, string>;
  return {
    site: contentFile(content, singletonFiles.site.file),
    blogPage: contentFile(content, singletonFiles.blogPage.file),
    pages,
    subservicesDir: contentFile(content, subserviceFiles.dir),
    blogDir: contentFile(content, postFiles.dir),
  };
}

/** Every content file's data (its links are checked: content-links.ts) and every list of blocks, as each kind gives them. */
function checkedParts(
  content: SiteContent,
  kinds: readonly AnyKind[],
): { docs: ContentDoc[]; blockLists: BlockList[] } {
  const at = kindContext(content, kinds);
  const parts = kinds.map((kind) => kind.check(entriesOf(content, kind), at));
  return { docs: parts.flatMap((p) => p.docs), blockLists: parts.flatMap((p) => p.blockLists) };
}

/** A content file's raw text and lines, each read once. */
function sourceReader() {
  const sources = new Map<string, string>();
  const sourceLines = new Map<string, string[]>();
  const source = (file: string) => {
    let text = sources.get(file);
    if (text === undefined) sources.set(file, (text = readFileSync(path.resolve(file), 'utf8')));
    return text;
  };
  const sourceLine = (file: string, line: number) => {
    let lines = sourceLines.get(file);
    if (!lines) sourceLines.set(file, (lines = source(file).split('\n')));
    return lines[line - 1] ?? '';
  };
  return { source, sourceLine };
}

export function createContext(input: ContextInput): CheckContext {
  const { content, routes } = input;
  const files = contentFilesOf(content);
  const pages = input.pages.map((p) => ({ ...p, scan: p.scan ?? scanHtml(p.html) }));
  const scans = new Map(pages.map((p) => [p.route.path, p.scan]));
  const lineOf = (file: string, field: FieldPath) => content.lines.get(file)?.(field);
  const checked = checkedParts(content, input.kinds);

  function blockLists(page: PageKey | 'full-subservice'): BlockList[] {
    if (page !== 'full-subservice')
      return [{ file: files.pages[page], path: ['blocks'], blocks: content.pages[page].blocks }];
    return content.subservices.flatMap((s) =>
      s.data.kind === 'full' ? [{ file: s.file, path: ['blocks'], blocks: s.data.blocks }] : [],
    );
  }

  return {
    content,
    kinds: input.kinds,
    routes,
    pages,
    renderProblems: input.renderProblems ?? [],
    images: input.images,
    files: new Set(input.files ?? []),
    routeByPath: new Map(routes.map((r) => [r.path, r])),
    held: new Map((input.held ?? []).map((h) => [h.path, h])),
    now: input.now ?? new Date(),
    contentFiles: files,
    docs: checked.docs,
    blockLists,
    allBlockLists: () => [...checked.blockLists],
    scanOf: (p) => scans.get(p),
    lineOf,
    ...sourceReader(),
    report: (rule, file, field, message, severity = 'error') =>
      diagnostic({
        file,
        line: field ? lineOf(file, field) : undefined,
        field: field?.length ? field.map(String).join('.') : undefined,
        rule,
        message,
        severity,
      }),
  };
}
