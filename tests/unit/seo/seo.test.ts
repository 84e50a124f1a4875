import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { notFoundPath } from '../../../src/site/model/route.ts';
import { siteFiles } from '../../../src/site/seo/index.ts';
import { absoluteUrl, resolveUrl } from '../../../src/site/model/urls.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { minimalSite } from '../../helpers/sites.ts';

let site: Awaited<ReturnType<typeof loadSite>>;
const urls = { siteUrl: 'https://www.example.in', leadServiceUrl: 'https://leads.example.in' };
beforeAll(async () => {
  site = await loadSite(minimalSite);
});

function file(name: string): string {
  const f = siteFiles(site.content, site.routes, urls).find((x) => x.path === name);
  if (!f) throw new Error(`no ${name}`);
  return String(f.contents);
}

function jsonLd(path: string): Record<string, unknown>[] {
  return renderDom(site, path)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.text));
}

describe('sitemap and robots', () => {
  it('lists every route but the not-found page, with absolute URLs and lastmod from content', () => {
    const doc = parse(file('sitemap.xml'));
    const locs = doc.querySelectorAll('url loc').map((l) => l.text);
    expect(locs).toHaveLength(site.routes.length - 1);
    expect(locs).toContain('https://www.example.in/services/Subservices/local-seo');
    expect(locs).not.toContain('https://www.example.in/404.html');
    const post = doc.querySelectorAll('url').find((u) => u.querySelector('loc')!.text.endsWith('/blog/first-post'))!;
    expect(post.querySelector('lastmod')!.text).toBe('2025-03-01');
  });

  it('points robots.txt at the sitemap', () => {
    expect(file('robots.txt')).toContain('Sitemap: https://www.example.in/sitemap.xml');
  });
});

describe('blog feed', () => {
  it('is RSS 2.0 with every post, newest first, linking local posts here and external ones out', () => {
    const xml = file('blog/feed.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const items = parse(xml).querySelectorAll('item');
    expect(items.map((i) => i.querySelector('title')!.text)).toEqual(['First post', 'Second post']);
    expect(items[0]!.querySelector('guid')!.text).toBe('https://www.example.in/blog/first-post');
    expect(items[1]!.querySelector('guid')!.text).toBe('https://example.org/article');
  });

  it('is linked from every page head', () => {
    for (const route of site.routes) {
      const link = renderDom(site, route.path).querySelector('head link[type="application/rss+xml"]');
      expect(link?.getAttribute('href'), route.path).toBe('/blog/feed.xml');
    }
  });
});

describe('page head', () => {
  it('gives every page a unique title, a description, a canonical URL, en-IN and social cards', () => {
    const titles = new Set<string>();
    for (const route of site.routes) {
      const doc = renderDom(site, route.path);
      const title = doc.querySelector('title')!.text;
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      titles.add(title);
      expect(doc.querySelector('html')!.getAttribute('lang')).toBe('en-IN');
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(route.description);
      for (const p of ['og:title', 'og:description', 'og:url', 'og:image']) {
        expect(doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content'), `${route.path} ${p}`).toBeTruthy();
      }
      expect(doc.querySelector('meta[name="twitter:card"]')!.getAttribute('content')).toBe('summary_large_image');
    }
    expect(renderDom(site, '/about').querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://www.example.in/about',
    );
  });
});

describe('structured data', () => {
  it('describes the agency with its Agartala address, phone, hours and areas on every page', () => {
    for (const route of site.routes) {
      const org = jsonLd(route.path).find((d) => d['@type'] === 'ProfessionalService') as Record<string, any>;
      expect(org, route.path).toBeDefined();
      expect(org.address.addressLocality).toBe('Agartala');
      expect(org.telephone).toBe(site.content.site.phone.replace(/[^\d+]/g, '')); // international form: +919876543210
      expect(org.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '19:00' });
      expect(org.areaServed.map((a: { name: string }) => a.name)).toContain('Guwahati');
    }
  });

  it('adds BlogPosting on a local article and BreadcrumbList on nested pages only', () => {
    const post = jsonLd('/blog/first-post');
    expect(post.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'First post',
      datePublished: '2025-03-01',
    });
    const crumbs = post.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      'https://www.example.in/',
      'https://www.example.in/blog',
      'https://www.example.in/blog/first-post',
    ]);
    expect(jsonLd('/about').some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
  });

  it('adds FAQPage where FAQs are shown', () => {
    const blocks = [
      ...site.content.pages.contact.blocks,
      { type: 'faq' as const, heading: 'FAQ', items: [{ q: 'How fast?', a: 'Within minutes.' }] },
    ];
    const content = {
      ...site.content,
      pages: { ...site.content.pages, contact: { ...site.content.pages.contact, blocks } },
    };
    const routes = site.routes.map((r) =>
      r.path === '/contact' ? { ...r, view: { kind: 'blocks' as const, blocks } } : r,
    );
    const faq = renderDom({ ...site, content, routes }, '/contact')
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text))
      .find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'How fast?', acceptedAnswer: { '@type': 'Answer', text: 'Within minutes.' } },
    ]);
  });

  it('cannot be closed early by content containing </script>', () => {
    const routes = site.routes.map((r) =>
      r.path === '/about' ? { ...r, title: 'A </script><script>alert(1)</script>' } : r,
    );
    const html = renderDom({ ...site, routes }, '/services/seo').toString();
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('absoluteUrl', () => {
  it('gives each site URL its own absolute URLs for the same paths, asked for again and again', () => {
    for (let round = 0; round < 2; round++) {
      expect(absoluteUrl('https://www.example.in', '/blog/first-post', 'never')).toBe(
        'https://www.example.in/blog/first-post',
      );
      expect(absoluteUrl('https://staging.example.in/site/', '/blog/first-post', 'never')).toBe(
        'https://staging.example.in/blog/first-post',
      );
      expect(absoluteUrl('https://www.example.in', notFoundPath, 'always')).toBe('https://www.example.in/404.html');
    }
  });

  it('writes every URL as `new URL` does, whatever the site URL and the path', () => {
    const sites = [
      'https://www.example.in',
      'https://WWW.Example.IN:443/',
      'http://localhost:8080/base/',
      'https://user:pw@example.in',
      'https://ত্রিপুরা.example/',
    ];
    const paths = [
      '/',
      '/blog',
      '/blog/first-post',
      '/services/Subservices/local-seo',
      '/a/b/',
      '/blog/../secret',
      '/blog/./x',
      '/ñ/₹',
      '/a b',
      '/a?b#c',
      '/-_/9',
    ];
    for (const site of sites)
      for (const p of paths) expect(absoluteUrl(site, p, 'never'), `${site} ${p}`).toBe(new URL(p, site).href);
  });
});

describe('resolveUrl', () => {
  it('resolves content addresses against the site URL, each site apart', () => {
    for (let round = 0; round < 2; round++) {
      expect(resolveUrl('https://www.example.in', '/images/a.webp')).toBe('https://www.example.in/images/a.webp');
      expect(resolveUrl('https://staging.example.in/x/', '/images/a.webp')).toBe(
        'https://staging.example.in/images/a.webp',
      );
      expect(resolveUrl('https://www.example.in', 'https://images.unsplash.com/p?w=1200&h=630')).toBe(
        'https://images.unsplash.com/p?w=1200&h=630',
      );
    }
  });
});
