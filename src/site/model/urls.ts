import { notFoundPath, type Route } from './route.ts';

/** Site URL → route path (or image address) → absolute URL. */
const absolute = new Map<string, Map<string, string>>();
const slashed = new Map<string, Map<string, string>>();
const resolved = new Map<string, Map<string, string>>();

function cacheFor(caches: Map<string, Map<string, string>>, siteUrl: string): Map<string, string> {
  let bySite = caches.get(siteUrl);
  if (!bySite || bySite.size >= 100_000) caches.set(siteUrl, (bySite = new Map())); // a long dev session's old paths go
  return bySite;
}

/** Site URL → its origin as `new URL` writes it before a path (`https://www.example.in`). */
const origins = new Map<string, string>();
/** Paths `new URL` (and an HTML attribute) leave as written: no dot segments, nothing to escape. */
export const plainPath = /^\/(?:[A-Za-z0-9_-]+\/?)*$/;

/** How the site's page addresses end (site.yml `trailingSlash`): as the host answers them with 200. */
export type TrailingSlash = 'never' | 'always';

/**
 * A site address as the host serves it without a redirect: with `always`, a page's path gains its
 * trailing slash (`/about#team` → `/about/#team`). A file's (its last part has a dot: `/blog/feed.xml`),
 * `/`, and any address off the site stay as written; `never` keeps what content wrote.
 */
export function hostPath(href: string, slash: TrailingSlash): string {
  if (slash === 'never' || href[0] !== '/' || href[1] === '/') return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (path.endsWith('/') || path.slice(path.lastIndexOf('/')).includes('.')) return href;
  return `${path}/${cut < 0 ? '' : href.slice(cut)}`;
}

/** Absolute URL of a route (or a file) on the public site, as the host serves it (hostPath). */
export function absoluteUrl(siteUrl: string, routePath: string, slash: TrailingSlash): string {
  // A page asks for its own URL and its breadcrumbs' several times: made once each. Keyed by the
  // strings themselves (a joined key would be a new string to hash on every call).
  const bySite = cacheFor(slash === 'always' ? slashed : absolute, siteUrl);
  let url = bySite.get(routePath);
  if (url === undefined) {
    const target = routePath === notFoundPath ? '/404.html' : hostPath(routePath, slash);
    let origin = origins.get(siteUrl);
    if (origin === undefined) origins.set(siteUrl, (origin = new URL('/', siteUrl).href.slice(0, -1)));
    // A plain path after the origin, as `new URL` would write it, without parsing (every page, several times).
    bySite.set(routePath, (url = plainPath.test(target) ? origin + target : new URL(target, siteUrl).href));
  }
  return url;
}

/** An address from content (an image: absolute, or a path on the site) as an absolute URL. */
export function resolveUrl(siteUrl: string, href: string): string {
  // Thousands of posts show a few dozen images, each on its page's head twice.
  const bySite = cacheFor(resolved, siteUrl);
  let url = bySite.get(href);
  if (url === undefined) bySite.set(href, (url = new URL(href, siteUrl).href));
  return url;
}

/** Routes a search engine should list: everything but the not-found page and drafts (build --drafts). */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((r) => r.path !== notFoundPath && !r.draft); // a draft (build --drafts) is noindex
}

export const feedPath = '/blog/feed.xml';
