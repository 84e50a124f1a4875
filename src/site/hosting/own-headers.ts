// The headers the build sets itself, by lower-case name, each with where it comes from: a
// site.yml `headers:` entry may not set one of them (a second value would be joined to ours
// with a comma by Netlify and Cloudflare, and weaken or break it). No imports: the content
// schema reads this too.

export const ownHeaders: ReadonlyMap<string, string> = new Map([
  ['content-security-policy', "the pages' Content-Security-Policy, made from the content (src/site/csp.ts; analytics and embeds widen it)"],
  ['x-content-type-options', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['x-frame-options', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['referrer-policy', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['permissions-policy', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['strict-transport-security', "the build's security headers for every page (src/site/hosting/rules.ts)"],
  ['cross-origin-opener-policy', "the build's security headers for every page (src/site/hosting/rules.ts)"],
]);

/** Where the build caches for a year: its hashed script, stylesheet and fonts. */
export const assetsPrefix = '/assets/';

/** Whether a path pattern (`/x/*` or `/x`) matches some path under /assets/. */
export function reachesAssets(pattern: string): boolean {
  if (!pattern.endsWith('*')) return pattern.startsWith(assetsPrefix);
  const prefix = pattern.slice(0, -1);
  return assetsPrefix.startsWith(prefix) || prefix.startsWith(assetsPrefix);
}

/** Why a header may not be set at `pattern` from content, or undefined when it may. */
export function ownHeaderProblem(pattern: string, name: string): string | undefined {
  const lower = name.toLowerCase();
  const from = ownHeaders.get(lower);
  if (from) return `${name} is set by the build itself, from ${from}: remove it here`;
  if (lower === 'cache-control' && reachesAssets(pattern)) return `Cache-Control for ${assetsPrefix}* is set by the build itself (hashed files, cached for a year): use a path outside ${assetsPrefix}`;
  return undefined;
}
