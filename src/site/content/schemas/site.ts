import { z } from 'zod';
import { basePathProblem } from '../../site-url.ts';
import { absoluteUrlSchema, hrefSchema, internalPathSchema, linkSchema, nonEmpty } from './common.ts';

const addressSchema = z.strictObject({
  street: nonEmpty,
  locality: nonEmpty,
  region: nonEmpty,
  postalCode: nonEmpty,
  country: z.string().length(2),
});

const hoursSchema = z.strictObject({
  summary: nonEmpty,
  weekdays: nonEmpty,
  sunday: nonEmpty,
  /** For structured data: opening time on the listed days. */
  days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

const chatSchema = z.strictObject({
  /** Prefilled text of the header and floating chat buttons. */
  defaultMessage: nonEmpty,
  /** What the lead beacon reports for a chat link whose text cannot be read. */
  fallbackLeadMessage: nonEmpty,
  headerLabel: nonEmpty,
  floatingLabel: nonEmpty,
  /** Stub pages' price button; {service} and {price} are filled in. */
  priceMessage: nonEmpty.refine((s) => s.includes('{service}') && s.includes('{price}'), {
    message: 'must contain {service} and {price}',
  }),
});

const uiSchema = z.strictObject({
  skipLink: nonEmpty,
  menuLabel: nonEmpty,
  mainNavLabel: nonEmpty,
  newTabHint: nonEmpty,
  ratingLabel: nonEmpty.refine((s) => s.includes('{rating}'), { message: 'must contain {rating}' }),
});

const footerSchema = z.strictObject({
  about: nonEmpty,
  quickLinksHeading: nonEmpty,
  quickLinks: z.array(linkSchema).min(1),
  servicesHeading: nonEmpty,
  serviceLinks: z.array(linkSchema).min(1),
  /** Listed as plain text, without links (SPEC.md). */
  moreServices: z.array(nonEmpty),
  contactHeading: nonEmpty,
  hoursHeading: nonEmpty,
  copyright: nonEmpty.refine((s) => s.includes('{year}'), { message: 'must contain {year}' }),
});

/** content/site.yml: the business constants every page uses. */
export const siteSchema = z.lazy(() => z.strictObject({
  name: nonEmpty.describe("The agency's name, in the header, footer and every <title>."),
  tagline: nonEmpty.describe('One line about the agency, under its name and in search results.'),
  /** Where the site is served: the root of a host (https://www.example.in), never a folder of one. */
  siteUrl: absoluteUrlSchema
    .superRefine((v, ctx) => {
      const problem = basePathProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe('Where the site is published, the root of a host: https://www.example.in (canonical links, sitemap, feed).'),
  /** Base URL of the lead-integration service; empty turns the beacons off. */
  leadServiceUrl: z.union([absoluteUrlSchema, z.literal('')]).describe('Base URL of the lead service that receives chat and visit reports (https://leads.example.in); empty turns the reports off.'),
  phone: nonEmpty.describe('Phone number as shown and dialled: "+91 98765 43210".'),
  email: z.email().describe('E-mail address for enquiries: hello@example.in.'),
  /** Digits only, with country code (wa.me format), e.g. 919876543210. */
  whatsappNumber: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, 'must be digits only, with the country code (e.g. 919876543210)')
    .describe('WhatsApp number for chat links: digits only, with the country code (919876543210).'),
  address: addressSchema.describe('Postal address: street, locality, region, postalCode, country (two letters: IN).'),
  hours: hoursSchema.describe('Opening hours as shown (summary, weekdays, sunday) and for search engines (days, opens, closes as HH:MM).'),
  areasServed: z.array(nonEmpty).min(1).describe('Cities and regions served, as listed on the contact page: [Agartala, Guwahati].'),
  copyrightYear: z.number().int().min(2000).max(2100).describe("Year in the footer's copyright line: 2025."),
  social: z.array(z.strictObject({ name: nonEmpty, url: absoluteUrlSchema })).default([]).describe('Social profiles: a list of {name, url}.'),
  chat: chatSchema.describe('WhatsApp chat buttons: their labels and prefilled messages.'),
  nav: z.array(z.strictObject({ label: nonEmpty, href: internalPathSchema })).min(1).describe("The header's links, in order: a list of {label, href}."),
  ui: uiSchema.describe('Small words of the page frame: skip link, menu label, new-tab hint, rating label.'),
  footer: footerSchema.describe("The footer's words and links."),
  /** Shared picture for social cards when a page has none of its own. */
  socialImage: z.string().pipe(hrefSchema).describe('Picture for social cards of pages that have none of their own: an https:// URL or a site path.'),
}));
export type Site = z.infer<typeof siteSchema>;
