import * as z from 'zod';
import { blockSchema } from './blocks.ts';
import { aliasesSchema, nonEmpty } from './common.ts';

/** `draft: true`: dev shows the page with a Draft badge (noindex); build leaves it out unless --drafts. */
export const draftField = z
  .boolean()
  .optional()
  .describe(
    'true while the page is being written: dev shows it with a Draft badge; build leaves it out (and the sitemap) until this is removed.',
  );

/** Every fixed page (home, about, services, the five service pages, …) is one of these. */
export const pageSchema = z.lazy(() =>
  z.strictObject({
    /** The `<title>` and the name in breadcrumbs; the visible heading is the hero's. */
    title: nonEmpty.describe(
      'The page <title> and its name in breadcrumbs ("About Us"); the heading a visitor sees is the hero heading. Search results show about 60 characters of the <title>, the site name counted (docs/editing.md).',
    ),
    /** Where another page has the same title: a few words that tell this one apart in its <title>. */
    label: nonEmpty
      .optional()
      .describe('Only where another page has the same title: a few words that tell this one apart in its <title>.'),
    /** Meta description for search and social cards. */
    description: nonEmpty
      .max(300)
      .describe(
        'What the page offers, for search results and social cards: about 160 characters show, and check warns past that; at most 300.',
      ),
    blocks: z
      .array(blockSchema)
      .min(1)
      .describe(
        'The sections of the page, top to bottom. Each has a type: hero, cards, stats, process, checklist, testimonials, quotes, faq, cta, prose, team, tags, case-studies, contact-form, location.',
      ),
    aliases: aliasesSchema,
    draft: draftField,
  }),
);
export type Page = z.infer<typeof pageSchema>;
