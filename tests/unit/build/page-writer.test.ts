// The page writer's thread (src/site/pool/page-writer.ts): every page queued is written, with the
// identity a later build checks it by; a page that cannot be written fails the build.
import { link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PageWriter } from '../../../src/site/pool/page-writer.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-writer-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('writes every page queued, more than it holds at once, each with its size, mtime and inode', async () => {
  const writer = new PageWriter(true);
  const pages = Array.from({ length: 700 }, (_, i) => ({ index: i, file: path.join(dir, 'blog', `post-${i}`, 'index.html'), html: `<p>post ${i} — ₹${i}</p>` }));
  for (const p of pages) await writer.write(p.index, p.file, p.html);
  const written = await writer.close();
  expect(written.map((w) => w.index).sort((a, b) => a - b)).toEqual(pages.map((p) => p.index));
  for (const w of written.filter((w) => w.index % 97 === 0)) {
    const p = pages[w.index]!;
    expect(await readFile(p.file, 'utf8')).toBe(p.html);
    const s = await stat(p.file);
    expect([w.bytes, w.mtimeMs, w.ino]).toEqual([s.size, s.mtimeMs, s.ino]);
  }
});

it('replaces a file in a folder that is not fresh, without writing into it (it may be a hard link)', async () => {
  const file = path.join(dir, 'about', 'index.html');
  await writeFile(path.join(dir, 'shared.html'), 'old');
  await mkdir(path.dirname(file));
  await link(path.join(dir, 'shared.html'), file);
  const writer = new PageWriter(false);
  await writer.write(0, file, 'new');
  await writer.close();
  expect(await readFile(file, 'utf8')).toBe('new');
  expect(await readFile(path.join(dir, 'shared.html'), 'utf8')).toBe('old');
});

it('a page that cannot be written fails with its file named', async () => {
  await writeFile(path.join(dir, 'blog'), 'a file where a folder should be');
  const writer = new PageWriter(true);
  await writer.write(0, path.join(dir, 'blog', 'post', 'index.html'), '<p>x</p>');
  await expect(writer.close()).rejects.toMatchObject({ name: 'BuildError', message: expect.stringMatching(/cannot write .*blog\/post\/index\.html: .*(ENOTDIR|EEXIST)/) });
});

it('renders a page’s deferred Markdown on its thread, into exactly the page rendered at once', async () => {
  const { deferMarkdown, renderMarkdown } = await import('../../../src/site/content/markdown.ts');
  const body = '## Offers\n\nCall us on [our number](tel:+91 98765 43210) or read [the guide](https://example.org/g).\n\n<b>not bold</b>';
  const page = () => `<main><div class="prose">${renderMarkdown(body)}</div></main>`;
  const direct = page();
  const { value, markdown } = deferMarkdown(page);
  expect(value).not.toBe(direct);
  const writer = new PageWriter(true);
  const file = path.join(dir, 'blog', 'offers', 'index.html');
  await writer.write(0, file, value, markdown);
  const [written] = await writer.close();
  expect(await readFile(file, 'utf8')).toBe(direct);
  expect(written!.bytes).toBe(Buffer.byteLength(direct));
});
