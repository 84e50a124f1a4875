import { describe, expect, it } from 'vitest';
import { loadContent, type SiteContent } from '../../src/site/content/load.ts';
import { buildRoutes, fixedRoutes, outputFile } from '../../src/site/routes.ts';
import { baseSite } from '../helpers/pages-site.ts';
import { minimalSite } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';

async function load(dir: string): Promise<SiteContent> {
  const r = await loadContent(dir, defaultSite.kinds);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line} ${d.field} ${d.message}`).join('\n'));
  return r.content;
}

describe('outputFile', () => {
  it('maps routes to files as CONTRACT.md lays them out, keeping case', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/about')).toBe('about/index.html');
    expect(outputFile('/services/Subservices/local-seo')).toBe('services/Subservices/local-seo/index.html');
    expect(outputFile('/404')).toBe('404.html');
  });
});

describe('buildRoutes on the minimal site', () => {
  it('builds fixed pages, sub-services, blog listing, categories, local posts and 404', async () => {
    const routes = buildRoutes(await load(minimalSite), defaultSite.kinds);
    expect(routes.map((r) => r.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/services/seo',
      '/services/web-development',
      '/services/graphic-design',
      '/services/video-creation',
      '/services/social-media',
      '/portfolio',
      '/contact',
      '/services/Subservices/local-seo',
      '/blog',
      '/blog/category/seo',
      '/blog/category/social-media',
      '/blog/first-post', // the external post gets no page of its own
      '/404',
    ]);
  });

  it('paginates listings once there are more posts than a page holds', async () => {
    const content = await load(minimalSite);
    // pageSize is 2 in the fixture; 5 more posts make 6 non-featured posts → 3 pages.
    const extra = [1, 2, 3, 4, 5].map((n) => ({
      ...content.posts[0]!,
      slug: `extra-${n}`,
      data: { ...content.posts[0]!.data, date: `2024-01-0${n}` },
    }));
    const routes = buildRoutes({ ...content, posts: [...content.posts, ...extra] }, defaultSite.kinds);
    const listing = routes.filter(
      (r) => r.view.kind === 'blog-list' && r.path.startsWith('/blog') && !r.path.includes('category'),
    );
    expect(listing.map((r) => r.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    const views = listing.map((r) => (r.view.kind === 'blog-list' ? r.view : undefined)!);
    expect(views.map((v) => v.posts.length)).toEqual([2, 2, 2]);
    expect(views.map((v) => v.featured?.slug)).toEqual(['second-post', undefined, undefined]);
    // Category pages paginate the same way: SEO has 1 + 1 + 5 posts.
    expect(routes.filter((r) => r.path.startsWith('/blog/category/seo')).map((r) => r.path)).toEqual([
      '/blog/category/seo',
      '/blog/category/seo/page/2',
      '/blog/category/seo/page/3',
      '/blog/category/seo/page/4',
    ]);
  });

  it('records the content files each route depends on', async () => {
    const routes = buildRoutes(await load(minimalSite), defaultSite.kinds);
    const about = routes.find((r) => r.path === '/about')!;
    expect(about.sources.map((s) => s.replace(/^.*minimal\//, ''))).toEqual(['site.yml', 'pages/about.yml']);
    const post = routes.find((r) => r.path === '/blog/first-post')!;
    expect(post.sources.some((s) => s.endsWith('blog/first-post.md'))).toBe(true);
  });

  it('tells pages with the same title apart by their labels from content, never by their slugs', async () => {
    const content = await load(minimalSite);
    const first = content.subservices[0]!;
    const twin = (slug: string, label?: string) => ({ ...first, slug, data: { ...first.data, label } });
    const titlesOf = (subservices: typeof content.subservices) =>
      buildRoutes({ ...content, subservices }, defaultSite.kinds)
        .filter((r) => r.path.startsWith('/services/Subservices/'))
        .map((r) => r.title);
    expect(titlesOf([twin('local-seo', 'Maps'), twin('event-coverage', 'Events')])).toEqual([
      'Local SEO (Maps)',
      'Local SEO (Events)',
    ]);
    // One label is enough to tell two apart; none leaves them alike, for check's titles rule to report.
    expect(titlesOf([twin('local-seo'), twin('event-coverage', 'Events')])).toEqual([
      'Local SEO',
      'Local SEO (Events)',
    ]);
    expect(titlesOf([twin('local-seo'), twin('event-coverage')])).toEqual(['Local SEO', 'Local SEO']);
    // A title no other page has keeps its label out of the <title>.
    expect(titlesOf([twin('local-seo', 'Maps')])).toEqual(['Local SEO']);
  });
});

// Whether content/ still has SPEC.md's nineteen sub-services and its local articles is the launch
// profile's question (launch/subservices, launch/blog); here, that every one a site has is routed.
describe("buildRoutes on a full site (the check fixtures' base)", () => {
  it('builds every fixed page, every sub-service, every local post and the 404 page', async () => {
    const content = await load(baseSite);
    const paths = new Set(buildRoutes(content, defaultSite.kinds).map((r) => r.path));
    const expected = [
      ...fixedRoutes.map((r) => r.path),
      ...content.subservices.map((s) => `/services/Subservices/${s.slug}`),
      ...content.posts.filter((p) => !p.data.url).map((p) => `/blog/${p.slug}`),
      '/404',
    ];
    expect(content.subservices.length).toBeGreaterThan(10);
    expect(expected.filter((p) => !paths.has(p))).toEqual([]);
    // An external post links out: it has no page of its own.
    for (const p of content.posts.filter((p) => p.data.url)) expect(paths.has(`/blog/${p.slug}`), p.slug).toBe(false);
  });
});
