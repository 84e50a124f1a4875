// One address per page, as the host serves it (issue #53, item 4): with `trailingSlash: always`
// (GitHub Pages, Cloudflare Pages, Netlify answer `/about` with a redirect to `/about/`), every
// address a build writes for a page ends in `/` and names a file the host serves at once; and
// `check` takes those links as the pages they are.
import { appendFile, readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPath } from '../../../src/site/model/urls.ts';
import { runCli } from '../../helpers/cli.ts';
import { fixtureContent, removeFixture } from '../check/fixtures.ts';

describe('hostPath', () => {
  it('ends a page path in / with `always`, before its query or #anchor, and leaves files and other sites alone', () => {
    const always = (href: string) => hostPath(href, 'always');
    expect(always('/about')).toBe('/about/');
    expect(always('/services/Subservices/local-seo#faq')).toBe('/services/Subservices/local-seo/#faq');
    expect(always('/blog?utm_source=x')).toBe('/blog/?utm_source=x');
    expect(always('/')).toBe('/');
    expect(always('/about/')).toBe('/about/');
    expect(always('/blog/feed.xml')).toBe('/blog/feed.xml');
    expect(always('/downloads/brochure.pdf')).toBe('/downloads/brochure.pdf');
    expect(always('#contact')).toBe('#contact');
    expect(always('https://wa.me/919876543210')).toBe('https://wa.me/919876543210');
    expect(always('//cdn.example.in/x')).toBe('//cdn.example.in/x');
    expect(always('mailto:hello@example.in')).toBe('mailto:hello@example.in');
  });

  it('keeps what content wrote with `never`', () => {
    for (const href of ['/about', '/about/', '/blog#x', '/']) expect(hostPath(href, 'never')).toBe(href);
  });
});

let content: string;
let out: string;
let origin: string;
beforeAll(async () => {
  content = await fixtureContent();
  out = path.join(path.dirname(content), 'dist');
  await appendFile(
    path.join(content, 'site.yml'),
    '\ntrailingSlash: always\nredirects:\n  - { from: /old-about, to: /about }\n',
  );
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const built = await runCli(['build', '--content', content, '--out', out], { env, timeout: 120_000 });
  expect(built.stderr).toBe('');
  origin = new URL(/<loc>([^<]+)<\/loc>/.exec(await readFile(path.join(out, 'sitemap.xml'), 'utf8'))![1]!).origin;
}, 180_000);
afterAll(() => removeFixture(content));

/** Every address of this site a built file names, with where it was found. */
async function addresses(): Promise<{ at: string; url: string }[]> {
  const found: { at: string; url: string }[] = [];
  const add = (at: string, url: string | undefined) => url && found.push({ at, url });
  for (const rel of (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'))) {
    const root = parse(await readFile(path.join(out, rel), 'utf8'));
    for (const a of root.querySelectorAll('a[href]')) add(`${rel} <a>`, a.getAttribute('href'));
    add(`${rel} canonical`, root.querySelector('link[rel=canonical]')?.getAttribute('href'));
    add(`${rel} og:url`, root.querySelector('meta[property="og:url"]')?.getAttribute('content'));
    const refresh = root.querySelector('meta[http-equiv=refresh]')?.getAttribute('content');
    add(`${rel} refresh`, refresh?.replace(/^0; url=/, ''));
    for (const script of root.querySelectorAll('script[type="application/ld+json"]'))
      for (const m of script.text.matchAll(/"(?:url|item|mainEntityOfPage)":"([^"]+)"/g)) add(`${rel} JSON-LD`, m[1]);
  }
  const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
  for (const m of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) add('sitemap.xml', m[1]);
  const feed = await readFile(path.join(out, 'blog/feed.xml'), 'utf8');
  for (const m of feed.matchAll(/<(?:link|guid[^>]*)>([^<]+)</g)) add('blog/feed.xml', m[1]);
  for (const line of (await readFile(path.join(out, '_redirects'), 'utf8')).split('\n'))
    if (line && !line.startsWith('#')) add('_redirects', line.split(' ')[1]);
  return found
    .map(({ at, url }) => ({ at, url: new URL(url, `${origin}/`) }))
    .filter(({ url }) => url.origin === origin)
    .map(({ at, url }) => ({ at, url: url.pathname }));
}

it('writes every address of a page with its trailing slash, and each is a file the host serves directly', async () => {
  const all = await addresses();
  const kinds = new Set(all.map((a) => a.at.replace(/^.*\.html /, '')));
  // Links, canonicals, og:url, JSON-LD, the sitemap, the feed, the redirect page and `_redirects`.
  expect([...kinds].sort()).toEqual(
    ['<a>', 'JSON-LD', '_redirects', 'blog/feed.xml', 'canonical', 'og:url', 'refresh', 'sitemap.xml'].sort(),
  );
  const pages = all.filter(({ url }) => !/\.[a-z0-9]+$/i.test(url));
  expect(pages.length).toBeGreaterThan(300);
  expect(pages.filter(({ url }) => !url.endsWith('/'))).toEqual([]);
  const served = (url: string) => existsSync(path.join(out, decodeURI(url), 'index.html'));
  expect(pages.filter(({ url }) => !served(url))).toEqual([]);
});

it('leads an old address to the page as the host serves it', async () => {
  expect(await readFile(path.join(out, '_redirects'), 'utf8')).toContain('/old-about /about/ 301');
  expect(await readFile(path.join(out, '_nginx.conf'), 'utf8')).toContain('location = "/old-about" {');
  expect(await readFile(path.join(out, '_nginx.conf'), 'utf8')).toContain('return 301 "/about/";');
});

it('passes check: links written as the host serves them are the pages they name', async () => {
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const checked = await runCli(['check', '--content', content, '--format', 'json'], { env, timeout: 120_000 });
  expect(JSON.parse(checked.stdout)).toEqual([]);
  expect(checked.code).toBe(0);
}, 120_000);
