// A page is a list of blocks. Each block type is one schema here and one component
// in components/blocks/; the page files in content/ choose, order and fill them.
import * as z from 'zod';
import {
  actionSchema,
  cardSchema,
  caseStudySchema,
  faqSchema,
  hrefSchema,
  imageSchema,
  nonEmpty,
  processStepSchema,
  quoteSchema,
  statSchema,
  teamMemberSchema,
  testimonialSchema,
} from './common.ts';
import { localImagePattern } from '../href.ts';
import { embedProviders, providerInfo, readEmbedUrl } from '../../shared/embeds.ts';

const base = {
  /** Anchor id of the section (#id links point here) and the key check rules use. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')
    .optional()
    .describe('Anchor of the section (#id links lead here): lowercase letters, digits and dashes, "faq".'),
  heading: nonEmpty.describe('The heading as shown.'),
  intro: nonEmpty.optional().describe('A sentence or two under the heading.'),
};

/** Blocks framed by a section head (all but hero and cta, which draw their own). */
const sectionBase = {
  ...base,
  /** Unset: left for text and lists (prose, checklist, FAQ, list and table cards), centred for grids. */
  head: z
    .enum(['left', 'center'])
    .optional()
    .describe(
      'Where the heading sits: left (editorial, for text and lists) or center (for card grids). Leave it out: text and lists get left, grids center.',
    ),
};

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
        .describe('The people, each {name, role, blurb, profileUrl, profileLabel, image}.'),
    })
    .describe('Team members with photo, role and profile link.'),
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

export const caseStudiesBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('case-studies').describe('The kind of section.'),
      ...sectionBase,
      layout: z
        .enum(['cards', 'spotlight'])
        .default('cards')
        .describe('cards, or spotlight (the first story across the page, picture beside it, on wide screens).'),
      resultsLabel: nonEmpty.describe('Heading over each story\'s results: "Results".'),
      servicesLabel: nonEmpty.describe('Heading over each story\'s services: "Services".'),
      technologiesLabel: nonEmpty.describe('Heading over each story\'s technologies: "Technologies".'),
      linkLabel: nonEmpty.optional().describe('The label of each story\'s link to its own page: "Read case study".'),
      items: z
        .array(caseStudySchema)
        .min(1)
        .optional()
        .describe(
          'The entries, in order; without it, the block lists every case study of content/case-studies/ (in their `order`, each card leading to its page, /portfolio/<file name>): a new file there shows up here.',
        ),
    })
    .superRefine((b, ctx) => {
      if (!b.items && !b.linkLabel)
        ctx.addIssue({
          code: 'custom',
          path: ['linkLabel'],
          message:
            'is required when the block lists the case studies (it has no items): write the label of the link from each card to its page, "Read case study"',
        });
    })
    .meta({ anyOf: [{ required: ['items'] }, { required: ['linkLabel'] }] })
    .describe('Client stories: the challenge, what was done, the results.'),
);

export const entriesBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('entries').describe('The kind of section.'),
      ...sectionBase,
      of: z
        .string()
        .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be the name of a kind of content: letters and digits')
        .describe(
          'The kind of content it lists, every entry as a card leading to its page: the kind\'s name, as `check` says it ("teamMembers").',
        ),
      columns: z
        .union([z.literal(2), z.literal(3), z.literal(4)])
        .default(3)
        .describe('Cards per row on wide screens: 2, 3 or 4.'),
    })
    .describe('Every entry of a kind of content (a file each, with a page each), as cards: a new file shows up here.'),
);

const fieldLabel = z.lazy(() =>
  z.strictObject({
    label: nonEmpty.describe("The field's label."),
    placeholder: nonEmpty.optional().describe('Sample text shown in the empty field.'),
  }),
);

