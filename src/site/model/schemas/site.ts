import * as z from 'zod';
import { basePathProblem } from '../site-url.ts';
import { analyticsSchema } from './analytics.ts';
import { headersSchema } from './headers.ts';
import { cmsSchema } from './cms.ts';
import {
  absoluteUrlSchema,
  imageSrcSchema,
  internalPathSchema,
  linkSchema,
  nonEmpty,
  oldPathSchema,
  redirectTargetSchema,
} from './common.ts';

const addressSchema = z.strictObject({
  street: nonEmpty.describe('Street and building: "2nd Floor, Hari Ganga Basak Road".'),
  locality: nonEmpty.describe('City or town: "Agartala".'),
  region: nonEmpty.describe('State: "Tripura".'),
  postalCode: nonEmpty.describe('PIN code: "799001".'),
  country: z.string().length(2).describe('Country as two letters: IN.'),
});

const hoursSchema = z.strictObject({
  summary: nonEmpty.describe('Opening hours in one line: "Monday to Saturday, 9 AM to 7 PM IST".'),
  weekdays: nonEmpty.describe('Weekday hours as shown.'),
  sunday: nonEmpty.describe('Sunday hours as shown.'),
  /** For structured data: opening time on the listed days. */
  days: z
    .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
    .min(1)
    .describe('The days open, for search engines: [Monday, Tuesday, \u2026].'),
  opens: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .describe('Opening time, HH:MM: "09:00".'),
  closes: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .describe('Closing time, HH:MM: "19:00".'),
});

const chatSchema = z.strictObject({
  /** Prefilled text of the header and floating chat buttons. */
  defaultMessage: nonEmpty.describe('Prefilled text of the header and floating chat buttons.'),
  /** What the lead beacon reports for a chat link whose text cannot be read. */
  fallbackLeadMessage: nonEmpty.describe('What the lead report says for a chat link whose text cannot be read.'),
  headerLabel: nonEmpty.describe("The header chat button's label."),
  floatingLabel: nonEmpty.describe("The floating chat button's label (read aloud by screen readers)."),
  /** Stub pages' price button; {service} and {price} are filled in. */
  priceMessage: nonEmpty
    .refine((s) => s.includes('{service}') && s.includes('{price}'), { message: 'must contain {service} and {price}' })
    .describe("Stub pages' price button message, with {service} and {price}."),
  /** Stub pages' price button label; {price} is filled in. */
  priceLabel: nonEmpty
    .refine((s) => s.includes('{price}'), { message: 'must contain {price}' })
    .describe('Stub pages\' price button label, with {price}: "From {price} · Chat to order".'),
  reference: z
    .strictObject({
      prefix: z
        .string()
        .regex(/^[A-Z0-9]{2,6}$/, 'must be 2 to 6 capital letters or digits, as TDS')
        .describe('What every code starts with: TDS gives TDS-7K3F.'),
      label: nonEmpty.describe(
        'Written before the code on the last line of the chat\'s text: "Ref" gives "Ref: TDS-7K3F".',
      ),
    })
    .optional()
    .describe(
      "A lead reference, off unless set: a short code made per chat click or form submission, written at the end of the chat's prefilled text, so the lead report and the chat the agency receives carry the same code.",
    ),
});

/** What search engines are told of the office beyond the address (Google's LocalBusiness fields). */
const localBusinessSchema = z
  .strictObject({
    geo: z
      .strictObject({
        latitude: z.number().min(-90).max(90).describe('Degrees north: 23.8315.'),
        longitude: z.number().min(-180).max(180).describe('Degrees east: 91.2868.'),
      })
      .optional()
      .describe(
        "The office's position, {latitude, longitude}, read off the map: search engines place the business with it.",
      ),
    mapUrl: absoluteUrlSchema
      .optional()
      .describe('The office on a map: the Google Business Profile or Maps link (https://maps.app.goo.gl/…).'),
    priceRange: nonEmpty
      .max(100)
      .optional()
      .describe('How dear the services are, as search results show it: "₹₹", or "₹1,999 – ₹1,49,999".'),
    logo: imageSrcSchema
      .optional()
      .describe(
        "The agency's logo for search results: a file in content/images/ (square, 112 pixels or more) or an https:// URL.",
      ),
  })
  .default({})
  .describe(
    'What search engines are told of the office beyond its address: {geo: {latitude, longitude}, mapUrl, priceRange, logo}; `check` warns while geo or priceRange is missing.',
  );

const withTitle = nonEmpty.refine((s) => s.includes('{title}'), { message: 'must contain {title}' });

