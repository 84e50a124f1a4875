// The design review's defects, each where a visitor saw it (issue 26): what covers what, what is
// clipped or wraps, rows left with one card, a seam between two dark bands, tags that look like links.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coveringRoutes } from './covering-routes.ts';
import { contentFile, routeWith, sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();

async function open(route: string, width: number, height: number): Promise<Page> {
  const { page } = await sessions.open({ viewport: { width, height }, reducedMotion: 'reduce' });
  await page.goto(url(route), { waitUntil: 'load' });
  return page;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().toJSON() as Box);

describe('the floating chat button covers nothing of the hero', () => {
  it('375 × 667: the first call to action shows without scrolling, and no hero button is under the chat button', async () => {
    const page = await open('/', 375, 667);
    const buttons = await page
      .locator('#hero .hero-actions .btn')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
    const fab = await box(page, '.floating-chat');
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons[0]!.bottom).toBeLessThanOrEqual(667);
    for (const b of buttons) expect(overlaps(b, fab)).toBe(false);
  });

  it('1280 and 768: with the hero statistics scrolled to the bottom of the screen, none is under the chat button', async () => {
    for (const [width, height] of [
      [1280, 800],
      [768, 1024],
    ] as const) {
      const page = await open('/', width, height);
      const tiles = await page.locator('.hero-stats').evaluate(async (grid) => {
        window.scrollTo({ top: grid.getBoundingClientRect().bottom + scrollY - innerHeight + 10, behavior: 'instant' });
        await new Promise(requestAnimationFrame);
        return [...grid.children].map((t) => t.getBoundingClientRect().toJSON() as Box);
      });
      const fab = await box(page, '.floating-chat');
      for (const t of tiles) expect(overlaps(t, fab), `${width} px`).toBe(false);
    }
  });
});

it('below 420 px the header brand name wraps whole: its letters, descenders too, inside its box', async () => {
  const page = await open('/', 360, 640);
  const { element, text, clips } = await page.locator('.site-header .brand-name').evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return {
      element: e.getBoundingClientRect().toJSON() as Box,
      text: range.getBoundingClientRect().toJSON() as Box,
      clips: getComputedStyle(e).overflow !== 'visible',
    };
  });
  if (clips) expect(text.bottom).toBeLessThanOrEqual(element.bottom + 0.5);
  expect(text.right).toBeLessThanOrEqual(360);
});

it('a text link that wraps keeps its arrow after its last word', async () => {
  const page = await open('/', 1280, 800);
  const gap = await page
    .locator('.card .text-link')
    .first()
    .evaluate((link) => {
      (link.parentElement as HTMLElement).style.width = '7rem'; // narrow enough to wrap "Learn More"
      const rects = link.getClientRects();
      const range = document.createRange();
      range.selectNodeContents(link);
      const words = range.getClientRects();
      return { lines: words.length, arrowAfterWords: rects[rects.length - 1]!.right - words[words.length - 1]!.right };
    });
  expect(gap.lines).toBeGreaterThan(1);
  expect(gap.arrowAfterWords).toBeLessThan(32); // the arrow and its margin, not the rest of the line
});

it('the contact cards all end in a button, each on one line, at 375 and 1280', async () => {
  for (const width of [375, 1280]) {
    const page = await open('/contact', width, 900);
    const cards = await page.locator('#contact-options .card').evaluateAll((els) =>
      els.map((card) => {
        const last = card.querySelector('.card-content')!.lastElementChild!;
        const button = last.querySelector('.btn');
        const b = button?.getBoundingClientRect();
        return {
          endsInButton: !!button,
          height: b?.height ?? 0,
          lineHeight: button ? parseFloat(getComputedStyle(button).lineHeight) : 0,
        };
      }),
    );
    const options = contentFile<{ blocks: { id?: string; items?: unknown[] }[] }>('pages/contact.yml').blocks.find(
      (b) => b.id === 'contact-options',
    )!;
    expect(cards).toHaveLength(options.items!.length);
    for (const c of cards) {
      expect(c.endsInButton, `${width} px`).toBe(true);
      expect(c.height, `${width} px: the button's label wraps`).toBeLessThan(c.lineHeight * 2 + 16);
    }
  }
});

