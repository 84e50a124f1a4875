// The page files of content/pages/ beyond the fixed ones: every `pages/**/<name>.yml` is a generic
// page of blocks at its path (content/page-files.ts finds them and refuses paths others own).
import { pageFileSchema } from '../model/collections.ts';
import type { ContentLoader } from '../model/kind.ts';
import { displayPath, type PageEntry } from '../model/content.ts';
import { findPageFiles, pagesDir } from '../content/page-files.ts';
import { blocksRefs, listingRefs, type ImageRef } from '../images/uses.ts';
import { draft } from '../model/route.ts';
import { blocksView } from './blocks-view.ts';
import { pageListings } from '../model/listings.ts';
import { withoutDrafts } from '../model/drafts.ts';
import type { KnownKind } from '../model/kind.ts';

/** The page files beyond the fixed ones, each read and validated as a page. */
function loadPageFiles(load: ContentLoader): PageEntry[] {
  const found = findPageFiles(load.dir, displayPath, load.urlSpaces);
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

export const pageFilesKind: KnownKind<'morePages'> = {
  key: 'morePages',
  label: 'Pages',
  files: { tree: pagesDir, ext: '.yml' },
  schema: pageFileSchema,
  load: loadPageFiles,
  routes: (pages, at) =>
    pages.map(({ path, file, data }) => {
      const shown = pageListings(data.blocks, file, at);
      return {
        path,
        title: data.title,
        label: data.label,
        description: data.description,
        sources: [at.file('site.yml'), file, ...shown.sources],
        view: { kind: 'blocks', blocks: shown.blocks },
        ...draft(data),
      };
    }),
  urls: null, // each at its own path, under none another kind owns
  views: blocksView,
  publish: (pages, options) => withoutDrafts(pages, options, (p) => p.path),
  aliases: (pages) => pages.map((p) => ({ file: p.file, aliases: p.data.aliases, to: p.path })),
  pictures: (pages, at) => {
    const out: ImageRef[] = [];
    for (const p of pages) {
      blocksRefs(p.data.blocks, p.file, out);
      listingRefs(p.data.blocks, at.content, at.kinds, out);
    }
    return out;
  },
  check: (pages) => ({
    docs: pages.map((p) => ({ file: p.file, data: p.data })),
    blockLists: pages.map((p) => ({ file: p.file, path: ['blocks'], blocks: p.data.blocks })),
  }),
  editorSchema: null, // the fixed pages' schema (pages.ts) covers every file of pages/**
  listing: null,
  scaffold: null,
};
