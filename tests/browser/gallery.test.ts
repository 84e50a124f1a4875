// The `gallery` block in a browser (issue #51, item 1), on a fixture site of its own
// (tests/helpers/gallery-site.ts): one column on phones and several from tablet width, a
// before/after pair stacked on phones and side by side from tablet width, each picture as wide as
// its `sizes` says (model/picture-uses.ts), no overflow, and axe finds nothing.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gallerySite } from '../helpers/gallery-site.ts';
import { fixtureSite } from './fixture-site.ts';
import { connect, openSession } from './helpers.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const site = fixtureSite(() => gallerySite());
let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the grid's items, of the pair's halves, and each picture's width beside its `sizes`. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y + scrollY), width: r.width, height: r.height };
    };
    // The `sizes` attribute read as the browser does: the first condition that holds, in CSS px.
    const sized = (sizes: string) => {
      for (const part of sizes.split(/,\s*(?![^()]*\))/)) {
        const m = /^\(min-width: (\d+)px\) (.+)$/.exec(part.trim());
        if (m && innerWidth < Number(m[1])) continue;
        const length = (m ? m[2]! : part).trim();
        const px = /^(\d+)px$/.exec(length);
        if (px) return Number(px[1]);
        // calc(Avw - Brem): the page's own units, 1rem = 16px.
        const c = /^calc\(([\d.]+)vw - ([\d.]+)rem\)$/.exec(length)!;
        return (Number(c[1]) * innerWidth) / 100 - Number(c[2]) * 16;
      }
      return NaN;
    };
    const grid = document.querySelector('#work ul.gallery')!;
    return {
      items: [...grid.querySelectorAll(':scope > li')].map(box),
      sides: [...grid.querySelectorAll('.gallery-side')].map(box),
      pictures: [...document.querySelectorAll('img.gallery-picture')].map((img) => ({
        shown: img.getBoundingClientRect().width,
        sized: sized(img.getAttribute('sizes') ?? ''),
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      })),
      overflow: document.documentElement.scrollWidth - innerWidth,
    };
  });
}

it('is one column on phones and several from tablet width; a pair stacks on phones and sits side by side from tablet width', async () => {
  const session = await openSession(browser, { reducedMotion: 'reduce' });
  try {
    const { page } = session;
    const at = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(new URL('/our-work', site.url).href, { waitUntil: 'load' });
      return measure(page);
    };
    const columns = (items: Box[]) => new Set(items.map((b) => b.x)).size;

    const phone = await at(375);
    expect(columns(phone.items)).toBe(1);
    const [before, after] = phone.sides as [Box, Box];
    expect(after.x).toBe(before.x);
    expect(after.y).toBeGreaterThanOrEqual(before.y + before.height);

    const tablet = await at(768);
    expect(columns(tablet.items.slice(0, 3))).toBe(2);
    expect(tablet.sides[1]!.y).toBe(tablet.sides[0]!.y);
    expect(tablet.sides[1]!.x).toBeGreaterThan(tablet.sides[0]!.x + tablet.sides[0]!.width);

    const desktop = await at(1280);
    expect(columns(desktop.items.slice(0, 3))).toBe(3);
    expect(desktop.items[0]!.y).toBe(desktop.items[2]!.y);
    // The pair takes the whole row under them, its halves side by side.
    expect(desktop.items[3]!.width).toBeGreaterThan(2 * desktop.items[0]!.width);
    expect(desktop.sides[1]!.y).toBe(desktop.sides[0]!.y);

    // Every width a visitor may have: each picture 4:3, as wide as its `sizes` promises (the
    // widths the build makes rest on it), and the page never wider than the window.
    for (const width of [320, 375, 639, 640, 768, 899, 900, 999, 1000, 1280, 1375, 1376, 1600]) {
      const m = await at(width);
      expect(m.overflow, `${width}`).toBeLessThanOrEqual(0);
      for (const p of m.pictures) {
        expect(Math.abs(p.shown - p.sized), `${width}: shown ${p.shown}, sizes ${p.sized}`).toBeLessThan(2);
        expect(p.ratio).toBeCloseTo(4 / 3, 1);
        expect(p.shown).toBeLessThanOrEqual(591.5); // picture-uses.ts: `shown`, the widest
      }
    }
    expect(session.consoleErrors).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  } finally {
    await session.close();
  }
}, 120_000);

it('has no axe-core violations, at 375 and 1280 px', async () => {
  // axe is injected as a script, which the page's CSP would (rightly) refuse: bypass it here only.
  const session = await openSession(browser, { bypassCSP: true, reducedMotion: 'reduce' });
  try {
    for (const width of [375, 1280]) {
      await session.page.setViewportSize({ width, height: 900 });
      await session.page.goto(new URL('/our-work', site.url).href, { waitUntil: 'load' });
      await session.page.addScriptTag({ content: axeSource });
      const violations = await session.page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(o: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        return (await axe.run({ resultTypes: ['violations'] })).violations.map(
          (v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      });
      expect(violations, `${width}`).toEqual([]);
    }
  } finally {
    await session.close();
  }
}, 60_000);
