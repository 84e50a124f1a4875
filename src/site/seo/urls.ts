import type { Route } from '../routes.ts';
import { notFoundPath } from '../routes.ts';

/** Site URL → route path → absolute URL. */
const absolute = new Map<string, Map<string, string>>();

/** Absolute URL of a route on the public site. */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  // A page asks for its own URL and its breadcrumbs' several times: parsed once each. Keyed by the
  // strings themselves (a joined key would be a new string to hash on every call).
  let bySite = absolute.get(siteUrl);
  if (!bySite || bySite.size >= 100_000) absolute.set(siteUrl, (bySite = new Map())); // a long dev session's old paths go
  let url = bySite.get(routePath);
  if (url === undefined) bySite.set(routePath, (url = new URL(routePath === notFoundPath ? '/404.html' : routePath, siteUrl).href));
  return url;
}

/** Routes a search engine should list: everything but the not-found page. */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((r) => r.path !== notFoundPath);
}

export const feedPath = '/blog/feed.xml';
