import * as z from 'zod';
import { blockSchema } from './blocks.ts';
import { aliasesSchema, faqSchema, nonEmpty, quoteSchema } from './common.ts';
import { draftField } from './page.ts';

/** The service page a sub-service belongs to: its stub page leads back there and on to the others. */
const serviceField = z
  .string()
  .regex(/^\/services\/[a-z0-9-]+$/, 'write the path of a service page: /services/seo')
  .optional()
  .describe(
    'The service page this sub-service belongs to (/services/seo): its page links back there and to the other sub-services of that service.',
  );

/** A full sub-service page: hero, why-it-matters, offerings, process, quotes, FAQs, closing CTA. */
export const fullSubServiceSchema = z.lazy(() =>
  z.strictObject({
    kind: z.literal('full').describe('full: a page of blocks; stub: a title, a tagline and a price.'),
    /** SPEC.md's title: the page's heading (h1), above the hero's headline. */
    title: nonEmpty.describe('The page heading, as SPEC.md gives it for this slug ("SEO Services").'),
    /** Where another page has the same title: a few words that tell this one apart in its <title> ("Local SEO"). */
    label: nonEmpty
      .optional()
      .describe(
        'Only where another page has the same title: a few words that tell this one apart in its <title> ("Event Coverage").',
      ),
    service: serviceField,
    /** Label of every call to action on the page; they all lead to /contact. */
    ctaLabel: nonEmpty.describe(
      'The label of every call to action on the page, as SPEC.md gives it ("Free SEO Audit"); all lead to /contact.',
    ),
    description: nonEmpty
      .max(300)
      .describe(
        'What the page offers, for search results: about 160 characters show, and check warns past that; at most 300.',
      ),
    blocks: z
      .array(blockSchema)
      .min(1)
      .describe('The sections: hero, why it matters, offerings, process, testimonials, FAQs, closing call to action.'),
    aliases: aliasesSchema,
    draft: draftField,
  }),
);

/** A stub: a title, a tagline and a price button that opens a chat about that price. */
export const stubSubServiceSchema = z.lazy(() =>
  z.strictObject({
    kind: z.literal('stub').describe('stub: a title, a tagline and a price; full: a page of blocks.'),
    title: nonEmpty.describe('The page heading, as SPEC.md gives it for this slug ("Technical SEO Services").'),
    /** Where another page has the same title: a few words that tell this one apart in its <title> ("Local SEO"). */
    label: nonEmpty
      .optional()
      .describe(
        'Only where another page has the same title: a few words that tell this one apart in its <title> ("Event Coverage").',
      ),
    tagline: nonEmpty.describe('One line under the title.'),
    service: serviceField,
    /** Price in rupees. */
    price: z
      .number()
      .int()
      .positive()
      .describe('Price in rupees, digits only: 4999. Its button opens a WhatsApp chat about this price.'),
    description: nonEmpty
      .max(300)
      .describe(
        'What the page offers, for search results: about 160 characters show, and check warns past that; at most 300.',
      ),
    // Below the price (issue 37): what a buyer asks before a chat. Each optional; each shown only when given.
    included: z
      .strictObject({
        heading: nonEmpty.describe('The heading: "What\'s included".'),
        items: z.array(nonEmpty).min(1).describe('What the price covers, one short line each.'),
      })
      .optional()
      .describe('What the price covers: {heading, items}.'),
    turnaround: z
      .strictObject({
        label: nonEmpty.describe('The label: "Turnaround".'),
        value: nonEmpty.describe('How long it takes: "5-7 business days".'),
      })
      .optional()
      .describe('How long the work takes: {label, value}.'),
    quote: quoteSchema.optional().describe('One client quote: {quote, author}.'),
    faq: z
      .strictObject({
        heading: nonEmpty.describe('The heading: "Questions".'),
        items: z.array(faqSchema).min(1).max(4).describe('Questions and answers, each {q, a}; two is plenty.'),
      })
      .optional()
      .describe('A few questions and answers: {heading, items}.'),
    aliases: aliasesSchema,
    draft: draftField,
  }),
);

export const subServiceSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [fullSubServiceSchema, stubSubServiceSchema]),
);
export type SubService = z.infer<typeof subServiceSchema>;
export type FullSubService = z.infer<typeof fullSubServiceSchema>;
export type StubSubService = z.infer<typeof stubSubServiceSchema>;