describe('at 768 px no row is left with one tile, and a card alone in its row keeps its width (issue 37)', () => {
  it.for(['/', '/portfolio', '/services/social-media', '/services/Subservices/local-seo'])('%s', async (route) => {
    const page = await open(route, 768, 1024);
    const grids = await page.locator('.card-grid, .stat-grid').evaluateAll((els) =>
      els.map((grid) => {
        const width = grid.getBoundingClientRect().width;
        const rows = new Map<number, DOMRect[]>();
        for (const item of grid.children) {
          const r = item.getBoundingClientRect();
          rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
        }
        return {
          id: grid.closest('section')?.id ?? '',
          cards: grid.matches('.card-grid'),
          width,
          rows: [...rows.values()].map((r) => ({ count: r.length, width: r[0]!.width })),
        };
      }),
    );
    for (const g of grids) {
      if (g.rows.length < 2) continue;
      const last = g.rows.at(-1)!;
      if (last.count === g.rows[0]!.count) continue;
      const what = `${route} #${g.id}: ${g.rows.map((r) => r.count).join('+')}`;
      // A tile left alone takes the whole row; a card keeps its siblings' width (phones.test.ts: centred).
      if (g.cards) expect(last.width, what).toBeLessThanOrEqual(g.rows[0]!.width + 1);
      else expect(last.count === 1 && last.width > g.width * 0.9, what).toBe(true);
    }
  });
});

it('the hero and the dark statistics band under it meet without a seam', async () => {
  for (const route of ['/portfolio', '/services/Subservices/local-seo']) {
    const page = await open(route, 1280, 800);
    const y = await page.locator('.hero + .section-stats').evaluate((band) => {
      window.scrollTo({ top: band.getBoundingClientRect().top + scrollY - 400, behavior: 'instant' });
      return band.getBoundingClientRect().top;
    });
    const strip = await page.screenshot({ clip: { x: 0, y: y - 3, width: 1280, height: 6 } });
    const { data, info } = await sharp(strip).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const row = (r: number) => data.subarray(r * info.width * 3, (r + 1) * info.width * 3);
    const above = row(1);
    const below = row(info.height - 2);
    let diff = 0;
    for (let i = 0; i < above.length; i++) diff += Math.abs(above[i]! - below[i]!);
    // Mean difference per colour channel, 0-255: a border or a gradient starting afresh shows as a step.
    expect(diff / above.length, route).toBeLessThan(6);
  }
});

it('tags that are no links neither look nor move like links on hover', async () => {
  const page = await open('/portfolio', 1280, 800);
  const tag = page.locator('.tag-list .tag').first();
  await tag.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const style = () =>
    tag.evaluate((e) => {
      const s = getComputedStyle(e);
      return { transform: s.transform, background: s.backgroundColor, cursor: s.cursor, color: s.color };
    });
  const before = await style();
  await tag.hover();
  expect(await style()).toEqual(before);
  expect(before.cursor).not.toBe('pointer');
  // Links are drawn in the brand's ink.
  const linkColour = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--c-brand-ink)';
    return getComputedStyle(probe).color;
  });
  expect(before.color).not.toBe(linkColour);
});

it('footer hours at 375 px never break a time between its number and AM/PM', async () => {
  const page = await open('/', 375, 740);
  const times = await page
    .locator('.site-footer .nowrap')
    .evaluateAll((els) => els.map((e) => ({ text: e.textContent, lines: e.getClientRects().length })));
  expect(times.map((t) => t.text)).toEqual(['9 AM', '7 PM']);
  for (const t of times) expect(t.lines, t.text!).toBe(1);
});

