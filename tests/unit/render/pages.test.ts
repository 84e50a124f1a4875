// Every page of the shipped site, rendered in memory, shows what SPEC.md says: the counts of its
// sections (from the same table `check` uses), the labels it quotes, and where its links go.
import type { HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedRoutes } from '../../../src/site/routes.ts';
import * as spec from '../../../src/site/check/spec-rules.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { root } from '../../helpers/sites.ts';

let site: Awaited<ReturnType<typeof loadSite>>;
beforeAll(async () => {
  site = await loadSite(`${root}/content`);
});

const pathOf = (page: string) => fixedRoutes.find((r) => r.page === page)!.path;
const fullSubservicePaths = () => site.content.subservices.filter((s) => s.data.kind === 'full').map((s) => `/services/Subservices/${s.slug}`);
const texts = (doc: HTMLElement, selector: string) => doc.querySelectorAll(selector).map((e) => e.text.replace(/\s+/g, ' ').trim());
const chatText = (href: string) => new URL(href).searchParams.get('text') ?? '';

/** How many rendered items a counted content list becomes, inside the section with that id. */
function renderedCount(doc: HTMLElement, id: string, list: string): number {
  const section = doc.getElementById(id);
  if (!section) throw new Error(`no section #${id}`);
  const selector: Record<string, string> = {
    stats: '.stat',
    images: '.hero-images img',
    members: '.team-member',
    serviceOptions: 'select option:not([disabled])',
  };
  if (list !== 'items') return section.querySelectorAll(selector[list] ?? list).length;
  // The section's own list: the first of these that it has (cards hold nested lists of their own).
  for (const sel of ['.checklist > li', '.rows > li', '.card-grid > li', '.stat-grid > li', '.steps > li', '.tag-list > li', 'details.faq']) {
    const n = section.querySelectorAll(sel).length;
    if (n) return n;
  }
  return 0;
}

describe('section counts as SPEC.md fixes them', () => {
  const cases = spec.counts.map((c) => [`${c.page} #${c.block.id}: ${c.count} ${c.what}`, c] as const);
  it.each(cases)('%s', (_name, rule) => {
    const paths = rule.page === 'full-subservice' ? fullSubservicePaths() : [pathOf(rule.page)];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const doc = renderDom(site, path);
      expect(renderedCount(doc, rule.block.id, rule.list), path).toBe(rule.count);
    }
  });

  it.each(spec.processSteps.map((p) => [p.page, p.steps] as const))('%s shows %i numbered process steps', (page, steps) => {
    const paths = page === 'full-subservice' ? fullSubservicePaths() : [pathOf(page)];
    for (const path of paths) {
      const doc = renderDom(site, path);
      expect(texts(doc, '#process .step-number'), path).toEqual(Array.from({ length: steps }, (_, i) => String(i + 1)));
    }
  });
});

describe('labels SPEC.md quotes, verbatim', () => {
  it.each([
    ['/', ['Get Free Consultation', 'View Our Work', 'Schedule a Call']],
    ['/services', ['Learn More', 'Get Quote', 'Contact Us']],
    ['/services/seo', ['Call Now', 'Learn More About Our Services']],
    ['/services/video-creation', ['Get Video Quote', 'Learn More About Our Services']],
    ['/services/web-development', ['Learn More About Our Services']],
  ])('%s has buttons %j', (path, labels) => {
    const doc = renderDom(site, path);
    const found = texts(doc, 'main a').map((t) => t.replace(/ ?\(opens in a new tab\)$/, '').replace(/:.*$/, ''));
    for (const label of labels) expect(found, label).toContain(label);
  });

  it.each([
    ['/', 'What we Offer'],
    ['/services', 'Ready to Get Started'],
    ['/portfolio', 'Our Success Stories'],
    ['/contact', 'Get In Touch With Us'],
    ['/blog', 'Digital Marketing Insights'],
    ['/services/social-media', 'Social Media Marketing for Indian Businesses'],
    ['/services/social-media', 'Our Social Media Services'],
    ['/services/social-media', 'Content That Engages Indian Audiences'],
    ['/services/social-media', 'Why Social Media Marketing Works'],
    ['/services/graphic-design', 'Graphic Design Services for Indian Businesses'],
    ['/services/graphic-design', 'Why Professional Design Matters'],
    ['/services/web-development', 'Our Development Process'],
  ])('%s has the heading %j', (path, heading) => {
    expect(texts(renderDom(site, path), 'h1, h2')).toContain(heading);
  });

  it('About lists the four core values by name', () => {
    expect(texts(renderDom(site, '/about'), '#core-values .card-title')).toEqual(['Results-Driven', 'Client-Centric', 'Excellence', 'Local Commitment']);
  });

  it('Contact offers the six services in order, and the form fields SPEC.md names', () => {
    const doc = renderDom(site, '/contact');
    expect(texts(doc, 'form select option:not([disabled])')).toEqual(['SEO Services', 'Website Development', 'Social Media Marketing', 'Google Ads', 'Complete Digital Marketing', 'Consultation']);
    expect(texts(doc, 'form label')).toEqual(expect.arrayContaining(['Full Name', 'Business Name', 'Phone Number', 'Email Address', 'Service Interested In', 'Your Message']));
    expect(doc.querySelector('form input[type="tel"]')!.getAttribute('placeholder')).toBe('+91 XXXXX XXXXX');
    expect(doc.querySelector('form textarea')!.getAttribute('rows')).toBe('5');
    expect(doc.querySelector('form input[name="business"]')!.hasAttribute('required')).toBe(false);
  });

  it('Portfolio lists the twelve industries', () => {
    expect(texts(renderDom(site, '/portfolio'), '#industries .tag')).toEqual([
      'E-commerce', 'Healthcare', 'Education', 'Tourism', 'Restaurant', 'Real Estate', 'Fashion', 'Technology', 'Manufacturing', 'Consulting', 'Retail', 'Services',
    ]);
  });
});

