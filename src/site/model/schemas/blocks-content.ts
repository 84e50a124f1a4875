// The blocks of words and pictures: hero, cards, figures, steps, lists, quotes, FAQs, calls to
// action, prose, the team and tags (blocks.ts makes the union of every block).
import * as z from 'zod';
import {
  actionSchema,
  cardSchema,
  faqSchema,
  imageSchema,
  nonEmpty,
  processStepSchema,
  quoteSchema,
  statSchema,
  teamMemberSchema,
  testimonialSchema,
} from './common.ts';
import { base, sectionBase } from './block-base.ts';

export const heroBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('hero').describe('The kind of section.'),
      ...base,
      eyebrow: nonEmpty.optional().describe('A short label above the heading.'),
      /** dark: the night gradient; image: pictures first, on the dark; split: copy beside pictures on a
       *  light ground; text: a large left-set headline on a light ground (issue 37: not every page alike). */
      variant: z
        .enum(['dark', 'image', 'split', 'text'])
        .default('dark')
        .describe(
          "The hero's look: dark (night gradient), image (image-led: pictures first, on the dark), split (copy beside the pictures, light) or text (text-led: a large headline, light).",
        ),
      actions: z
        .array(actionSchema)
        .default([])
        .describe('Buttons, each {kind, label, \u2026}: kind chat (with message), link (with href), phone or email.'),
      stats: z.array(statSchema).optional().describe('Big numbers, each {value, label} ("500+", "Happy Clients").'),
      images: z.array(imageSchema).optional().describe('Pictures, each {src, alt, width, height}.'),
    })
    .describe('The top of a page: heading, intro, buttons, up to three pictures or stat tiles.'),
);

export const cardsBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('cards').describe('The kind of section.'),
      ...sectionBase,
      /** grid: plain cards; tilt: home service cards; alternating: left/right rows; compact: icon + title;
       *  list: a plain list (icon, title, a line); table: a comparison table, a row per card. */
      layout: z
        .enum(['grid', 'tilt', 'alternating', 'compact', 'list', 'table'])
        .default('grid')
        .describe(
          'How the cards are laid out: grid, tilt (home service cards), alternating (left/right rows), compact (icon and title), list (icon, title and a line, one under another) or table (a row per card, for comparing).',
        ),
      /** The table layout's column headings; without them the table has row headings only. */
      tableHeadings: z
        .strictObject({
          item: nonEmpty.describe('Over the titles: "Service".'),
          detail: nonEmpty.describe('Over the descriptions: "What you get".'),
          includes: nonEmpty.optional().describe('Over the features, where cards have them: "Included".'),
        })
        .optional()
        .describe('Only for layout: table, the column headings: {item, detail, includes}.'),
      columns: z
        .union([z.literal(2), z.literal(3), z.literal(4)])
        .default(3)
        .describe('Cards per row on wide screens: 2, 3 or 4.'),
      onPhones: z
        .enum(['row', 'stack'])
        .default('row')
        .describe(
          'How phones show grid and tilt cards: row (one row to swipe through, the page stays short) or stack (one under another, for cards a visitor must all see).',
        ),
      items: z.array(cardSchema).min(1).describe('The entries, in order.'),
      /** A highlighted card beside or below the grid (e.g. 'Professional Results'). */
      aside: z
        .strictObject({
          title: nonEmpty.describe('The card\'s title: "Professional Results".'),
          text: nonEmpty.describe('A sentence or two.'),
          points: z.array(nonEmpty).optional().describe('Points listed on the card.'),
        })
        .optional()
        .describe('A highlighted card beside or below the grid: {title, text, points}.'),
      actions: z
        .array(actionSchema)
        .optional()
        .describe('Buttons, each {kind, label, \u2026}: kind chat (with message), link (with href), phone or email.'),
    })
    .describe('A grid of cards (services, benefits, offerings), each with an icon, title and text.'),
);

