// The write stage on its own (src/site/output/update.ts): what it writes, keeps and removes, and
// that a failure half-way leaves the previous output exactly as it was.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../../src/site/output-dir.ts';
import { updateOutput, type Wanted } from '../../../src/site/output/update.ts';
import { readTree } from '../build/helpers.ts';

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

describe('updateOutput', () => {
  it('writes nested files, then only what changed, and removes what is no longer wanted', async () => {
    await updateOutput(out, cache, [file('index.html', 'home'), file('old/index.html', 'old'), file('a/b/c.txt', 'c')]);
    expect(Object.fromEntries(await readTree(out))).toMatchObject({ 'index.html': 'home', 'old/index.html': 'old', 'a/b/c.txt': 'c' });
    let rendered = 0;
    const page = (text: string): Wanted => ({ file: 'index.html', key: text, contents: () => (rendered++, text) });
    const second = await updateOutput(out, cache, [page('home'), file('services/Subservices/local-seo/index.html', 'seo')]);
    expect(rendered).toBe(0); // same key, file as left: not rendered
    expect([...second.written]).toEqual(['services/Subservices/local-seo/index.html']);
    expect(Object.fromEntries(await readTree(out))).toEqual({ [OUTPUT_MARKER]: expect.any(String), 'index.html': 'home', 'services/Subservices/local-seo/index.html': 'seo' });
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'index.html', 'services']); // emptied folders gone
    expect(await readdir(tmp)).toEqual(['cache', 'dist']);
  });

  it('writes a file again when it was changed by hand, even under the same key', async () => {
    await updateOutput(out, cache, [file('index.html', 'home')]);
    await writeFile(path.join(out, 'index.html'), 'edited by hand');
    const again = await updateOutput(out, cache, [file('index.html', 'home')]);
    expect([...again.written]).toEqual(['index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
  });

  it('leaves the previous output untouched when a file fails half-way, with no temporary file left', async () => {
    await updateOutput(out, cache, [file('index.html', 'previous'), file('about/index.html', 'about')]);
    const before = await readTree(out);
    const failing: Wanted = { file: 'blog/new/index.html', key: 'x', contents: () => { throw new Error('disk full'); } };
    await expect(updateOutput(out, cache, [file('index.html', 'new'), file('contact/index.html', 'c'), failing])).rejects.toThrow('disk full');
    expect(await readTree(out)).toEqual(before);
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'about', 'index.html']); // no folder made for the new pages
    // Its record of the output still holds: nothing is written again.
    const next = await updateOutput(out, cache, [file('index.html', 'previous'), file('about/index.html', 'about')]);
    expect(next.written.size).toBe(0);
  });

  it('writes files made off the thread (pictures) once they are ready, and fails as a page does when one cannot be made', async () => {
    const later = (name: string, bytes: string | Error): Wanted => ({
      file: name,
      key: name,
      contents: () => new Promise<Uint8Array>((resolve, reject) => setTimeout(() => (bytes instanceof Error ? reject(bytes) : resolve(Buffer.from(bytes))), 20)),
    });
    await updateOutput(out, cache, [file('index.html', 'home'), later('assets/og/home.png', 'card')]);
    expect(Object.fromEntries(await readTree(out))).toMatchObject({ 'index.html': 'home', 'assets/og/home.png': 'card' });
    const before = await readTree(out);
    const failing = later('assets/og/about.png', new Error('the share-card worker stopped'));
    await expect(updateOutput(out, cache, [file('index.html', 'new home'), later('assets/og/home.png', 'card'), failing])).rejects.toThrow('share-card worker');
    expect(await readTree(out)).toEqual(before);
  });

  it('removes a folder it made itself when the first build into it fails', async () => {
    const failing: Wanted = { file: 'b.html', key: 'b', contents: () => { throw new Error('broken page'); } };
    await expect(updateOutput(out, undefined, [file('a.html', 'a'), failing])).rejects.toThrow('broken page');
    expect(await readdir(tmp)).toEqual([]);
  });

  it('without a record of the output, removes every file it does not want', async () => {
    await updateOutput(out, undefined, [file('index.html', 'home'), file('x/y.html', 'y')]);
    await writeFile(path.join(out, 'stray.txt'), 'stray');
    await updateOutput(out, undefined, [file('index.html', 'home')]);
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
  });
});
