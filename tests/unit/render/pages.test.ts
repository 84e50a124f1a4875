// Every page, rendered in memory, shows what its content says: each item of its lists, its labels,
// headings and statistics, and links that go where content sends them. On a fixture site
// (tests/helpers/pages-site.ts), never the shipped content/, and with the fixture's own values:
// whether content/ still says what SPEC.md quotes at launch is check --profile launch's question
// (tests/unit/check/launch-profile.test.ts), so an edit of the copy fails that test alone.
import type { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../../src/site/model/schemas/index.ts';
import { fixedRoutes } from '../../../src/site/routes.ts';
import { caseStudyUse, useSpecs } from '../../../src/site/images/uses.ts';
import * as spec from '../../../src/site/check/spec-rules.ts';
import { linksIn } from '../../../src/site/check/links-in.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { pagesSite, type PagesSite } from '../../helpers/pages-site.ts';

let fixture: PagesSite;
let site: Awaited<ReturnType<typeof loadSite>>;
beforeAll(async () => {
  fixture = await pagesSite();
  site = await loadSite(fixture.contentDir);
});
afterAll(() => fixture.remove());

type PageKey = keyof typeof site.content.pages;
const pathOf = (page: string) => (page === 'notFound' ? '/404' : fixedRoutes.find((r) => r.page === page)!.path);
const fullSubservices = () =>
  site.content.subservices.flatMap((s) =>
    s.data.kind === 'full' ? [{ path: `/services/Subservices/${s.slug}`, data: s.data }] : [],
  );
/** Each page a rule of spec-rules.ts is about, with its content blocks. */
const pagesOf = (page: spec.PageRef) =>
  page === 'full-subservice'
    ? fullSubservices().map((s) => ({ path: s.path, blocks: s.data.blocks }))
    : [{ path: pathOf(page), blocks: site.content.pages[page].blocks }];
const texts = (doc: HTMLElement, selector: string) =>
  doc.querySelectorAll(selector).map((e) => e.text.replace(/\s+/g, ' ').trim());
const linkText = (t: string) => t.replace(/ ?\(opens in a new tab\)$/, '').replace(/:.*$/, '');
const chatText = (href: string) => new URL(href).searchParams.get('text') ?? '';
const blockOf = (page: PageKey, id: string) =>
  site.content.pages[page].blocks.find((b) => b.id === id)! as Block & Record<string, unknown>;
const listOf = (block: Record<string, unknown>, list: string) => block[list] as unknown[];

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
  for (const sel of [
    '.checklist > li',
    '.rows > li',
    '.card-grid > li',
    '.stat-grid > li',
    '.steps > li',
    '.tag-list > li',
    'details.faq',
  ]) {
    const n = section.querySelectorAll(sel).length;
    if (n) return n;
  }
  return 0;
}

describe('every item of a list is on the page', () => {
  // The lists SPEC.md counts (the table launch/counts checks), each as long as the fixture makes it.
  const cases = spec.counts.map((c) => [`${c.page} #${c.block.id}: every one of its ${c.what}`, c] as const);
  it.each(cases)('%s', (_name, rule) => {
    const pages = pagesOf(rule.page);
    expect(pages.length).toBeGreaterThan(0);
    for (const { path, blocks } of pages) {
      const block = blocks.find((b) => b.id === rule.block.id) as Record<string, unknown> | undefined;
      expect(block, `${path} has a block #${rule.block.id}`).toBeDefined();
      const items = rule.list
        .split('.')
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], block) as unknown[];
      expect(items.length, path).toBeGreaterThan(0);
      expect(renderedCount(renderDom(site, path), rule.block.id, rule.list), path).toBe(items.length);
    }
  });

  it.each(spec.processSteps.map((p) => [p.page] as const))(
    '%s numbers its process steps 1…n, as many as content has',
    (page) => {
      for (const { path, blocks } of pagesOf(page)) {
        const process = blocks.find((b) => b.type === 'process');
        if (process?.type !== 'process') throw new Error(`${path}: no process block`);
        const doc = renderDom(site, path);
        expect(texts(doc, `#${process.id} .step-number`), path).toEqual(process.steps.map((_, i) => String(i + 1)));
      }
    },
  );
});

