// Case studies: content/case-studies/<slug>.yml, each a page at /portfolio/<slug> (problem, what was
// done, results in numbers, pictures, the client's words, a call to action). A `case-studies` block
// without items lists them (model/listings.ts), so a new file shows up on the portfolio.
import { createElement } from 'react';
import type { Entry } from '../model/content.ts';
import { caseStudyFileSchema, type CaseStudyFile } from '../model/schemas/case-study.ts';
import type { CaseStudy } from '../model/schemas/index.ts';
import { CaseStudyPage } from '../pages/CaseStudyPage.tsx';
import { caseStudyScaffold } from './case-study-scaffold.ts';
import type { Json, KnownKind, LinkedData } from '../model/kind.ts';
import { folderKind } from './folder-kind.ts';
import type { Route } from '../model/route.ts';
import { context } from '../seo/structured-data.ts';
import { galleryUse, type ImageRef } from '../model/picture-uses.ts';
import {
  cardPicture,
  caseStudyGalleryLayout,
  galleryPictures,
  heroPicture,
  type PlacedPicture,
} from '../model/case-study-pictures.ts';

export type CaseStudyEntry = Entry<CaseStudyFile>;

export const caseStudyDir = 'case-studies';
export const caseStudyBase = '/portfolio';
export const caseStudyPath = (slug: string) => `${caseStudyBase}/${slug}`;

/** An Article about the client, by the agency, with its results as text. */
function caseStudyData(d: CaseStudyFile, route: Route, at: LinkedData): Json {
  return {
    '@context': context,
    '@type': 'Article',
    headline: d.title,
    description: d.description,
    image: at.image(heroPicture(d).picture.src),
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
  return {
    id: e.slug,
    title: d.title,
    category: d.category,
    client: d.client,
    description: d.description,
    image: cardPicture(d).picture,
    results,
    services: d.services,
    technologies: d.technologies,
    href: caseStudyPath(e.slug),
  };
}

const placed = ({ picture, field }: PlacedPicture<{ src: string }>) => ({ src: picture.src, field: [...field, 'src'] });

/** The hero and the gallery of its page, in the places they are shown (model/case-study-pictures.ts). */
function ownPictures(d: CaseStudyFile): Omit<ImageRef, 'file'>[] {
  return [
    { ...placed(heroPicture(d)), use: 'hero' },
    ...galleryPictures(d).flatMap(({ picture: p, field }) => [
      { src: p.src, use: galleryUse(caseStudyGalleryLayout, !!p.before), field: [...field, 'src'] },
      ...(p.before ? [{ src: p.before.src, use: 'gallery-wide' as const, field: [...field, 'before', 'src'] }] : []),
    ]),
  ];
}

export const caseStudiesKind = folderKind({
  key: 'caseStudies',
  label: 'Case studies',
  dir: caseStudyDir,
  base: caseStudyBase,
  what: 'the case studies',
  schema: caseStudyFileSchema,
  page: (d) => ({ title: d.title, description: d.description }),
  view: {
    kind: 'case-study',
    render: (entry, shared) => createElement(CaseStudyPage, { entry, site: shared.site }),
    structuredData: (entry, route, at) => [caseStudyData(entry.data, route, at)],
  },
  // Its own page's pictures; where a listing shows its card's picture, the listing says so.
  pictures: (e) => ownPictures(e.data),
  listing: {
    block: 'case-studies',
    list: (entries) =>
      listed(entries).map((e) => ({
        file: e.file,
        item: card(e),
        picture: placed(cardPicture(e.data)),
      })),
  },
  editor: {
    name: 'case-study',
    title: `A case study: content/${caseStudyDir}/<slug>.yml, a page at ${caseStudyBase}/<slug>`,
  },
  scaffold: caseStudyScaffold,
}) satisfies KnownKind<'caseStudies'>;
