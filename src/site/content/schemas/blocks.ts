// A page is a list of blocks. Each block type is one schema here and one component
// in components/blocks/; the page files in content/ choose, order and fill them.
import { z } from 'zod';
import {
  actionSchema, cardSchema, caseStudySchema, faqSchema, imageSchema, nonEmpty, processStepSchema,
  quoteSchema, statSchema, teamMemberSchema, testimonialSchema,
} from './common.ts';

const base = {
  /** Anchor id of the section (#id links point here) and the key check rules use. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes').optional(),
  heading: nonEmpty,
  intro: nonEmpty.optional(),
};

export const heroBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('hero'),
  ...base,
  eyebrow: nonEmpty.optional(),
  actions: z.array(actionSchema).default([]),
  stats: z.array(statSchema).optional(),
  images: z.array(imageSchema).optional(),
}).describe('The top of a page: heading, intro, buttons, up to three pictures or stat tiles.'));

export const cardsBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('cards'),
  ...base,
  /** grid: plain cards; tilt: home service cards; alternating: left/right rows; compact: icon + title. */
  layout: z.enum(['grid', 'tilt', 'alternating', 'compact']).default('grid'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  items: z.array(cardSchema).min(1),
  /** A highlighted card beside or below the grid (e.g. 'Professional Results'). */
  aside: z.strictObject({ title: nonEmpty, text: nonEmpty, points: z.array(nonEmpty).optional() }).optional(),
  actions: z.array(actionSchema).optional(),
}).describe('A grid of cards (services, benefits, offerings), each with an icon, title and text.'));

export const statsBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('stats'),
  ...base,
  items: z.array(statSchema).min(1),
}).describe('Big numbers with labels: "500+ Happy Clients".'));

export const processBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('process'),
  ...base,
  steps: z.array(processStepSchema).min(1),
}).describe('Numbered steps of how the work goes.'));

export const checklistBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('checklist'),
  ...base,
  items: z.array(nonEmpty).min(1),
  stats: z.array(statSchema).optional(),
}).describe('A list of short points with check marks.'));

export const testimonialsBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('testimonials'),
  ...base,
  items: z.array(testimonialSchema).min(1),
}).describe('Client quotes with name, company and rating.'));

export const quotesBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('quotes'),
  ...base,
  items: z.array(quoteSchema).min(1),
}).describe('Short client quotes (author shown as initial and surname).'));

export const faqBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('faq'),
  ...base,
  items: z.array(faqSchema).min(1),
}).describe('Questions and answers that open and close.'));

export const ctaBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('cta'),
  ...base,
  variant: z.enum(['panel', 'banner']).default('panel'),
  actions: z.array(actionSchema).min(1),
}).describe('A call to action: heading, text and buttons.'));

/** Free text written in Markdown (rendered without raw HTML). */
export const proseBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('prose'),
  ...base,
  body: nonEmpty,
  image: imageSchema.optional(),
}).describe('Free text written in Markdown.'));

export const teamBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('team'),
  ...base,
  members: z.array(teamMemberSchema).min(1),
}).describe('Team members with photo, role and profile link.'));

export const tagsBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('tags'),
  ...base,
  items: z.array(nonEmpty).min(1),
}).describe('A row of labels (industries, areas, technologies).'));

export const caseStudiesBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('case-studies'),
  ...base,
  resultsLabel: nonEmpty,
  servicesLabel: nonEmpty,
  technologiesLabel: nonEmpty,
  items: z.array(caseStudySchema).min(1),
}).describe('Client stories: the challenge, what was done, the results.'));

const fieldLabel = z.lazy(() => z.strictObject({ label: nonEmpty, placeholder: nonEmpty.optional() }));

/** The contact form: sending opens WhatsApp with the fields written into the message. */
export const contactFormBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('contact-form'),
  ...base,
  fields: z.strictObject({
    name: fieldLabel,
    business: fieldLabel,
    email: fieldLabel,
    phone: fieldLabel,
    service: fieldLabel,
    message: fieldLabel,
  }),
  serviceOptions: z.array(nonEmpty).min(1),
  submitLabel: nonEmpty,
  /** First line of the WhatsApp message the form writes. */
  messageGreeting: nonEmpty,
  replyPromise: nonEmpty,
}).describe('The enquiry form that opens a WhatsApp chat.'));

/** The office address block; the address itself comes from the site config. */
export const locationBlockSchema = z.lazy(() => z.strictObject({
  type: z.literal('location'),
  ...base,
  mapUrl: z.string().url().optional(),
  mapLabel: nonEmpty.optional(),
}).describe('Where the office is: address, map link, hours.'));

export const blockSchema = z.lazy(() => z.discriminatedUnion('type', [
  heroBlockSchema, cardsBlockSchema, statsBlockSchema, processBlockSchema, checklistBlockSchema,
  testimonialsBlockSchema, quotesBlockSchema, faqBlockSchema, ctaBlockSchema, proseBlockSchema,
  teamBlockSchema, tagsBlockSchema, caseStudiesBlockSchema, contactFormBlockSchema, locationBlockSchema,
]));

export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