export const statsBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('stats').describe('The kind of section.'),
      ...sectionBase,
      layout: z
        .enum(['tiles', 'band'])
        .default('tiles')
        .describe('tiles (a tile per number) or band (one full-width band of big numbers).'),
      items: z.array(statSchema).min(1).describe('The entries, in order.'),
    })
    .describe('Big numbers with labels: "500+ Happy Clients".'),
);

export const processBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('process').describe('The kind of section.'),
      ...sectionBase,
      layout: z
        .enum(['steps', 'timeline'])
        .default('steps')
        .describe('steps (a card per step) or timeline (a compact line of numbered points).'),
      steps: z
        .array(processStepSchema)
        .min(1)
        .describe('The steps, in order, each {step, title, description}; step counts 1, 2, 3\u2026'),
      /** `check` compares it with the steps, so a step lost in an edit is noticed; change both together. */
      count: z
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          'How many steps there are: `check` compares it with `steps`, so a step lost in an edit is noticed. Adding or removing a step? Change this with it.',
        ),
    })
    .describe('Numbered steps of how the work goes.'),
);

export const checklistBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('checklist').describe('The kind of section.'),
      ...sectionBase,
      items: z.array(nonEmpty).min(1).describe('The entries, in order.'),
      stats: z.array(statSchema).optional().describe('Big numbers, each {value, label} ("500+", "Happy Clients").'),
    })
    .describe('A list of short points with check marks.'),
);

export const testimonialsBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('testimonials').describe('The kind of section.'),
      ...sectionBase,
      layout: z
        .enum(['cards', 'band'])
        .default('cards')
        .describe('cards or band (large quotes on a full-width dark band).'),
      items: z.array(testimonialSchema).min(1).describe('The entries, in order.'),
    })
    .describe('Client quotes with name, company and rating.'),
);

export const quotesBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('quotes').describe('The kind of section.'),
      ...sectionBase,
      layout: z
        .enum(['cards', 'band'])
        .default('cards')
        .describe('cards or band (large quotes on a full-width dark band).'),
      items: z.array(quoteSchema).min(1).describe('The entries, in order.'),
    })
    .describe('Short client quotes (author shown as initial and surname).'),
);

export const faqBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('faq').describe('The kind of section.'),
      ...sectionBase,
      items: z.array(faqSchema).min(1).describe('The entries, in order.'),
    })
    .describe('Questions and answers that open and close.'),
);

export const ctaBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('cta').describe('The kind of section.'),
      ...base,
      variant: z
        .enum(['panel', 'banner', 'quiet'])
        .default('panel')
        .describe(
          'panel (a gradient box), banner (full width) or quiet (a light box with a brand edge, heading beside the buttons).',
        ),
      actions: z
        .array(actionSchema)
        .min(1)
        .describe('Buttons, each {kind, label, \u2026}: kind chat (with message), link (with href), phone or email.'),
    })
    .describe('A call to action: heading, text and buttons.'),
);

/** Free text written in Markdown (rendered without raw HTML). */
export const proseBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('prose').describe('The kind of section.'),
      ...sectionBase,
      body: nonEmpty.meta({ 'x-cms': { widget: 'text' } }).describe('The text, in Markdown (no raw HTML).'),
      image: imageSchema.optional().describe('A picture: {src, alt, width, height}.'),
    })
    .describe('Free text written in Markdown.'),
);

export const teamBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('team').describe('The kind of section.'),
      ...sectionBase,
      members: z
        .array(teamMemberSchema)
        .min(1)
        .describe('The people, each {name, role, blurb, profileUrl, profileLabel, image (optional)}.'),
    })
    .describe('Team members with a photo (or their initials), role and profile link.'),
);

export const tagsBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('tags').describe('The kind of section.'),
      ...sectionBase,
      layout: z
        .enum(['chips', 'strip'])
        .default('chips')
        .describe('chips (wrapped labels) or strip (one line of labels on a band, swiped on phones).'),
      items: z.array(nonEmpty).min(1).describe('The entries, in order.'),
    })
    .describe('A row of labels (industries, areas, technologies).'),
);
