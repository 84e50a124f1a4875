// sitemap.xml and robots.txt: every indexable route with an absolute URL, lastmod where content knows it.
import { escapeUTF8 as xml } from 'entities';
import type { Route } from '../model/route.ts';
import { absoluteUrl, indexable, type TrailingSlash } from '../model/urls.ts';

export function sitemapXml(routes: readonly Route[], siteUrl: string, slash: TrailingSlash): string {
  const urls = indexable(routes).map((r) => {
    const lastmod = r.lastmod ? `<lastmod>${xml(r.lastmod.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${xml(absoluteUrl(siteUrl, r.path, slash))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
