// What a kind of content is: one declaration (one module of kinds/) gives its files, its schema,
// its routes, the views that show them, the pictures and links in it, its JSON Schema for editors
// and its `new` scaffold. The loader, the route table, the renderer, the images stage, `check`,
// `schema` and `new` loop over the registry (index.ts) and name no kind. Every part is required:
// a kind without one (no pictures, no scaffold) says so (`[]`, `null`), so none is forgotten.
import type { ReactElement } from 'react';
import type * as z from 'zod';
import type { Diagnostic } from '../diagnostics.ts';
import type { FieldPath, Parsed, SiteContent } from './content.ts';
import type { HeldBack, PublishOptions } from './drafts.ts';
import type { FocusPoint } from './focus.ts';
import type { Block, BlogPage, Card, CaseStudy, Site } from './schemas/index.ts';
import type { ImageRef } from './picture-uses.ts';
import { contentFile, type Route, type View } from './route.ts';

/** URL paths a kind of content owns (kinds/ `urls`): no page file may take one. */
export interface UrlSpace {
  /** Its routes' paths are this or under it: `/blog`. */
  base: string;
  /** What is there, and where its files go: "the blog's listings and posts", "posts go in blog/<slug>.md". */
  what: string;
  hint: string;
}

/** A file read, parsed and validated. */
export type Loaded<T> = { file: string; data: T; parsed: Parsed };

/** What a kind reads its files with (content/loader.ts's Loader): every problem it meets goes to `diags`. */
export interface ContentLoader {
  /** The content folder. */
  readonly dir: string;
  readonly diags: Diagnostic[];
  /** The URL paths the kinds being loaded own: page files may take none of them. */
  readonly urlSpaces: readonly UrlSpace[];
  /** One file, read, parsed and validated (or taken from the memo). `at`: its path and name when known. */
  one<T>(rel: string, schema: z.ZodType<T>, at?: { abs: string; file: string }): Loaded<T> | undefined;
  /** Every `*<ext>` file of a folder, in name order; a name that is not a slug is a problem. */
  folder<T>(sub: string, ext: string, schema: z.ZodType<T>): Promise<(Loaded<T> & { slug: string })[]>;
  /** A symbolic link is followed only to a file inside the content folder: whether this one is. */
  linkInside(at: { abs: string; file: string }): boolean;
}

/** Where a kind's files are, relative to the content folder. */
export type KindFiles =
  /** One file: `site.yml`. */
  | { file: string }
  /** Named files, each its own entry: the fixed pages. */
  | { files: Readonly<Record<string, string>> }
  /** Every `<slug><ext>` file of one folder: `blog/*.md`. */
  | { dir: string; ext: string }
  /** Every `<path><ext>` file under a folder, at its path: `pages/**\/*.yml`. */
  | { tree: string; ext: string };

/** What a kind's routes, pictures and checks read besides its own entries. */
export interface KindContext {
  content: SiteContent;
  /** The site's kinds: a page's listings show the entries of others. */
  kinds: readonly AnyKind[];
  /** Project-relative name of a content file (`rel` to the content folder), as diagnostics spell it. */
  file(rel: string): string;
}

/** A route as a kind makes it; the route table gives it its output file. */
export type RouteInput = Omit<Route, 'file'> & { file?: string };

/** What a view reads besides its route. */
export interface ViewInputs {
  site: Site;
  blogPage: BlogPage;
}

export type ViewOf<K extends View['kind']> = Extract<View, { kind: K }>;

/** JSON for search engines (schema.org JSON-LD). */
export type Json = Record<string, unknown>;

/** What a view's structured data is written with (seo/structured-data.ts). */
export interface LinkedData {
  /** The absolute URL of a site path. */
  url(sitePath: string): string;
  /** The absolute URL of a picture the content names (`images/x.jpg` or an address). */
  image(src: string): string;
  /** The agency's entry, by reference: the author and publisher of what the site says. */
  agency: Json;
}

/**
 * How a page is shared on social sites: a card drawn with its title (images/share-card.ts; the
 * card's file is named after `name`, so the pages of one listing share one), or its own picture,
 * when the page is an article: a 1.91:1 part of it around `focus`, when its kind declares that
 * picture's use 'share' with the same point (images/share-crop.ts), else the picture whole.
 */
export type PageShare =
  { card: { title: string; name: string } } | { article: { image: string; alt: string; focus?: FocusPoint } };

/** The usual share: a card with the page's title, named after its path. */
export const titleCard = (route: Pick<Route, 'title' | 'path'>): PageShare => ({
  card: { title: route.title, name: route.path },
});

/** Everything about one view: its component, how its pages are shared, what search engines are told of them. */
export interface ViewDecl<V> {
  render(view: V, shared: ViewInputs): ReactElement;
  share(view: V, route: Route): PageShare;
  /** The page's own JSON-LD entries: the agency's comes first and the breadcrumbs last, whatever the view. */
  structuredData(view: V, route: Route, at: LinkedData): Json[];
  /**
   * Where the words of the page's title were written, the page's own first (what to shorten), for
   * `check` to name them (share cards, titles that fit); without it, the `label` and `title` of the
   * route's first source.
   */
  titleFrom?(view: V, route: Route, content: SiteContent): WrittenText[];
}

/** A text as content wrote it: the file, the field, the words. */
export interface WrittenText {
  file: string;
  field: FieldPath;
  text: string;
}

/** Each view a kind's routes use, declared by the kind. */
export type ViewDecls = { [K in View['kind']]?: ViewDecl<ViewOf<K>> };

