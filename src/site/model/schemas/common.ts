// Building blocks shared by every content schema. Types are inferred from these, never written twice.
// Every object schema here and in the other schema files is z.lazy: built the first time it is used,
// as a command validates only some kinds of content (a rebuild of one post: its front matter) and
// building them all cost every build ~5 ms of its start-up.
import * as z from 'zod';
import { classifyHref, isLocalImage, localImagePattern } from '../href.ts';
import {
  parseOrigin,
  MAX_OLD_PATH_LENGTH,
  MAX_TARGET_LENGTH,
  oldPathPattern,
  parseOldPath,
  parseRedirectTarget,
} from '../../shared/web-values.ts';
import { iconNames } from './icons.ts';
import { focusPattern, parseFocus } from '../focus.ts';

export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** The only URL forms content may use. */
export { classifyHref };

// classifyHref's forms as JSON Schema patterns (json-schema.ts: what editors check while typing);
// the JSON Schema test holds them to classifyHref on every href of the shipped content and fixtures.
const plain = String.raw`[^\\\s]`; // neither white space nor a backslash
const internalPattern = String.raw`/(?!/)${plain}*`;
const externalPattern = String.raw`[hH][tT][tT][pP][sS]?://${plain}+`;
const hrefPattern = String.raw`^(?:#${plain}+|${internalPattern}|${externalPattern}|mailto:[^\\\s@]+@[^\\\s@]+|tel:\+?[0-9 ()-]{3,})$`;

/** Why an http(s) URL is not one a policy or host file could name (`https://cdn;x.example.in/`, a space). */
function badHost(v: string): string | undefined {
  const origin = /^https?:\/\//i.test(v) ? parseOrigin(v) : undefined;
  return origin && !origin.ok ? origin.problem : undefined;
}

/** A refinement: `ok` says whether the value is one of the forms, `message` what to write else. */
const oneOf = (ok: (v: string) => boolean, message: string) => (v: string, ctx: z.core.$RefinementCtx<string>) => {
  if (!ok(v)) ctx.addIssue({ code: 'custom', message: badHost(v) ?? message });
};

export const hrefSchema = nonEmpty
  .superRefine(
    oneOf(
      (v) => classifyHref(v) !== 'invalid',
      'must be a site path (/about), an anchor (#id), or an http(s), mailto: or tel: URL: write it in one of these forms',
    ),
  )
  .meta({
    pattern: hrefPattern,
    description: 'Where the link leads: a site path (/contact), an anchor (#faq), or an https://, mailto: or tel: URL.',
  });

export const internalPathSchema = nonEmpty
  .refine((v) => classifyHref(v) === 'internal', {
    message: 'must be a site path starting with "/" (for example /contact)',
  })
  .meta({ pattern: `^${internalPattern}$`, description: 'A page of this site, as a path: /contact, /services/seo.' });

export const absoluteUrlSchema = nonEmpty
  .superRefine(oneOf((v) => classifyHref(v) === 'external', 'must be an absolute http(s) URL'))
  .meta({ pattern: `^${externalPattern}$`, description: 'An absolute URL starting with https:// (or http://).' });

export const iconSchema = z.enum(iconNames);

/** Where a picture comes from: a file in content/images/, an http(s) URL or a site path. */
export const imageSrcSchema = nonEmpty
  .superRefine(
    oneOf(
      (v) => isLocalImage(v) || ['external', 'internal'].includes(classifyHref(v)),
      'must be a file in content/images/ (images/team.jpg), an absolute http(s) URL or a site path: write it in one of these forms',
    ),
  )
  .meta({
    // The CMS: a picture from content/images/ (its media folder) or an address.
    'x-cms': { widget: 'image' },
    pattern: `^(?:${localImagePattern.source.slice(1, -1)}|${internalPattern}|${externalPattern})$`,
    description:
      'The picture: a file in content/images/ (images/team.jpg), an https:// URL or a site path (/team.jpg).',
  });

/** A picture's focal point: what every crop of it keeps in frame (model/focus.ts). */
export const focusSchema = z
  .string()
  .superRefine((v, ctx) => {
    const point = parseFocus(v);
    if (typeof point === 'string') ctx.addIssue({ code: 'custom', message: point });
  })
  .meta({
    pattern: focusPattern.source,
    description:
      'What must stay in frame when the picture is cropped to fit its box: left, right, top, bottom or center, or a point as two percentages across and down in steps of 5 ("30% 40%": 30 % from the left edge, 40 % from the top). Without it, the middle.',
  });

export const imageSchema = z.lazy(() =>
  z
    .strictObject({
      src: imageSrcSchema,
      alt: nonEmpty.describe('What the picture shows, for people who cannot see it.'),
      width: z
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          "The picture's width in pixels (keeps the page from jumping as it loads); read from the file for a picture in content/images/.",
        ),
      height: z
        .number()
        .int()
        .positive()
        .optional()
        .describe("The picture's height in pixels; read from the file for a picture in content/images/."),
      focus: focusSchema.optional(),
    })
    .superRefine((img, ctx) => {
      // A picture from elsewhere is not read by the build: its size must be written down.
      if (isLocalImage(img.src)) return;
      for (const key of ['width', 'height'] as const) {
        if (img[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is required for a picture that is not in content/images/: write its ${key} in pixels`,
          });
      }
    }),
);
export type Image = z.infer<typeof imageSchema>;

/** Colour families the design knows; cards and stat tiles pick one. */
export const toneSchema = z.enum(['blue', 'purple', 'pink', 'orange', 'green', 'teal']);
export type Tone = z.infer<typeof toneSchema>;

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

export const testimonialSchema = z.lazy(() =>
  z.strictObject({
    name: nonEmpty.describe('The name as shown.'),
    business: nonEmpty.describe("The client's business."),
    city: nonEmpty.optional().describe("The client's city."),
    rating: z.number().int().min(1).max(5).describe('Stars, 1 to 5.'),
    text: nonEmpty.describe('The text as shown.'),
    image: imageSchema.describe('A picture: {src, alt, width, height}.'),
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
    image: imageSchema.describe('A picture: {src, alt, width, height}.'),
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

/** A schema of a value parsed by web-values.ts: its problem is the finding. */
const parsedBy =
  (parse: (raw: string) => { ok: true } | { ok: false; problem: string }) =>
  (v: string, ctx: z.core.$RefinementCtx<string>) => {
    const result = parse(v);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.problem });
  };

/** An old address of a page (redirects/): `/blog/old-slug`, within the lengths web-values.ts gives. */
export const oldPathSchema = nonEmpty.superRefine(parsedBy(parseOldPath)).meta({
  pattern: oldPathPattern,
  maxLength: MAX_OLD_PATH_LENGTH,
  description: 'An old address of a page, as a site path: /blog/old-slug.',
});

/** Where a redirect leads: a site path or an https:// address, with nothing a host file would read as syntax. */
export const redirectTargetSchema = nonEmpty.superRefine(parsedBy(parseRedirectTarget)).meta({
  pattern: String.raw`^(?:/(?!/)|https://)[^#\s\\]*$`,
  maxLength: MAX_TARGET_LENGTH,
  description: 'Where it leads: a page of this site (/services/seo) or an https:// address, without spaces or #.',
});

/** `aliases`: old paths of this page or post that keep working after it was renamed (Hugo's word). */
export const aliasesSchema = z
  .array(oldPathSchema)
  .optional()
  .describe(
    'Old addresses of this page that lead here (after a rename): [/blog/old-slug]. The build writes a redirect for each.',
  );
