// RSS 2.0 feed of the blog, newest first. External posts link to where they were published.
// A draft is never in it, even in `build --drafts` (a preview; Hugo's --buildDrafts would list it):
// a feed reader keeps what it once fetched, and a draft's page is noindex, as it is not in the sitemap.
import { escapeUTF8 as xml } from 'entities';
import type { SiteContent } from '../model/content.ts';
import { blogPostPath } from '../model/route.ts';
import { absoluteUrl, feedPath } from '../model/urls.ts';

export function feedXml(
  content: Pick<SiteContent, 'posts' | 'site' | 'blogPage'>,
  siteUrl: string,
  limit = 50,
): string {
  const posts = content.posts.filter((p) => !p.data.draft);
  const slash = content.site.trailingSlash;
  const items = posts.slice(0, limit).map((p) => {
    const link = p.data.url ?? absoluteUrl(siteUrl, blogPostPath(p.slug), slash);
    const categories = p.data.category.map((c) => `<category>${xml(c)}</category>`).join('');
    return (
      `<item><title>${xml(p.data.title)}</title><link>${xml(link)}</link>` +
      `<guid isPermaLink="true">${xml(link)}</guid><pubDate>${new Date(p.data.date).toUTCString()}</pubDate>` +
      `<description>${xml(p.data.excerpt)}</description>${categories}</item>`
    );
  });
  const self = absoluteUrl(siteUrl, feedPath, slash);
  const updated = posts[0] ? `<lastBuildDate>${new Date(posts[0].data.date).toUTCString()}</lastBuildDate>` : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xml(`${content.blogPage.title} · ${content.site.name}`)}</title>` +
    `<link>${xml(absoluteUrl(siteUrl, '/blog', slash))}</link>` +
    `<atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>` +
    `<description>${xml(content.blogPage.description)}</description><language>en-IN</language>${updated}\n` +
    items.join('\n') +
    `\n</channel></rss>\n`
  );
}
