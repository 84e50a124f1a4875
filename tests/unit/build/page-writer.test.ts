// The page writer's thread (src/site/pool/page-writer.ts): every page queued is written, with the
// identity a later build checks it by; a page that cannot be written fails the build.
import { link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferMarkdown, renderMarkdown } from '../../../src/site/content/markdown.ts';
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

describe('post bodies rendered ahead of their pages', () => {
  const pageOf = (body: string) => () => `<article>${renderMarkdown(body)}</article>`;

  async function aheadDone(writer: PageWriter, page: string) {
    while (!writer.renderedAhead(page)) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('a page whose body was rendered ahead comes out as the page rendered at once; a page not rendered ahead too', async () => {
    const posts = ['a', 'b'].map((slug) => ({ slug, file: path.join(dir, `${slug}.md`), page: path.join(dir, 'out', 'blog', slug, 'index.html') }));
    const bodies = ['## A\n\nFirst *post* — ₹499 & "more".\n', 'Second post, [a link](https://example.org/x).\n'];
    await writeFile(posts[0]!.file, `---\ntitle: A\n---\n${bodies[0]}`);
    await writeFile(posts[1]!.file, `---\r\ntitle: B\r\n---\r\n${bodies[1]}`);
    const writer = new PageWriter(true);
    writer.renderAhead(posts.map((p) => [p.file, p.page]));
    await aheadDone(writer, posts[1]!.page);
    const other = path.join(dir, 'out', 'about', 'index.html');
    expect(writer.renderedAhead(posts[0]!.page)).toBe(true);
    expect(writer.renderedAhead(other)).toBe(false);
    for (const [i, p] of posts.entries()) {
      const { value, markdown } = deferMarkdown(pageOf(bodies[i]!));
      await writer.write(i, p.page, value, markdown);
    }
    const about = deferMarkdown(pageOf('An *about* page, never rendered ahead.'));
    await writer.write(2, other, about.value, about.markdown);
    await writer.close();
    for (const [i, p] of posts.entries()) expect(await readFile(p.page, 'utf8')).toBe(pageOf(bodies[i]!)());
    expect(await readFile(other, 'utf8')).toBe(pageOf('An *about* page, never rendered ahead.')());
  });

  it('a post edited after its body was rendered ahead gets the body the page was rendered with', async () => {
    const file = path.join(dir, 'post.md');
    const page = path.join(dir, 'out', 'blog', 'post', 'index.html');
    await writeFile(file, '---\ntitle: Post\n---\nThe text as it was.\n');
    const writer = new PageWriter(true);
    writer.renderAhead([[file, page]]);
    await aheadDone(writer, page);
    const edited = 'The text **as edited** since.\n';
    const { value, markdown } = deferMarkdown(pageOf(edited));
    await writer.write(0, page, value, markdown);
    await writer.close();
    expect(await readFile(page, 'utf8')).toBe(pageOf(edited)());
  });
});

/** Pages 0…count-1 were all written, some on this thread (the writer was behind) and some on its own. */
function expectSomeWrittenOnEachThread(writer: PageWriter, written: { index: number }[], count: number) {
  expect(writer.writtenHere).toBeGreaterThan(0);
  expect(writer.writtenHere).toBeLessThan(count);
  expect(written.map((w) => w.index).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
}

describe('a writer behind', () => {
  it('writes a page with nothing left to fill on this thread instead of waiting, and every page lands', async () => {
    const writer = new PageWriter(true, { inFlight: 1 });
    const pages = Array.from({ length: 200 }, (_, i) => ({ index: i, file: path.join(dir, 'blog', `post-${i}`, 'index.html'), html: `<p>post ${i} — ₹${i}</p>` }));
    // Queued without waiting, as render does within a chunk: once a batch is in flight the thread is behind.
    const queued = pages.map((p) => writer.write(p.index, p.file, p.html));
    expect(writer.behind).toBe(true);
    expect(writer.wantsMarkdown(path.join(dir, 'blog', 'next', 'index.html'))).toBe(false); // it would be written here, whole
    await Promise.all(queued);
    const written = await writer.close();
    expectSomeWrittenOnEachThread(writer, written, pages.length);
    for (const w of written) {
      const p = pages[w.index]!;
      expect(await readFile(p.file, 'utf8')).toBe(p.html);
      const s = await stat(p.file);
      expect([w.bytes, w.mtimeMs, w.ino]).toEqual([s.size, s.mtimeMs, s.ino]);
    }
  });

  it('a page with Markdown to fill still goes to the thread, and comes out whole', async () => {
    const writer = new PageWriter(true, { inFlight: 1 });
    const body = 'A *post* body.\n';
    const page = () => `<article>${renderMarkdown(body)}</article>`;
    const files = Array.from({ length: 40 }, (_, i) => path.join(dir, 'blog', `md-${i}`, 'index.html'));
    const queued = files.slice(0, 33).map((f, i) => writer.write(i, f, '<p>plain</p>'));
    expect(writer.behind).toBe(true);
    const deferred = deferMarkdown(page);
    queued.push(writer.write(33, files[33]!, deferred.value, deferred.markdown));
    await Promise.all(queued);
    await writer.close();
    expect(await readFile(files[33]!, 'utf8')).toBe(page());
  });

  it('a page it cannot write on this thread fails the build with its file named', async () => {
    await writeFile(path.join(dir, 'blog'), 'a file where a folder should be');
    const writer = new PageWriter(true, { inFlight: 1 });
    const files = Array.from({ length: 40 }, (_, i) => path.join(dir, 'blog', `p-${i}`, 'index.html'));
    await Promise.all(files.map((f, i) => writer.write(i, f, '<p>x</p>')));
    await expect(writer.close()).rejects.toMatchObject({ name: 'BuildError', message: expect.stringMatching(/cannot write .*blog\/p-\d+\/index\.html: .*(ENOTDIR|EEXIST)/) });
  });
});

describe('pages from a template (layout-template.ts), given as its texts and their values', () => {
  const layouts = [
    ['<!DOCTYPE html><title>', '</title><nav>← Back · Home – Blog →</nav><main>', '</main><footer>', '</footer>'],
    ['<article>', '', '</article>'],
  ] as const;

  it('writes each page as its texts and values joined, on the thread or (when it is behind) here', async () => {
    const writer = new PageWriter(true, { inFlight: 1 });
    const pages = Array.from({ length: 120 }, (_, i) => {
      const texts = layouts[i % 2]!;
      const values = i % 2 ? [`Post ${i} — ত্রিপুরা`, ''] : [`Page ${i} & "more"`, `<p>₹${i * 1000}</p>`, i % 3 ? '' : '🚀'];
      return { index: i, file: path.join(dir, 'blog', `p-${i}`, 'index.html'), page: { texts, values } };
    });
    const queued = pages.map((p) => writer.write(p.index, p.file, p.page));
    await Promise.all(queued);
    const written = await writer.close();
    expectSomeWrittenOnEachThread(writer, written, pages.length);
    for (const w of written) {
      const { texts, values } = pages[w.index]!.page;
      const html = texts.map((t, i) => t + (values[i] ?? '')).join('');
      expect(await readFile(pages[w.index]!.file, 'utf8')).toBe(html);
      expect(w.bytes).toBe(Buffer.byteLength(html));
    }
  });

  it('fills the Markdown left in a value on the thread', async () => {
    const body = 'A *post* — with [a link](https://example.org/a).\n';
    const { value, markdown } = deferMarkdown(() => ({ texts: layouts[1], values: [renderMarkdown(body), ''] }));
    const writer = new PageWriter(true);
    const file = path.join(dir, 'blog', 'md', 'index.html');
    await writer.write(0, file, value, markdown);
    await writer.close();
    expect(await readFile(file, 'utf8')).toBe(`<article>${renderMarkdown(body)}</article>`);
  });
});
