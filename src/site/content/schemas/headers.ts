// site.yml `headers:`: the site's own extra response headers, per path, merged by the build into
// `_headers` and the nginx include (hosting/rules.ts). A header the build sets itself is refused
// with where it comes from (hosting/own-headers.ts).
import * as z from 'zod';
import { ownHeaderProblem } from '../../hosting/own-headers.ts';

const pathPattern = String.raw`^/[A-Za-z0-9._~/-]*\*?$`;
// An HTTP token (RFC 9110) but `$`, which nginx would read as a variable.
const namePattern = "^[A-Za-z0-9!#%&'*+.^_`|~-]+$";

const headerPathSchema = z
  .string()
  .regex(new RegExp(pathPattern), 'must be a site path starting with "/", with "*" only at the end: /downloads/* (letters, digits, . _ ~ - between slashes)')
  .meta({ pattern: pathPattern, description: 'Where the headers apply: an exact path (/brochure.pdf) or a prefix ending in * (/downloads/*); /* is every path.' });

const nameMessage = 'must be a header name: letters, digits and - (an HTTP token: no spaces, colons or $)';

/** Why a header value cannot be sent as it is, one reason at a time. */
function valueProblem(v: string): string | undefined {
  if (/[\r\n]/.test(v)) return 'must be one line';
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(v)) return 'must be printable text';
  if (v.includes('$')) return 'must not contain "$" (nginx would read it as a variable)';
  return undefined;
}

const valuePattern = String.raw`^[^$\u0000-\u0008\u000a-\u001f\u007f]+$`;
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
const headerRuleSchema = z.lazy(() => z
  .strictObject({
    path: headerPathSchema,
    // Names are checked below rather than by the record's key schema, whose error says only "Invalid key".
    headers: z.record(z.string(), headerValueSchema).refine((h) => Object.keys(h).length > 0, { message: 'name one header at least: { X-Robots-Tag: noindex }' })
      .meta({ propertyNames: { pattern: namePattern }, description: 'The headers and their values: { X-Robots-Tag: noindex }.' }),
  })
  .superRefine((rule, ctx) => {
    for (const name of Object.keys(rule.headers)) {
      const problem = new RegExp(namePattern).test(name) ? ownHeaderProblem(rule.path, name) : nameMessage;
      if (problem) ctx.addIssue({ code: 'custom', path: ['headers', name], message: problem });
    }
  }));

export const headersSchema = z
  .array(headerRuleSchema)
  .superRefine((rules, ctx) => {
    // One header named twice for one path: hosts would send both values joined, rarely meant.
    const seen = new Map<string, number>();
    rules.forEach((rule, i) => {
      for (const name of Object.keys(rule.headers)) {
        const key = `${rule.path} ${name.toLowerCase()}`;
        const first = seen.get(key);
        if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'headers', name], message: `${name} for ${rule.path} is already set by headers.${first}: set it once` });
        else seen.set(key, i);
      }
    });
  })
  .default([])
  // Not edited in the CMS, kept as written: Sveltia CMS 0.221.1 saves a key-value field inside a
  // list as `headers: {'*': {headers: {}}}` (its wildcard key path written out), which `check` refuses.
  .meta({ 'x-cms': { widget: 'hidden' } })
  .describe('Extra response headers, each {path, headers}: [{ path: /downloads/*, headers: { X-Robots-Tag: noindex } }]. Written into _headers and the nginx include; the security headers, the CSP and /assets/ caching are the build\'s own.');
