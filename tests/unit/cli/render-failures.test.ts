// One render-failure rule (pipeline.ts, render.ts renderProblem): `build` lists every page that
// fails to render, not only the first, and leaves the last output as it was; `check` and `dev`
// name the same content file for the same failure. Through the real CLI: a preloaded probe makes
// dates before 1946 throw where a page formats them (shared/dates.ts hands those to Intl), as a
// component bug would, so two posts dated 1900 break their own pages and the listings.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { minimalSite } from '../../helpers/sites.ts';
import { readTree } from '../build/helpers.ts';
import { spawnDev } from '../dev/spawn-dev.ts';
import { cp } from 'node:fs/promises';

const probe = `const Real = Intl.DateTimeFormat;
Intl.DateTimeFormat = function DateTimeFormat(...args) {
  const f = new Real(...args);
  return { format(d) { if (new Date(d).getUTCFullYear() < 1946) throw new Error('a component broke'); return f.format(d); }, resolvedOptions: () => f.resolvedOptions() };
};
`;

let dir: string;
let contentDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-render-failures-'));
  contentDir = path.join(dir, 'content');
  await cp(minimalSite, contentDir, { recursive: true });
  await writeFile(path.join(dir, 'probe.mjs'), probe);
  env = { AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache'), NODE_OPTIONS: `--import ${path.join(dir, 'probe.mjs')}` };
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** `file route` of every render failure a command printed, sorted. */
const failures = (out: string) =>
  [...out.matchAll(/^\s*(\S+)  render  rendering (\S+) failed: a component broke/gm)]
    .map((m) => `${m[1]} ${m[2]}`)
    .sort();

it('build lists every page that fails, each by its own file, and changes nothing; check and dev name the same files', async () => {
  const built = await runCli(['build', '--content', 'content', '--out', 'dist'], { cwd: dir, env });
  expect(built.code, built.stdout + built.stderr).toBe(0);
  const before = await readTree(path.join(dir, 'dist'));

  const first = path.join(contentDir, 'blog/first-post.md');
  const text = (await readFile(first, 'utf8')).replace(/^date: .*$/m, 'date: 1900-01-01');
  await writeFile(first, text);
  await writeFile(path.join(contentDir, 'blog/third-post.md'), text.replace(/^title: .*$/m, 'title: Third post'));

  const failed = await runCli(['build', '--content', 'content', '--out', 'dist'], { cwd: dir, env });
  expect(failed.code).toBe(1);
  const expected = failures(failed.stdout + failed.stderr);
  // Each post's page by the post's file; every listing page (a category's too) by the blog page's.
  expect(expected.filter((l) => !l.startsWith('content/pages/blog.yml '))).toEqual([
    'content/blog/first-post.md /blog/first-post',
    'content/blog/third-post.md /blog/third-post',
  ]);
  expect(expected).toContain('content/pages/blog.yml /blog');
  expect(expected).toContain('content/pages/blog.yml /blog/category/social-media');
  expect(await readTree(path.join(dir, 'dist'))).toEqual(before);

  const checked = await runCli(['check', '--content', 'content'], { cwd: dir, env });
  expect(checked.code).toBe(1);
  expect(failures(checked.stdout)).toEqual(expected);

  const dev = spawnDev(contentDir, dir, env);
  try {
    await dev.waitFor(/problems?, no page to serve yet/, 150_000);
    // The list is printed line by line: wait for every page's line, in whatever order it comes.
    for (const line of expected) await dev.waitFor(new RegExp(`rendering ${line.split(' ')[1]} failed`), 30_000);
    expect(failures(dev.output())).toEqual(expected);
  } finally {
    await dev.stop('SIGTERM');
  }
}, 240_000);
