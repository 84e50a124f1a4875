// site.yml `headers:`: the site's own extra response headers, per path, merged by the build into
// `_headers` and the nginx include (hosting/rules.ts). A header the build sets itself is refused
// with where it comes from (hosting/own-headers.ts).
import * as z from 'zod';
import { ownHeaderProblem } from '../../hosting/own-headers.ts';

const pathPattern = String.raw`^/[A-Za-z0-9._~/-]*\*?$`;
// An HTTP token (RFC 9110) but `$`, which nginx would read as a variable.
const namePattern = String.raw`^[A-Za-z0-9!#%&'*+.^_\`|~-]+$`;

const headerPathSchema = z
  .string()
  .regex(new RegExp(pathPattern), 'must be a site path starting with "/", with "*" only at the end: /downloads/* (letters, digits, . _ ~ - between slashes)')
  .meta({ pattern: pathPattern, description: 'Where the headers apply: an exact path (/brochure.pdf) or a prefix ending in * (/downloads/*); /* is every path.' });

const headerNameSchema = z
  .string()
  .regex(new RegExp(namePattern), "must be a header name: letters, digits and - (an HTTP token: no spaces, colons or $)")
  .meta({ pattern: namePattern, description: 'A response header name: X-Robots-Tag.' });

const headerValueSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/^[^\r\n]*$/, 'must be one line')
  .regex(/^[^$\u0000-\u0008\u000a-\u001f\u007f]*$/, 'must be printable text without "$" (nginx would read it as a variable)')
  .describe('The header\'s value, one line: "noindex".');

const headerRuleSchema = z
  .strictObject({
    path: headerPathSchema,
    headers: z.record(headerNameSchema, headerValueSchema).refine((h) => Object.keys(h).length > 0, { message: 'name one header at least: { X-Robots-Tag: noindex }' })
      .describe('The headers and their values: { X-Robots-Tag: noindex }.'),
  })
  .superRefine((rule, ctx) => {
    for (const name of Object.keys(rule.headers)) {
      const problem = ownHeaderProblem(rule.path, name);
      if (problem) ctx.addIssue({ code: 'custom', path: ['headers', name], message: problem });
    }
  });

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
  .describe('Extra response headers, each {path, headers}: [{ path: /downloads/*, headers: { X-Robots-Tag: noindex } }]. Written into _headers and the nginx include; the security headers, the CSP and /assets/ caching are the build\'s own.');
