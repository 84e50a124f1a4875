// The files beside the pages that search engines, feed readers and hosts read.
import type { SiteContent } from '../content/load.ts';
import type { Origin } from '../content/web-values.ts';
import { hostFiles } from '../hosting/index.ts';
import type { ResolvedUrls } from '../options.ts';
import type { Route } from '../routes.ts';
import type { OutputFile } from '../output/update.ts';
import type { Redirect } from '../redirects/collect.ts';
import { feedXml } from './feed.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { feedPath } from './urls.ts';

/**
 * `imageOrigins`: the hosts pages still load pictures from (images/prepare.ts), for the CSP;
 * `redirects`: content's, for the hosts' files (hosting/: `_headers` and the nginx include).
 */
export function siteFiles(content: SiteContent, routes: readonly Route[], urls: ResolvedUrls, imageOrigins: readonly Origin[], redirects: readonly Redirect[] = []): OutputFile[] {
  return [
    { path: 'sitemap.xml', contents: sitemapXml(routes, urls.siteUrl) },
    { path: 'robots.txt', contents: robotsTxt(urls.siteUrl) },
    { path: feedPath.slice(1), contents: feedXml(content, urls.siteUrl) },
    ...hostFiles(content, urls, imageOrigins, redirects),
  ];
}
