// Every produced file is keyed by what made it, code included (ARCHITECTURE.md, "One key scheme"):
// a copy of agency-site itself (its src/, bin/, scripts/; node_modules linked) is edited the way a
// developer or an upgrade edits it, and the real CLI builds the minimal site before and after. A
// file whose code changed gets a new name (cards, pictures) or is made again (pages); a cold build
// with the new code makes the same names and bytes.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { minimalSite, root } from '../../helpers/sites.ts';

const exec = promisify(execFile);
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** A temp folder with a copy of agency-site (tool/, node_modules linked) and of the minimal site (content/). */
async function workspace(): Promise<{ dir: string; tool: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-keys-'));
  dirs.push(dir);
  const tool = path.join(dir, 'tool');
  for (const f of ['src', 'bin', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']) await cp(path.join(root, f), path.join(tool, f), { recursive: true });
  await symlink(await realpath(path.join(root, 'node_modules')), path.join(tool, 'node_modules'));
  await cp(minimalSite, path.join(dir, 'content'), { recursive: true });
  return { dir, tool };
}

async function build(dir: string, tool: string, out: string, cache: string): Promise<string> {
  const env = { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: path.join(dir, cache) };
  const { stdout } = await exec(process.execPath, [path.join(tool, 'bin/agency-site.js'), 'build', '--content', 'content', '--out', out], { cwd: dir, env, timeout: 120_000 });
  return stdout;
}

/** name → bytes of the files in `out`'s folder `sub` whose names match `pattern`. */
async function files(dir: string, out: string, sub: string, pattern: RegExp): Promise<Map<string, Buffer>> {
  const folder = path.join(dir, out, sub);
  const names = (await readdir(folder)).filter((n) => pattern.test(n)).sort();
  return new Map(await Promise.all(names.map(async (n): Promise<[string, Buffer]> => [n, await readFile(path.join(folder, n))])));
}

async function edit(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const next = text.replace(from, to);
  expect(next, `${file} no longer holds ${from}`).not.toBe(text);
  await writeFile(file, next);
}

/** The module of src/site/images/ whose text holds `needle` (the code moves; what it does stays). */
async function imagesModuleWith(tool: string, needle: string): Promise<string> {
  const dir = path.join(tool, 'src/site/images');
  for (const name of (await readdir(dir)).sort()) if ((await readFile(path.join(dir, name), 'utf8')).includes(needle)) return path.join(dir, name);
  throw new Error(`no module of src/site/images holds ${needle}`);
}

/** The same files (names and bytes) as a build from nothing with the current code. */
async function expectSameAsCold(dir: string, tool: string, sub: string, pattern: RegExp, warm: Map<string, Buffer>): Promise<void> {
  await build(dir, tool, 'cold', 'cache-cold');
  const cold = await files(dir, 'cold', sub, pattern);
  expect([...cold.keys()]).toEqual([...warm.keys()]);
  for (const [name, bytes] of cold) expect(bytes.equals(warm.get(name)!), name).toBe(true);
}

/** "N pages … · R rendered, U unchanged": how many pages the build took from the last one. */
const unchanged = (stdout: string) => Number(/(\d+) unchanged/.exec(stdout)?.[1] ?? 0);

test('a change to the code that draws share cards gives every card a new name and new bytes, as a cold build makes', async () => {
  const { dir, tool } = await workspace();
  await build(dir, tool, 'dist', 'cache');
  const before = await files(dir, 'dist', 'assets/og', /\.png$/);
  expect(before.size).toBeGreaterThan(3);

  // The logo mark drawn at another size: what a designer's edit of the card looks like.
  await edit(path.join(tool, 'src/site/images/card-draw.ts'), /const mark = \{ x: left, y: 72, size: 64 \}/, 'const mark = { x: left, y: 72, size: 40 }');
  await build(dir, tool, 'dist', 'cache');
  const after = await files(dir, 'dist', 'assets/og', /\.png$/);
  expect(after.size).toBe(before.size);
  for (const name of after.keys()) expect(before.has(name), `${name} kept its name`).toBe(false);
  const oldBytes = new Set([...before.values()].map((b) => b.toString('base64')));
  for (const [name, bytes] of after) expect(oldBytes.has(bytes.toString('base64')), `${name} holds an old card`).toBe(false);
  await expectSameAsCold(dir, tool, 'assets/og', /\.png$/, after);
}, 300_000);

test('a change to the code that encodes pictures gives every picture file a new name, as a cold build makes', async () => {
  const { dir, tool } = await workspace();
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2563eb' } }).png().toBuffer();
  await mkdir(path.join(dir, 'content/images'));
  await writeFile(path.join(dir, 'content/images/photo.png'), png);
  await edit(path.join(dir, 'content/blog/first-post.md'), /^image: .*$/m, 'image: images/photo.png');
  await build(dir, tool, 'dist', 'cache');
  const before = await files(dir, 'dist', 'assets/img', /^photo-/);
  expect(before.size).toBeGreaterThan(2);

  // Other code changed: every page is rendered again, but the pictures keep their names (and are not encoded again).
  await edit(path.join(tool, 'src/site/render.ts'), /$/, '\n// edited\n');
  expect(unchanged(await build(dir, tool, 'dist', 'cache'))).toBe(0);
  expect([...(await files(dir, 'dist', 'assets/img', /^photo-/)).keys()]).toEqual([...before.keys()]);

  // The same settings, other pixels: the pictures come out in negative.
  const resize = '.resize({ width, withoutEnlargement: true })';
  await edit(await imagesModuleWith(tool, resize), resize, `${resize}.negate()`);
  await build(dir, tool, 'dist', 'cache');
  const after = await files(dir, 'dist', 'assets/img', /^photo-/);
  expect(after.size).toBe(before.size);
  for (const name of after.keys()) expect(before.has(name), `${name} kept its name`).toBe(false);
  await expectSameAsCold(dir, tool, 'assets/img', /^photo-/, after);
}, 300_000);

/**
 * Gives the tool its own node_modules, linked package by package, but `entities` with a
 * package.json of its own, and returns that file: what `npm install entities@<other>` changes.
 */
async function ownEntities(tool: string): Promise<string> {
  await rm(path.join(tool, 'node_modules'));
  const modules = await realpath(path.join(root, 'node_modules'));
  await mkdir(path.join(tool, 'node_modules'));
  for (const name of await readdir(modules)) if (name !== 'entities') await symlink(path.join(modules, name), path.join(tool, 'node_modules', name));
  const entities = path.join(tool, 'node_modules/entities');
  await mkdir(entities);
  for (const name of await readdir(path.join(modules, 'entities'))) if (name !== 'package.json') await symlink(path.join(modules, 'entities', name), path.join(entities, name));
  await cp(path.join(modules, 'entities/package.json'), path.join(entities, 'package.json'));
  return path.join(entities, 'package.json');
}

/** Builds twice with nothing changed; returns how many pages the site has (all reused the second time). */
async function pagesReused(dir: string, tool: string): Promise<number> {
  const pages = Number(/Built (\d+) pages/.exec(await build(dir, tool, 'dist', 'cache'))?.[1]);
  expect(pages).toBeGreaterThan(5);
  expect(unchanged(await build(dir, tool, 'dist', 'cache'))).toBe(pages);
  return pages;
}

test('running compiled, a new lib/ (a bundled dependency upgraded, then `npm prepare`) renders every page again', async () => {
  const { dir, tool } = await workspace();
  await exec(process.execPath, [path.join(tool, 'scripts/compile.mjs')], { cwd: tool, timeout: 120_000 });
  const pages = await pagesReused(dir, tool);
  // lib/ changes, src/ and the lockfile do not.
  await writeFile(path.join(tool, 'lib/agency-site.js'), (await readFile(path.join(tool, 'lib/agency-site.js'), 'utf8')) + '\n// recompiled\n');
  expect(unchanged(await build(dir, tool, 'dist', 'cache'))).toBe(0);
  expect(unchanged(await build(dir, tool, 'dist', 'cache'))).toBe(pages);
}, 300_000);

test('a new installed version of a package (`npm install <pkg>`, the lockfile as it was) renders every page again', async () => {
  const { dir, tool } = await workspace();
  const entities = await ownEntities(tool);
  await pagesReused(dir, tool);
  await edit(entities, /"version": "([^"]+)"/, '"version": "$1-other"');
  expect(unchanged(await build(dir, tool, 'dist', 'cache'))).toBe(0);
}, 300_000);
