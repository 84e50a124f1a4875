// site.yml `headers:`: the site's own extra response headers, per path, merged by the build into
// `_headers` and the nginx include (hosting/rules.ts). Only the headers model/header-names.ts
// allows; one the build sets itself is refused with where it comes from.
import * as z from 'zod';
import { headerNamePattern, headerNameProblem } from '../header-names.ts';

const pathPattern = String.raw`^/[A-Za-z0-9._~/-]*\*?$`;

/** Cloudflare Pages drops a `_headers` line longer than this: `  Name: value` (hosting/limits.ts says so for every line). */
export const CLOUDFLARE_HEADER_LINE = 2_000;
const MAX_PATH_LENGTH = 250;

const headerPathSchema = z
  .string()
  .regex(
    new RegExp(pathPattern),
    'must be a site path starting with "/", with "*" only at the end: /downloads/* (letters, digits, . _ ~ - between slashes)',
  )
  .max(MAX_PATH_LENGTH, `must have at most ${MAX_PATH_LENGTH} characters`)
  .meta({
    pattern: pathPattern,
    description:
      'Where the headers apply: an exact path (/brochure.pdf) or a prefix ending in * (/downloads/*); /* is every path.',
  });

/** Why a header value cannot be sent as it is, one reason at a time. */
function valueProblem(v: string): string | undefined {
  if (/[\r\n]/.test(v)) return 'must be one line';
  if (/[^\t\x20-\x7e]/.test(v))
    return 'must be printable ASCII text (a header carries no other: write other characters %-encoded, as in a URL)';
  if (v.includes('$')) return 'must not contain "$" (nginx would read it as a variable)';
  return undefined;
}

const valuePattern = String.raw`^[\t\x20-\x23\x25-\x7e]+$`;
const headerValueSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .superRefine((v, ctx) => {
    const problem = valueProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ pattern: valuePattern, description: 'The header\'s value, one line: "noindex".' });

// Built the first time it is used, as the other content schemas are (common.ts).
const headerRuleSchema = z.lazy(() =>
  z
    .strictObject({
      path: headerPathSchema,
      // Names are checked below rather than by the record's key schema, whose error says only "Invalid key".
      headers: z
        .record(z.string(), headerValueSchema)
        .refine((h) => Object.keys(h).length > 0, { message: 'name one header at least: { X-Robots-Tag: noindex }' })
        .meta({
          propertyNames: { pattern: headerNamePattern },
          description: 'The headers and their values: { X-Robots-Tag: noindex }.',
        }),
    })
    .superRefine((rule, ctx) => {
      for (const [name, value] of Object.entries(rule.headers)) {
        const line = `  ${name}: ${value.trim()}`.length;
        const problem =
          headerNameProblem(rule.path, name) ??
          (line > CLOUDFLARE_HEADER_LINE
            ? `makes a _headers line of ${line} characters: Cloudflare Pages drops a line over ${CLOUDFLARE_HEADER_LINE.toLocaleString('en-US')}; shorten the value`
            : undefined);
        if (problem) ctx.addIssue({ code: 'custom', path: ['headers', name], message: problem });
      }
    }),
);

export const headersSchema = z
  .array(headerRuleSchema)
  .superRefine((rules, ctx) => {
    // One header named twice for one path: hosts would send both values joined, rarely meant.
    const seen = new Map<string, number>();
    rules.forEach((rule, i) => {
      for (const name of Object.keys(rule.headers)) {
        const key = `${rule.path} ${name.toLowerCase()}`;
        const first = seen.get(key);
        if (first !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'headers', name],
            message: `${name} for ${rule.path} is already set by headers.${first}: set it once`,
          });
        else seen.set(key, i);
      }
    });
  })
  .default([])
  // Not edited in the CMS, kept as written: Sveltia CMS 0.221.1 saves a key-value field inside a
  // list as `headers: {'*': {headers: {}}}` (its wildcard key path written out), which `check` refuses.
  .meta({ 'x-cms': { widget: 'hidden' } })
  .describe(
    "Extra response headers, each {path, headers}: [{ path: /downloads/*, headers: { X-Robots-Tag: noindex } }]. Written into _headers and the nginx include; the security headers, the CSP and /assets/ caching are the build's own.",
  );
