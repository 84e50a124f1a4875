// The items lists are made of, in blocks and files: buttons, links, figures, steps, questions,
// testimonials, quotes, people, case studies, cards.
import * as z from 'zod';
import { nonEmpty, hrefSchema, absoluteUrlSchema, iconSchema, imageSchema, toneSchema } from './values.ts';

const styleSchema = z
  .enum(['primary', 'secondary', 'ghost'])
  .default('primary')
  .describe("The button's look: primary, secondary or ghost.");

/**
 * What a button or call-to-action does. `chat` opens WhatsApp with `message` prefilled;
 * `phone` and `email` use the site's number and address; `link` goes anywhere allowed.
 * Labels may say {phone} or {email}; they are filled from the site config.
 */
export const actionSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z.literal('chat').describe('What the button does. chat: opens WhatsApp with a message.'),
        label: nonEmpty.describe('The button text: "Chat on WhatsApp".'),
        message: nonEmpty.describe('The WhatsApp message prefilled for the visitor to send.'),
        style: styleSchema,
      })
      .describe('A button that opens a WhatsApp chat with a prefilled message.'),
    z
      .strictObject({
        kind: z.literal('link').describe('What the button does. link: leads to a page or an address.'),
        label: nonEmpty.describe('The button text.'),
        href: hrefSchema,
        style: styleSchema,
      })
      .describe('A button that leads to a page or an address.'),
    z
      .strictObject({
        kind: z.literal('phone').describe('What the button does. phone: calls the number in site.yml.'),
        label: nonEmpty.describe('The button text; {phone} is filled in: "Call {phone}".'),
        style: styleSchema,
      })
      .describe('A button that calls the number in site.yml.'),
    z
      .strictObject({
        kind: z.literal('email').describe('What the button does. email: writes to the address in site.yml.'),
        label: nonEmpty.describe('The button text; {email} is filled in.'),
        style: styleSchema,
      })
      .describe('A button that writes to the address in site.yml.'),
  ]),
);
export type Action = z.infer<typeof actionSchema>;

export const linkSchema = z.lazy(() =>
  z.strictObject({ label: nonEmpty.describe('The link text.'), href: hrefSchema }),
);
export type Link = z.infer<typeof linkSchema>;

export const statSchema = z.lazy(() =>
  z.strictObject({
    icon: iconSchema.optional().describe('An icon by name (see the list of allowed values).'),
    value: nonEmpty.describe('The number as shown: "500+", "98%".'),
    label: nonEmpty.describe('The text shown.'),
    tone: toneSchema.optional().describe('Colour family: blue, purple, pink, orange, green or teal.'),
  }),
);
export type Stat = z.infer<typeof statSchema>;

export const processStepSchema = z.lazy(() =>
  z.strictObject({
    step: z.number().int().positive().describe("The step's number: 1, 2, 3\u2026"),
    icon: iconSchema.optional().describe('An icon by name (see the list of allowed values).'),
    title: nonEmpty.describe('The title as shown.'),
    description: nonEmpty.describe('A sentence or two as shown.'),
  }),
);
export type ProcessStep = z.infer<typeof processStepSchema>;

export const faqSchema = z.lazy(() =>
  z.strictObject({
    q: nonEmpty.describe('The question.'),
    a: nonEmpty.meta({ 'x-cms': { widget: 'text' } }).describe('The answer.'),
  }),
);
export type Faq = z.infer<typeof faqSchema>;

/**
 * A person's photo, optional (issue 51): without one their initials are shown on one of the
 * brand's tones (components/Portrait.tsx), never a drawing that another person shares.
 */
const portraitSchema = imageSchema
  .optional()
  .describe(
    "Their photo: {src, alt, width, height}. Leave it out and their initials are shown on the brand's colours.",
  );

export const testimonialSchema = z.lazy(() =>
  z.strictObject({
    name: nonEmpty.describe('The name as shown.'),
    business: nonEmpty.describe("The client's business."),
    city: nonEmpty.optional().describe("The client's city."),
    rating: z.number().int().min(1).max(5).describe('Stars, 1 to 5.'),
    text: nonEmpty.describe('The text as shown.'),
    image: portraitSchema,
  }),
);
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Sub-service pages show short quotes; the author is written as initial plus surname. */
export const quoteSchema = z.lazy(() =>
  z.strictObject({
    quote: nonEmpty.describe('What the client said.'),
    author: nonEmpty.describe('Who said it, as initial and surname: "R. Das".'),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

export const teamMemberSchema = z.lazy(() =>
  z.strictObject({
    name: nonEmpty.describe('The name as shown.'),
    role: nonEmpty.describe('Their role: "SEO Lead".'),
    blurb: nonEmpty.describe('A line about them.'),
    profileUrl: absoluteUrlSchema.describe('Their profile (https://\u2026, LinkedIn for example).'),
    profileLabel: nonEmpty.describe("The profile link's label."),
    image: portraitSchema,
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** SPEC.md's case-study categories (a card's and a case-study file's sector). */
export const caseStudyCategories = [
  'E-commerce',
  'Travel & Tourism',
  'Social Media Marketing',
  'SEO',
  'Healthcare',
  'Fashion & Retail',
] as const;
export const caseStudyCategorySchema = z.enum(caseStudyCategories, {
  error: `must be one of SPEC.md's categories: write one of ${caseStudyCategories.join(', ')}`,
});

export const caseStudySchema = z.lazy(() =>
  z.strictObject({
    id: nonEmpty.describe('Anchor of the section (#id links lead here): lowercase letters, digits and dashes, "faq".'),
    title: nonEmpty.describe('The title as shown.'),
    category: caseStudyCategorySchema.describe('The category as shown.'),
    client: nonEmpty.describe("The client's name."),
    description: nonEmpty.describe('A sentence or two as shown.'),
    image: imageSchema.describe('A picture: {src, alt, width, height}.'),
    results: z.array(nonEmpty).min(1).describe('What the work achieved, one point each.'),
    services: z.array(nonEmpty).min(1).describe('What was done, one service each.'),
    technologies: z.array(nonEmpty).min(1).describe('The tools used, one each.'),
    href: hrefSchema
      .optional()
      .describe("Where the story's link leads (its own page: /portfolio/<slug>); the block's linkLabel is its label."),
  }),
);
export type CaseStudy = z.infer<typeof caseStudySchema>;

/**
 * One card of a grid: a service, value, benefit, project, platform, content type…
 * `href` is optional on purpose: SPEC.md leaves some cards without a link target,
 * and such a card renders with no link at all rather than a dead one.
 */
export const cardSchema = z.lazy(() =>
  z.strictObject({
    icon: iconSchema.optional().describe('An icon by name (see the list of allowed values).'),
    title: nonEmpty.describe('The title as shown.'),
    category: nonEmpty.optional().describe('The category as shown.'),
    description: nonEmpty.describe('A sentence or two as shown.'),
    features: z.array(nonEmpty).optional().describe('Points listed on the card.'),
    image: imageSchema.optional().describe('A picture: {src, alt, width, height}.'),
    tone: toneSchema.optional().describe('Colour family: blue, purple, pink, orange, green or teal.'),
    href: hrefSchema
      .optional()
      .describe('Where it leads: a site path (/contact), an anchor (#faq) or an https://, mailto: or tel: URL.'),
    linkLabel: nonEmpty.optional().describe('The card link\'s label: "Learn More".'),
    actions: z
      .array(actionSchema)
      .optional()
      .describe('Buttons, each {kind, label, \u2026}: kind chat (with message), link (with href), phone or email.'),
  }),
);
export type Card = z.infer<typeof cardSchema>;