it('a phone number is never broken across lines, however narrow the box it is shown in', async () => {
  for (const route of ['/contact', '/']) {
    const page = await open(route, 320, 640);
    const phones = await page.locator('a[href^="tel:"]').evaluateAll((els) =>
      els
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => {
          // As a long label or a narrow column would squeeze it: a box narrower than the number.
          (e.parentElement as HTMLElement).style.width = '5em';
          // The lines its text is laid on, whether the link is inline or a flex item.
          const tops = new Set<number>();
          const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
          for (let t = walker.nextNode(); t; t = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(t);
            for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
          }
          return { text: e.textContent, lines: tops.size };
        }),
    );
    expect(phones.length, route).toBeGreaterThan(0);
    for (const p of phones) expect(p.lines, `${route}: ${p.text}`).toBe(1);
  }
});

it('the blog listing keeps its categories in view to the end of the list, at 1280 × 800', async () => {
  const page = await open('/blog', 1280, 800);
  const sidebar = await page.locator('.blog-main').evaluate(async (main) => {
    window.scrollTo({ top: main.getBoundingClientRect().bottom + scrollY - innerHeight, behavior: 'instant' });
    await new Promise(requestAnimationFrame);
    return document.querySelector('.blog-sidebar')!.getBoundingClientRect().toJSON() as Box;
  });
  expect(sidebar.top).toBeGreaterThanOrEqual(0);
  expect(sidebar.top).toBeLessThan(800);
});

it("a hero's three pictures: the first down the left, the other two stacked beside it, at 375 and 1280 px", async () => {
  // A <picture>'s <source>s must take no grid cell of their own, or the first is left a 16 px strip.
  for (const width of [375, 1280]) {
    const page = await open('/services/Subservices/local-seo', width, 900);
    const [main, top, bottom] = await page
      .locator('.hero-images-3 img')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
    expect(top!.left, `${width} px`).toBeGreaterThan(main!.right);
    expect(bottom!.top, `${width} px`).toBeGreaterThan(top!.bottom);
    expect(Math.abs(main!.top - top!.top), `${width} px`).toBeLessThan(2);
    expect(Math.abs(main!.bottom - bottom!.bottom), `${width} px`).toBeLessThan(2);
  }
});

it('no page moves while it loads at 375 px (cumulative layout shift 0), its pictures included; the display face moves nothing when it comes in time', async () => {
  const moved: string[] = [];
  // Layout shifts come from fonts, pictures and the elements that hold them: every kind of each, once.
  for (const route of coveringRoutes()) {
    // A fresh context each time: nothing cached, as for a first visit.
    const { page } = await sessions.open({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      reducedMotion: 'no-preference',
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; at: number }[]; faceAt: number; paintAt: number };
      w.shifts = [];
      w.faceAt = Infinity;
      w.paintAt = Infinity;
      document.fonts.addEventListener('loadingdone', () => (w.faceAt = Math.min(w.faceAt, performance.now())));
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.shifts.push({ value: e.value, at: e.startTime });
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver(
        (list) => (w.paintAt = Math.min(w.paintAt, ...list.getEntries().map((e) => e.startTime))),
      ).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url(route), { waitUntil: 'load' });
    const { shifts, swapped } = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const w = window as unknown as { shifts: { value: number; at: number }[]; faceAt: number; paintAt: number };
      // A display face that arrives after the first paint (font-display: swap; a busy machine can
      // be that slow, as a slow network is) reflows its headings: those shifts, in the frames
      // right after it loaded, are the swap's, not a box without its size.
      const late = w.faceAt > w.paintAt;
      const bySwap = (s: { at: number }) => late && s.at >= w.faceAt && s.at <= w.faceAt + 500;
      return {
        shifts: w.shifts.filter((s) => !bySwap(s)).reduce((n, s) => n + s.value, 0),
        swapped: w.shifts.some(bySwap),
      };
    });
    if (shifts > 0) moved.push(`${route}: ${shifts.toFixed(3)}${swapped ? ' (besides the late display face)' : ''}`);
    await page.context().close();
  }
  expect(moved).toEqual([]);
}, 120_000);