describe('words as content gives them', () => {
  const pages = () => (Object.keys(site.content.pages) as PageKey[]).map((key) => ({ key, path: pathOf(key) }));

  it('every button and link label on each page, going where content sends it', () => {
    let checked = 0;
    for (const { key, path } of pages()) {
      const found = renderDom(site, path)
        .querySelectorAll('main a')
        .map((a) => ({ text: linkText(a.text.replace(/\s+/g, ' ').trim()), href: a.getAttribute('href') }));
      for (const l of linksIn(site.content.pages[key].blocks, ['blocks'])) {
        if (!l.action || !l.label) continue;
        // "{email}", "Call: {phone}": the site's own details fill a label's tokens.
        const label = linkText(
          l.label.replace('{email}', site.content.site.email).replace('{phone}', site.content.site.phone),
        );
        const same = found.filter((f) => f.text === label);
        expect(same.length, `${path} "${l.label}"`).toBeGreaterThan(0);
        if (l.action.kind === 'link')
          expect(
            same.map((f) => f.href),
            `${path} "${l.label}"`,
          ).toContain(l.action.href);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('every block heading, as a heading: the hero h1, the others h2', () => {
    for (const { key, path } of pages()) {
      const doc = renderDom(site, path);
      const [hero, ...rest] = site.content.pages[key].blocks;
      expect(texts(doc, 'h1'), path).toEqual([hero!.heading]);
      const h2 = texts(doc, 'h2');
      for (const b of rest) expect(h2, `${path} #${b.id}`).toContain(b.heading);
    }
    const blog = renderDom(site, '/blog');
    expect(texts(blog, 'h1')).toEqual([site.content.blogPage.blocks[0]!.heading]);
  });

  it('lists named item by item keep their names and order: card titles, tags, the services of the form', () => {
    const about = renderDom(site, '/about');
    expect(texts(about, '#core-values .card-title')).toEqual(
      listOf(blockOf('about', 'core-values'), 'items').map((i) => (i as { title: string }).title),
    );
    expect(texts(renderDom(site, '/portfolio'), '#industries .tag')).toEqual(
      listOf(blockOf('portfolio', 'industries'), 'items'),
    );
    expect(texts(renderDom(site, '/contact'), 'form select option:not([disabled])')).toEqual(
      listOf(blockOf('contact', 'contact-form'), 'serviceOptions'),
    );
  });

  it('the contact form: the labels and placeholders of content, a five-row message, the business name optional', () => {
    const doc = renderDom(site, '/contact');
    const form = blockOf('contact', 'contact-form');
    if (form.type !== 'contact-form') throw new Error('no contact form');
    const fields = Object.values(form.fields) as { label: string; placeholder?: string }[];
    expect(texts(doc, 'form label')).toEqual(expect.arrayContaining(fields.map((f) => f.label)));
    expect(doc.querySelector('form input[type="tel"]')!.getAttribute('placeholder')).toBe(
      form.fields.phone.placeholder,
    );
    expect(doc.querySelector('form textarea')!.getAttribute('rows')).toBe('5');
    expect(doc.querySelector('form input[name="business"]')!.hasAttribute('required')).toBe(false);
    expect(doc.querySelector('form input[name="name"]')!.hasAttribute('required')).toBe(true);
  });

  it('statistics exactly as given, value beside its label, on every page that has them', () => {
    let checked = 0;
    for (const { key, path } of pages()) {
      const doc = renderDom(site, path);
      const shown = doc
        .querySelectorAll('.stat')
        .map((s) => ({ value: s.querySelector('.stat-value')?.text.trim(), text: s.text.replace(/\s+/g, ' ').trim() }));
      for (const b of site.content.pages[key].blocks) {
        for (const stat of ('stats' in b ? (b.stats ?? []) : b.type === 'stats' ? b.items : []) as {
          value: string;
          label: string;
        }[]) {
          expect(
            shown.some((s) => s.value === stat.value && s.text.includes(stat.label)),
            `${path} "${stat.value} ${stat.label}"`,
          ).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('links go where content sends them', () => {
  it('home service cards lead where their content says, in order', () => {
    const hrefs = renderDom(site, '/')
      .querySelectorAll('#services .card-tilt a')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(listOf(blockOf('home', 'services'), 'items').map((i) => (i as { href: string }).href));
  });

  it.each(Object.keys(spec.learnMoreTargets))(
    "%s: 'Learn More About Our Services' goes to the sub-service its content names",
    (page) => {
      const wanted = [...linksIn(site.content.pages[page as PageKey].blocks, [])]
        .filter((l) => spec.learnMoreLabel.test(l.label ?? ''))
        .map((l) => l.href);
      expect(wanted.length).toBeGreaterThan(0);
      const links = renderDom(site, pathOf(page))
        .querySelectorAll('main a')
        .filter((a) => spec.learnMoreLabel.test(linkText(a.text.trim())));
      expect(links.map((a) => a.getAttribute('href'))).toEqual(wanted);
    },
  );

  it("each row's chat on the services overview prefills the message of its content (which names the service)", () => {
    const doc = renderDom(site, '/services');
    const rows = doc.querySelectorAll('#services .rows > li');
    const items = listOf(blockOf('services', 'services'), 'items') as {
      title: string;
      actions?: { kind: string; label: string; message?: string }[];
    }[];
    expect(rows).toHaveLength(items.length);
    rows.forEach((row, i) => {
      expect(row.querySelector('.card-title')!.text.trim()).toBe(items[i]!.title);
      const chat = items[i]!.actions!.find((a) => a.kind === 'chat')!;
      const link = row.querySelectorAll('a').find((a) => a.text.includes(chat.label))!;
      expect(chatText(link.getAttribute('href')!)).toBe(chat.message);
    });
  });

  it('every call to action on a full sub-service page leads to /contact', () => {
    for (const { path } of fullSubservices()) {
      const buttons = renderDom(site, path).querySelectorAll('main a.btn');
      expect(buttons.length, path).toBeGreaterThan(0);
      for (const b of buttons) expect(b.getAttribute('href'), path).toBe('/contact');
    }
  });

  it('cards without a target render without any link', () => {
    let checked = 0;
    for (const key of Object.keys(site.content.pages) as PageKey[]) {
      for (const b of site.content.pages[key].blocks) {
        if (b.type !== 'cards' || b.items.some((i) => i.href || i.actions?.length)) continue;
        expect(renderDom(site, pathOf(key)).querySelectorAll(`#${b.id} .card-grid a`), `${key} #${b.id}`).toHaveLength(
          0,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('each page prefills a chat message of its own', () => {
    const messages = new Map<string, string>();
    for (const route of site.routes) {
      const main = renderDom(site, route.path).querySelector('main')!;
      // Stub price buttons are written from title and price, and two stubs may have the same of both.
      for (const a of main.querySelectorAll('a[href^="https://wa.me/"]:not(.price-button)')) {
        const text = chatText(a.getAttribute('href')!);
        const seen = messages.get(text);
        // The blog's shared newsletter/consultation blocks repeat across blog pages by design.
        if (seen && !(seen.startsWith('/blog') && route.path.startsWith('/blog')))
          expect.fail(`"${text}" on ${route.path} and ${seen}`);
        messages.set(text, route.path);
      }
    }
    expect(messages.size).toBeGreaterThan(10);
  });

  it('no page has an empty link, a leftover {placeholder} or a link to a page that is not built', () => {
    const paths = new Set(site.routes.map((r) => r.path));
    for (const route of site.routes) {
      const doc = renderDom(site, route.path);
      expect(doc.querySelector('body')!.text, route.path).not.toMatch(/\{[a-z_]+\}/i);
      for (const a of doc.querySelectorAll('a')) {
        const href = a.getAttribute('href') ?? '';
        expect(href, `${route.path}: ${a.toString().slice(0, 80)}`).not.toBe('');
        if (href.startsWith('/'))
          expect(paths.has(href.split('#')[0]!) || href.startsWith('/blog/feed'), `${route.path} → ${href}`).toBe(true);
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
  const { chat, ui } = site.content.site;
  const stub = site.content.subservices.find((s) => s.slug === 'technical-seo')!;
  if (stub.data.kind !== 'stub') throw new Error('technical-seo is no stub');
  const serviceTitle = site.content.pages.seo.title;
  const doc = renderDom(site, '/services/Subservices/technical-seo');
  expect(doc.querySelector('main h1')!.text).toBe(stub.data.title);
  expect(stub.data.price).toBe(4999); // shown the Indian way:
  expect(doc.querySelector('main a.price-button')!.text.replace(' (opens in a new tab)', '').trim()).toBe(
    chat.priceLabel.replace('{price}', '₹4,999'),
  );
  const nav = doc.querySelector('main nav.stub-nav')!;
  expect(nav.getAttribute('aria-label')).toBe(ui.siblingsHeading.replace('{service}', serviceTitle));
  expect(nav.querySelector('a.back-link')!.attributes).toMatchObject({ href: stub.data.service });
  expect(nav.querySelector('a.back-link')!.text.trim()).toBe(ui.serviceBackLabel.replace('{service}', serviceTitle));
  const chips = Object.fromEntries(nav.querySelectorAll('.chip-list a').map((a) => [a.getAttribute('href'), a.text]));
  // The others that name the same service, each by its label where it has one (its title may be another's too).
  const others = site.content.subservices.filter(
    (s) => s.slug !== 'technical-seo' && s.data.service === stub.data.service,
  );
  expect(others.some((s) => s.data.label)).toBe(true);
  expect(chips).toEqual(
    Object.fromEntries(others.map((s) => [`/services/Subservices/${s.slug}`, s.data.label ?? s.data.title])),
  );
  // Every stub that names its service has its way back; one that names none has no nav.
  for (const s of site.content.subservices) {
    if (s.data.kind !== 'stub') continue;
    const back = renderDom(site, `/services/Subservices/${s.slug}`).querySelector('a.back-link');
    if (s.data.service) expect(back, s.slug).not.toBeNull();
    else expect(back, s.slug).toBeNull();
  }
});

it('phones swipe through rows of cards, except compact cards and a block that says onPhones: stack', () => {
  const rows = (path: string, id: string) => renderDom(site, path).querySelector(`#${id} .card-grid`)!;
  expect(rows('/', 'services').classList.contains('scroller')).toBe(true);
  expect(blockOf('contact', 'contact-options')).toMatchObject({ onPhones: 'stack' });
  expect(rows('/contact', 'contact-options').classList.contains('scroller')).toBe(false);
  expect(blockOf('webDevelopment', 'technologies')).toMatchObject({ layout: 'compact' });
  expect(rows('/services/web-development', 'technologies').classList.contains('scroller')).toBe(false);
  // A row without links is named and focusable, for scrolling it from the keyboard.
  const testimonials = rows('/', 'testimonials');
  expect(testimonials.attributes).toMatchObject({ tabindex: '0', 'aria-label': expect.any(String) });
});

const section = (path: string, id: string) => renderDom(site, path).getElementById(id)!;

it('each block is drawn in the layout its content chose, with every item still there', () => {
  const chosen = [
    ['about', 'by-the-numbers', '.stat'],
    ['home', 'testimonials', '.testimonial'],
    ['seo', 'process', '.step'],
    ['portfolio', 'industries', '.tag'],
    ['portfolio', 'case-studies', '.case-study'],
  ] as const;
  for (const [page, id, item] of chosen) {
    const { layout } = blockOf(page, id) as { layout: string };
    expect(layout, `${page} #${id}: the fixture chooses a layout`).toMatch(/^(band|timeline|strip|spotlight)$/);
    expect(section(pathOf(page), id).classList.contains(`is-${layout}`), `${page} #${id}`).toBe(true);
    expect(section(pathOf(page), id).querySelectorAll(item).length, `${page} #${id}`).toBeGreaterThan(1);
  }
  // The default stays as it was: stat tiles on the portfolio, process cards on the services overview.
  expect(section('/portfolio', 'results').classList.contains('is-tiles')).toBe(true);
  expect(section('/services', 'process').classList.contains('is-steps')).toBe(true);
});

it("every case study of a spotlight is shown wider than a card (590 px at 1280, measured); the fixture's SVG as SVG, sized", () => {
  const imgs = section('/portfolio', 'case-studies').querySelectorAll('.case-study img');
  expect(imgs).toHaveLength(listOf(blockOf('portfolio', 'case-studies'), 'items').length);
  imgs.forEach((img, i) => {
    expect(caseStudyUse('spotlight', i, imgs.length)).toBe('spotlight');
    expect(img.getAttribute('src')).toMatch(/^\/assets\/img\/case-study-[0-9a-f]{10}\.svg$/);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('sizes')]).toEqual([
      '16',
      '9',
      undefined,
    ]);
  });
  expect(useSpecs.spotlight.sizes).toMatch(/^\(min-width: 1024px\) 590px/);
});

describe('blog', () => {
  const posts = () => site.content.posts;
  const categoriesOf = (p: ReturnType<typeof posts>[number]) => [p.data.category].flat();

  it('shows the featured post, a page of cards and each category with the number of its posts', () => {
    const doc = renderDom(site, '/blog');
    const featured = posts().filter((p) => p.data.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(doc.querySelectorAll('.post-featured')).toHaveLength(featured.length);
    const others = posts().length - featured.length;
    expect(doc.querySelectorAll('.post-grid > li')).toHaveLength(
      Math.min(others, site.content.blogPage.listing.pageSize),
    );
    const counts = Object.fromEntries(
      doc
        .querySelectorAll('.category-list a')
        .map((a) => [a.childNodes[0]!.text.trim(), Number(a.querySelector('.count')!.text)]),
    );
    const expected = Object.fromEntries(
      site.content.blogPage.listing.categories.map((c) => [
        c.name,
        posts().filter((p) => categoriesOf(p).includes(c.name)).length,
      ]),
    );
    expect(counts).toEqual({ [site.content.blogPage.listing.allPostsLabel]: posts().length, ...expected });
  });

  it('every listing page ends with the closing call to action of content/pages/blog.yml', () => {
    const closing = site.content.blogPage.closing.find((b) => b.type === 'cta')!;
    for (const path of ['/blog', '/blog/category/seo']) {
      const doc = renderDom(site, path);
      const cta = doc.querySelectorAll('main section').at(-1)!;
      expect(cta.querySelector('h2')!.text, path).toBe(closing.heading);
      expect(
        texts(cta, '.btn').map((t) => t.replace(' (opens in a new tab)', '')),
        path,
      ).toEqual(closing.actions.map((a) => a.label));
    }
  });

  it('category links filter, as static pages', () => {
    const seo = site.content.blogPage.listing.categories.find((c) => c.slug === 'seo')!;
    const doc = renderDom(site, '/blog/category/seo');
    const inCategory = posts().filter((p) => categoriesOf(p).includes(seo.name));
    expect(inCategory.length).toBeGreaterThan(1);
    expect(doc.querySelectorAll('.post-grid > li, .post-featured')).toHaveLength(inCategory.length);
    for (const li of doc.querySelectorAll('.post-grid > li'))
      expect(li.querySelector('.card-category')!.text).toContain(seo.name);
  });

  it('external articles open in a new tab; local ones link to their page', () => {
    const doc = renderDom(site, '/blog');
    const links = doc.querySelectorAll('.post-card a.text-link');
    expect(links.length).toBeGreaterThan(0);
    const local = posts()
      .filter((p) => !p.data.url)
      .map((p) => `/blog/${p.slug}`);
    const external = posts().flatMap((p) => (p.data.url ? [p.data.url] : []));
    for (const a of links) {
      const href = a.getAttribute('href')!;
      if (href.startsWith('http')) {
        expect(external).toContain(href);
        expect(a.getAttribute('target')).toBe('_blank');
      } else expect(local).toContain(href);
    }
  });
});

describe('titles', () => {
  it("each full sub-service page shows its title as its one h1, above the hero's headline", () => {
    expect(fullSubservices().length).toBeGreaterThan(1);
    for (const { path, data } of fullSubservices()) {
      const doc = renderDom(site, path);
      expect(texts(doc, 'h1'), path).toEqual([data.title]);
      const headline = doc.querySelector('.hero h1 + .hero-headline');
      expect(headline?.text.trim(), path).toBeTruthy();
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
    const name = site.content.site.name;
    const sub = (slug: string) => site.content.subservices.find((s) => s.slug === slug)!.data;
    // local-seo shares its title with the SEO page, event-coverage with content-optimization: each is told apart by its label.
    expect(sub('local-seo').title).toBe(site.content.pages.seo.title);
    expect(doc('/services/Subservices/local-seo')).toBe(
      `${sub('local-seo').title} (${sub('local-seo').label}) | ${name}`,
    );
    expect(sub('event-coverage').title).toBe(sub('content-optimization').title);
    expect(doc('/services/Subservices/event-coverage')).toBe(
      `${sub('event-coverage').title} (${sub('event-coverage').label}) | ${name}`,
    );
    expect(doc('/services/seo')).toBe(`${site.content.pages.seo.title} | ${name}`);
  });
});
