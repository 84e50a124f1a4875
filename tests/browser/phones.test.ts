// Phones fixed and calmer (issue 37), on every route: swipe rows aligned with the text column and
// two a page at most, a floating chat button that covers nothing and steps aside for the page's own
// chat buttons, and no orphan card stretched at 768 px. One context per width, every route in it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtRoutes, routeWith, sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();

async function tab(width: number, height: number): Promise<Page> {
  const { page } = await sessions.open({ viewport: { width, height }, reducedMotion: 'reduce' });
  return page;
}

it('375 px: no swipe row starts left of the text column, and no page swipes more than two rows', async () => {
  const page = await tab(375, 740);
  const problems: string[] = [];
  for (const route of builtRoutes()) {
    await page.goto(url(route), { waitUntil: 'load' });
    const rows = await page.locator('.scroller').evaluateAll((els) =>
      els.map((row) => {
        const column = row.closest('.container')!;
        const textLeft = column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft);
        return { id: row.closest('section')?.id, first: row.firstElementChild!.getBoundingClientRect().left, textLeft };
      }),
    );
    for (const r of rows) if (r.first < r.textLeft - 0.5) problems.push(`${route} #${r.id}: first card at ${r.first}, text column at ${r.textLeft}`);
    if (rows.length > 2) problems.push(`${route}: ${rows.length} swipe rows`);
  }
  expect(problems).toEqual([]);
}, 120_000);

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
    const describe = (e: Element) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
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
      await new Promise((r) => setTimeout(r, 50));
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

describe('the floating chat button covers no link, button or line of text, on any route', () => {
  it.for([[375, 667], [768, 1024], [1280, 800]] as const)('%i × %i', async ([width, height]) => {
    const page = await tab(width, height);
    const covered: string[] = [];
    for (const route of builtRoutes()) {
      await page.goto(url(route), { waitUntil: 'load' });
      for (const c of await page.evaluate(coveredOnPage)) covered.push(`${route}: ${c}`);
    }
    expect(covered).toEqual([]);
  }, 240_000);
});

it('the floating chat button steps aside while a chat button of the page itself is on screen, and comes back', async () => {
  const page = await tab(1280, 800);
  await page.goto(url(routeWith('main a[href^="https://wa.me"]', '/contact')), { waitUntil: 'load' });
  const shown = () => page.locator('.floating-chat').evaluate((e) => getComputedStyle(e).visibility !== 'hidden' && parseFloat(getComputedStyle(e).opacity) > 0.1);
  await page.locator('main a[href^="https://wa.me"]').last().evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(shown).toBe(false);
  // Then down the page to where none of the page's chat buttons is on screen.
  const clear = await page.evaluate(async () => {
    const links = [...document.querySelectorAll('main a[href^="https://wa.me"]')];
    for (let top = 0; top < document.documentElement.scrollHeight; top += 200) {
      window.scrollTo({ top, behavior: 'instant' });
      const onScreen = links.some((a) => { const r = a.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; });
      if (!onScreen) return true;
    }
    return false;
  });
  expect(clear).toBe(true);
  await expect.poll(shown).toBe(true);
});

it('768 px: a card alone in the last row of its grid is as wide as its siblings, and centred', async () => {
  const page = await tab(768, 1024);
  const problems: string[] = [];
  for (const route of builtRoutes()) {
    await page.goto(url(route), { waitUntil: 'load' });
    const grids = await page.locator('.card-grid, .stat-grid').evaluateAll((els) =>
      els.map((grid) => {
        const g = grid.getBoundingClientRect();
        const cards = [...grid.children].map((c) => c.getBoundingClientRect());
        const last = cards.at(-1);
        const alone = last && cards.length > 1 && Math.round(cards.at(-2)!.top) !== Math.round(last.top);
        // A listing of posts keeps its reading order from the left (blog.css); it is not stretched either.
        return { id: grid.closest('section')?.id ?? grid.className, alone, listing: grid.matches('.post-grid'), width: last?.width ?? 0, sibling: cards[0]?.width ?? 0, offCentre: last ? Math.abs(last.left + last.width / 2 - (g.left + g.width / 2)) : 0 };
      }),
    );
    for (const g of grids) {
      if (!g.alone) continue;
      if (g.width > g.sibling + 1 || (!g.listing && g.offCentre > 2)) problems.push(`${route} #${g.id}: last card ${g.width.toFixed(0)} px wide (siblings ${g.sibling.toFixed(0)}), ${g.offCentre.toFixed(0)} px off centre`);
    }
  }
  expect(problems).toEqual([]);
}, 120_000);
