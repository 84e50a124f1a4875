// Sub-service pages: content/subservices/<slug>.yml at /services/Subservices/<slug>, either a full
// page of blocks or a stub (title, tagline, price) with the way back to its service.
import { createElement } from 'react';
import { subServiceBase } from '../model/collections.ts';
import { subServiceSchema } from '../model/schemas/index.ts';
import type { Entry, SiteContent } from '../model/content.ts';
import type { SubService } from '../model/schemas/index.ts';
import { blocksRefs, listingRefs, type ImageRef } from '../images/uses.ts';
import { pageListings } from '../model/listings.ts';
import { StubPage } from '../pages/StubPage.tsx';
import { draft, type StubService, type View } from '../model/route.ts';
import { blocksView } from './blocks-view.ts';
import { pricedService } from '../seo/structured-data.ts';
import { withoutDrafts } from '../model/drafts.ts';
import { titleCard, type KnownKind } from '../model/kind.ts';
import { fixedRoutes } from './pages.ts';

/** Where sub-service files are: `subservices/<slug>.yml`. */
export const subserviceFiles = { dir: 'subservices', ext: '.yml' } as const;
const { dir, ext } = subserviceFiles;
const schema = subServiceSchema;

/** The service page a sub-service names (`service:`), with the other sub-services that name it. */
function serviceOf(content: SiteContent, slug: string, servicePath: string | undefined): StubService | undefined {
  const page = fixedRoutes.find((r) => r.path === servicePath)?.page;
  if (!page) return undefined;
  const siblings = content.subservices
    .filter((s) => s.slug !== slug && s.data.service === servicePath)
    .map((s) => ({ title: s.data.label ?? s.data.title, path: `${subServiceBase}/${s.slug}` }));
  return { title: content.pages[page].title, path: servicePath!, siblings };
}

const fullPages = (entries: readonly Entry<SubService>[]) =>
  entries.flatMap((s) => (s.data.kind === 'full' ? [{ file: s.file, data: s.data }] : []));

export const subservicesKind: KnownKind<'subservices'> = {
  key: 'subservices',
  label: 'Sub-services',
  files: { dir, ext },
  schema,
  load: async (loader) => (await loader.folder(dir, ext, schema)).map(({ slug, file, data }) => ({ slug, file, data })),
  routes: (entries, at) =>
    entries.map(({ slug, file, data: d }) => {
      const shown = d.kind === 'full' ? pageListings(d.blocks, file, at) : { blocks: [], sources: [] };
      const view: View =
        d.kind === 'full'
          ? { kind: 'blocks', blocks: shown.blocks, title: d.title }
          : { kind: 'stub', slug, data: d, service: serviceOf(at.content, slug, d.service) };
      return {
        path: `${subServiceBase}/${slug}`,
        title: d.title,
        label: d.label,
        description: d.description,
        sources: [at.file('site.yml'), file, ...shown.sources],
        view,
        ...draft(d),
      };
    }),
  urls: { base: subServiceBase, what: 'the sub-service pages', hint: `sub-services go in ${dir}/<slug>${ext}` },
  views: {
    ...blocksView,
    stub: {
      render: (v) => createElement(StubPage, { data: v.data, slug: v.slug, service: v.service }),
      share: (_, route) => titleCard(route),
      structuredData: (v, route, at) => [pricedService(v.data, route, at)],
    },
  },
  publish: (entries, options) => withoutDrafts(entries, options, (s) => `${subServiceBase}/${s.slug}`),
  aliases: (entries) =>
    entries.map((s) => ({ file: s.file, aliases: s.data.aliases, to: `${subServiceBase}/${s.slug}` })),
  pictures: (entries, at) => {
    const out: ImageRef[] = [];
    for (const s of fullPages(entries)) {
      blocksRefs(s.data.blocks, s.file, out);
      listingRefs(s.data.blocks, at.content, at.kinds, out);
    }
    return out;
  },
  check: (entries) => ({
    docs: entries.map((s) => ({ file: s.file, data: s.data })),
    blockLists: fullPages(entries).map((s) => ({ file: s.file, path: ['blocks'], blocks: s.data.blocks })),
  }),
  editorSchema: {
    name: 'subservice',
    title: 'A sub-service page: content/subservices/<slug>.yml, kind full or stub',
    files: [`${dir}/*${ext}`],
    yaml: true,
  },
  // An `entries` block (`of: subservices`) lists every sub-service, each card leading to its page.
  listing: {
    block: 'entries',
    list: (entries) =>
      entries.map(({ slug, file, data: d }) => ({
        file,
        item: {
          title: d.title,
          description: d.kind === 'stub' ? d.tagline : d.description,
          href: `${subServiceBase}/${slug}`,
        },
      })),
  },
  scaffold: {
    command: 'subservice',
    noun: 'sub-service',
    description: 'a stub page to fill in',
    from: 'slug',
    drafts: false,
    dir,
    ext,
    route: (slug) => `${subServiceBase}/${slug}`,
    needsContent: false,
    text: () =>
      [
        'kind: stub',
        'title: "{title}"',
        'tagline: "{tagline}"',
        'price: 9999',
        'description: "{description}: what this service offers, for search results"',
        '',
      ].join('\n'),
  },
};
