// Which response headers a site.yml `headers:` entry may set. An allow-list: caching, indexing,
// links, downloads, cross-origin reads and languages, and the site's own `X-…` headers. The rest
// is refused with the reason: a header that sends the visitor elsewhere (a redirect is site.yml's
// `redirects`, which every host reads alike), sets state, changes how a file is read, or is one of
// the security headers the build sets itself (a second value would be joined to ours with a comma
// by Netlify and Cloudflare, and weaken or break it). No imports: the content schema reads this.

export const ownHeaders: ReadonlyMap<string, string> = new Map([
  [
    'content-security-policy',
    "the pages' Content-Security-Policy, made from the content (src/site/csp.ts; analytics and embeds widen it)",
  ],
  ['x-content-type-options', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['x-frame-options', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['referrer-policy', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['permissions-policy', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['strict-transport-security', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['cross-origin-opener-policy', "the build's security headers for every page (src/site/hosting/rules.ts)"],
]);

const redirects =
  "sends the visitor to another address, before or instead of the page: write a redirect in site.yml `redirects` (or the page's `aliases`), which every host reads alike";
const state = "sets state in the visitor's browser, which a static site keeps none of";
const types = "changes how the browser reads the file: the host sets it from the file's name";
const weakens = 'weakens what the security headers protect';

const refused: ReadonlyMap<string, string> = new Map([
  ['location', redirects],
  ['refresh', redirects],
  ['content-location', redirects],
  ['set-cookie', state],
  ['set-cookie2', state],
  ['clear-site-data', state],
  ['content-type', types],
  ['content-encoding', types],
  ['content-length', types],
  ['transfer-encoding', types],
  ['content-range', types],
  ['access-control-allow-credentials', weakens],
  ['content-security-policy-report-only', weakens],
  ['feature-policy', weakens],
  ['x-xss-protection', weakens],
  ['x-permitted-cross-domain-policies', weakens],
  ['service-worker-allowed', weakens],
  ['x-dns-prefetch-control', weakens],
]);

/** The headers a site may set besides its own `X-…` ones, as they are usually written. */
export const allowedHeaders = [
  'Cache-Control',
  'CDN-Cache-Control',
  'Expires',
  'Vary',
  'X-Robots-Tag',
  'Link',
  'Content-Language',
  'Content-Disposition',
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
  'Timing-Allow-Origin',
  'Cross-Origin-Resource-Policy',
  'Cross-Origin-Embedder-Policy',
] as const;
const allowed = new Set<string>(allowedHeaders.map((h) => h.toLowerCase()));

/** A header name of letters, digits and dashes (no `#`, which `_headers` reads as a comment, nor `$`, an nginx variable). */
export const headerNamePattern = '^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$';

/** Where the build caches for a year: its hashed script, stylesheet and fonts. */
export const assetsPrefix = '/assets/';

/** Whether a path pattern (`/x/*` or `/x`) matches some path under /assets/. */
export function reachesAssets(pattern: string): boolean {
  if (!pattern.endsWith('*')) return pattern.startsWith(assetsPrefix);
  const prefix = pattern.slice(0, -1);
  return assetsPrefix.startsWith(prefix) || prefix.startsWith(assetsPrefix);
}

/** Why a header may not be set at `pattern` from content, or undefined when it may. */
export function headerNameProblem(pattern: string, name: string): string | undefined {
  if (!new RegExp(headerNamePattern).test(name))
    return 'must be a header name: letters, digits and single dashes between them (X-Robots-Tag)';
  const lower = name.toLowerCase();
  const from = ownHeaders.get(lower);
  if (from) return `${name} is set by the build itself, from ${from}: remove it here`;
  const why = refused.get(lower);
  if (why) return `${name} ${why}: remove it here`;
  if (lower === 'cache-control' && reachesAssets(pattern))
    return `Cache-Control for ${assetsPrefix}* is set by the build itself (hashed files, cached for a year): use a path outside ${assetsPrefix}`;
  if (allowed.has(lower) || lower.startsWith('x-')) return undefined;
  return `${name} is not a header a site sets here: the ones allowed are ${allowedHeaders.join(', ')}, and headers of your own named X-…`;
}
