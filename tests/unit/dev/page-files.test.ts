// dev takes up a page file added under content/pages/ (nested too) as it runs: the engine in
// process, on the minimal fixture, through the same loader and routes as build; a file that
// cannot be a page is a problem naming it, and removing it brings the pages back.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { engineOn } from './helpers.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

vi.mock('../../../src/site/assets.ts', () => import('./stub-assets.ts'));

let content: string;
let dev: ReturnType<typeof engineOn>;
let engine: ReturnType<typeof engineOn>['engine'];

beforeAll(async () => {
  content = await siteCopy();
  dev = engineOn(content);
  engine = dev.engine;
  const first = await engine.run({ type: 'build' });
  expect(first.problems).toEqual([]);
}, 60_000);
afterAll(() => removeSite(content));

test('a nested page file added while dev runs is served at its path', async () => {
  const file = path.join(content, 'pages/legal/terms.yml');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'title: Terms\ndescription: The terms.\nblocks:\n  - type: hero\n    heading: Our terms\n');
  const result = await engine.run({ type: 'content', files: [file] });
  expect(result.problems).toEqual([]);
  expect(result.routes).toContain('/legal/terms');
  expect((await dev.pages()).get('legal/terms/index.html')).toContain('Our terms');
}, 60_000);

test('a file that cannot be a page is a problem naming it', async () => {
  const file = path.join(content, 'pages/blog/news.yml');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'title: News\ndescription: News.\nblocks: []\n');
  const bad = await engine.run({ type: 'content', files: [file] });
  expect(JSON.stringify(bad.problems)).toMatch(/pages\/blog\/news\.yml.*under \/blog/);
  await rm(file);
  const good = await engine.run({ type: 'content', files: [file] });
  expect(good.problems).toEqual([]);
}, 60_000);

test('with cms: set, a page file at /admin is a problem naming it, not the CMS silently replaced', async () => {
  const site = path.join(content, 'site.yml');
  const before = await readFile(site, 'utf8');
  await writeFile(site, `${before}cms:\n  backend: github\n  repo: example/agency-site\n`);
  const file = path.join(content, 'pages/admin.yml');
  await writeFile(
    file,
    'title: Staff room\ndescription: For the team.\nblocks:\n  - type: hero\n    heading: Staff room\n',
  );
  try {
    const bad = await engine.run({ type: 'content', files: [site, file] });
    expect(bad.problems).toEqual([
      expect.objectContaining({
        rule: 'page-file',
        file: expect.stringMatching(/pages\/admin\.yml$/),
        message: expect.stringMatching(/^\/admin is where the CMS is/),
      }),
    ]);
  } finally {
    await rm(file);
    await writeFile(site, before);
  }
  const good = await engine.run({ type: 'content', files: [site, file] });
  expect(good.problems).toEqual([]);
}, 60_000);