describe('claims exactly as given, even where pages disagree', () => {
  it.each([
    ['/', ['10+', '1+', '250%', '24/7']],
    ['/about', ['2025', '10+', '2+', '98%']],
    ['/portfolio', ['10+', '250%', '2+', '98%']],
  ])('%s shows the statistics %j', (path, values) => {
    const shown = texts(renderDom(site, path), '.stat-value');
    for (const v of values) expect(shown).toContain(v);
  });

  it('the SEO page says 500+ businesses while Home says 10+ clients; About says 2+ states, Portfolio 2+ industries', () => {
    expect(renderDom(site, '/services/seo').text).toContain('500+');
    expect(renderDom(site, '/').text).toMatch(/10\+\s*Clients/);
    expect(renderDom(site, '/about').text).toMatch(/2\+\s*States/);
    expect(renderDom(site, '/portfolio').text).toMatch(/2\+\s*Industries Served/);
  });
});

describe('links go where SPEC.md says', () => {
  it('home service cards lead to the five service pages', () => {
    const hrefs = renderDom(site, '/').querySelectorAll('#services .card-tilt a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/services/seo', '/services/web-development', '/services/social-media', '/services/graphic-design', '/services/video-creation']);
  });

  it.each(Object.entries(spec.learnMoreTargets))("%s: 'Learn More About Our Services' goes to its sub-service", (page, slug) => {
    const links = renderDom(site, pathOf(page)).querySelectorAll('main a').filter((a) => /Learn More About Our Services/.test(a.text));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/services/Subservices/${slug}`]);
  });

  it("'Get Quote' on the services overview embeds each service's title in its chat message", () => {
    const doc = renderDom(site, '/services');
    const rows = doc.querySelectorAll('#services .rows > li');
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const title = row.querySelector('.card-title')!.text.trim();
      const quote = row.querySelectorAll('a').find((a) => a.text.includes('Get Quote'))!;
      expect(chatText(quote.getAttribute('href')!)).toContain(title);
    }
  });

  it('every call to action on a full sub-service page leads to /contact', () => {
    for (const path of fullSubservicePaths()) {
      const buttons = renderDom(site, path).querySelectorAll('main a.btn');
      expect(buttons.length, path).toBeGreaterThan(0);
      for (const b of buttons) expect(b.getAttribute('href'), path).toBe('/contact');
    }
  });

  it('cards whose target SPEC.md leaves undefined render without any link', () => {
    for (const [path, id] of [['/services/web-development', 'services'], ['/services/social-media', 'services'], ['/services/graphic-design', 'solutions'], ['/services/video-creation', 'services']] as const) {
      expect(renderDom(site, path).querySelectorAll(`#${id} .card-grid a`), `${path} #${id}`).toHaveLength(0);
    }
  });

  it('each page prefills a chat message of its own', () => {
    const messages = new Map<string, string>();
    for (const route of site.routes) {
      const main = renderDom(site, route.path).querySelector('main')!;
      // Stub price buttons are written from title and price, and SPEC.md gives two stubs the same of both.
      for (const a of main.querySelectorAll('a[href^="https://wa.me/"]:not(.price-button)')) {
        const text = chatText(a.getAttribute('href')!);
        const seen = messages.get(text);
        // The blog's shared newsletter/consultation blocks repeat across blog pages by design.
        if (seen && !(seen.startsWith('/blog') && route.path.startsWith('/blog'))) expect.fail(`"${text}" on ${route.path} and ${seen}`);
        messages.set(text, route.path);
      }
    }
    expect(messages.size).toBeGreaterThan(20);
  });

  it('no page has an empty link, a leftover {placeholder} or a link to a page that is not built', () => {
    const paths = new Set(site.routes.map((r) => r.path));
    for (const route of site.routes) {
      const doc = renderDom(site, route.path);
      expect(doc.querySelector('body')!.text, route.path).not.toMatch(/\{[a-z_]+\}/i);
      for (const a of doc.querySelectorAll('a')) {
        const href = a.getAttribute('href') ?? '';
        expect(href, `${route.path}: ${a.toString().slice(0, 80)}`).not.toBe('');
        if (href.startsWith('/')) expect(paths.has(href.split('#')[0]!) || href.startsWith('/blog/feed'), `${route.path} → ${href}`).toBe(true);
      }
    }
  });
});

