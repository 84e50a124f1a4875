// A page is a list of blocks. Each block type is one schema (blocks-content.ts, blocks-site.ts, gallery.ts)
// and one component in components/blocks/; the page files in content/ choose, order and fill them.
import * as z from 'zod';
import {
  heroBlockSchema,
  cardsBlockSchema,
  statsBlockSchema,
  processBlockSchema,
  checklistBlockSchema,
  testimonialsBlockSchema,
  quotesBlockSchema,
  faqBlockSchema,
  ctaBlockSchema,
  proseBlockSchema,
  teamBlockSchema,
  tagsBlockSchema,
} from './blocks-content.ts';
import {
  caseStudiesBlockSchema,
  entriesBlockSchema,
  contactFormBlockSchema,
  locationBlockSchema,
  logosBlockSchema,
  embedBlockSchema,
} from './blocks-site.ts';
import { galleryBlockSchema } from './gallery.ts';

export * from './blocks-content.ts';
export * from './blocks-site.ts';
export * from './gallery.ts';

export const blockSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    heroBlockSchema,
    cardsBlockSchema,
    statsBlockSchema,
    processBlockSchema,
    checklistBlockSchema,
    testimonialsBlockSchema,
    quotesBlockSchema,
    faqBlockSchema,
    ctaBlockSchema,
    proseBlockSchema,
    teamBlockSchema,
    tagsBlockSchema,
    caseStudiesBlockSchema,
    contactFormBlockSchema,
    locationBlockSchema,
    logosBlockSchema,
    embedBlockSchema,
    galleryBlockSchema,
    entriesBlockSchema,
  ]),
);

export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
