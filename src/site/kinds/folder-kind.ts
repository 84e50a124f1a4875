// The folder-of-files kind, as one call (Astro's `glob()` loader, for this site): every
// `<dir>/<slug>.yml` is an entry with a page at `<base>/<slug>`, shown by one view. A kind made
// so declares its schema, its view, its pictures and what it says of itself (its listing, its
// JSON-LD, its editor's schema, its `new` scaffold); the factory makes the rest (loading, routes,
// drafts, old addresses, check's reading) alike for every such kind.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import type * as z from 'zod';
import type { Entry } from '../model/content.ts';
import { withoutDrafts } from '../model/drafts.ts';
import {
  titleCard,
  type ContentKind,
  type Json,
  type LinkedData,
  type Listing,
  type Scaffold,
  type ViewDecls,
  type ViewInputs,
} from '../model/kind.ts';
import type { ImageRef } from '../model/picture-uses.ts';
import { draft, type Route, type View } from '../model/route.ts';

/** What every entry of such a kind may say: `draft: true` keeps it out of builds, `aliases` are its old paths. */
export interface FolderData {
  draft?: boolean;
  aliases?: readonly string[];
}

export interface FolderKindSpec<K extends string, T extends FolderData> {
  /** Where the loaded content keeps the entries: `content[key]`; an `entries` block names it (`of: <key>`). */
  key: K;
  /** What editors call its files (the CMS's collection): "Case studies". */
  label: string;
  /** Its folder in content/, and the URL path its pages are under. */
  dir: string;
  base: string;
  /** What its pages are, for messages: "the case studies". */
  what: string;
  schema: z.ZodType<T>;
  /** A page's title and description (its <title>, search results and share card). */
  page(data: T): { title: string; description: string };
  view: {
    /** The view's name, in routes and messages. */
    kind: string;
    render(entry: Entry<T>, shared: ViewInputs): ReactElement;
    /** What search engines are told of the page, besides the agency and the breadcrumbs. */
    structuredData(entry: Entry<T>, route: Route, at: LinkedData): Json[];
  };
  /** The pictures of an entry, where each is in its file, and where each is shown. */
  pictures(entry: Entry<T>): Omit<ImageRef, 'file'>[];
  listing: Listing<Entry<T>[]> | null;
  /** Its JSON Schema for editors: its name and what it says the files are. */
  editor: { name: string; title: string };
  /** `agency-site new <command>`: as the kind's Scaffold, its folder, extension and route given here. */
  scaffold: Omit<Scaffold, 'dir' | 'ext' | 'route'> | null;
}

const ext = '.yml';

export function folderKind<K extends string, T extends FolderData>(
  spec: FolderKindSpec<K, T>,
): ContentKind<Entry<T>[]> & { key: K } {
  const { dir, base, schema } = spec;
  const pathOf = (slug: string) => `${base}/${slug}`;
  return {
    key: spec.key,
    label: spec.label,
    files: { dir, ext },
    schema,
    // A site may have none: no folder is no entry, not a missing file.
    load: async (loader) =>
      existsSync(path.join(loader.dir, dir))
        ? (await loader.folder(dir, ext, schema)).map(({ slug, file, data }) => ({ slug, file, data }))
        : [],
    routes: (entries, at) =>
      entries.map((entry) => ({
        path: pathOf(entry.slug),
        ...spec.page(entry.data),
        sources: [at.file('site.yml'), entry.file],
        // A view of a kind made so is its own: model/route.ts's `Views` need not name it.
        view: { kind: spec.view.kind, entry } as unknown as View,
        ...draft(entry.data),
      })),
    urls: { base, what: spec.what, hint: `${spec.label.toLowerCase()} go in ${dir}/<slug>${ext}` },
    views: {
      [spec.view.kind]: {
        render: (v: { entry: Entry<T> }, shared: ViewInputs) => spec.view.render(v.entry, shared),
        share: (_: unknown, route: Route) => titleCard(route),
        structuredData: (v: { entry: Entry<T> }, route: Route, at: LinkedData) =>
          spec.view.structuredData(v.entry, route, at),
      },
    } as ViewDecls,
    publish: (entries, options) => withoutDrafts(entries, options, (e) => pathOf(e.slug)),
    aliases: (entries) => entries.map((e) => ({ file: e.file, aliases: e.data.aliases, to: pathOf(e.slug) })),
    pictures: (entries) => entries.flatMap((e) => spec.pictures(e).map((ref) => ({ ...ref, file: e.file }))),
    listing: spec.listing,
    // Every link in a file is checked through its data (check/content-links.ts).
    check: (entries) => ({ docs: entries.map((e) => ({ file: e.file, data: e.data })), blockLists: [] }),
    editorSchema: { name: spec.editor.name, title: spec.editor.title, files: [`${dir}/*${ext}`], yaml: true },
    scaffold: spec.scaffold && { ...spec.scaffold, dir, ext, route: pathOf },
  };
}
