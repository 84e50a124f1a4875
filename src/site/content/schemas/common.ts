// Building blocks shared by every content schema. Types are inferred from these, never written twice.
// Every object schema here and in the other schema files is z.lazy: built the first time it is used,
// as a command validates only some kinds of content (a rebuild of one post: its front matter) and
// building them all cost every build ~5 ms of its start-up.
import { z } from 'zod';
import { classifyHref } from '../href.ts';
import { iconNames } from './icons.ts';

export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** The only URL forms content may use. */
export { classifyHref };

// classifyHref's forms as JSON Schema patterns (json-schema.ts: what editors check while typing);
// the JSON Schema test holds them to classifyHref on every href of the shipped content and fixtures.
const plain = String.raw`[^\\\s]`; // neither white space nor a backslash
const internalPattern = String.raw`/(?!/)${plain}*`;
const externalPattern = String.raw`[hH][tT][tT][pP][sS]?://${plain}+`;
const hrefPattern = String.raw`^(?:#${plain}+|${internalPattern}|${externalPattern}|mailto:[^\\\s@]+@[^\\\s@]+|tel:\+?[0-9 ()-]{3,})$`;

export const hrefSchema = nonEmpty
  .refine((v) => classifyHref(v) !== 'invalid', { message: 'must be a site path (/about), an anchor (#id), or an http(s), mailto: or tel: URL' })
  .meta({ pattern: hrefPattern, description: 'Where the link leads: a site path (/contact), an anchor (#faq), or an https://, mailto: or tel: URL.' });

export const internalPathSchema = nonEmpty
  .refine((v) => classifyHref(v) === 'internal', { message: 'must be a site path starting with "/" (for example /contact)' })
  .meta({ pattern: `^${internalPattern}$`, description: 'A page of this site, as a path: /contact, /services/seo.' });

export const absoluteUrlSchema = nonEmpty
  .refine((v) => classifyHref(v) === 'external', { message: 'must be an absolute http(s) URL' })
  .meta({ pattern: `^${externalPattern}$`, description: 'An absolute URL starting with https:// (or http://).' });

export const iconSchema = z.enum(iconNames);

export const imageSchema = z.lazy(() => z.strictObject({
  src: nonEmpty.refine((v) => ['external', 'internal'].includes(classifyHref(v)), {
    message: 'must be an absolute http(s) URL or a site path',
  }),
  alt: nonEmpty,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}));
export type Image = z.infer<typeof imageSchema>;

/** Colour families the design knows; cards and stat tiles pick one. */
export const toneSchema = z.enum(['blue', 'purple', 'pink', 'orange', 'green', 'teal']);
export type Tone = z.infer<typeof toneSchema>;

const styleSchema = z.enum(['primary', 'secondary', 'ghost']).default('primary');

/**
 * What a button or call-to-action does. `chat` opens WhatsApp with `message` prefilled;
 * `phone` and `email` use the site's number and address; `link` goes anywhere allowed.
 * Labels may say {phone} or {email}; they are filled from the site config.
 */
export const actionSchema = z.lazy(() => z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('chat'), label: nonEmpty, message: nonEmpty, style: styleSchema }),
  z.strictObject({ kind: z.literal('link'), label: nonEmpty, href: hrefSchema, style: styleSchema }),
  z.strictObject({ kind: z.literal('phone'), label: nonEmpty, style: styleSchema }),
  z.strictObject({ kind: z.literal('email'), label: nonEmpty, style: styleSchema }),
]));
export type Action = z.infer<typeof actionSchema>;

export const linkSchema = z.lazy(() => z.strictObject({ label: nonEmpty, href: hrefSchema }));
export type Link = z.infer<typeof linkSchema>;

export const statSchema = z.lazy(() => z.strictObject({
  icon: iconSchema.optional(),
  value: nonEmpty,
  label: nonEmpty,
  tone: toneSchema.optional(),
}));
export type Stat = z.infer<typeof statSchema>;

export const processStepSchema = z.lazy(() => z.strictObject({
  step: z.number().int().positive(),
  icon: iconSchema.optional(),
  title: nonEmpty,
  description: nonEmpty,
}));
export type ProcessStep = z.infer<typeof processStepSchema>;

export const faqSchema = z.lazy(() => z.strictObject({ q: nonEmpty, a: nonEmpty }));
export type Faq = z.infer<typeof faqSchema>;

export const testimonialSchema = z.lazy(() => z.strictObject({
  name: nonEmpty,
  business: nonEmpty,
  city: nonEmpty.optional(),
  rating: z.number().int().min(1).max(5),
  text: nonEmpty,
  image: imageSchema,
}));
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Sub-service pages show short quotes; the author is written as initial plus surname. */
export const quoteSchema = z.lazy(() => z.strictObject({ quote: nonEmpty, author: nonEmpty }));
export type Quote = z.infer<typeof quoteSchema>;

export const teamMemberSchema = z.lazy(() => z.strictObject({
  name: nonEmpty,
  role: nonEmpty,
  blurb: nonEmpty,
  profileUrl: absoluteUrlSchema,
  profileLabel: nonEmpty,
  image: imageSchema,
}));
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const caseStudySchema = z.lazy(() => z.strictObject({
  id: nonEmpty,
  title: nonEmpty,
  category: z.enum(['E-commerce', 'Travel & Tourism', 'Social Media Marketing', 'SEO', 'Healthcare', 'Fashion & Retail']),
  client: nonEmpty,
  description: nonEmpty,
  image: imageSchema,
  results: z.array(nonEmpty).min(1),
  services: z.array(nonEmpty).min(1),
  technologies: z.array(nonEmpty).min(1),
}));
export type CaseStudy = z.infer<typeof caseStudySchema>;

/**
 * One card of a grid: a service, value, benefit, project, platform, content type…
 * `href` is optional on purpose: SPEC.md leaves some cards without a link target,
 * and such a card renders with no link at all rather than a dead one.
 */
export const cardSchema = z.lazy(() => z.strictObject({
  icon: iconSchema.optional(),
  title: nonEmpty,
  category: nonEmpty.optional(),
  description: nonEmpty,
  features: z.array(nonEmpty).optional(),
  image: imageSchema.optional(),
  tone: toneSchema.optional(),
  href: hrefSchema.optional(),
  linkLabel: nonEmpty.optional(),
  actions: z.array(actionSchema).optional(),
}));
export type Card = z.infer<typeof cardSchema>;
