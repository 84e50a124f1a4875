// The fixed pages of SPEC.md (home, about, the services…, the not-found page): one file each in
// content/pages/, a route each (the not-found page's is /404, last in the table).
import { notFoundPath, pageFiles, pageFileSchema, type PageKey } from '../model/collections.ts';
import type { Page } from '../model/schemas/index.ts';
import { blocksRefs, listingRefs, type ImageRef } from '../images/uses.ts';
import { draft } from '../model/route.ts';
import { blocksView } from './blocks-view.ts';
import { pageListings } from '../model/listings.ts';
import type { HeldBack } from '../model/drafts.ts';
import type { KnownKind, RouteInput } from '../model/kind.ts';

/** SPEC.md's fixed pages, in navigation order. */
export const fixedRoutes = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/services', page: 'services' },
  { path: '/services/seo', page: 'seo' },
  { path: '/services/web-development', page: 'webDevelopment' },
  { path: '/services/graphic-design', page: 'graphicDesign' },
  { path: '/services/video-creation', page: 'videoCreation' },
  { path: '/services/social-media', page: 'socialMedia' },
  { path: '/portfolio', page: 'portfolio' },
  { path: '/contact', page: 'contact' },
] as const satisfies readonly { path: string; page: PageKey }[];

const keys = Object.keys(pageFiles) as PageKey[];

export const pagesKind: KnownKind<'pages'> = {
  key: 'pages',
  label: 'Pages',
  files: { files: pageFiles },
  schema: pageFileSchema,
  load: (loader) => {
    const loaded = keys.map((key) => [key, loader.one(pageFiles[key], pageFileSchema)?.data] as const);
    return loaded.every(([, data]) => data) ? (Object.fromEntries(loaded) as Record<PageKey, Page>) : undefined;
  },
  routes: (pages, at) => {
    const siteFile = at.file('site.yml');
    const routes: RouteInput[] = [];
    for (const { path, page } of fixedRoutes) {
      if (at.content.draftPages?.has(page)) continue; // left out of this build (publish.ts)
      const data = pages[page];
      const file = at.file(pageFiles[page]);
      const shown = pageListings(data.blocks, file, at);
      const sources = [siteFile, file, ...shown.sources];
      routes.push({
        path,
        title: data.title,
        label: data.label,
        description: data.description,
        sources,
        view: { kind: 'blocks', blocks: shown.blocks },
        ...draft(data),
      });
    }
    const nf = pages.notFound;
    const nfFile = at.file(pageFiles.notFound);
    const shown = pageListings(nf.blocks, nfFile, at);
    routes.push({
      path: notFoundPath,
      title: nf.title,
      description: nf.description,
      sources: [siteFile, nfFile, ...shown.sources],
      view: { kind: 'blocks', blocks: shown.blocks },
    });
    return routes;
  },
  urls: null, // fixed paths, each a file of its own (page-files.ts leaves them out)
  views: blocksView,
  publish: (pages, options, at) => {
    // The not-found page is not among them: it is always built.
    const draftPages = new Set<PageKey>();
    const held: HeldBack[] = [];
    for (const { path, page } of options.drafts ? [] : fixedRoutes) {
      if (!pages[page].draft) continue;
      draftPages.add(page);
      held.push({ file: at.file(pageFiles[page]), path, until: 'draft' });
    }
    return { own: pages, held, also: { draftPages } };
  },
  aliases: (pages, at) =>
    keys.map((key) => ({
      file: at.file(pageFiles[key]),
      aliases: pages[key].aliases,
      to: key === 'notFound' ? notFoundPath : fixedRoutes.find((r) => r.page === key)!.path,
    })),
  pictures: (pages, at) => {
    const out: ImageRef[] = [];
    for (const key of keys) {
      blocksRefs(pages[key].blocks, at.file(pageFiles[key]), out);
      listingRefs(pages[key].blocks, at.content, at.kinds, out);
    }
    return out;
  },
  check: (pages, at) => ({
    // A draft page is not published: what it links to is not the published site's concern.
    docs: keys
      .filter((k) => !at.content.draftPages?.has(k))
      .map((k) => ({ file: at.file(pageFiles[k]), data: pages[k] })),
    blockLists: keys.map((k) => ({ file: at.file(pageFiles[k]), path: ['blocks'], blocks: pages[k].blocks })),
  }),
  editorSchema: {
    name: 'page',
    title: 'A page of the site: content/pages/**/<name>.yml',
    // Every page file, the fixed ones and any added (page-files.ts), but the blog listing's own;
    // `!` excludes a file, as VS Code's YAML extension reads these globs.
    files: ['pages/**/*.yml', '!pages/blog.yml'],
    yaml: true,
  },
  listing: null,
  scaffold: null,
};
