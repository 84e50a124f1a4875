import type { Route } from '../routes.ts';
import { notFoundPath } from '../routes.ts';

const absolute = new Map<string, string>();

/** Absolute URL of a route on the public site. */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  // A page asks for its own URL and its breadcrumbs' several times: parsed once each.
  const key = `${siteUrl}\n${routePath}`;
  let url = absolute.get(key);
  if (url === undefined) {
    if (absolute.size >= 100_000) absolute.clear(); // a long dev session's old paths
    absolute.set(key, (url = new URL(routePath === notFoundPath ? '/404.html' : routePath, siteUrl).href));
  }
  return url;
}

/** Routes a search engine should list: everything but the not-found page. */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((r) => r.path !== notFoundPath);
}

export const feedPath = '/blog/feed.xml';
