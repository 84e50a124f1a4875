import type { Route } from '../routes.ts';
import { notFoundPath } from '../routes.ts';

/** Absolute URL of a route on the public site. */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  return new URL(routePath === notFoundPath ? '/404.html' : routePath, siteUrl).href;
}

/** Routes a search engine should list: everything but the not-found page. */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((r) => r.path !== notFoundPath);
}

export const feedPath = '/blog/feed.xml';