it('a button that links within the site shows an arrow the way it goes, never a paper plane', () => {
  let back = 0;
  for (const route of site.routes) {
    const doc = renderDom(site, route.path);
    for (const a of doc.querySelectorAll('a.btn')) {
      const href = a.getAttribute('href')!;
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      const icons = a.querySelectorAll('svg').map((svg) => svg.getAttribute('class') ?? '');
      const label = a.text.trim();
      expect(icons.join(' '), `${route.path} "${label}"`).not.toContain('lucide-send');
      if (/^back\b/i.test(label)) {
        back++;
        expect(a.firstChild?.toString() ?? '', label).toContain('lucide-arrow-left');
      } else {
        expect(icons, `${route.path} "${label}"`).toEqual([expect.stringContaining('lucide-arrow-right')]);
      }
    }
  }
  expect(back).toBeGreaterThan(0); // "Back to Home" on the 404 page
});

it('a stub sub-service page reads its price as an action and leads back to its service and on to the others', () => {
  const doc = renderDom(site, '/services/Subservices/technical-seo');
  expect(doc.querySelector('main h1')!.text).toBe('Technical SEO Services');
  expect(doc.querySelector('main a.price-button')!.text.replace(' (opens in a new tab)', '').trim()).toBe('From ₹4,999 · Chat to order');
  const nav = doc.querySelector('main nav.stub-nav')!;
  expect(nav.getAttribute('aria-label')).toBe('More from SEO Services');
  expect(nav.querySelector('a.back-link')!.attributes).toMatchObject({ href: '/services/seo' });
  expect(nav.querySelector('a.back-link')!.text.trim()).toBe('Back to SEO Services');
  const chips = Object.fromEntries(nav.querySelectorAll('.chip-list a').map((a) => [a.getAttribute('href'), a.text]));
  expect(chips).toEqual({
    '/services/Subservices/local-seo': 'Local SEO',
    '/services/Subservices/keyword-research': 'Keyword SEO Services',
    '/services/Subservices/content-optimization': 'Content Optimization', // its label: its title is another stub's too
  });
  // Every stub has its way back.
  for (const stub of site.routes.filter((r) => r.view.kind === 'stub')) expect(renderDom(site, stub.path).querySelector('a.back-link'), stub.path).not.toBeNull();
});

it("phones swipe through rows of cards, except compact cards and a block that says onPhones: stack", () => {
  const rows = (path: string, id: string) => renderDom(site, path).querySelector(`#${id} .card-grid`)!;
  expect(rows('/', 'services').classList.contains('scroller')).toBe(true);
  expect(rows('/contact', 'contact-options').classList.contains('scroller')).toBe(false); // onPhones: stack
  expect(rows('/services/web-development', 'technologies').classList.contains('scroller')).toBe(false); // compact
  // A row without links is named and focusable, for scrolling it from the keyboard.
  const testimonials = rows('/', 'testimonials');
  expect(testimonials.attributes).toMatchObject({ tabindex: '0', 'aria-label': expect.any(String) });
});

const section = (path: string, id: string) => renderDom(site, path).getElementById(id)!;

it('each block is drawn in the layout its content chose, with every item still there', () => {
  const chosen = [
    ['/about', 'by-the-numbers', 'is-band', '.stat'],
    ['/', 'testimonials', 'is-band', '.testimonial'],
    ['/services/seo', 'process', 'is-timeline', '.step'],
    ['/portfolio', 'industries', 'is-strip', '.tag'],
    ['/portfolio', 'case-studies', 'is-spotlight', '.case-study'],
  ] as const;
  for (const [path, id, layout, item] of chosen) {
    expect(section(path, id).classList.contains(layout), `${path} #${id}`).toBe(true);
    expect(section(path, id).querySelectorAll(item).length, `${path} #${id}`).toBeGreaterThan(1);
  }
  // The default stays as it was: stat tiles on the portfolio, process cards on the services overview.
  expect(section('/portfolio', 'results').classList.contains('is-tiles')).toBe(true);
  expect(section('/services', 'process').classList.contains('is-steps')).toBe(true);
});

