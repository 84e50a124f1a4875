// The shipped site's pictures as a phone sees them, with no network but 127.0.0.1: every picture
// shows, in AVIF, and none is more than twice as wide as it is drawn (at 1 CSS px per pixel).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtRoutes, connect, distDir, openSession, url, type Session } from './helpers.ts';

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await connect();
  session = await openSession(browser, { viewport: { width: 375, height: 740 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

interface Shown {
  src: string;
  /** naturalWidth: in CSS px, as srcset's density makes it; > 0 once the file has loaded. */
  loaded: number;
  drawn: number;
}

it.for(['/', '/about', '/portfolio', '/services/Subservices/local-seo', '/blog/whatsapp-business-marketing-india'])(
  '%s: every picture is the site’s own, shown, in AVIF, at most twice its drawn width',
  async (route) => {
    const { page, external } = session;
    external.length = 0;
    await page.goto(url(route), { waitUntil: 'load' });
    // Lazy pictures load as they come near the viewport: scroll them all in.
    const shown = (await page.evaluate(async () => {
      const imgs = [...document.querySelectorAll('img')];
      for (const img of imgs) {
        img.scrollIntoView();
        await img.decode().catch(() => undefined);
      }
      return imgs.map((img) => ({ src: img.currentSrc, loaded: img.naturalWidth, drawn: img.getBoundingClientRect().width }));
    })) as Shown[];
    expect(shown.length).toBeGreaterThan(0);
    for (const img of shown) {
      expect(img.src, route).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/img\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.avif$/);
      expect(img.loaded, img.src).toBeGreaterThan(0);
      const fileWidth = Number(/-(\d+)\.avif$/.exec(img.src)![1]);
      expect(fileWidth, img.src).toBeLessThanOrEqual(2 * Math.ceil(img.drawn));
    }
    expect(external).toEqual([]);
  },
);

it('every <img> of a picture the build made, on every route, has srcset, sizes, width and height', () => {
  let count = 0;
  for (const route of builtRoutes()) {
    const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
    for (const img of html.querySelectorAll('img')) {
      if (!img.getAttribute('src')!.startsWith('/assets/img/')) continue;
      count++;
      const where = `${route} ${img.getAttribute('src')}`;
      expect(img.getAttribute('srcset'), where).toMatch(/^\/assets\/img\/\S+ \d+w$/);
      for (const attr of ['sizes', 'width', 'height']) expect(img.getAttribute(attr), `${where} ${attr}`).toBeTruthy();
      expect(img.parentNode?.tagName, where).toBe('PICTURE');
    }
  }
  expect(count).toBeGreaterThan(40);
});
