// Shared layouts (src/site/pool/layout-template.ts) must give exactly renderRoute's pages.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type SiteContent } from '../../../src/site/content/load.ts';
import { LayoutTemplates } from '../../../src/site/pool/layout-template.ts';
import { renderRoute } from '../../../src/site/render.ts';
import { buildRoutes, type Route } from '../../../src/site/routes.ts';
import { root } from '../../helpers/sites.ts';
import { tempSite, type TempSite } from './helpers.ts';

const settings = { assets: { css: '/assets/styles-T.css', js: '/assets/client-T.js' }, siteUrl: 'https://www.example.in', leadServiceUrl: 'https://leads.example.in' };

async function load(dir: string): Promise<{ content: SiteContent; routes: Route[] }> {
  const r = await loadContent(dir);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}: ${d.message}`).join('\n'));
  return { content: r.content, routes: buildRoutes(r.content) };
}

let site: TempSite;
beforeAll(async () => {
  site = await tempSite(12);
});
afterAll(async () => {
  await site.remove();
});

describe('LayoutTemplates', () => {
  for (const [name, dir] of [['the test site', () => site.contentDir], ['the real content', () => path.join(root, 'content')]] as const) {
    it(`gives renderRoute's exact page for every route of ${name}`, async () => {
      const { content, routes } = await load(dir());
      const templates = new LayoutTemplates(content, settings);
      for (const route of routes) expect(templates.render(route), route.path).toBe(renderRoute(route, content, settings));
      expect(templates.stats.mismatches).toBe(0);
      expect(templates.stats.templated).toBeGreaterThan(routes.length / 3);
    });
  }

  it('fills a post page’s texts escaped as React escapes them, its decoration and its Markdown, for every post', async () => {
    const tricky = [
      '---',
      'title: "Q&A: <Reels> vs \\"Stories\\" — what\'s best?"',
      'excerpt: "Tips & tricks for <b>shops</b> in \'Agartala\'"',
      'image: "https://images.example.org/p.jpg?w=1200&h=630&q=\\"x\\""',
      'imageAlt: "A \\"before & after\\" <photo>"',
      'author: "Priya & Team"',
      'date: 2025-03-04',
      'category: ["SEO", "Social Media"]',
      'readTime: "5 min read <approx>"',
      '---',
      '',
      'Body with [a link](https://example.org/?a=1&b=2) & <i>raw</i> text.',
      '',
    ].join('\n');
    await writeFile(path.join(site.contentDir, 'blog', 'tricky-post.md'), tricky);
    const { content, routes } = await load(site.contentDir);
    const posts = routes.filter((r) => r.view.kind === 'blog-post');
    const templates = new LayoutTemplates(content, settings);
    for (const route of posts) expect(templates.render(route), route.path).toBe(renderRoute(route, content, settings));
    expect(templates.stats).toMatchObject({ templated: posts.length, full: 0, mismatches: 0 });
    const page = templates.render(routes.find((r) => r.path === '/blog/tricky-post')!);
    expect(page).toContain('<h1>Q&amp;A: &lt;Reels&gt; vs &quot;Stories&quot; — what&#x27;s best?</h1>');
    expect(page).toContain('alt="A &quot;before &amp; after&quot; &lt;photo&gt;"');
    expect(page).toContain('<p class="eyebrow">SEO · Social Media</p>');
    expect(page).not.toMatch(/agencysiteslot|<i>raw/);
  });

  it('fills a listing’s post cards, published here or elsewhere, with their texts escaped as React escapes them', async () => {
    const elsewhere = [
      '---',
      'title: "Elsewhere: <Ads> & \\"Offers\\""',
      'excerpt: "Read it on the partner\'s site & more"',
      'url: "https://partner.example.org/post?a=1&b=2"',
      'image: "https://images.example.org/e.jpg?w=800&h=450"',
      'imageAlt: "Stalls & <lights>"',
      'author: "Team \\"A\\""',
      'date: "2025-03-05T10:00:00+05:30"',
      'category: ["SEO"]',
      'readTime: "3 min read"',
      '---',
      '',
    ].join('\n');
    await writeFile(path.join(site.contentDir, 'blog', 'elsewhere-post.md'), elsewhere);
    try {
      const { content, routes } = await load(site.contentDir);
      const listings = routes.filter((r) => r.view.kind === 'blog-list');
      const templates = new LayoutTemplates(content, settings);
      for (const route of listings) expect(templates.render(route), route.path).toBe(renderRoute(route, content, settings));
      // /blog is in the navigation (marked current there): rendered in full. On every other listing
      // page each card but the featured one (its image is announced in the head) came from a template.
      expect(templates.stats).toMatchObject({ full: 1, mismatches: 0 });
      const cards = listings.reduce((n, r) => n + (r.view.kind === 'blog-list' && r.path !== '/blog' ? r.view.posts.length : 0), 0);
      expect(cards).toBeGreaterThan(0);
      expect(templates.stats.cards).toBe(cards);
      const seo = templates.render(listings.find((r) => r.path === '/blog/category/seo')!);
      expect(seo).toContain('<h3 class="card-title">Elsewhere: &lt;Ads&gt; &amp; &quot;Offers&quot;</h3>');
      expect(seo).toContain('href="https://partner.example.org/post?a=1&amp;b=2" class="text-link" target="_blank" rel="noopener noreferrer"');
      expect(seo).not.toMatch(/agencysiteslot/);
      // The parts every listing shows alike (hero, newsletter, closing blocks) are there, once each.
      const full = renderRoute(listings.find((r) => r.path === '/blog/category/seo')!, content, settings);
      for (const part of ['<section id="hero-', 'class="card newsletter"']) expect(seo.split(part).length, part).toBe(full.split(part).length);
    } finally {
      await rm(path.join(site.contentDir, 'blog', 'elsewhere-post.md'));
    }
  });

  it('a listing whose content spells one of its stand-ins still comes out as renderRoute’s page', async () => {
    const file = path.join(site.contentDir, 'pages', 'blog.yml');
    const before = await readFile(file, 'utf8');
    await writeFile(file, before.replace(/^( *allPostsLabel:).*$/m, '$1 agencysiteslotcard0x').replace(/^( *categoriesHeading:).*$/m, '$1 agencysiteslotshared0x'));
    try {
      const { content, routes } = await load(site.contentDir);
      const listings = routes.filter((r) => r.view.kind === 'blog-list');
      const templates = new LayoutTemplates(content, settings);
      for (const route of listings) expect(templates.render(route), route.path).toBe(renderRoute(route, content, settings));
      expect(templates.render(listings.at(-1)!)).toContain('agencysiteslotcard0x');
      expect(templates.stats.mismatches).toBe(0);
    } finally {
      await writeFile(file, before);
    }
  });

  it('renders a page whose path the layout links (the navigation marks it current) in full', async () => {
    const { content, routes } = await load(site.contentDir);
    const templates = new LayoutTemplates(content, settings);
    templates.render(routes.find((r) => r.view.kind === 'blog-post')!);
    const before = templates.stats.full;
    const about = routes.find((r) => r.path === '/about')!;
    expect(templates.render(about)).toContain('aria-current="page"');
    expect(templates.stats.full).toBe(before + 1);
  });

  it('a layout the template no longer matches is caught by the check and rendered in full from then on', async () => {
    const { content, routes } = await load(site.contentDir);
    const templates = new LayoutTemplates(content, settings);
    const posts = routes.filter((r) => r.view.kind === 'blog-post');
    templates.render(posts[0]!);
    content.site.ui.skipLink = 'Jump to the content'; // changes the layout under the template's feet
    expect(templates.render(posts[1]!)).toBe(renderRoute(posts[1]!, content, settings));
    expect(templates.stats.mismatches).toBe(1);
    expect(templates.render(posts[2]!)).toBe(renderRoute(posts[2]!, content, settings));
  });

  it('compares the 1st, 2nd, 4th, 8th… page of a kind: a change after the 3rd is caught at the 4th', async () => {
    const { content, routes } = await load(site.contentDir);
    const templates = new LayoutTemplates(content, settings);
    const posts = routes.filter((r) => r.view.kind === 'blog-post');
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts.slice(0, 3)) templates.render(post);
    content.site.ui.skipLink = 'Jump to the content';
    expect(templates.render(posts[3]!)).toBe(renderRoute(posts[3]!, content, settings));
    expect(templates.stats).toMatchObject({ mismatches: 1, templated: 3 });
  });
});
