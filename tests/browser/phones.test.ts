// Phones fixed and calmer (issue 37), on the routes that show every kind of element
// (covering-routes.ts): swipe rows aligned with the text column and two a page at most, a floating
// chat button that covers nothing and steps aside for the page's own chat buttons, and no orphan
// card stretched at 768 px. One context per width, every such route in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { coveringRoutes } from './covering-routes.ts';
import { addressOf, builtRoutes, distDir, routeWith, sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();

async function tab(width: number, height: number): Promise<Page> {
  const { page } = await sessions.open({ viewport: { width, height }, reducedMotion: 'reduce' });
  return page;
}

/** Swipe rows that start left of the text column. */
async function misalignedRows(page: Page, route: string): Promise<string[]> {
  const rows = await page.locator('.scroller').evaluateAll((els) =>
    els.map((row) => {
      const column = row.closest('.container')!;
      const textLeft = column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft);
      return { id: row.closest('section')?.id, first: row.firstElementChild!.getBoundingClientRect().left, textLeft };
    }),
  );
  return rows
    .filter((r) => r.first < r.textLeft - 0.5)
    .map((r) => `${route} #${r.id}: first card at ${r.first}, text column at ${r.textLeft}`);
}

/** Grids whose last card, alone in its row, is wider than its siblings or off centre. */
async function stretchedOrphans(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const grids = await page.locator('.card-grid, .stat-grid').evaluateAll((els) =>
    els.map((grid) => {
      const g = grid.getBoundingClientRect();
      const cards = [...grid.children].map((c) => c.getBoundingClientRect());
      const last = cards.at(-1);
      const alone = last && cards.length > 1 && Math.round(cards.at(-2)!.top) !== Math.round(last.top);
      // A listing of posts keeps its reading order from the left (blog.css); it is not stretched either.
      return {
        id: grid.closest('section')?.id ?? grid.className,
        alone,
        listing: grid.matches('.post-grid'),
        width: last?.width ?? 0,
        sibling: cards[0]?.width ?? 0,
        offCentre: last ? Math.abs(last.left + last.width / 2 - (g.left + g.width / 2)) : 0,
      };
    }),
  );
  for (const g of grids) {
    if (!g.alone) continue;
    if (g.width > g.sibling + 1 || (!g.listing && g.offCentre > 2))
      problems.push(
        `${route} #${g.id}: last card ${g.width.toFixed(0)} px wide (siblings ${g.sibling.toFixed(0)}), ${g.offCentre.toFixed(0)} px off centre`,
      );
  }
  return problems;
}

/**
 * What the floating chat button covers on one page: scrolled down a screen at a time, at a grid of
 * points inside the button, every element under it (to the header, which hides what passes beneath
 * it) is checked for a link or button, or a line of its own text through the point.
 */
