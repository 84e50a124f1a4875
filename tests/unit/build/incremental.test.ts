// Incremental builds end to end: build() twice and more on a temp site, with a temp cache, and check
// what was rendered again and that the output is always what a build from scratch would write.
import { appendFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type BuildOptions } from '../../../src/site/build.ts';
import { holderOf, lockFile } from '../../../src/site/output/lock.ts';
import { assetsOf, readTree, renderedInMemory, tempSite, type TempSite } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

// Markdown that says BREAK-RENDER makes its page fail to render, as a component bug would.
vi.mock('../../../src/site/components/markdown.ts', async (actual) => {
  const markdown = await actual<typeof import('../../../src/site/components/markdown.ts')>();
  return {
    ...markdown,
    renderMarkdown: (text: string) => {
      if (text.includes('BREAK-RENDER')) throw new Error('a component broke');
      return markdown.renderMarkdown(text);
    },
  };
});

// The code fingerprint, replaceable: as if src/ had changed.
const code = vi.hoisted(() => ({ fingerprint: undefined as string | undefined }));
vi.mock('../../../src/site/project.ts', async (actual) => {
  const project = await actual<typeof import('../../../src/site/project.ts')>();
  return { ...project, codeFingerprint: (entries?: string[]) => code.fingerprint ?? project.codeFingerprint(entries) };
});

let site: TempSite;
const env = {}; // no AGENCY_* variables from the machine running the tests
const options = (extra: Partial<BuildOptions> = {}): BuildOptions => ({
  site: defaultSite,
  contentDir: site.contentDir,
  outDir: site.outDir,
  cache: site.cache,
  env,
  ...extra,
});

beforeAll(async () => {
  site = await tempSite(3);
});
afterAll(async () => {
  await site.remove();
});

