// The brand as a visitor meets it (issue 26, item 2): one self-hosted display face, preloaded and
// swapped in; a drawn logo mark instead of a letter in a square; two colour tones, not six.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtRoutes, distDir, sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();

describe('the display face', () => {
  it('every page preloads the one font file its stylesheet names, from the site, shown with font-display: swap', () => {
    const fontsOf = (route: string) => {
      const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
      const stylesheet = html.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
      const css = readFileSync(path.join(distDir, stylesheet), 'utf8');
      const preloads = html
        .querySelectorAll('link[rel="preload"][as="font"]')
        .map((l) => ({ href: l.getAttribute('href'), crossorigin: l.getAttribute('crossorigin') }));
      return { stylesheet, css, preloads };
    };
    for (const route of builtRoutes()) {
      const { stylesheet, css, preloads } = fontsOf(route);
      const faces = [...css.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]);
      expect(faces, route).toHaveLength(1);
      expect(faces[0]).toContain('font-display:swap');
      // The stylesheet names it relative to itself.
      const file = new URL(/url\("?([^")]+\.woff2)"?\)/.exec(faces[0]!)![1]!, `https://x${stylesheet}`).pathname;
      expect(preloads, route).toEqual([{ href: file, crossorigin: 'anonymous' }]);
      expect(existsSync(path.join(distDir, file))).toBe(true);
    }
  });

  it('headings are set in it once it has loaded', async () => {
    const { page } = await sessions.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(url('/'), { waitUntil: 'load' });
    const face = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(document.querySelector('main h1')!).fontFamily,
        loaded: document.fonts.check('700 1rem Sora'),
      };
    });
    expect(face.family).toMatch(/^"?Sora"?,/);
    expect(face.loaded).toBe(true);
  });
});

it('the header and footer show the drawn mark beside the name, not its first letter', () => {
  for (const route of ['/', '/contact']) {
    const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
    for (const holder of [html.querySelector('header .brand')!, html.querySelector('footer .brand-name')!]) {
      const mark = holder.querySelector('svg')!;
      expect(mark.getAttribute('aria-hidden')).toBe('true');
      expect(mark.querySelectorAll('path').length).toBeGreaterThan(0);
      expect(holder.text.trim()).toBe(html.querySelector('footer .brand-name')!.text.trim()); // the name alone
    }
    // The favicon is the same drawing (a risa-weave band, issue 37), not a glyph of its own.
    const favicon = parse(readFileSync(path.join(distDir, 'favicon.svg'), 'utf8'));
    const shapes = (svg: ReturnType<typeof parse>) => svg.querySelectorAll('path').map((p) => p.getAttribute('d'));
    expect(shapes(favicon)).toEqual(shapes(html.querySelector('header .brand svg')!));
    // Each copy's gradient is its own: no id twice on the page.
    const ids = html.querySelectorAll('[id]').map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  }
});

it("cards, tiles and icons come in the brand's two tones, not six colours", async () => {
  const { page } = await sessions.open({ viewport: { width: 1280, height: 800 } });
  const tones = new Set<string>();
  for (const route of ['/', '/services', '/contact', '/services/seo']) {
    await page.goto(url(route), { waitUntil: 'load' });
    const inks = await page
      .locator('[class*="tone-"]')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).getPropertyValue('--tone-ink').trim()));
    expect(inks.length, route).toBeGreaterThan(0);
    for (const ink of inks) tones.add(ink);
  }
  expect([...tones]).toHaveLength(2);
});
