// Mobile menu (issue 4, behaviour 4) at 375 px: toggle by mouse and keyboard, aria-expanded
// true to the state, closed by choosing a link and by Escape.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentFile, sessionPerTest, url, type Session } from './helpers.ts';

const sessions = sessionPerTest();
let session: Session | undefined;

async function openSmall(route = '/') {
  session = await sessions.open({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  await session.page.goto(url(route));
  const page = session.page;
  const toggle = page.locator('header button[aria-controls]');
  const nav = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  return { page, toggle, nav, links: nav.locator('a') };
}

const expanded = (toggle: Locator) => toggle.getAttribute('aria-expanded');

/** Stops the next link from navigating, so the page stays to show the menu's state. */
const holdLinks = (page: Page) =>
  page.evaluate(() => addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault()));

describe('the menu at 375 px', () => {
  it('starts closed: the toggle shows, the navigation does not', async () => {
    const { toggle, nav } = await openSmall();
    expect(await toggle.isVisible()).toBe(true);
    expect(await expanded(toggle)).toBe('false');
    expect(await nav.isVisible()).toBe(false);
  });

  it('opens and closes by mouse, aria-expanded following', async () => {
    const { toggle, nav, links } = await openSmall();
    await toggle.click();
    expect(await expanded(toggle)).toBe('true');
    await expect.poll(() => links.first().isVisible()).toBe(true);
    expect(await links.count()).toBe(contentFile<{ nav: unknown[] }>('site.yml').nav.length);
    await toggle.click();
    expect(await expanded(toggle)).toBe('false');
    await expect.poll(() => nav.isVisible()).toBe(false);
  });

  it('closes when a link is chosen', async () => {
    const { page, toggle, links } = await openSmall();
    await holdLinks(page);
    await toggle.click();
    await links.nth(1).click();
    expect(await expanded(toggle)).toBe('false');
  });

  it('choosing a link goes to its page, where the menu is closed', async () => {
    const { page, toggle, links } = await openSmall();
    await toggle.click();
    const href = await links.nth(2).getAttribute('href');
    await Promise.all([page.waitForURL(url(href!)), links.nth(2).click()]);
    expect(await expanded(page.locator('header button[aria-controls]'))).toBe('false');
    expect(await toggle.isVisible()).toBe(true);
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const { page, toggle, nav } = await openSmall();
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await expanded(toggle)).toBe('false');
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('works from the keyboard alone: Tab to the toggle, Enter, Tab into the links, Escape, Space, Enter on a link', async () => {
    const { page, toggle, nav } = await openSmall();
    await holdLinks(page);
    const focusedIsToggle = () => toggle.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 6 && !(await focusedIsToggle()); i++) await page.keyboard.press('Tab');
    expect(await focusedIsToggle()).toBe(true);

    await page.keyboard.press('Enter');
    expect(await expanded(toggle)).toBe('true');
    await page.keyboard.press('Tab');
    expect(
      await nav.evaluate((el) => el.contains(document.activeElement) && document.activeElement!.tagName === 'A'),
    ).toBe(true);

    await page.keyboard.press('Escape');
    expect(await expanded(toggle)).toBe('false');
    expect(await focusedIsToggle()).toBe(true);

    await page.keyboard.press('Space');
    expect(await expanded(toggle)).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await expanded(toggle)).toBe('false');
  });

  it('has no console or page errors', async () => {
    const { toggle } = await openSmall('/contact');
    await toggle.click();
    await toggle.click();
    expect(session!.consoleErrors).toEqual([]);
    expect(session!.pageErrors).toEqual([]);
  });
});