function coveredOnPage(): Promise<string[]> {
  return (async () => {
    const fab = document.querySelector<HTMLElement>('.floating-chat')!;
    const frame = () => new Promise(requestAnimationFrame);
    const found = new Set<string>();
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    const textLineAt = (e: Element, x: number, y: number) =>
      [...e.childNodes].some((n) => {
        if (n.nodeType !== Node.TEXT_NODE || !n.textContent!.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(n);
        return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
      });
    for (let top = 0; ; top += innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      // The button hides on an IntersectionObserver callback, a frame or two after the scroll.
      await frame();
      await frame();
      const style = getComputedStyle(fab);
      if (style.visibility !== 'hidden' && parseFloat(style.opacity) > 0.1) {
        const b = fab.getBoundingClientRect();
        for (let i = 1; i < 6; i++) {
          for (let j = 1; j < 6; j++) {
            const x = b.left + (b.width * i) / 6;
            const y = b.top + (b.height * j) / 6;
            for (const e of document.elementsFromPoint(x, y)) {
              if (e.closest('.floating-chat-region')) continue;
              const control = e.closest('a, button, input, select, textarea, summary, [role="button"]');
              if (control) found.add(`${describe(control)} at scroll ${scrollY}`);
              else if (textLineAt(e, x, y)) found.add(`text of ${describe(e)} at scroll ${scrollY}`);
              if (e.matches('.site-header')) break;
            }
          }
        }
      }
      if (top + innerHeight >= document.documentElement.scrollHeight) break;
    }
    return [...found];
  })();
}

// One context per width, each covering route loaded once; the checks of that width run on each.
const widths = [
  {
    width: 375,
    height: 667,
    name: 'swipe rows start at the text column; the chat button covers nothing',
    checks: [misalignedRows],
  },
  {
    width: 768,
    height: 1024,
    name: "the chat button covers nothing; a card alone in its row keeps its siblings' width, centred",
    checks: [stretchedOrphans],
  },
  { width: 1280, height: 800, name: 'the chat button covers nothing', checks: [] },
];
// How many rows a page has is a matter of its content, not its layout: every route, from its file.
it('no page has more than two swipe rows', () => {
  const crowded = builtRoutes()
    .map((route) => ({
      route,
      rows: parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8')).querySelectorAll('.scroller').length,
    }))
    .filter((p) => p.rows > 2);
  expect(crowded).toEqual([]);
});

for (const { width, height, name, checks } of widths) {
  it(`${width} × ${height}, every kind of element: ${name}`, async () => {
    const page = await tab(width, height);
    const problems: string[] = [];
    for (const route of coveringRoutes()) {
      await page.goto(url(route), { waitUntil: 'load' });
      for (const check of checks) problems.push(...(await check(page, route)));
      for (const c of await page.evaluate(coveredOnPage)) problems.push(`${route}: the chat button covers ${c}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);
}

it('the floating chat button steps aside while a chat button of the page itself is on screen, and comes back', async () => {
  const page = await tab(1280, 800);
  await page.goto(url(routeWith('main a[href^="https://wa.me"]', '/contact')), { waitUntil: 'load' });
  const shown = () =>
    page
      .locator('.floating-chat')
      .evaluate((e) => getComputedStyle(e).visibility !== 'hidden' && parseFloat(getComputedStyle(e).opacity) > 0.1);
  await page
    .locator('main a[href^="https://wa.me"]')
    .last()
    .evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(shown).toBe(false);
  // Stepped aside, it is still there for a pointer or a key that goes to it.
  await page.locator('.floating-chat').hover();
  await expect.poll(shown).toBe(true);
  await page.mouse.move(10, 400);
  await expect.poll(shown).toBe(false);
  await page.locator('.floating-chat').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(shown).toBe(true);
  await page.locator('.floating-chat').blur();
  // Then down the page to where none of the page's chat buttons is on screen.
  const clear = await page.evaluate(async () => {
    const links = [...document.querySelectorAll('main a[href^="https://wa.me"]')];
    for (let top = 0; top < document.documentElement.scrollHeight; top += 200) {
      window.scrollTo({ top, behavior: 'instant' });
      const onScreen = links.some((a) => {
        const r = a.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight;
      });
      if (!onScreen) return true;
    }
    return false;
  });
  expect(clear).toBe(true);
  await expect.poll(shown).toBe(true);
});

it('375 px small slips: no placeholder cut off, the stub price button centred, the back link on the article column', async () => {
  const page = await tab(375, 740);
  await page.goto(url('/contact'), { waitUntil: 'load' });
  const clipped = await page.locator('.field input[placeholder]').evaluateAll((els) =>
    (els as HTMLInputElement[])
      .filter((i) => {
        const value = i.value;
        i.value = i.placeholder;
        const over = i.scrollWidth > i.clientWidth;
        i.value = value;
        return over;
      })
      .map((i) => i.name),
  );
  expect(clipped).toEqual([]);

  await page.goto(url(routeWith('.price-button')), { waitUntil: 'load' });
  const offCentre = await page.locator('.price-button').evaluate((b) => {
    const r = b.getBoundingClientRect();
    const copy = b.closest('.hero-copy')!.getBoundingClientRect();
    return Math.abs(r.left + r.width / 2 - (copy.left + copy.width / 2));
  });
  expect(offCentre).toBeLessThan(2);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url(routeWith('article.article')), { waitUntil: 'load' });
    const indent = await page.locator('.article .prose').evaluate((prose, blog) => {
      const back = prose.parentElement!.querySelector(`a[href="${blog}"]`)!;
      return back.getBoundingClientRect().left - prose.getBoundingClientRect().left;
    }, addressOf('/blog'));
    expect(Math.abs(indent), `${width} px`).toBeLessThan(1);
  }
});
