// The layouts content can choose for a block (issue 26), as a visitor sees them: a band of numbers
// in one row, a timeline of steps, a story in the spotlight beside its picture, a strip of labels.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();

async function open(route: string, width: number): Promise<Page> {
  const { page } = await sessions.open({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(url(route), { waitUntil: 'load' });
  return page;
}

const tops = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
const lefts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));

it('a band of numbers: one row at 1280 px on the brand gradient, without tiles', async () => {
  const page = await open('/about', 1280);
  const rows = new Set(await tops(page, '#by-the-numbers .stat'));
  expect(rows.size).toBe(1);
  const look = await page.locator('#by-the-numbers').evaluate((s) => ({
    band: getComputedStyle(s).backgroundImage,
    tile: getComputedStyle(s.querySelector('.stat')!).backgroundColor,
  }));
  expect(look.band).toMatch(/linear-gradient/);
  expect(look.tile).toBe('rgba(0, 0, 0, 0)');
});

it('a timeline: steps side by side at 1280 px, one under another at 375 px, numbers on one line', async () => {
  const wide = await open('/services/seo', 1280);
  expect(new Set(await tops(wide, '#process .step-number')).size).toBe(1);
  const phone = await open('/services/seo', 375);
  const numbers = await lefts(phone, '#process .step-number');
  expect(new Set(numbers).size).toBe(1);
  expect(new Set(await tops(phone, '#process .step-number')).size).toBe(numbers.length);
});

it('a spotlight: the first story across the page at 1280 px, its picture beside its words', async () => {
  const page = await open('/portfolio', 1280);
  const first = await page
    .locator('#case-studies .case-study')
    .first()
    .evaluate((card) => {
      const img = card.querySelector('img')!.getBoundingClientRect();
      const text = card.querySelector('.card-content')!.getBoundingClientRect();
      return {
        width: card.getBoundingClientRect().width,
        container: card.parentElement!.clientWidth,
        beside: img.right <= text.left + 1,
        level: Math.abs(img.top - text.top) < 2,
      };
    });
  expect(first.width).toBeCloseTo(first.container, -1);
  expect(first.beside).toBe(true);
  expect(first.level).toBe(true);
  // Below it two across: no row of one.
  const rest = await tops(page, '#case-studies .case-study');
  const perRow = [
    ...rest
      .slice(1, -1)
      .reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<number, number>())
      .values(),
  ];
  expect(perRow.every((n) => n === 2)).toBe(true);
});

it('a strip of labels: one line at 375 px, swiped sideways, every label there', async () => {
  const page = await open('/portfolio', 375);
  const strip = page.locator('#industries .tag-list');
  expect(new Set(await tops(page, '#industries .tag')).size).toBe(1);
  const { scrolls, labels } = await strip.evaluate((s) => ({
    scrolls: s.scrollWidth > s.clientWidth,
    labels: s.children.length,
  }));
  expect(scrolls).toBe(true);
  expect(labels).toBeGreaterThan(6);
});
