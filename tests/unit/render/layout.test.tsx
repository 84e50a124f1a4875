import { beforeAll, describe, expect, it } from 'vitest';
import { headerClasses } from '../../../src/site/shared/header-fit.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { minimalSite } from '../../helpers/sites.ts';

let site: Awaited<ReturnType<typeof loadSite>>;
beforeAll(async () => {
  site = await loadSite(minimalSite);
});

const navLinks = ['/', '/about', '/services', '/portfolio', '/blog', '/contact'];

describe('the common layout', () => {
  it('has one header whose nav holds the six links in order', () => {
    const doc = renderDom(site, '/about');
    expect(doc.querySelectorAll('header.site-header')).toHaveLength(1);
    const links = doc.querySelectorAll('header nav a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(navLinks);
  });

  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/services/seo', null], // exact match only: no parent item is marked
    ['/blog/first-post', null],
    ['/contact', '/contact'],
  ])('on %s marks %s as the current page, and nothing else', (path, current) => {
    const doc = renderDom(site, path);
    const marked = doc.querySelectorAll('[aria-current="page"]').filter((a) => a.closest('header'));
    expect(marked.map((a) => a.getAttribute('href'))).toEqual(current ? [current] : []);
  });

  it("gives the header's row the breakpoints its name, links and chat label need (shared/header-fit.ts)", () => {
    const { name, nav, chat } = site.content.site;
    const row = renderDom(site, '/').querySelector('header .header-inner')!;
    const fit = headerClasses({ name, links: nav.map((l) => l.label), chatLabel: chat.headerLabel });
    expect(fit).toMatch(/^nav-menu-below-\d+ nav-label-from-\d+$/);
    expect(row.classList.value).toEqual(expect.arrayContaining(fit.split(' ')));
  });

  it('has a menu toggle button tied to the nav', () => {
    const doc = renderDom(site, '/');
    const button = doc.querySelector('header button.menu-toggle')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const nav = doc.getElementById(button.getAttribute('aria-controls')!);
    expect(nav?.tagName).toBe('NAV');
  });

  it('opens chat links on wa.me in a new tab, safely, with the prefilled default message', () => {
    const doc = renderDom(site, '/');
    const header = doc.querySelector('header a[href^="https://wa.me/"]')!;
    expect(header.getAttribute('href')).toBe(
      `https://wa.me/${site.content.site.whatsappNumber}?text=${encodeURIComponent(site.content.site.chat.defaultMessage)}`,
    );
    for (const a of doc.querySelectorAll('a[target="_blank"]'))
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('puts the floating chat button outside header, main and footer, named for WhatsApp', () => {
    const doc = renderDom(site, '/');
    const floating = doc.querySelector('[data-chat="floating"]')!;
    expect(floating.closest('header') ?? floating.closest('main') ?? floating.closest('footer')).toBeNull();
    expect(floating.getAttribute('aria-label')).toMatch(/WhatsApp/);
  });

  it('lists the three extra footer services as plain text, not links', () => {
    const doc = renderDom(site, '/');
    const footer = doc.querySelector('footer')!;
    for (const name of site.content.site.footer.moreServices) {
      const item = footer.querySelectorAll('li').find((li) => li.text.trim() === name)!;
      expect(item, name).toBeDefined();
      expect(item.querySelector('a')).toBeNull();
    }
    expect(footer.text).toContain(`© ${site.content.site.copyrightYear}`);
  });

  it('ships no inline script: only the hashed module script', () => {
    const doc = renderDom(site, '/');
    // JSON-LD blocks are data, not script (CSP does not run them); every other script is ours, by src.
    const scripts = doc.querySelectorAll('script').filter((s) => s.getAttribute('type') !== 'application/ld+json');
    expect(scripts.map((s) => [s.getAttribute('src'), s.text])).toEqual([['/assets/client-TEST.js', '']]);
    expect(doc.querySelectorAll('[style]')).toHaveLength(0);
    expect(doc.querySelector('link[rel="stylesheet"]')!.getAttribute('href')).toBe('/assets/styles-TEST.css');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toContain(
      "script-src 'self'",
    );
  });

  it('hands the lead-service URL to the script by data attribute, and omits it when empty', () => {
    expect(renderDom(site, '/').querySelector('body')!.getAttribute('data-lead-service')).toBe(
      'https://leads.example.in',
    );
    expect(renderDom(site, '/', { leadServiceUrl: '' }).querySelector('body')!.hasAttribute('data-lead-service')).toBe(
      false,
    );
  });

  it('renders the not-found page with header, footer and a way home', () => {
    const doc = renderDom(site, '/404');
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.querySelector('main a[href="/contact"]')).not.toBeNull();
  });
});

describe('pages', () => {
  it('renders a stub price button that opens a chat naming the service and the price in rupees', () => {
    const doc = renderDom(site, '/services/Subservices/local-seo');
    const button = doc.querySelector('main a.price-button')!;
    expect(button.text).toContain('₹1,999');
    const text = new URL(button.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain('Local SEO');
    expect(text).toContain('₹1,999');
  });

  it('renders a local blog post from Markdown, without raw HTML', () => {
    const doc = renderDom(site, '/blog/first-post');
    expect(doc.querySelector('main h1')!.text).toBe('First post');
    expect(doc.querySelector('main .prose h2')!.text).toBe('Hello');
    expect(doc.querySelector('main .prose a[href="/contact"]')).not.toBeNull();
  });

  it('shows the featured post and category counts on the listing', () => {
    const doc = renderDom(site, '/blog');
    expect(doc.querySelector('.post-featured h2')!.text).toBe('Second post');
    const counts = doc.querySelectorAll('.category-list a').map((a) => a.text.replace(/\s+/g, ' ').trim());
    expect(counts).toEqual(['All Posts 2', 'SEO 2', 'Social Media 1']);
    // An external post opens in a new tab.
    expect(doc.querySelector('.post-featured a[href="https://example.org/article"]')!.getAttribute('target')).toBe(
      '_blank',
    );
  });
});