describe('incremental builds', () => {
  it('a first build renders every page, exactly as the in-memory renderer does', async () => {
    const summary = await build(options());
    expect(summary.rendered).toBe(summary.pages);
    const tree = await readTree(site.outDir);
    const expected = await renderedInMemory(site.contentDir, assetsOf(tree.get('index.html')!));
    expect(expected.size).toBe(summary.pages);
    for (const [file, html] of expected) expect(tree.get(file), file).toBe(html);
  });

  it('a build with unchanged inputs renders nothing and leaves every file as it was', async () => {
    const before = await readTree(site.outDir);
    const inode = (await stat(path.join(site.outDir, 'index.html'))).ino;
    const summary = await build(options());
    expect(summary).toMatchObject({ rendered: 0, reused: summary.pages });
    expect(await readTree(site.outDir)).toEqual(before);
    expect((await stat(path.join(site.outDir, 'index.html'))).ino).toBe(inode);
  });

  it('an edited post renders again, with the pages that list it; nothing else does', async () => {
    const before = await readTree(site.outDir);
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nA sentence added by the test.\n');
    const summary = await build(options());
    const after = await readTree(site.outDir);
    const changed = [...after.keys()].filter((f) => after.get(f) !== before.get(f));
    expect(changed).toContain('blog/first-post/index.html');
    expect(after.get('blog/first-post/index.html')).toContain('A sentence added by the test.');
    expect(summary.rendered).toBeGreaterThanOrEqual(1);
    expect(summary.rendered).toBeLessThan(summary.pages / 2);
    // Whatever was not rendered again is byte for byte what a build from scratch writes.
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [file, html] of expected) expect(after.get(file), file).toBe(html);
  });

  it('an edited post title reaches its page, the pages listing it and the feed', async () => {
    await build(options());
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('title: First post', 'title: First post, retitled'));
    await build(options());
    const after = await readTree(site.outDir);
    expect(after.get('blog/feed.xml')).toContain('First post, retitled');
    expect(after.get('blog/index.html')).toContain('First post, retitled');
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [file, html] of expected) expect(after.get(file), file).toBe(html);
  });

  it("a post's image moved to another host is allowed by every page's CSP, and stays so after a body edit", async () => {
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    const csp = (html: string | undefined) =>
      /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html ?? '')?.[1] ?? '';
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('image: https://images.unsplash.com/', 'image: https://cdn.example.org/'),
    );
    await build(options());
    let after = await readTree(site.outDir);
    for (const page of ['index.html', 'about/index.html', 'blog/first-post/index.html'])
      expect(csp(after.get(page)), page).toContain('https://cdn.example.org');
    // Only the body changes now: the origins stay.
    await appendFile(file, '\nA body edit after the move.\n');
    const summary = await build(options());
    expect(summary.rendered).toBeLessThan(summary.pages / 2);
    after = await readTree(site.outDir);
    expect(after.get('blog/first-post/index.html')).toContain('A body edit after the move.');
    expect(csp(after.get('blog/first-post/index.html'))).toContain('https://cdn.example.org');
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [f, html] of expected) expect(after.get(f), f).toBe(html);
  });

  it('a second edit: still exactly a full build', async () => {
    const post = (await readdir(path.join(site.contentDir, 'blog'))).find((n) => n.startsWith('bench-'))!;
    await appendFile(path.join(site.contentDir, 'blog', post), '\nAnother line.\n');
    const summary = await build(options());
    expect(summary.rendered).toBeLessThan(summary.pages / 2);
    const after = await readTree(site.outDir);
    expect(after.get(`blog/${post.replace(/\.md$/, '')}/index.html`)).toContain('Another line.');
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [file, html] of expected) expect(after.get(file), file).toBe(html);
  });

  it('a removed post leaves no page behind', async () => {
    const gone = path.join(site.contentDir, 'blog', 'first-post.md');
    const text = await readFile(gone, 'utf8');
    await rm(gone);
    try {
      await build(options());
      const after = await readTree(site.outDir);
      expect(after.has('blog/first-post/index.html')).toBe(false);
      const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
      expect([...after.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual([...expected.keys()].sort());
    } finally {
      await writeFile(gone, text);
    }
  });

  it('a flag that changes the output (--site-url) renders every page again', async () => {
    await build(options());
    const before = await readTree(site.outDir);
    const summary = await build(options({ siteUrl: 'https://staging.example.in' }));
    expect(summary.rendered).toBe(summary.pages);
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).toContain('https://staging.example.in/');
    const back = await build(options());
    expect(back.rendered).toBe(back.pages);
    expect(await readTree(site.outDir)).toEqual(before);
  });

  it('an environment variable that changes the output renders every page again', async () => {
    const summary = await build(options({ env: { AGENCY_LEAD_SERVICE_URL: '' } }));
    expect(summary.rendered).toBe(summary.pages);
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).not.toContain('data-lead-service=');
  });

  it('other code (a new code fingerprint) renders every page again', async () => {
    await build(options());
    code.fingerprint = 'other code';
    try {
      const summary = await build(options());
      expect(summary.rendered).toBe(summary.pages);
      expect((await build(options())).rendered).toBe(0);
    } finally {
      code.fingerprint = undefined;
    }
  });

  it('a page edited by hand in the output is replaced by the next build', async () => {
    await build(options());
    const page = path.join(site.outDir, 'about', 'index.html');
    const original = await readFile(page, 'utf8');
    await appendFile(page, '<!-- edited by hand -->');
    const summary = await build(options());
    expect(summary.rendered).toBe(1);
    expect(await readFile(page, 'utf8')).toBe(original);
  });

  it('a file added to the output by hand stays until a build that finds no record of the output', async () => {
    await writeFile(path.join(site.outDir, 'stray.txt'), 'not ours');
    await build(options());
    expect(await readFile(path.join(site.outDir, 'stray.txt'), 'utf8')).toBe('not ours');
    await build(options({ cache: false }));
    await expect(stat(path.join(site.outDir, 'stray.txt'))).rejects.toThrow();
  });

  it('a failed build (a page that cannot render) leaves every file as it was, and no temporary file', async () => {
    await build(options());
    const before = await readTree(site.outDir);
    const post = path.join(site.contentDir, 'blog', 'first-post.md');
    const text = await readFile(post, 'utf8');
    await writeFile(
      path.join(site.contentDir, 'blog', 'a-new-post.md'),
      text.replace('title: First post', 'title: A new post'),
    );
    await appendFile(post, '\nBREAK-RENDER\n');
    try {
      await expect(build(options())).rejects.toMatchObject({
        name: 'ContentError',
        message: 'a page failed to render',
      });
    } finally {
      await writeFile(post, text);
      await rm(path.join(site.contentDir, 'blog', 'a-new-post.md'));
    }
    expect(await readTree(site.outDir)).toEqual(before);
    // The next build knows the output is as the last complete build left it: nothing renders.
    expect((await build(options())).rendered).toBe(0);
  });

  it('two builds into the same folder at once: the second waits for the first, saying so; both succeed', async () => {
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nConcurrent edit.\n');
    const waited: number[] = [];
    const results = await Promise.all([build(options()), build(options({ onWait: (pid) => waited.push(pid) }))]);
    expect(waited).toEqual([process.pid]);
    expect(results.map((r) => r.rendered)).toEqual([results[0]!.rendered, 0]); // the second found it done
    const after = await readTree(site.outDir);
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [file, html] of expected) expect(after.get(file), file).toBe(html);
  });

  it('two first builds at once into a missing folder both succeed (one failed with ENOTEMPTY)', async () => {
    const outDir = path.join(site.root, 'dist-concurrent');
    const both = await Promise.all([build(options({ outDir })), build(options({ outDir }))]);
    expect(both.map((r) => r.pages)).toEqual([both[0]!.pages, both[0]!.pages]);
    expect(await readTree(outDir)).toEqual(await readTree(site.outDir));
    expect((await readdir(site.root)).filter((n) => n.startsWith('dist-concurrent'))).toEqual(['dist-concurrent']);
  });

  it("a killed build's lock (its process gone) is taken over at once", async () => {
    await writeFile(lockFile(site.outDir), JSON.stringify({ ...holderOf(process.pid), pid: 99999999 })); // no such process (Linux pids stop at 2^22)
    const waited: number[] = [];
    await build(options({ onWait: (pid) => waited.push(pid) }));
    expect(waited).toEqual([]);
    await expect(stat(lockFile(site.outDir))).rejects.toThrow(); // released
  });

  it('a build killed half-way (temporary files, no record) is put right by the next one', async () => {
    await build(options());
    const complete = await readTree(site.outDir);
    const manifests = path.join(site.cache, 'outputs');
    await rm(manifests, { recursive: true, force: true }); // a killed build leaves no record
    await writeFile(path.join(site.outDir, 'index.html.4242.agency-site-tmp'), 'half written');
    await writeFile(
      path.join(site.outDir, 'about', 'index.html'),
      'a page renamed in before the kill, from other content',
    );
    await writeFile(path.join(site.outDir, 'blog', 'gone.html'), 'a page of a post deleted since');
    await build(options());
    expect(await readTree(site.outDir)).toEqual(complete);
  });

  it('tells its progress: each file rendered and written, of all it writes', async () => {
    const told: [number, number][] = [];
    const summary = await build(options({ cache: false, onProgress: (done, total) => told.push([done, total]) }));
    expect(told.length).toBe(summary.files);
    expect(told.at(-1)).toEqual([summary.files, summary.files]);
    expect(told.every(([done], i) => done === i + 1)).toBe(true);
  });

  it('with the cache off, every build renders everything and the output is the same', async () => {
    const before = await readTree(site.outDir);
    const summary = await build(options({ cache: false }));
    expect(summary.rendered).toBe(summary.pages);
    expect(await readTree(site.outDir)).toEqual(before);
  });
});