describe('the third design pass: small defects (issue #51, item 7)', () => {
  it("a text link's arrow never stands alone on a line, whatever the width of its box", async () => {
    for (const route of ['/services', '/blog', '/about']) {
      const page = await open(route, 1280, 800);
      const lone = await page.locator('.text-link').evaluateAll((links) =>
        links.flatMap((link) => {
          const holder = link.parentElement as HTMLElement;
          const widths: number[] = [];
          for (let w = 48; w <= 320; w += 2) {
            holder.style.width = `${w}px`;
            // The bottom of its last word (its hidden label aside): the arrow on a line below makes the link taller.
            let last = 0;
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            for (let t = walker.nextNode(); t; t = walker.nextNode()) {
              if (t.parentElement!.closest('.visually-hidden')) continue;
              const range = document.createRange();
              range.selectNodeContents(t);
              for (const r of range.getClientRects()) last = Math.max(last, r.bottom);
            }
            const boxes = [...link.getClientRects()];
            if (boxes.length && boxes[boxes.length - 1]!.bottom - last > 6) widths.push(w);
          }
          return widths.map((w) => `${link.textContent}: ${w}px`);
        }),
      );
      expect(lone, route).toEqual([]);
    }
  });

  it('the keyboard reaches the floating chat button with the header, before the page, not after the footer', async () => {
    for (const width of [375, 1280]) {
      const page = await open('/', width, 800);
      let reached = '';
      for (let i = 0; i < 20 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => {
          const at = document.activeElement;
          if (at?.closest('.floating-chat-region')) return 'chat';
          return at?.closest('main, footer') ? 'page' : '';
        });
      }
      expect(reached, `${width} px`).toBe('chat');
    }
  });

  it('a back link on two lines keeps its arrow before its first word, at 375 px', async () => {
    const page = await open(routeWith('.hero .back-link', '/services/Subservices/community-management'), 375, 800);
    const at = await page
      .locator('.hero .back-link')
      .first()
      .evaluate((link) => {
        const lines: DOMRect[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let t = walker.nextNode(); t; t = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(t);
          lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        const arrow = link.querySelector('svg')!.getBoundingClientRect();
        const first = lines.reduce((a, b) =>
          b.top < a.top - 2 || (Math.abs(b.top - a.top) <= 2 && b.left < a.left) ? b : a,
        );
        const tops = new Set(lines.map((r) => Math.round(r.top)));
        return {
          lines: tops.size,
          gap: first.left - arrow.right,
          middle: arrow.top + arrow.height / 2,
          first: first.toJSON() as DOMRect,
        };
      });
    expect(at.lines).toBeGreaterThan(1); // the case: a long service name
    expect(at.gap).toBeGreaterThanOrEqual(0);
    expect(at.gap).toBeLessThan(12);
    expect(at.middle).toBeGreaterThan(at.first.top);
    expect(at.middle).toBeLessThan(at.first.bottom);
  });

  it("the hero pill's dot sits by its first line when the pill wraps, at 375 px", async () => {
    const page = await open('/', 375, 800);
    const pill = page.locator('.hero .eyebrow').first();
    const lines = await pill.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const box = e.getBoundingClientRect();
      return [...range.getClientRects()]
        .filter((r) => r.width > 2)
        .map((r) => ({ top: r.top - box.top, bottom: r.bottom - box.top }));
    });
    expect(new Set(lines.map((l) => Math.round(l.top))).size).toBeGreaterThan(1);
    // The dot is the pill's green (#4ade80): where its pixels are.
    const { data, info } = await sharp(await pill.screenshot({ animations: 'disabled' }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rows: number[] = [];
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * info.channels;
        if (data[i]! < 110 && data[i + 1]! > 200 && data[i + 2]! < 160) rows.push(y);
      }
    expect(rows.length).toBeGreaterThan(4);
    const middle = (rows[0]! + rows[rows.length - 1]!) / 2;
    expect(middle).toBeGreaterThan(lines[0]!.top);
    expect(middle).toBeLessThan(lines[0]!.bottom);
  });

  it('hero subtitles and table row titles are set in the display face, as every title is', async () => {
    for (const selector of ['.hero-headline', '.card-table tbody th']) {
      const page = await open(routeWith(selector), 1280, 800);
      const family = await page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).fontFamily);
      expect(family, selector).toMatch(/^"?Sora"?,/);
    }
  });
});
