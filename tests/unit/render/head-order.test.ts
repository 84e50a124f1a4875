// The page head as a browser and a search engine read it (issue #53, item 6): the meta
// Content-Security-Policy right after the charset, before anything it governs (React puts the
// viewport and a hero picture's preload first); the not-found page tells search engines to leave
// it out and names no address of its own.
import { expect, it } from 'vitest';
import { defaultSite } from '../../../src/site/default-site.ts';
import { notFoundPath } from '../../../src/site/model/route.ts';
import { policyFirst, renderRoute } from '../../../src/site/render.ts';
import { loadSite, settings } from '../../helpers/render.ts';
import { baseDir } from '../check/fixtures.ts';

const site = await loadSite(baseDir);
const html = (path: string) =>
  renderRoute(
    site.routes.find((r) => r.path === path)!,
    site.content,
    settings,
    site.images,
    defaultSite.kinds,
  );

it('every page opens its head with the charset, then the CSP, then the rest (a preloaded hero picture too)', () => {
  const preloading = site.routes.filter((r) => /<link rel="preload" as="image"/.test(html(r.path)));
  expect(preloading.length).toBeGreaterThan(0); // the case React reorders
  for (const r of site.routes) {
    const head = html(r.path).split('<head>')[1]!;
    expect(head, r.path).toMatch(
      /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/,
    );
    expect(head.match(/http-equiv="Content-Security-Policy"/g), r.path).toHaveLength(1);
  }
});

it('moves nothing in a page without a policy', () => {
  const page = '<html><head><meta charSet="utf-8"/><title>x</title></head></html>';
  expect(policyFirst(page)).toBe(page);
});

it('the not-found page is noindex, with no canonical; other pages have a canonical and no noindex', () => {
  const notFound = html(notFoundPath);
  expect(notFound).toContain('<meta name="robots" content="noindex"/>');
  expect(notFound).not.toContain('rel="canonical"');
  const about = html('/about');
  expect(about).toContain('<link rel="canonical" href="https://www.example.in/about"/>');
  expect(about).not.toContain('noindex');
});
