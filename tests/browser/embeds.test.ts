// Click-to-load embeds in a browser (#38 item 3), on a fixture site with one embed of each
// provider (tests/helpers/embed-site.ts), built into a temp folder and served from 127.0.0.1:
// nothing leaves the machine before a click; each button (mouse, Enter, Space) swaps in its
// provider's iframe, which the page's CSP allows (providers stood in for by local stubs); the
// box does not change size; axe finds nothing.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeds, embedSite } from '../helpers/embed-site.ts';
import { fixtureSite } from './fixture-site.ts';
import { connect, openSession } from './helpers.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const STUB = '<!doctype html><html lang="en"><title>stand-in player</title><p id="stub">stand-in player</p></html>';

const site = fixtureSite(() => embedSite());
let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

it('loads nothing third-party until a button is pressed; then each player loads, allowed by the CSP', async () => {
  const session = await openSession(browser, {
    reducedMotion: 'reduce',
    initScript: () => {
      const list: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = list;
      document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`));
    },
  });
  try {
    const { page, external } = session;
    // The providers, stood in for (openSession already keeps every other host off the network).
    await session.context.route(
      /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.google\.com|www\.instagram\.com)\//,
      (route) => {
        external.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: STUB });
      },
    );
    await page.goto(new URL('/media', site.url).href, { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(external).toEqual([]);
    expect(await page.locator('a.embed-link:visible').count()).toBe(0);

    const ways = ['click', 'Enter', 'click', 'Space'] as const;
    for (const [i, e] of embeds.entries()) {
      const figure = page.locator(`figure.embed-${e.provider}`);
      const button = page.getByRole('button', { name: e.button, exact: true });
      const before = await figure.locator('.embed-box').boundingBox();
      const way = ways[i]!;
      if (way === 'click') await button.click();
      else {
        await button.focus();
        await page.keyboard.press(way);
      }
      const frame = figure.locator('iframe');
      await expect.poll(() => frame.getAttribute('src')).toBe(e.frame);
      expect(await frame.getAttribute('title')).toBe(e.title);
      expect(await frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
      await figure.frameLocator('iframe').locator('#stub').waitFor({ timeout: 15_000 });
      // The player takes the poster's box: nothing on the page moves.
      const after = await frame.boundingBox();
      expect(Math.abs(after!.height - before!.height)).toBeLessThan(1.5);
      expect(Math.abs(after!.width - before!.width)).toBeLessThan(1.5);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    }
    expect(external).toEqual(embeds.map((e) => e.frame));
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  } finally {
    await session.close();
  }
}, 120_000);

it('has no axe-core violations', async () => {
  // axe is injected as a script, which the page's CSP would (rightly) refuse: bypass it here only.
  const session = await openSession(browser, { bypassCSP: true, reducedMotion: 'reduce' });
  try {
    await session.page.goto(new URL('/media', site.url).href, { waitUntil: 'load' });
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
    expect(violations).toEqual([]);
  } finally {
    await session.close();
  }
}, 60_000);
