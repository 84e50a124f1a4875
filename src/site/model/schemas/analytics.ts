// site.yml `analytics`: one provider and its id. Each id's form is checked here, so `check`'s
// schema rule names file, line and field before a build publishes a tag that counts nothing.
import * as z from 'zod';
import { parseOrigin } from '../../shared/web-values.ts';

/** A script served over https only: an http one would be blocked as mixed content. */
const scriptPattern = String.raw`^https:\/\/[^\s\\/]+\/[^\s\\]*$`;
const scriptSrc = (example: string) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      // Its origin enters the Content-Security-Policy: a host of letters, digits and dashes only.
      const origin = parseOrigin(v, ['https:']);
      const problem = !origin.ok
        ? origin.problem
        : !new RegExp(scriptPattern).test(v)
          ? 'must be the https:// address of the tracking script'
          : undefined;
      if (problem)
        ctx.addIssue({ code: 'custom', message: `${problem}: write the script's address in full, like ${example}` });
    })
    .meta({ pattern: scriptPattern });

const plausibleSchema = z.strictObject({
  provider: z
    .literal('plausible')
    .describe('The analytics service: Plausible (plausible.io, or self-hosted with `src`).'),
  domain: z
    .string()
    .trim()
    .regex(
      /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
      "must be the site's domain as added in Plausible, without https:// or a path: write it like www.example.in",
    )
    .describe("The site's domain as added in Plausible: www.example.in."),
  src: scriptSrc('https://stats.example.in/js/script.js')
    .optional()
    .describe('A self-hosted Plausible script; default https://plausible.io/js/script.js.'),
});

const umamiSchema = z.strictObject({
  provider: z.literal('umami').describe('The analytics service: Umami (Umami Cloud, or self-hosted with `src`).'),
  websiteId: z
    .string()
    .trim()
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      'must be the website ID Umami shows (a UUID): write it like 94db1cb1-74f4-4a40-ad6c-962362670409',
    )
    .describe("The website ID from Umami's tracking code (a UUID)."),
  src: scriptSrc('https://umami.example.in/script.js')
    .optional()
    .describe('A self-hosted Umami script; default https://cloud.umami.is/script.js (Umami Cloud).'),
});

const ga4Schema = z.strictObject({
  provider: z.literal('ga4').describe('The analytics service: Google Analytics 4.'),
  measurementId: z
    .string()
    .trim()
    // Google shows G- and ten capitals or digits; a little room either way for older streams.
    .regex(
      /^G-[A-Z0-9]{6,12}$/,
      'must be a GA4 measurement ID: write it as Google Analytics shows it (Admin, Data streams), like G-ABCDE12345',
    )
    .describe('The GA4 measurement ID from Admin, Data streams: G-ABCDE12345.'),
});

/** Which analytics the pages load; unset loads none. */
export const analyticsSchema = z.lazy(() =>
  z.discriminatedUnion('provider', [plausibleSchema, umamiSchema, ga4Schema], {
    error: 'not a provider the build knows: write `provider:` as plausible, umami or ga4',
  }),
);
export type Analytics = z.infer<typeof analyticsSchema>;
