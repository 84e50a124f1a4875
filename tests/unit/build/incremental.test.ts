// The build cache end to end: build() twice and more on a temp site, with a temp cache, and check
// what was rendered again and that the output is always what a build from scratch would write.
import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readManifest, writeManifest } from '../../../src/site/cache/manifest.ts';
import { rememberFingerprint } from '../../../src/site/compiled/code.cjs';
import { build, type BuildOptions } from '../../../src/site/pipeline.ts';
import { siteFiles } from '../../../src/site/seo/index.ts';
import { assetsOf, readTree, renderedInMemory, tempSite, type TempSite } from './helpers.ts';

// Watched, to see which builds work out the sitemap and feed again.
vi.mock('../../../src/site/seo/index.ts', async (actual) => {
  const seo = await actual<typeof import('../../../src/site/seo/index.ts')>();
  return { ...seo, siteFiles: vi.fn(seo.siteFiles) };
});

let site: TempSite;
const env = {}; // no AGENCY_* variables from the machine running the tests
const options = (extra: Partial<BuildOptions> = {}): BuildOptions => ({ contentDir: site.contentDir, outDir: site.outDir, cache: site.cache, env, ...extra });

beforeAll(async () => {
  site = await tempSite(3);
});
afterAll(async () => {
  await site.remove();
});

describe('build cache', () => {
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

  it('an edit to a post body alone does not work out the sitemap and feed again', async () => {
    await build(options());
    vi.mocked(siteFiles).mockClear();
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nOnly the body changes.\n');
    const summary = await build(options());
    expect(summary.rendered).toBeGreaterThanOrEqual(1);
    expect(siteFiles).not.toHaveBeenCalled();
    const after = await readTree(site.outDir);
    expect(after.get('blog/first-post/index.html')).toContain('Only the body changes.');
  });

  it('an edited post title reaches its page, the pages listing it and the feed', async () => {
    await build(options());
    vi.mocked(siteFiles).mockClear();
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('title: First post', 'title: First post, retitled'));
    await build(options());
    expect(siteFiles).toHaveBeenCalled();
    const after = await readTree(site.outDir);
    expect(after.get('blog/feed.xml')).toContain('First post, retitled');
    expect(after.get('blog/index.html')).toContain('First post, retitled');
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [file, html] of expected) expect(after.get(file), file).toBe(html);
  });

  it("a post's image moved to another host is allowed by every page's CSP, and stays so after a body edit", async () => {
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    const csp = (html: string | undefined) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html ?? '')?.[1] ?? '';
    await writeFile(file, (await readFile(file, 'utf8')).replace('image: https://images.unsplash.com/', 'image: https://cdn.example.org/'));
    await build(options());
    let after = await readTree(site.outDir);
    for (const page of ['index.html', 'about/index.html', 'blog/first-post/index.html']) expect(csp(after.get(page)), page).toContain('https://cdn.example.org');
    // Only the body changes now: the origins are the last build's, taken over, not found again.
    await appendFile(file, '\nA body edit after the move.\n');
    const summary = await build(options());
    expect(summary.rendered).toBeLessThan(summary.pages / 2);
    after = await readTree(site.outDir);
    expect(after.get('blog/first-post/index.html')).toContain('A body edit after the move.');
    expect(csp(after.get('blog/first-post/index.html'))).toContain('https://cdn.example.org');
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [f, html] of expected) expect(after.get(f), f).toBe(html);
  });

  it('a second edit is applied to the spare copy and swapped in: still exactly a full build', async () => {
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
    // Back to the first settings: the spare still holds those pages, so nothing renders.
    const back = await build(options());
    expect(back.rendered).toBe(0);
    expect(await readTree(site.outDir)).toEqual(before);
  });

  it('an environment variable that changes the output renders every page again', async () => {
    const summary = await build(options({ env: { AGENCY_LEAD_SERVICE_URL: '' } }));
    expect(summary.rendered).toBe(summary.pages);
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).not.toContain('data-lead-service=');
  });

  it('other code (a new code fingerprint) renders every page again', async () => {
    await build(options());
    rememberFingerprint('0'.repeat(32)); // what the launcher passes on: as if src/ had changed
    try {
      const summary = await build(options());
      expect(summary.rendered).toBe(summary.pages);
    } finally {
      rememberFingerprint(undefined as unknown as string);
    }
  }, 60_000);

  it('code that reads fewer collections than the last keyed pages by: keys shrink back after its first build', async () => {
    await build(options());
    // As if older code had read every post from every page: each page was keyed by all posts.
    const manifest = readManifest(site.cache, site.outDir)!;
    await writeManifest(site.cache, site.outDir, { ...manifest, reads: ['posts'] });
    rememberFingerprint('1'.repeat(32)); // then the code changed
    try {
      expect((await build(options())).rendered).toBeGreaterThan(0);
      await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nAnother sentence.\n');
      const summary = await build(options());
      expect(summary.rendered).toBeGreaterThanOrEqual(1);
      expect(summary.rendered).toBeLessThan(summary.pages / 2);
    } finally {
      rememberFingerprint(undefined as unknown as string);
    }
  }, 60_000);

  it('a page edited by hand in the output is replaced by the next build', async () => {
    await build(options());
    const page = path.join(site.outDir, 'about', 'index.html');
    const original = await readFile(page, 'utf8');
    await appendFile(page, '<!-- edited by hand -->');
    const summary = await build(options());
    expect(summary.rendered).toBe(1);
    expect(await readFile(page, 'utf8')).toBe(original);
  });

  it('a file added to the output by hand is gone after the next build, and does not come back', async () => {
    await writeFile(path.join(site.outDir, 'stray.txt'), 'not ours');
    await build(options());
    await expect(stat(path.join(site.outDir, 'stray.txt'))).rejects.toThrow();
    // The folder that had it is now the spare; the next build works on it and must drop it too.
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nOne more line.\n');
    await build(options());
    await expect(stat(path.join(site.outDir, 'stray.txt'))).rejects.toThrow();
  });

  it('two builds into the same folder at once both succeed and leave a complete site', async () => {
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nConcurrent edit.\n');
    const results = await Promise.all([build(options()), build(options())]);
    expect(results.map((r) => r.pages)).toEqual([results[0]!.pages, results[0]!.pages]);
    const after = await readTree(site.outDir);
    const expected = await renderedInMemory(site.contentDir, assetsOf(after.get('index.html')!));
    for (const [file, html] of expected) expect(after.get(file), file).toBe(html);
    // The cache may have lost track of a few pages (both wrote their manifest), never of what is right.
    await build(options());
    const again = await readTree(site.outDir);
    for (const [file, html] of expected) expect(again.get(file), file).toBe(html);
    expect([...again.keys()].sort()).toEqual([...after.keys()].sort());
  });

  it('with the cache off, every build renders everything and the output is the same', async () => {
    const before = await readTree(site.outDir);
    const summary = await build(options({ cache: false }));
    expect(summary.rendered).toBe(summary.pages);
    expect(await readTree(site.outDir)).toEqual(before);
  });
});

