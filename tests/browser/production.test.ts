// What the built site gives screen readers, hosts and search engines: zero axe-core violations at
// desktop and mobile widths (on the routes that show every kind of element, covering-routes.ts),
// and on every route, in one load: status 200 with no console or page error and the visit beacon
// sent, zero CSP violations, one h1 and no skipped heading levels, landmarks and a
// skip link, safe new-tab links, and the weight budgets.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coveringRoutes } from './covering-routes.ts';
import { addressOf, builtRoutes, connect, distDir, lead, openSession, url, type Session } from './helpers.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const routes = [...builtRoutes(), '/404.html'];
const fileOf = (route: string) =>
  path.join(distDir, route === '/404.html' ? '404.html' : path.join(route, 'index.html'));

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 740 }],
])('accessibility at %s width', (_name, viewport) => {
  let session: Session;
  beforeAll(async () => {
    // axe is injected as a script, which the pages' CSP would (rightly) refuse: bypass it here only.
    session = await openSession(browser, { viewport, bypassCSP: true, reducedMotion: 'reduce' });
  });
  afterAll(() => session?.close());

  it.for([...coveringRoutes(), '/404.html'])('%s has no axe-core violations', async (route) => {
    await session.page.goto(url(route), { waitUntil: 'load' });
    await session.page.addScriptTag({ content: axeSource });
    const violations = (await session.page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run({ resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
      }));
    })) as AxeViolation[];
    expect(violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});

// One load of each route, with the CSP enforced, serves every check that needs no other viewport.
describe('every route as a visitor loads it', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, {
      initScript: () => {
        const list: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = list;
        document.addEventListener('securitypolicyviolation', (e) =>
          list.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      },
    });
  });
  afterAll(() => session?.close());

  it.for(routes)(
    '%s: opens with 200, no console or page error, its visit beacon sent; the CSP holds with zero violations; one h1, no skipped heading level, landmarks, skip link, safe new tabs, hidden decoration',
    async (route) => {
      session.consoleErrors.length = 0;
      session.pageErrors.length = 0;
      await lead.reset();
      const response = await session.page.goto(url(route), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      // The client script ran and its visit beacon got through the CSP's connect-src.
      const visits = await lead.visits(1, { quietMs: 50 });
      expect(visits.map((v) => v.json.pageUrl)).toContain(url(route));
      // The script's pointer handlers run too (under reduced motion they move nothing; client-tilt.test.ts
      // moves the decoration, with motion, under the same CSP).
      await session.page.mouse.move(200, 300);
      await session.page.waitForTimeout(50);
      const csp = await session.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      expect(csp).toEqual([]);
      const meta = await session.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      expect(meta).toContain("script-src 'self'");
      expect(meta).not.toContain('unsafe-inline');

      const facts = await session.page.evaluate(() => {
        const levels = [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]));
        const skips = levels.filter((l, i) => i > 0 && l > levels[i - 1]! + 1);
        const first = document.querySelector('a[href], button, input, select, textarea');
        const blank = [...document.querySelectorAll('a[target="_blank"]')].filter(
          (a) => a.getAttribute('rel') !== 'noopener noreferrer',
        );
        const decor = [...document.querySelectorAll('.decor, .cursor-follower, .card-dots')].filter(
          (d) => d.getAttribute('aria-hidden') !== 'true',
        );
        return {
          h1: levels.filter((l) => l === 1).length,
          firstLevel: levels[0],
          skips,
          landmarks: ['header', 'main', 'footer', 'nav'].map((t) => document.querySelectorAll(t).length > 0),
          skipLink: first?.getAttribute('href'),
          unsafeBlank: blank.map((a) => a.outerHTML.slice(0, 80)),
          exposedDecor: decor.length,
          lang: document.documentElement.lang,
        };
      });
      expect(facts.h1).toBe(1);
      expect(facts.firstLevel).toBe(1);
      expect(facts.skips).toEqual([]);
      expect(facts.landmarks).toEqual([true, true, true, true]);
      expect(facts.skipLink).toBe('#main');
      expect(facts.unsafeBlank).toEqual([]);
      expect(facts.exposedDecor).toBe(0);
      expect(facts.lang).toBe('en-IN');
      expect({ consoleErrors: session.consoleErrors, pageErrors: session.pageErrors }).toEqual({
        consoleErrors: [],
        pageErrors: [],
      });
    },
  );

  it('shows a visible focus ring on the skip link and on links', async () => {
    await session.page.goto(url('/'), { waitUntil: 'load' });
    await session.page.keyboard.press('Tab');
    // The skip link may slide in: wait for it to settle on screen (it fails here if it never does).
    await session.page
      .waitForFunction(
        () => (document.activeElement as HTMLElement | null)?.getBoundingClientRect().top! >= 0,
        undefined,
        { timeout: 2_000 },
      )
      .catch(() => {});
    const skip = await session.page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        href: el.getAttribute('href'),
        visible: r.width > 0 && r.height > 0 && r.top >= 0,
        outline: s.outlineStyle !== 'none' || s.boxShadow !== 'none',
      };
    });
    expect(skip).toEqual({ href: '#main', visible: true, outline: true });
  });
});

describe('page weight', () => {
  const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

  it.for(routes)('%s: HTML ≤ 100 KB, its script ≤ 3 KB and stylesheet ≤ 20 KB gzipped', (route) => {
    const file = fileOf(route);
    const html = readFileSync(file, 'utf8');
    expect(statSync(file).size).toBeLessThanOrEqual(100 * 1024);
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    const js = scripts.reduce((n, s) => n + gz(path.join(distDir, s)), 0);
    const css = styles.reduce((n, s) => n + gz(path.join(distDir, s)), 0);
    expect(js).toBeLessThanOrEqual(3 * 1024);
    expect(css).toBeLessThanOrEqual(20 * 1024);
    // Every image carries its size and decodes off the main thread.
    for (const img of html.match(/<img [^>]*>/g) ?? []) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ decoding="async"/);
    }
  });
});

describe('files for crawlers and hosts', () => {
  it('lists exactly the built pages in sitemap.xml and points robots.txt at it', () => {
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual(builtRoutes().map(addressOf).sort());
    expect(readFileSync(path.join(distDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it('writes a _headers file with the CSP and immutable caching for hashed assets', () => {
    const headers = readFileSync(path.join(distDir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Content-Security-Policy: default-src 'self'/m);
    expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('parses every JSON-LD block on every page', () => {
    for (const route of routes) {
      const html = readFileSync(fileOf(route), 'utf8');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
      expect(blocks.length, route).toBeGreaterThan(0);
      for (const b of blocks) expect(b['@context'], route).toBe('https://schema.org');
    }
  });
});
