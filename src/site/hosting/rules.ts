// The one table of what the site asks of its host: per path pattern, the headers it wants (the
// CSP with frame-ancestors, the security headers, a year's caching for hashed assets, and
// site.yml's own `headers:`), and the redirects (aliases and site.yml's `redirects`). `_headers`
// (headers-file.ts) and the nginx include (nginx.ts) are both printed from it.
import type { RedirectTarget } from '../shared/web-values.ts';
import type { Redirect } from '../redirects/collect.ts';
import { pathOf } from '../redirects/collect.ts';
import { assetsPrefix } from '../model/header-names.ts';

export type Header = readonly [name: string, value: string];

export interface HeaderRule {
  /** `/*` (everything), `/downloads/*` (a prefix: `*` only at the end) or an exact path. */
  path: string;
  headers: Header[];
}

export interface HostRedirect {
  /** The old path, as routes spell it (no trailing slash). */
  from: string;
  /** Written as it is: nothing in it is syntax to a host file (web-values.ts). */
  to: RedirectTarget;
}

export interface HostRules {
  headers: HeaderRule[];
  redirects: HostRedirect[];
}

/** site.yml's `headers:` entries, as the schema gives them. */
export interface ExtraHeaders {
  path: string;
  headers: Record<string, string>;
}

export const everything = '/*';
export const yearCache = 'public, max-age=31536000, immutable';

/**
 * The table: the build's rules first (`/*`, `/assets/*`), then content's, merged by path.
 * `opener: false` leaves out Cross-Origin-Opener-Policy (the CMS's OAuth sign-in window needs its opener,
 * and no rule can leave /admin/ out of `/*`).
 */
export function hostRules(
  csp: string,
  extra: readonly ExtraHeaders[] = [],
  redirects: readonly Pick<Redirect, 'from' | 'to'>[] = [],
  opener = true,
): HostRules {
  const headers: HeaderRule[] = [
    {
      path: everything,
      headers: [
        ['Content-Security-Policy', `${csp}; frame-ancestors 'none'`],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        ...(opener ? ([['Cross-Origin-Opener-Policy', 'same-origin']] as const) : []),
      ],
    },
    { path: `${assetsPrefix}*`, headers: [['Cache-Control', yearCache]] },
  ];
  for (const entry of extra) {
    // As Netlify reads a list (`\s*,\s*` sent as ", "), for every host alike.
    const own = Object.entries(entry.headers).map(
      ([name, value]) => [name, value.split(/\s*,\s*/).join(', ')] as const,
    );
    const same = headers.find((r) => r.path === entry.path);
    if (same) same.headers.push(...own);
    else headers.push({ path: entry.path, headers: own });
  }
  return { headers, redirects: redirects.map((r) => ({ from: pathOf(r.from), to: r.to })) };
}

/** Whether a rule's pattern matches a path (`/*` all, `/x/*` what starts with `/x/`, else exact). */
export function matches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
}

/** Every header the table names for a path, in table order: what Netlify and Cloudflare send. */
export function headersFor(rules: HostRules, urlPath: string): Header[] {
  return rules.headers.filter((r) => matches(r.path, urlPath)).flatMap((r) => r.headers);
}