it("a case study in the spotlight asks for a picture as wide as it is shown, the others for a card's", () => {
  const sizes = section('/portfolio', 'case-studies').querySelectorAll('.case-study img').map((img) => img.getAttribute('sizes')!);
  expect(sizes).toHaveLength(6);
  expect(sizes[0]).toMatch(/^\(min-width: 1000px\) 540px/); // first: across the page
  expect(sizes[5]).toBe(sizes[0]); // last of an even number: across the page too
  for (const s of sizes.slice(1, 5)) expect(s).toMatch(/^\(min-width: 1024px\) 380px/);
});

describe('blog', () => {
  it('shows one featured post, six cards and the category counts of SPEC.md', () => {
    const doc = renderDom(site, '/blog');
    expect(doc.querySelectorAll('.post-featured')).toHaveLength(spec.blog.featured);
    expect(doc.querySelectorAll('.post-grid > li')).toHaveLength(spec.blog.cardsOnFirstPage);
    const counts = Object.fromEntries(
      doc.querySelectorAll('.category-list a').map((a) => [a.childNodes[0]!.text.trim(), Number(a.querySelector('.count')!.text)]),
    );
    expect(counts).toEqual(spec.blog.categories);
  });

  it('every listing page ends with the closing call to action of content/pages/blog.yml', () => {
    const closing = site.content.blogPage.closing.find((b) => b.type === 'cta')!;
    for (const path of ['/blog', '/blog/category/seo']) {
      const doc = renderDom(site, path);
      const cta = doc.querySelectorAll('main section').at(-1)!;
      expect(cta.querySelector('h2')!.text, path).toBe(closing.heading);
      expect(texts(cta, '.btn').map((t) => t.replace(' (opens in a new tab)', '')), path).toEqual(closing.actions.map((a) => a.label));
    }
  });

  it('category links filter, as static pages', () => {
    const doc = renderDom(site, '/blog/category/seo');
    expect(doc.querySelectorAll('.post-grid > li')).toHaveLength(spec.blog.categories.SEO!);
    for (const li of doc.querySelectorAll('.post-grid > li')) expect(li.querySelector('.card-category')!.text).toContain('SEO');
  });

  it('external articles open in a new tab; local ones link to their page', () => {
    const doc = renderDom(site, '/blog');
    const links = doc.querySelectorAll('.post-card a.text-link');
    for (const a of links) {
      const href = a.getAttribute('href')!;
      if (href.startsWith('http')) expect(a.getAttribute('target')).toBe('_blank');
      else expect(spec.blog.localArticles.map((s) => `/blog/${s}`)).toContain(href);
    }
  });
});

describe('titles', () => {
  it("each full sub-service page shows SPEC.md's title as its one h1, above the hero's headline", () => {
    const full = spec.subServices.filter((s) => s.kind === 'full');
    expect(full.map((s) => s.slug).sort()).toEqual(['branding', 'content-creation', 'local-seo', 'responsive-web-design', 'video-editing']);
    for (const s of full) {
      const doc = renderDom(site, `/services/Subservices/${s.slug}`);
      expect(texts(doc, 'h1'), s.slug).toEqual([s.title]);
      const headline = doc.querySelector('.hero h1 + .hero-headline');
      expect(headline?.text.trim(), s.slug).toBeTruthy();
    }
  });

  it('every <title> is its own, and none is made from a slug', () => {
    const titles = site.routes.map((r) => texts(renderDom(site, r.path), 'title')[0]!);
    expect(new Set(titles).size).toBe(titles.length);
    // Slugs title-cased by code read "Local Seo", "Content Optimization" from "content-optimization"…:
    // each title's words come from content instead (its title, and its label where titles are shared).
    for (const [i, r] of site.routes.entries()) {
      const slug = r.path.split('/').pop()!;
      const mangled = slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
      if (mangled !== r.label) expect(titles[i], r.path).not.toContain(`(${mangled})`);
    }
    const doc = (p: string) => texts(renderDom(site, p), 'title')[0];
    expect(doc('/services/Subservices/local-seo')).toBe('SEO Services (Local SEO) | Tripura Digital Studio');
    expect(doc('/services/Subservices/event-coverage')).toBe('Content SEO Services (Event Coverage) | Tripura Digital Studio');
    expect(doc('/services/seo')).toBe('SEO Services | Tripura Digital Studio');
  });
});
