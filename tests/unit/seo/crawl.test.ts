// A crawler's view (issue #53, item 1): from the home page, following only the links of the built
// pages, every address of the sitemap is reached; no page is found through the sitemap alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { fixtureContent, removeFixture } from '../check/fixtures.ts';

let content: string;
let out: string;
beforeAll(async () => {
  content = await fixtureContent(); // the check fixtures' base: the launch site's pages and sub-services
  out = path.join(path.dirname(content), 'dist');
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const built = await runCli(['build', '--content', content, '--out', out], { env, timeout: 120_000 });
  expect(built.stderr).toBe('');
}, 180_000);
afterAll(() => removeFixture(content));

/** The file the host serves for a site path: /about → about/index.html, / → index.html. */
const fileOf = (sitePath: string) =>
  path.join(out, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}/index.html`);

it('reaches every sitemap address from the home page by links alone', async () => {
  const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!).origin;
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.length).toBeGreaterThan(30);
  const reached = new Set(['/']);
  const queue = ['/'];
  while (queue.length) {
    const html = await readFile(fileOf(queue.shift()!), 'utf8').catch(() => undefined);
    if (html === undefined) continue; // a redirect's target elsewhere, a file: nothing more to follow
    for (const a of parse(html).querySelectorAll('a[href]')) {
      const url = new URL(a.getAttribute('href')!, `${origin}/`);
      if (url.origin !== origin) continue;
      const to = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
      if (reached.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  expect(listed.filter((p) => !reached.has(p))).toEqual([]);
}, 60_000);