describe('first builds', () => {
  let big: TempSite;
  beforeAll(async () => {
    big = await tempSite(80, site.cache);
  });
  afterAll(async () => {
    await big.remove();
  });

  it('renders every page as the in-memory renderer does, and leaves no empty folder', async () => {
    const summary = await build({
      site: defaultSite,
      contentDir: big.contentDir,
      outDir: big.outDir,
      cache: false,
      env,
    });
    expect(summary.rendered).toBe(summary.pages);
    expect(summary.pages).toBeGreaterThan(80);
    const tree = await readTree(big.outDir);
    const expected = await renderedInMemory(big.contentDir, assetsOf(tree.get('index.html')!));
    for (const [file, html] of expected) expect(tree.get(file), file).toBe(html);
    const folders = (await readdir(big.outDir, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isDirectory(),
    );
    for (const f of folders)
      expect(await readdir(path.join(f.parentPath, f.name)), path.join(f.parentPath, f.name)).not.toEqual([]);
  }, 60_000);

  it('a first build (no output yet) that fails on content leaves no folder behind', async () => {
    const outDir = path.join(big.root, 'dist-never');
    await writeFile(path.join(big.contentDir, 'blog', 'broken.md'), '---\ntitle: [unclosed\n---\nbody\n');
    try {
      await expect(
        build({ site: defaultSite, contentDir: big.contentDir, outDir, cache: false, env }),
      ).rejects.toMatchObject({ name: 'ContentError' });
      expect((await readdir(big.root)).filter((n) => n.startsWith('dist-never'))).toEqual([]);
    } finally {
      await rm(path.join(big.contentDir, 'blog', 'broken.md'));
    }
  }, 60_000);

  it('content errors found while loading stop the build before anything is written', async () => {
    await build({ site: defaultSite, contentDir: big.contentDir, outDir: big.outDir, cache: big.cache, env });
    const before = await readTree(big.outDir);
    await writeFile(path.join(big.contentDir, 'blog', 'broken.md'), '---\ntitle: [unclosed\n---\nbody\n');
    try {
      await expect(
        build({ site: defaultSite, contentDir: big.contentDir, outDir: big.outDir, cache: big.cache, env }),
      ).rejects.toMatchObject({ name: 'ContentError' });
      expect(await readTree(big.outDir)).toEqual(before);
    } finally {
      await rm(path.join(big.contentDir, 'blog', 'broken.md'));
    }
  }, 60_000);
});
