// /admin/ (issue 39): the browser CMS loads from the built site under its own CSP, with nothing
// fetched from another origin and no console error, and lists every kind of content. The fixture
// site is built once here with `cms:` set; its config.yml is switched to Sveltia's test backend
// (files kept in the browser), the one a test can use without a Git host.
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../src/site/build.ts';
import { listen, staticHandler, type RunningServer } from '../../src/site/serve.ts';
import { removeSite, siteCopy } from '../helpers/sites.ts';
import { sessionPerTest } from './helpers.ts';

let contentDir = '';
let tmp = '';
let server: RunningServer | undefined;

beforeAll(async () => {
  contentDir = await siteCopy();
  await appendFile(path.join(contentDir, 'site.yml'), 'cms:\n  backend: github\n  repo: example/agency-site\n');
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-cms-'));
  const outDir = path.join(tmp, 'dist');
  await build({ contentDir, outDir, cache: path.join(tmp, 'cache'), leadService: '', env: {} });
  const configFile = path.join(outDir, 'admin/config.yml');
  const config = parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
  await writeFile(configFile, stringify({ ...config, backend: { name: 'test-repo' } }));
  server = await listen(staticHandler(outDir), { host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (contentDir) await removeSite(contentDir);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const sessions = sessionPerTest();

it('loads under its CSP with nothing from another origin, no console error, and lists each kind of content', async () => {
  const s = await sessions.open();
  const violations: string[] = [];
  await s.page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await s.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await s.page.goto(`${server!.url}/admin/`);
  expect(response?.status()).toBe(200);
  const policy = await s.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain('https://api.github.com'); // the Git host's API, from site.yml's cms

  await s.page.getByRole('button', { name: 'Work with Test Repository' }).click();
  for (const label of ['Settings', 'Pages', 'Sub-services: full', 'Sub-services: stub', 'Case studies', 'Blog posts']) {
    await s.page.getByText(label, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  }
  // The settings collection's files, opened first: site.yml and the blog page.
  await s.page.getByText('Site settings', { exact: true }).first().waitFor({ state: 'visible' });
  // Its fonts are ours: every one loaded, none from a CDN.
  const fonts = await s.page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family);
  });
  expect(fonts).toEqual([]);
  expect(s.external).toEqual([]);
  expect(violations).toEqual([]);
  expect(s.consoleErrors).toEqual([]);
  expect(s.pageErrors).toEqual([]);
}, 90_000);