/** The declaration of a route's view, from the kinds that make routes (kinds/). */
const viewTables = new WeakMap<readonly AnyKind[], ViewDecls>();
export function viewDecl(kinds: readonly AnyKind[], view: View): ViewDecl<View> {
  let views = viewTables.get(kinds);
  if (!views) viewTables.set(kinds, (views = Object.assign({}, ...kinds.map((k) => k.views)) as ViewDecls));
  const decl = views[view.kind] as ViewDecl<View> | undefined;
  if (!decl) throw new Error(`no kind of content (src/site/kinds/) has a view "${view.kind}"`);
  return decl;
}

/** One content file as data, for the rules that walk every field (links among them: content-links.ts). */
export interface ContentDoc {
  file: string;
  data: unknown;
  /** Markdown body and its first line (blog posts). */
  body?: { text: string; line: number };
}

/** A list of blocks inside a content file, and where it sits in that file. */
export interface BlockList {
  file: string;
  /** Field path of the array, e.g. ['blocks'] or ['closing']. */
  path: FieldPath;
  blocks: readonly Block[];
}

/** What `check` reads of a kind: every file's data (its links are checked) and its lists of blocks. */
export interface CheckedParts {
  docs: ContentDoc[];
  blockLists: BlockList[];
}

/** What of a kind a build publishes (publish.ts): its entries but those held back (drafts, posts not due yet). */
export interface Publishing<S> {
  own: S;
  held: HeldBack[];
  /** Anything else the content says of it (the fixed pages: which are drafts). */
  also?: Partial<SiteContent>;
}

/** The old paths an entry lists (`aliases`) and the path they now lead to (redirects/collect.ts). */
export interface Aliases {
  file: string;
  aliases: readonly string[] | undefined;
  to: string;
}

/** The JSON Schema editors get for a kind's files (content/json-schemas.ts, `agency-site schema`). */
export interface EditorSchema {
  /** File name: `<name>.schema.json`. */
  name: string;
  title: string;
  /** The files it describes, as globs relative to the content folder (`**` any folders; a leading `!` excludes). */
  files: string[];
  /** VS Code's YAML extension maps it onto files (.vscode/settings.json); not Markdown front matter. */
  yaml: boolean;
}

/** `agency-site new <command>`: a file to start from, valid for the schema, its placeholders flagged by `check`. */
export interface Scaffold {
  /** `agency-site new <command>`: its subcommand, made from this (cli/main.ts names none). */
  command: string;
  /** What one file is, in the messages: "post", "case study". */
  noun: string;
  /** What `new <command> --help` says the file is: "a stub page to fill in". */
  description: string;
  /** What the command is given: a title (its slug made from it, or given by --slug) or the slug itself. */
  from: 'title' | 'slug';
  /** It takes --draft: the file says `draft: true`, so build leaves it out until that line goes. */
  drafts: boolean;
  /** Folder (in the content folder) and extension of the file written: `<dir>/<slug><ext>`. */
  dir: string;
  ext: string;
  /** The URL path the file becomes. */
  route(slug: string): string;
  /** The file's text. `content`: the site as loaded, when `needsContent` (a post takes the site's picture). */
  text(input: { slug: string; title?: string; draft?: boolean; today: string; content?: SiteContent }): string;
  needsContent: boolean;
}

/** What each listing block shows of an entry (model/listings.ts lists a kind's entries on other pages). */
export interface ListItems {
  entries: Card;
  'case-studies': CaseStudy;
}

/** One entry as listed: its file, what the block shows of it, and where its picture is in its file. */
export interface Listed<I> {
  file: string;
  item: I;
  picture?: { src: string; field: FieldPath };
}

/** How a kind is listed: the block that lists it, and its entries in the order shown. */
export type Listing<S> = {
  [B in keyof ListItems]: { block: B; list(own: S): Listed<ListItems[B]>[] };
}[keyof ListItems];

/** Any kind, whatever its entries: each is checked against its own entries' type where it is declared (KnownKind). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = ContentKind<any>;

export interface ContentKind<S = unknown> {
  /** Where the loaded content keeps this kind's entries: `content[key]`. */
  key: string;
  /** What editors call its files: the CMS's collection ("Blog posts"). */
  label: string;
  files: KindFiles;
  schema: z.ZodType;
  /** Reads the kind's files (every problem goes to the loader); undefined when one it cannot do without failed. */
  load(loader: ContentLoader): S | undefined | Promise<S | undefined>;
  routes(own: S, at: KindContext): RouteInput[];
  /** The URL paths its routes take, when they are under one base: page files are kept out of it. */
  urls: UrlSpace | null;
  views: ViewDecls;
  /** What a build publishes of it: `publishAll` for a kind without drafts. */
  publish(own: S, options: PublishOptions, at: KindContext): Publishing<S>;
  /** Its entries' old paths, each to redirect to the entry's path. */
  aliases(own: S, at: KindContext): Aliases[];
  pictures(own: S, at: KindContext): ImageRef[];
  /** How other pages list its entries: an `entries` block naming it, or a block of its own (model/listings.ts). */
  listing: Listing<S> | null;
  check(own: S, at: KindContext): CheckedParts;
  editorSchema: EditorSchema | null;
  scaffold: Scaffold | null;
}

/** A kind's own entries in the loaded content. */
export function entriesOf<S>(content: SiteContent, kind: ContentKind<S>): S {
  return (content as unknown as Record<string, S>)[kind.key]!;
}

/** A kind whose `key` is one of SiteContent's own: its entries are typed there. */
export type KnownKind<K extends keyof SiteContent> = ContentKind<SiteContent[K]> & { key: K };

/** What a kind's parts read besides its own entries. */
export function kindContext(content: SiteContent, kinds: readonly AnyKind[]): KindContext {
  return { content, kinds, file: (rel) => contentFile(content, rel) };
}

/** A kind without drafts: all of it is published. */
export const publishAll = <S>(own: S): Publishing<S> => ({ own, held: [] });