const uiSchema = z.strictObject({
  skipLink: nonEmpty.describe('The "skip to main content" link\'s text.'),
  menuLabel: nonEmpty.describe("The small-screen menu button's label."),
  mainNavLabel: nonEmpty.describe("The main navigation's name for screen readers."),
  newTabHint: nonEmpty.describe('Said to screen readers after links that open in a new tab.'),
  ratingLabel: nonEmpty
    .refine((s) => s.includes('{rating}'), { message: 'must contain {rating}' })
    .describe('Said to screen readers for a star rating, with {rating}: "Rated {rating} out of 5".'),
  /** A stub sub-service page's way back to its service, with {service}. */
  serviceBackLabel: nonEmpty
    .refine((s) => s.includes('{service}'), { message: 'must contain {service}' })
    .describe('On a stub sub-service page, the link back to its service, with {service}: "Back to {service}".'),
  /** Over a stub sub-service page's links to the other sub-services of its service, with {service}. */
  siblingsHeading: nonEmpty
    .refine((s) => s.includes('{service}'), { message: 'must contain {service}' })
    .describe(
      'On a stub sub-service page, the heading over the other sub-services of its service, with {service}: "More from {service}".',
    ),
  /** The headings of a case study's page (content/case-studies/): needed once there is one. */
  caseStudy: z
    .strictObject({
      back: nonEmpty.describe('The link back to the portfolio: "All case studies".'),
      problem: nonEmpty.describe('Heading over the problem: "The challenge".'),
      work: nonEmpty.describe('Heading over what was done: "What we did".'),
      results: nonEmpty.describe('Heading over the results in numbers: "Results".'),
      pictures: nonEmpty.describe('Heading over the pictures: "The work".'),
      quote: nonEmpty.describe('Heading over the client\'s words: "In the client\'s words".'),
      services: nonEmpty.describe('Label of the services used: "Services".'),
      technologies: nonEmpty.describe('Label of the tools used: "Tools & Technologies".'),
    })
    .optional()
    .describe(
      "The headings of every case study's page: back link, problem, what was done, results, pictures, the client's words, services, tools.",
    ),
  /** The buttons of `embed` blocks, with {title}: needed once a page has one. */
  embed: z
    .strictObject({
      video: withTitle.describe(
        'The button that starts a video (YouTube, Vimeo), with {title}: "Play video: {title}".',
      ),
      map: withTitle.describe('The button that shows a map, with {title}: "Show map: {title}".'),
      post: withTitle.describe('The button that shows a social post, with {title}: "Show post: {title}".'),
    })
    .optional()
    .describe('The buttons of embed blocks (videos, maps, posts), each with {title}.'),
  /** The labels of a gallery's before/after pairs: needed once a page shows one. */
  gallery: z
    .strictObject({
      before: nonEmpty.describe('The label on the picture before the work: "Before".'),
      after: nonEmpty.describe('The label on the picture after it: "After".'),
    })
    .optional()
    .describe("The labels of a gallery's before/after pairs, {before, after}: needed once a page shows a pair."),
});

const footerSchema = z.strictObject({
  about: nonEmpty.describe('A sentence about the agency in the footer.'),
  quickLinksHeading: nonEmpty.describe("Heading of the footer's quick links."),
  quickLinks: z.array(linkSchema).min(1).describe("The footer's quick links, each {label, href}."),
  servicesHeading: nonEmpty.describe("Heading of the footer's services."),
  serviceLinks: z.array(linkSchema).min(1).describe("The footer's service links, each {label, href}."),
  /** Listed as plain text, without links (SPEC.md). */
  moreServices: z.array(nonEmpty).describe('More services listed in the footer as plain text.'),
  contactHeading: nonEmpty.describe("Heading of the footer's contact details."),
  hoursHeading: nonEmpty.describe("Heading of the footer's hours."),
  /** Beside the copyright line, not among SPEC.md's counted lists: the privacy page and the like. */
  legal: z
    .array(linkSchema)
    .default([])
    .describe(
      "Links on the footer's bottom line, beside the copyright (not one of SPEC.md's footer lists), each {label, href}: [{label: Privacy, href: /privacy}].",
    ),
  copyright: nonEmpty
    .refine((s) => s.includes('{year}'), { message: 'must contain {year}' })
    .describe('The copyright line, with {year}: "\u00a9 {year} Tripura Digital Studio".'),
});

/** Social profiles, each {name, url}. */
const socialSchema = z
  .array(z.strictObject({ name: nonEmpty.describe('The network: "LinkedIn".'), url: absoluteUrlSchema }))
  .default([])
  .describe('Social profiles: a list of {name, url}.');

/** The header's links, in order. */
const navSchema = z
  .array(z.strictObject({ label: nonEmpty.describe('The link text: "About".'), href: internalPathSchema }))
  .min(1)
  .describe("The header's links, in order: a list of {label, href}; up to eight (check warns past eight).");