describe('render threads', () => {
  let big: TempSite;
  beforeAll(async () => {
    big = await tempSite(80, site.cache); // more pages than the main thread renders alone
  });
  afterAll(async () => {
    await big.remove();
  });

  it('render and write on worker threads, and the pages equal the in-memory renderer', async () => {
    const summary = await build({ contentDir: big.contentDir, outDir: big.outDir, cache: big.cache, env, threads: 2 });
    expect(summary.rendered).toBe(summary.pages);
    expect(summary.pages).toBeGreaterThan(80);
    const tree = await readTree(big.outDir);
    const expected = await renderedInMemory(big.contentDir, assetsOf(tree.get('index.html')!));
    for (const [file, html] of expected) expect(tree.get(file), file).toBe(html);
  }, 60_000);

  it('without threads (threads: 0), every page renders on the main thread, the same pages', async () => {
    const outDir = path.join(big.root, 'dist-main-thread');
    const summary = await build({ contentDir: big.contentDir, outDir, cache: false, env, threads: 0 });
    expect(summary.rendered).toBe(summary.pages);
    const tree = await readTree(outDir);
    const expected = await renderedInMemory(big.contentDir, assetsOf(tree.get('index.html')!));
    for (const [file, html] of expected) expect(tree.get(file), file).toBe(html);
    // The posts' folders were made ahead of their pages; the one published elsewhere has none.
    const folders = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((e) => e.isDirectory());
    for (const f of folders) expect(await readdir(path.join(f.parentPath, f.name)), path.join(f.parentPath, f.name)).not.toEqual([]);
    expect(existsSync(path.join(outDir, 'blog', 'second-post'))).toBe(false);
  }, 60_000);

  it('a first build (no output yet) that fails on content leaves no folder behind, made ahead or not', async () => {
    const outDir = path.join(big.root, 'dist-never');
    await writeFile(path.join(big.contentDir, 'blog', 'broken.md'), '---\ntitle: [unclosed\n---\nbody\n');
    try {
      await expect(build({ contentDir: big.contentDir, outDir, cache: false, env, threads: 0 })).rejects.toMatchObject({ name: 'ContentError' });
      expect((await readdir(big.root)).filter((n) => n.startsWith('dist-never'))).toEqual([]);
    } finally {
      await rm(path.join(big.contentDir, 'blog', 'broken.md'));
    }
  }, 60_000);

  it('content errors found while loading stop the build before anything is written', async () => {
    await writeFile(path.join(big.contentDir, 'blog', 'broken.md'), '---\ntitle: [unclosed\n---\nbody\n');
    try {
      await expect(build({ contentDir: big.contentDir, outDir: big.outDir, cache: big.cache, env })).rejects.toMatchObject({ name: 'ContentError' });
      expect((await readTree(big.outDir)).has('blog/broken/index.html')).toBe(false);
    } finally {
      await rm(path.join(big.contentDir, 'blog', 'broken.md'));
    }
  }, 60_000);
});
