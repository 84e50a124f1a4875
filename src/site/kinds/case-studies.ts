// Case studies: content/case-studies/<slug>.yml, each a page at /portfolio/<slug> (problem, what was
// done, results in numbers, pictures, the client's words, a call to action). A `case-studies` block
// without items lists them (model/listings.ts), so a new file shows up on the portfolio.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import type { Entry } from '../model/content.ts';
import { caseStudyFileSchema, type CaseStudyFile } from '../model/schemas/case-study.ts';
import type { CaseStudy } from '../model/schemas/index.ts';
import type { ImageRef } from '../images/uses.ts';
import { CaseStudyPage } from '../pages/CaseStudyPage.tsx';
import { draft } from '../model/route.ts';
import { caseStudyScaffold } from './case-study-scaffold.ts';
import { withoutDrafts } from '../model/drafts.ts';
import { titleCard, type Json, type KnownKind, type LinkedData } from '../model/kind.ts';
import type { Route } from '../model/route.ts';
import { context } from '../seo/structured-data.ts';

export type CaseStudyEntry = Entry<CaseStudyFile>;

declare module '../model/route.ts' {
  interface Views {
    'case-study': { entry: CaseStudyEntry };
  }
}

export const caseStudyDir = 'case-studies';
export const caseStudyBase = '/portfolio';
export const caseStudyPath = (slug: string) => `${caseStudyBase}/${slug}`;
const ext = '.yml';

/** An Article about the client, by the agency, with its results as text. */
function caseStudyData(d: CaseStudyFile, route: Route, at: LinkedData): Json {
  return {
    '@context': context,
    '@type': 'Article',
    headline: d.title,
    description: d.description,
    image: at.image(d.image.src),
    author: at.agency,
    publisher: at.agency,
    about: { '@type': 'Organization', name: d.client },
    articleSection: d.category,
    keywords: [...d.services, ...d.technologies].join(', '),
    mainEntityOfPage: at.url(route.path),
    inLanguage: 'en-IN',
  };
}

/** The portfolio's order: `order` first (lower first), those without after, each by slug. */
function listed(entries: readonly CaseStudyEntry[]): CaseStudyEntry[] {
  const rank = (e: CaseStudyEntry) => e.data.order ?? Number.POSITIVE_INFINITY;
  return [...entries].sort((a, b) => rank(a) - rank(b) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** A case study's card on the portfolio: it leads to its page; its old #anchor (the slug) stays. */
function card(e: CaseStudyEntry): CaseStudy {
  const d = e.data;
  const results = d.results.map((r) => `${r.value} ${r.label}`);
  return { id: e.slug, title: d.title, category: d.category, client: d.client, description: d.description, image: d.image, results, services: d.services, technologies: d.technologies, href: caseStudyPath(e.slug) };
}

export const caseStudiesKind: KnownKind<'caseStudies'> = {
  key: 'caseStudies',
  files: { dir: caseStudyDir, ext },
  schema: caseStudyFileSchema,
  // A site may have none: no folder is no case study, not a missing file.
  load: async (loader) =>
    existsSync(path.join(loader.dir, caseStudyDir)) ? (await loader.folder(caseStudyDir, ext, caseStudyFileSchema)).map(({ slug, file, data }) => ({ slug, file, data })) : [],
  routes: (entries, at) =>
    entries.map((entry) => ({
      path: caseStudyPath(entry.slug),
      title: entry.data.title,
      description: entry.data.description,
      sources: [at.file('site.yml'), entry.file],
      view: { kind: 'case-study', entry },
      ...draft(entry.data),
    })),
  urls: { base: caseStudyBase, what: 'the case studies', hint: `case studies go in ${caseStudyDir}/<slug>${ext}` },
  views: {
    'case-study': {
      render: (v, shared) => createElement(CaseStudyPage, { entry: v.entry, site: shared.site }),
      share: (_, route) => titleCard(route),
      structuredData: (v, route, at) => [caseStudyData(v.entry.data, route, at)],
    },
  },
  publish: (entries, options) => withoutDrafts(entries, options, (e) => caseStudyPath(e.slug)),
  aliases: (entries) => entries.map((e) => ({ file: e.file, aliases: e.data.aliases, to: caseStudyPath(e.slug) })),
  // Its own page's pictures; where a listing shows its main picture, the listing's kind says so.
  pictures: (entries) =>
    entries.flatMap((e): ImageRef[] => [
      { src: e.data.image.src, use: 'hero', file: e.file, field: ['image', 'src'] },
      ...(e.data.pictures ?? []).map((p, i): ImageRef => ({ src: p.src, use: 'card', file: e.file, field: ['pictures', i, 'src'] })),
    ]),
  listing: { block: 'case-studies', list: (entries) => listed(entries).map((e) => ({ file: e.file, item: card(e), picture: { src: e.data.image.src, field: ['image', 'src'] } })) },
  // Every link in a file is checked through its data (check/content-links.ts); it holds no list of blocks.
  check: (entries) => ({ docs: entries.map((e) => ({ file: e.file, data: e.data })), blockLists: [] }),
  editorSchema: { name: 'case-study', title: `A case study: content/${caseStudyDir}/<slug>${ext}, a page at ${caseStudyBase}/<slug>`, files: [`${caseStudyDir}/*${ext}`], yaml: true },
  scaffold: caseStudyScaffold,
};