/** Pictures from other sites: which hosts the build serves from this site. */
const imagesSchema = z
  .strictObject({
    selfHost: z
      .array(z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/i, 'must be a host name: images.unsplash.com'))
      .default([])
      .describe(
        'Hosts whose pictures the build downloads once, optimizes and serves from this site, as it does content/images/: [images.unsplash.com]. Pictures from other hosts load from their host.',
      ),
    timeoutSeconds: z
      .number()
      .positive()
      .max(120)
      .default(10)
      .describe(
        'How long one download may take before the build gives up on it and links the picture from its host: 10.',
      ),
  })
  .default({ selfHost: [], timeoutSeconds: 10 })
  .describe('Pictures from other sites: which hosts to serve from this site.');

/** Old addresses that lead elsewhere, for what `aliases` on a page or post cannot say (redirects/). */
const redirectsSchema = z
  .array(
    z.strictObject({
      from: oldPathSchema,
      to: redirectTargetSchema.describe('Where it leads: a page of this site (/services/seo) or an https:// address.'),
    }),
  )
  .default([])
  .describe(
    'Old addresses that lead elsewhere, each {from, to}: a removed page to its nearest page. A renamed page or post says its old address in its own `aliases` instead.',
  );

const trailingSlashSchema = z
  .enum(['never', 'always'])
  .default('never')
  .describe(
    "How the site's page addresses end, as its host answers them without a redirect first: `never` (/about: nginx with the build's include) or `always` (/about/: GitHub Pages, Cloudflare Pages, Netlify). Links, canonicals, the sitemap, the feed and redirects all follow it.",
  );

/** content/site.yml: the business constants every page uses. */
export const siteSchema = z.lazy(() =>
  z.strictObject({
    name: nonEmpty.describe("The agency's name, in the header, footer and every <title>."),
    tagline: nonEmpty.describe('One line about the agency, under its name and in search results.'),
    /** Where the site is served: the root of a host (https://www.example.in), never a folder of one. */
    siteUrl: absoluteUrlSchema
      .superRefine((v, ctx) => {
        const problem = basePathProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .describe(
        'Where the site is published, the root of a host: https://www.example.in (canonical links, sitemap, feed).',
      ),
    trailingSlash: trailingSlashSchema,
    /** Base URL of the lead-integration service; empty turns the beacons off. */
    leadServiceUrl: z
      .union([absoluteUrlSchema, z.literal('')])
      .describe(
        'Base URL of the lead service that receives chat and visit reports (https://leads.example.in: it gets POST /api/leads and /api/visits); empty turns the reports off.',
      ),
    phone: nonEmpty.describe('Phone number as shown and dialled: "+91 98765 43210".'),
    email: z.email().describe('E-mail address for enquiries: hello@example.in.'),
    /** Digits only, with country code (wa.me format), e.g. 919876543210. */
    whatsappNumber: z
      .string()
      .regex(/^[1-9]\d{7,14}$/, 'must be digits only, with the country code (e.g. 919876543210)')
      .describe('WhatsApp number for chat links: digits only, with the country code (919876543210).'),
    address: addressSchema.describe('Postal address: street, locality, region, postalCode, country (two letters: IN).'),
    hours: hoursSchema.describe(
      'Opening hours as shown (summary, weekdays, sunday) and for search engines (days, opens, closes as HH:MM).',
    ),
    areasServed: z
      .array(nonEmpty)
      .min(1)
      .describe('Cities and regions served, as listed on the contact page: [Agartala, Guwahati].'),
    localBusiness: localBusinessSchema,
    copyrightYear: z.number().int().min(2000).max(2100).describe("Year in the footer's copyright line: 2025."),
    social: socialSchema,
    chat: chatSchema.describe('WhatsApp chat buttons: their labels and prefilled messages.'),
    nav: navSchema,
    ui: uiSchema.describe('Small words of the page frame: skip link, menu label, new-tab hint, rating label.'),
    footer: footerSchema.describe("The footer's words and links."),
    images: imagesSchema,
    redirects: redirectsSchema,
    analytics: analyticsSchema
      .optional()
      .describe(
        'Visitor statistics: {provider: plausible, domain}, {provider: umami, websiteId}, or {provider: ga4, measurementId}. Unset: no analytics script. Say so on the privacy page when set.',
      ),
    headers: headersSchema,
    cms: cmsSchema
      .optional()
      .describe('The browser CMS at /admin/: {backend: github, repo: owner/name, branch: main}. Unset: no /admin/.'),
    socialImage: imageSrcSchema.describe(
      "The site's picture in search results' structured data: a file in content/images/, an https:// URL or a site path.",
    ),
  }),
);
export type Site = z.infer<typeof siteSchema>;
