// Phones (issue 26): the longest pages at 375 px are short because their rows of cards are swiped
// sideways, and nothing was cut to get there: every card is still on the page, one swipe or two
// columns away, and a row without links can be scrolled from the keyboard (and is no tab stop where
// there is nothing to scroll).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, distDir, routeWith, sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();

async function open(route: string, width = 375) {
  const { page } = await sessions.open({ viewport: { width, height: 740 }, reducedMotion: 'reduce' });
  await page.goto(url(route), { waitUntil: 'load' });
  return page;
}

describe('at 375 px', () => {
  // What made the long pages short (issue 26): a row of cards is one card tall, swiped sideways,
  // not a column of every card. Asserted on the mechanism, not on heights pinned from an old commit.
  // Pages with a row of cards to swipe (a page swipes two at most, components/blocks/scroll-row.ts).
  const swipeRoutes = builtRoutes()
    .filter((r) => /class="card-grid[^"]*\bscroller\b/.test(readFileSync(path.join(distDir, r, 'index.html'), 'utf8')))
    .slice(0, 4);
  it('some pages swipe rows of cards', () => expect(swipeRoutes.length).toBeGreaterThan(0));
  for (const route of swipeRoutes) {
    it(`${route}: every swipe row is one card tall`, async () => {
      const page = await open(route);
      const rows = await page.locator('.card-grid.scroller').evaluateAll((els) =>
        els.map((r) => ({
          height: r.getBoundingClientRect().height,
          tallest: Math.max(...[...r.children].map((c) => c.getBoundingClientRect().height)),
          cards: r.children.length,
        })),
      );
      expect(rows.filter((r) => r.cards > 1).length).toBeGreaterThan(0);
      for (const row of rows) expect(row.height).toBeLessThan(row.tallest * 1.5);
    });
  }

  it('a row of cards scrolls sideways and holds every card of the section, the same as at 1280 px', async () => {
    const counts = async (width: number) => {
      const page = await open(routeWith('.card-grid.scroller', '/services/web-development'), width);
      return page
        .locator('.card-grid.scroller')
        .evaluateAll((rows) =>
          rows.map((r) => ({ cards: r.children.length, overflows: r.scrollWidth > r.clientWidth + 1 })),
        );
    };
    const phone = await counts(375);
    const desk = await counts(1280);
    expect(phone.length).toBeGreaterThan(0);
    expect(phone.map((r) => r.cards)).toEqual(desk.map((r) => r.cards));
    for (const row of phone) if (row.cards > 1) expect(row.overflows).toBe(true);
    for (const row of desk) expect(row.overflows).toBe(false);
  });

  it('swiping brings the last card of a row fully on screen', async () => {
    const page = await open('/');
    const row = page.locator('.card-grid.scroller').first();
    const last = row.locator(':scope > li').last();
    await last.scrollIntoViewIfNeeded();
    const inside = await last.evaluate((card) => {
      const r = card.getBoundingClientRect();
      return r.left >= -1 && r.right <= innerWidth + 1;
    });
    expect(inside).toBe(true);
  });

  it('a row without links takes the keyboard focus, names its section and scrolls with the arrow keys', async () => {
    const page = await open('/');
    const row = page.locator('.card-grid.scroller[tabindex="0"]').first();
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('aria-label')).toBeTruthy();
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
  });

  it('such a row is a tab stop only while it overflows: not where a wide screen lays it out whole', async () => {
    const page = await open('/', 1280);
    const row = page.locator('.card-grid.scroller[aria-label]').first();
    expect(await row.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(false);
    await expect.poll(() => row.evaluate((r) => r.tabIndex)).toBe(-1);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => row.evaluate((r) => r.tabIndex)).toBe(0);
  });

  it('compact cards sit two across, inside the screen', async () => {
    const page = await open('/services/web-development');
    const cards = await page
      .locator('.card-grid.layout-compact')
      .first()
      .locator(':scope > li')
      .evaluateAll((els) =>
        els.slice(0, 2).map((e) => e.getBoundingClientRect().toJSON() as { top: number; right: number }),
      );
    expect(cards[0]!.top).toBe(cards[1]!.top);
    expect(cards[1]!.right).toBeLessThanOrEqual(375);
  });
});
