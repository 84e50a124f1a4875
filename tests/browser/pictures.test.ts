// The shipped site's pictures as visitors see them, with no network but 127.0.0.1 (issue 37): at
// 375, 768 and 1280 px and at DPR 1 and 2, on the routes that show every picture slot with each
// largest file it is given (covering-routes.ts), every picture is the site's own, shows, and is
// never drawn wider than its file's pixels ÷ DPR (soft); an SVG is sharp at any width. The markup
// of every picture on every route is checked from the files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coveringRoutes } from './covering-routes.ts';
import { builtRoutes, connect, distDir, openSession, url } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

interface Shown {
  src: string;
  /** Whether the picture decoded (its natural width, srcset's density applied, is above 0). */
  loaded: boolean;
  drawn: number;
}

/** A built picture file's own pixels across, read from its header on disk (no decode). */
const pixelsOf = async (src: string) => (await sharp(path.join(distDir, new URL(src).pathname)).metadata()).width ?? 0;

const cases = [375, 768, 1280].flatMap((width) => [1, 2].map((dpr) => ({ width, dpr })));

it.for(cases)(
  'at $width px, DPR $dpr: in every slot every picture is the site’s own, shows, and is drawn no wider than its pixels ÷ DPR',
  { timeout: 240_000 },
  async ({ width, dpr }) => {
    // One context for all routes: a new one per page would cost more than the page.
    const session = await openSession(browser, {
      viewport: { width, height: 900 },
      deviceScaleFactor: dpr,
      reducedMotion: 'reduce',
    });
    const soft: string[] = [];
    let count = 0;
    try {
      for (const route of coveringRoutes()) {
        await session.page.goto(url(route), { waitUntil: 'load' });
        const shown = (await session.page.evaluate(async () => {
          const imgs = [...document.querySelectorAll('img')];
          // Lazy pictures would load as they come near the viewport: all of them now, without scrolling.
          for (const img of imgs) img.loading = 'eager';
          await Promise.all(imgs.map((img) => img.decode().catch(() => undefined)));
          return imgs.map((img) => ({
            src: img.currentSrc,
            loaded: img.naturalWidth > 0,
            drawn: img.getBoundingClientRect().width,
          }));
        })) as Shown[];
        for (const img of shown) {
          count++;
          const where = `${route} ${img.src}`;
          expect(img.src, where).toMatch(
            /^http:\/\/127\.0\.0\.1:\d+\/assets\/img\/[a-z0-9-]+-[0-9a-f]{10}(?:-\d+\.(?:avif|webp|jpg|png)|\.svg)$/,
          );
          expect(img.loaded, `${where} did not load`).toBe(true);
          // An SVG is drawn sharp at any width; a raster needs DPR pixels per CSS pixel (1 px of rounding allowed).
          if (img.src.endsWith('.svg')) continue;
          const pixels = await pixelsOf(img.src);
          if (img.drawn > pixels / dpr + 1)
            soft.push(`${where}: drawn ${Math.round(img.drawn)} px wide, ${pixels} px ÷ ${dpr}`);
        }
      }
      expect(soft).toEqual([]);
      expect(count).toBeGreaterThan(20);
      expect(session.external).toEqual([]);
    } finally {
      await session.close();
    }
  },
);

it('every <img> of a picture the build made, on every route, has its size; a raster is a <picture> with srcset and sizes, an SVG a plain <img>', () => {
  let count = 0;
  for (const route of builtRoutes()) {
    const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
    for (const img of html.querySelectorAll('img')) {
      if (!img.getAttribute('src')!.startsWith('/assets/img/')) continue;
      count++;
      const where = `${route} ${img.getAttribute('src')}`;
      for (const attr of ['width', 'height']) expect(img.getAttribute(attr), `${where} ${attr}`).toBeTruthy();
      if (img.getAttribute('src')!.endsWith('.svg')) {
        expect(img.getAttribute('srcset'), where).toBeUndefined();
        expect(img.parentNode?.tagName, where).not.toBe('PICTURE');
        continue;
      }
      expect(img.getAttribute('srcset'), where).toMatch(/^\/assets\/img\/\S+ \d+w$/);
      expect(img.getAttribute('sizes'), `${where} sizes`).toBeTruthy();
      expect(img.parentNode?.tagName, where).toBe('PICTURE');
    }
  }
  expect(count).toBeGreaterThan(40);
});
