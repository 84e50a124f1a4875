// The blocks that list the site's own files, ask, locate or embed: case studies, entries, the
// contact form, the map, logos and players (blocks.ts makes the union of every block).
import * as z from 'zod';
import { caseStudySchema, hrefSchema, nonEmpty } from './common.ts';
import { base, sectionBase } from './block-base.ts';
import { localImagePattern } from '../href.ts';
import { embedProviders, providerInfo, readEmbedUrl } from '../../shared/embeds.ts';

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
      trapLabel: nonEmpty.describe(
        'Said to screen readers for a field people never see, which bots fill in (a submission with it filled is dropped): "Leave this field empty".',
      ),
      afterChat: nonEmpty.describe(
        'Shown under the form once the chat has opened, before the phone and e-mail links, for a visitor whose chat did not open: "WhatsApp did not open? Call or write to us:".',
      ),
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
