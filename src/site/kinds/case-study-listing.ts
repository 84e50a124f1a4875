// A `case-studies` block without `items` lists the case studies of content/case-studies/ (kinds/
// case-studies.ts): filled in when the page's route is made, so its key covers them and a new file
// shows up on the portfolio without code. Each card leads to its page; its old #anchor (the slug) stays.
import type { SiteContent } from '../model/content.ts';
import type { Block, BlockOf, CaseStudy } from '../model/schemas/index.ts';
import { caseStudyUse, type ImageRef } from '../images/uses.ts';
import { caseStudyPath, type CaseStudyEntry } from './case-studies.ts';

/** The portfolio's order: `order` first (lower first), those without after, each by slug. */
export function listedCaseStudies(content: Pick<SiteContent, 'caseStudies'>): CaseStudyEntry[] {
  const rank = (e: CaseStudyEntry) => e.data.order ?? Number.POSITIVE_INFINITY;
  return [...content.caseStudies].sort((a, b) => rank(a) - rank(b) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** A block that lists the case-study files (it has no items of its own). */
export const listsCaseStudies = (block: Block): block is BlockOf<'case-studies'> => block.type === 'case-studies' && !block.items;

function card(e: CaseStudyEntry): CaseStudy {
  const d = e.data;
  return {
    id: e.slug,
    title: d.title,
    category: d.category,
    client: d.client,
    description: d.description,
    image: d.image,
    results: d.results.map((r) => `${r.value} ${r.label}`),
    services: d.services,
    technologies: d.technologies,
    href: caseStudyPath(e.slug),
  };
}

/** The blocks as shown: each listing block with the case studies as its items (the same array when none lists them). */
export function withListings(blocks: readonly Block[], content: Pick<SiteContent, 'caseStudies'>): readonly Block[] {
  if (!blocks.some(listsCaseStudies)) return blocks;
  const items = listedCaseStudies(content).map(card);
  return blocks.map((b) => (listsCaseStudies(b) ? { ...b, items } : b));
}

/** The case-study files a page's listings show: its route's sources, so dev renders it again when one changes. */
export function listingSources(blocks: readonly Block[], content: Pick<SiteContent, 'caseStudies'>): string[] {
  return blocks.some(listsCaseStudies) ? listedCaseStudies(content).map((e) => e.file) : [];
}

/** The pictures a page's listings show, named by the case-study file that holds each. */
export function listingRefs(blocks: readonly Block[], content: Pick<SiteContent, 'caseStudies'>, out: ImageRef[]): void {
  for (const b of blocks) {
    if (!listsCaseStudies(b)) continue;
    listedCaseStudies(content).forEach((e, j, all) => out.push({ src: e.data.image.src, use: caseStudyUse(b.layout, j, all.length), file: e.file, field: ['image', 'src'] }));
  }
}
