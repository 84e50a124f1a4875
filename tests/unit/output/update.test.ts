// The write stage on its own (src/site/output/update.ts): what it writes, keeps and removes, and
// that a failure half-way leaves the previous output exactly as it was.
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../../src/site/output-dir.ts';
import { updateOutput, type Wanted } from '../../../src/site/output/update.ts';
import { readTree } from '../build/helpers.ts';
import { snapshot } from './snapshot.ts';

let tmp: string;
let out: string;
let cache: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-update-'));
  out = path.join(tmp, 'dist');
  cache = path.join(tmp, 'cache');
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const file = (name: string, text: string, key = text): Wanted => ({ file: name, key, contents: text });
/** A file's entry in a snapshot. */
const text = (s: string) => `file:${Buffer.from(s).toString('base64')}`;

describe('updateOutput', () => {
  it('writes nested files, then only what changed, and removes what is no longer wanted', async () => {
    await updateOutput(out, [file('index.html', 'home'), file('old/index.html', 'old'), file('a/b/c.txt', 'c')], {
      cache,
    });
    expect(Object.fromEntries(await readTree(out))).toMatchObject({
      'index.html': 'home',
      'old/index.html': 'old',
      'a/b/c.txt': 'c',
    });
    let rendered = 0;
    const page = (text: string): Wanted => ({ file: 'index.html', key: text, contents: () => (rendered++, text) });
    const second = await updateOutput(out, [page('home'), file('services/Subservices/local-seo/index.html', 'seo')], {
      cache,
    });
    expect(rendered).toBe(0); // same key, file as left: not rendered
    expect([...second.written]).toEqual(['services/Subservices/local-seo/index.html']);
    expect(Object.fromEntries(await readTree(out))).toEqual({
      [OUTPUT_MARKER]: expect.any(String),
      'index.html': 'home',
      'services/Subservices/local-seo/index.html': 'seo',
    });
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'index.html', 'services']); // emptied folders gone
    expect(await readdir(tmp)).toEqual(['cache', 'dist']);
  });

  it('writes a file again when it was changed by hand, even under the same key', async () => {
    await updateOutput(out, [file('index.html', 'home')], { cache });
    await writeFile(path.join(out, 'index.html'), 'edited by hand');
    const again = await updateOutput(out, [file('index.html', 'home')], { cache });
    expect([...again.written]).toEqual(['index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
  });

  it('leaves the previous output untouched when a file fails half-way, with no temporary file left', async () => {
    await updateOutput(out, [file('index.html', 'previous'), file('about/index.html', 'about')], { cache });
    const before = await readTree(out);
    const failing: Wanted = {
      file: 'blog/new/index.html',
      key: 'x',
      contents: () => {
        throw new Error('disk full');
      },
    };
    await expect(
      updateOutput(out, [file('index.html', 'new'), file('contact/index.html', 'c'), failing], { cache }),
    ).rejects.toThrow('disk full');
    expect(await readTree(out)).toEqual(before);
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'about', 'index.html']); // no folder made for the new pages
    // Its record of the output still holds: nothing is written again.
    const next = await updateOutput(out, [file('index.html', 'previous'), file('about/index.html', 'about')], {
      cache,
    });
    expect(next.written.size).toBe(0);
  });

  it('writes files made off the thread (pictures) once they are ready, and fails as a page does when one cannot be made', async () => {
    const later = (name: string, bytes: string | Error): Wanted => ({
      file: name,
      key: name,
      contents: () =>
        new Promise<Uint8Array>((resolve, reject) =>
          setTimeout(() => (bytes instanceof Error ? reject(bytes) : resolve(Buffer.from(bytes))), 20),
        ),
    });
    await updateOutput(out, [file('index.html', 'home'), later('assets/og/home.png', 'card')], { cache });
    expect(Object.fromEntries(await readTree(out))).toMatchObject({
      'index.html': 'home',
      'assets/og/home.png': 'card',
    });
    const before = await readTree(out);
    const failing = later('assets/og/about.png', new Error('the share-card worker stopped'));
    await expect(
      updateOutput(out, [file('index.html', 'new home'), later('assets/og/home.png', 'card'), failing], { cache }),
    ).rejects.toThrow('share-card worker');
    expect(await readTree(out)).toEqual(before);
  });

  it('removes a folder it made itself when the first build into it fails', async () => {
    const failing: Wanted = {
      file: 'b.html',
      key: 'b',
      contents: () => {
        throw new Error('broken page');
      },
    };
    await expect(updateOutput(out, [file('a.html', 'a'), failing])).rejects.toThrow('broken page');
    expect(await readdir(tmp)).toEqual([]);
  });

  it('without a record of the output, removes every file it does not want', async () => {
    await updateOutput(out, [file('index.html', 'home'), file('x/y.html', 'y')]);
    await writeFile(path.join(out, 'stray.txt'), 'stray');
    await updateOutput(out, [file('index.html', 'home')]);
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
  });

  it('an update about part of the folder leaves the rest as it is, on disk and on record', async () => {
    await updateOutput(out, [file('index.html', 'home'), file('admin/old.js', 'old')], { cache });
    const admin = (f: string) => f.startsWith('admin/');
    const part = await updateOutput(out, [file('admin/index.html', 'cms')], { cache, only: admin });
    expect(Object.fromEntries(await readTree(out))).toEqual({
      [OUTPUT_MARKER]: expect.any(String),
      'index.html': 'home',
      'admin/index.html': 'cms',
    });
    expect(Object.keys(part.record).sort()).toEqual(['admin/index.html', 'index.html']);
    await expect(updateOutput(out, [file('about.html', 'x')], { cache, only: admin })).rejects.toThrow(/not among/);
    // The next whole update knows both: the admin files it no longer wants go, the page stays unwritten.
    const whole = await updateOutput(out, [file('index.html', 'home')], { cache });
    expect([...whole.written]).toEqual([]);
    expect(Object.fromEntries(await readTree(out))).toEqual({
      [OUTPUT_MARKER]: expect.any(String),
      'index.html': 'home',
    });
  });

  it('a record held in memory stands in for the manifest', async () => {
    const first = await updateOutput(out, [file('a.html', 'a'), file('b.html', 'b')]);
    const second = await updateOutput(out, [file('a.html', 'a')], { record: first.record });
    expect([...second.written]).toEqual([]);
    expect(Object.keys(second.record)).toEqual(['a.html']);
    expect(Object.fromEntries(await readTree(out))).toEqual({ [OUTPUT_MARKER]: expect.any(String), 'a.html': 'a' });
  });

  it('refuses two files at one path, or a file inside another, before touching anything', async () => {
    await updateOutput(out, [file('index.html', 'home'), file('a.html', 'a')], { cache });
    const before = await snapshot(out);
    await expect(
      updateOutput(out, [file('index.html', 'new'), file('x.png', '1'), file('x.png', '1')], { cache }),
    ).rejects.toThrow('two files at x.png');
    await expect(
      updateOutput(out, [file('index.html', 'new'), file('b', 'b'), file('b/c.html', 'c')], { cache }),
    ).rejects.toThrow('b both as a file and as a folder');
    await expect(updateOutput(out, [file('../escape.html', 'x')], { cache })).rejects.toThrow('not a plain path');
    expect(await snapshot(out)).toEqual(before);
    const next = await updateOutput(out, [file('index.html', 'home'), file('a.html', 'a')], { cache });
    expect(next.written.size).toBe(0); // its record still holds
  });

  it('a failure once everything else is staged leaves the output file for file as it was, hand-made obstructions included', async () => {
    await updateOutput(
      out,
      [file('index.html', 'home'), file('blog/x/index.html', 'x'), file('about/index.html', 'about')],
      { cache },
    );
    const outside = await outsideFolder();
    await rm(path.join(out, 'blog/x'), { recursive: true });
    await writeFile(path.join(out, 'blog/x'), 'a file where a folder was');
    await rm(path.join(out, 'about'), { recursive: true });
    await symlink(outside, path.join(out, 'about'));
    const before = await snapshot(out);
    const failing: Wanted = {
      file: 'zz/last.png',
      key: 'z',
      contents: () => Promise.reject(new Error('the last picture failed')),
    };
    const wanted = [
      file('index.html', 'new home'),
      file('blog/x/index.html', 'new x'),
      file('about/index.html', 'new about'),
      file('new/index.html', 'n'),
      failing,
    ];
    await expect(updateOutput(out, wanted, { cache })).rejects.toThrow('the last picture failed');
    expect(await snapshot(out)).toEqual(before); // no staging folder left either
    expect(await snapshot(outside)).toEqual({ 'index.html': text('outside') });
  });

  for (const withRecord of [true, false]) {
    it(`puts its files back whatever stands in their way, never writing through a link (${withRecord ? 'with' : 'without'} a record)`, async () => {
      const wanted = [
        file('index.html', 'home'),
        file('robots.txt', 'robots'),
        file('blog/category/x/page/3/index.html', 'p3'),
        file('about/index.html', 'about'),
        file('contact/index.html', 'contact'),
        file('assets/a.css', 'css'),
      ];
      const c = withRecord ? cache : undefined;
      await updateOutput(out, wanted, { cache: c });
      const outside = await outsideFolder();
      await rm(path.join(out, 'blog/category/x/page/3'), { recursive: true });
      await writeFile(path.join(out, 'blog/category/x/page/3'), 'a file where a folder must be');
      await rm(path.join(out, 'robots.txt'));
      await mkdir(path.join(out, 'robots.txt/inner'), { recursive: true });
      await writeFile(path.join(out, 'robots.txt/inner/f'), 'a folder where a file must be');
      await rm(path.join(out, 'about'), { recursive: true });
      await symlink(outside, path.join(out, 'about')); // a link on the path
      await rm(path.join(out, 'contact/index.html'));
      await symlink(path.join(outside, 'index.html'), path.join(out, 'contact/index.html')); // a link at the file
      await rm(path.join(out, 'assets'), { recursive: true });
      await symlink(outside, path.join(out, 'assets'));
      await updateOutput(out, wanted, { cache: c });
      expect(await snapshot(out)).toEqual({
        [OUTPUT_MARKER]: expect.any(String),
        'index.html': text('home'),
        'robots.txt': text('robots'),
        'blog/category/x/page/3/index.html': text('p3'),
        'about/index.html': text('about'),
        'contact/index.html': text('contact'),
        'assets/a.css': text('css'),
      });
      expect(await snapshot(outside)).toEqual({ 'index.html': text('outside') });
    });
  }

  it("removes the staging folder a killed build left, and never lists the build's own dot-files as stray", async () => {
    await updateOutput(out, [file('index.html', 'home')]);
    const dead = path.join(out, '.agency-site-staging-999999999'); // no such process
    await mkdir(dead);
    await writeFile(path.join(dead, '0'), 'half');
    await writeFile(path.join(out, '.agency-site-lock'), 'a lock kept in the output');
    await updateOutput(out, [file('index.html', 'home')]);
    expect((await readdir(out)).sort()).toEqual(['.agency-site-lock', OUTPUT_MARKER, 'index.html']);
  });

  it('never removes a file through a link, nor one a record names outside the output', async () => {
    await updateOutput(out, [file('index.html', 'home'), file('old/a.html', 'a')], { cache });
    const outside = await outsideFolder();
    await writeFile(path.join(outside, 'a.html'), 'outside a');
    await rm(path.join(out, 'old'), { recursive: true });
    await symlink(outside, path.join(out, 'old'));
    await updateOutput(out, [file('index.html', 'home')], { cache });
    expect(await readFile(path.join(outside, 'a.html'), 'utf8')).toBe('outside a');
    expect((await lstat(path.join(out, 'old'))).isSymbolicLink()).toBe(true); // a hand-made link stays while the build has a record
  });
});

/** A folder beside the output holding index.html ("outside"): what links made by hand point to. */
async function outsideFolder(): Promise<string> {
  const dir = path.join(tmp, 'outside');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), 'outside');
  return dir;
}
