// content/public/ as build and check see it: a file named like one the build writes, or a folder
// that cannot be read, is an error naming the file (it was dropped silently), in both alike.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { build } from '../../../src/site/build.ts';
import { check } from '../../../src/site/check/index.ts';
import { readTree, tempSite, type TempSite } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let site: TempSite;
beforeEach(async () => {
  site = await tempSite();
});
afterEach(async () => {
  await site.remove();
});

const pub = (rel: string) => path.join(site.contentDir, 'public', rel);
const options = () => ({
  site: defaultSite,
  contentDir: site.contentDir,
  outDir: site.outDir,
  cache: site.cache,
  env: {},
});

async function problems(): Promise<{ build: string[]; check: string[] }> {
  const built = await build(options()).then(
    () => [],
    (err: { diagnostics?: { file: string; message: string }[] }) =>
      (err.diagnostics ?? []).map((d) => `${path.basename(d.file)}: ${d.message}`),
  );
  const checked = (await check({ site: defaultSite, contentDir: site.contentDir })).diagnostics
    .filter((d) => d.rule === 'public')
    .map((d) => `${path.basename(d.file)}: ${d.message}`);
  return { build: built, check: checked };
}

it('a public file named like one the build writes is an error in build and check, and nothing is written', async () => {
  await build(options());
  const before = await readTree(site.outDir);
  await mkdir(pub('assets'), { recursive: true });
  await mkdir(pub('blog'), { recursive: true });
  for (const rel of ['robots.txt', '404.html', 'index.html', 'blog/index.html', 'assets/app.js', 'favicon.txt'])
    await writeFile(pub(rel), 'mine');
  const found = await problems();
  expect(found.build.sort()).toEqual([
    '404.html: the build writes /404.html itself: rename or remove this file',
    'app.js: the build writes /assets/app.js itself (assets/ holds the hashed script and stylesheet): rename or remove this file',
    'index.html: the build writes /blog/index.html itself: rename or remove this file',
    'index.html: the build writes /index.html itself: rename or remove this file',
    'robots.txt: the build writes /robots.txt itself: rename or remove this file',
  ]);
  expect(found.check.sort()).toEqual(found.build.sort());
  expect(await readTree(site.outDir)).toEqual(before);
});

it('a folder in content/public/ too deep to read is an error naming it, not every public file dropped', async () => {
  await mkdir(pub(''), { recursive: true });
  await writeFile(pub('favicon.txt'), 'kept');
  // Deeper than a path may be (PATH_MAX, 4096 bytes), made a step at a time from inside.
  const name = 'd'.repeat(200);
  try {
    execFileSync('bash', [
      '-c',
      'cd "$1" && for i in $(seq 21); do mkdir "$2" && cd "$2" || exit 1; done',
      'bash',
      pub(''),
      name,
    ]);
    const found = await problems();
    expect(found.build).toHaveLength(1);
    expect(found.build[0]).toMatch(
      /content\/public\/ cannot be read \(ENAMETOOLONG\): a path in it is too long or too deep; shorten it/,
    );
    expect(found.check).toEqual(found.build);
  } finally {
    execFileSync('rm', ['-rf', pub(name)]);
  }
});

it('a symbolic link in content/public/ is not copied', async () => {
  await mkdir(pub(''), { recursive: true });
  await writeFile(path.join(site.root, 'secret.txt'), 'not for the site');
  await symlink(path.join(site.root, 'secret.txt'), pub('p.txt'));
  await writeFile(pub('plain.txt'), 'public');
  await build(options());
  const out = await readTree(site.outDir);
  expect(out.get('plain.txt')).toBe('public');
  expect(out.has('p.txt')).toBe(false);
  await rm(pub('p.txt'));
});

it('pages link the favicon only when content/public/favicon.svg is there (a missing one was a 404 on every page)', async () => {
  const iconLink = async () =>
    (await readFile(path.join(site.outDir, 'index.html'), 'utf8')).includes('<link rel="icon" href="/favicon.svg"');
  await build(options());
  expect(await iconLink()).toBe(false);
  await mkdir(pub(''), { recursive: true });
  await writeFile(pub('favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  await build(options());
  expect(await iconLink()).toBe(true);
  expect(await readFile(path.join(site.outDir, 'favicon.svg'), 'utf8')).toContain('<svg');
});