/** The contact form: sending opens WhatsApp with the fields written into the message. */
export const contactFormBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('contact-form').describe('The kind of section.'),
      ...sectionBase,
      fields: z
        .strictObject({
          name: fieldLabel.describe('The name field.'),
          business: fieldLabel.describe('The business name field.'),
          email: fieldLabel.describe('The e-mail field.'),
          phone: fieldLabel.describe('The phone field.'),
          service: fieldLabel.describe('The service choice.'),
          message: fieldLabel.describe('The message field.'),
        })
        .describe('The label (and placeholder) of each field of the form.'),
      serviceOptions: z.array(nonEmpty).min(1).describe('The choices of the service field, in order.'),
      submitLabel: nonEmpty.describe("The send button's label."),
      /** First line of the WhatsApp message the form writes. */
      messageGreeting: nonEmpty.describe('First line of the WhatsApp message the form writes.'),
      replyPromise: nonEmpty.describe('What the visitor is told after sending: when to expect a reply.'),
      /** The form needs the client script: without it the send button stays off and this is shown, with the direct links. */
      withoutScript: nonEmpty.describe(
        'Shown beside the send button while the visitor\'s browser runs no script (the form needs it), before the chat, phone and e-mail links: "Sending this form needs JavaScript, which is off in this browser. Reach us directly:".',
      ),
    })
    .describe('The enquiry form that opens a WhatsApp chat.'),
);

/** The office address block; the address itself comes from the site config. */
export const locationBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('location').describe('The kind of section.'),
      ...sectionBase,
      mapUrl: z.string().url().optional().describe('Link to the office on a map (https://\u2026).'),
      mapLabel: nonEmpty.optional().describe("The map link's label."),
    })
    .describe('Where the office is: address, map link, hours.'),
);

/** A client-logo strip: SVG files of content/images/, shown greyscale, each named for screen readers. */
const svgLogoPattern = /^images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.svg$/;
export const logosBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('logos').describe('The kind of section.'),
      ...base,
      items: z
        .array(
          z.strictObject({
            src: z
              .string()
              .regex(svgLogoPattern, 'must be an SVG file in content/images/: write it as images/logos/<name>.svg')
              .describe('The logo: an SVG file in content/images/ (images/logos/tea-estate.svg).'),
            name: nonEmpty.describe(
              "Whose logo it is, as screen readers say it: the client's name, or what the mark stands for.",
            ),
            href: hrefSchema
              .optional()
              .describe("Where the logo leads, if anywhere: a case study (/portfolio/<slug>) or the client's site."),
          }),
        )
        .min(1)
        .describe('The logos, in order, each {src, name}.'),
    })
    .describe('A strip of client logos, greyscale until pointed at.'),
);

/**
 * A video, map or social post shown behind a click (components/blocks/Embed.tsx): nothing is
 * fetched from the provider until the visitor asks, so the page stays fast and private.
 */
export const embedBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('embed').describe('The kind of section.'),
      id: base.id,
      heading: nonEmpty.optional().describe('A heading over it, if any.'),
      intro: base.intro,
      provider: z
        .enum(embedProviders)
        .describe(
          'Whose it is: youtube, vimeo, google-maps or instagram. Nothing is loaded from the provider until a visitor asks for it.',
        ),
      url: nonEmpty.describe(
        `The address copied from the provider: ${embedProviders.map((p) => `${p}: ${providerInfo[p].forms}`).join('; ')}.`,
      ),
      title: nonEmpty.describe(
        'What it is, in a few words ("Our office in Agartala"): the player\'s name for screen readers and the button\'s label.',
      ),
      caption: nonEmpty.optional().describe('A line under it.'),
      poster: z
        .string()
        .regex(
          localImagePattern,
          "must be a picture in content/images/: write it as images/<name>.jpg (the provider's own thumbnail is never loaded before a click)",
        )
        .optional()
        .describe(
          'A picture shown until the visitor clicks: a file in content/images/ (images/office-video.jpg). Without one, a drawn placeholder.',
        ),
    })
    .superRefine((b, ctx) => {
      const read = readEmbedUrl(b.provider, b.url);
      if (!read.ok) ctx.addIssue({ code: 'custom', path: ['url'], message: read.message });
    })
    .describe('A YouTube or Vimeo video, a Google map or an Instagram post, loaded only when the visitor clicks.'),
);

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
    entriesBlockSchema,
  ]),
);

export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
