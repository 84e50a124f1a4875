// The files beside the pages that search engines and feed readers read (the hosts': hosting/).
import type { SiteContent } from '../model/content.ts';
import type { ResolvedUrls } from '../options.ts';
import type { Route } from '../model/route.ts';
import type { OutputFile } from '../output/update.ts';
import { feedXml } from './feed.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { feedPath } from '../model/urls.ts';

export function siteFiles(
  content: SiteContent,
  routes: readonly Route[],
  urls: Pick<ResolvedUrls, 'siteUrl'>,
): OutputFile[] {
  return [
    { path: 'sitemap.xml', contents: sitemapXml(routes, urls.siteUrl, content.site.trailingSlash) },
    { path: 'robots.txt', contents: robotsTxt(urls.siteUrl) },
    { path: feedPath.slice(1), contents: feedXml(content, urls.siteUrl) },
  ];
}
