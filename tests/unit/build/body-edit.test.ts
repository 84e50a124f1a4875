// A rebuild whose only changes are posts' bodies takes the short way (cache/body-edit.ts: from the
// page graph, without loading all content): these tests check that it is taken when it may be,
// not when it may not, and that the output is always byte for byte what a full build writes.
import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outputId } from '../../../src/site/cache/manifest.ts';
import { PageGraph, writePageGraph } from '../../../src/site/cache/page-graph.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { ContentError } from '../../../src/site/diagnostics.ts';
import { build, type BuildOptions, type BuildSummary } from '../../../src/site/pipeline.ts';
import { buildRoutes, type Route } from '../../../src/site/routes.ts';
import { assetsOf, readTree, renderedInMemory, tempSite, type TempSite } from './helpers.ts';

// A switch to make every render job report that it read all posts directly (as new code might).
const readsAllPosts = vi.hoisted(() => ({ on: false }));
vi.mock('../../../src/site/pool/render-job.ts', async (actual) => {
  const real = await actual<typeof import('../../../src/site/pool/render-job.ts')>();
  return {
    ...real,
    createRenderJob: (...args: Parameters<typeof real.createRenderJob>) => {
      const job = real.createRenderJob(...args);
      const renderTo: typeof job.renderTo = (...a) => {
        const batch = job.renderTo(...a);
        return readsAllPosts.on ? { ...batch, reads: [...batch.reads, 'posts'] } : batch;
      };
      return { ...job, renderTo, render: (items: Parameters<typeof job.render>[0]) => ({ ...job.render(items), reads: readsAllPosts.on ? ['posts'] : [] }) };
    },
  };
});

let site: TempSite;
const env = {};
const options = (): BuildOptions => ({ contentDir: site.contentDir, outDir: site.outDir, cache: site.cache, env });
const post = (name: string) => path.join(site.contentDir, 'blog', name);
/** Which way a build took: the full one loads all content. */
const way = (s: BuildSummary) => (s.stages.some((x) => x.name === 'load content') ? 'full' : 'body edit');

/**
 * The output is byte for byte what a build from scratch writes (no cache): every page, and the feed,
 * sitemap… too; and the build's summary (given) sums it up as that build's does.
 */
async function expectFullBuildOutput(summary?: BuildSummary) {
  const tree = await readTree(site.outDir);
  const expected = await renderedInMemory(site.contentDir, assetsOf(tree.get('index.html')!));
  for (const [file, html] of expected) expect(tree.get(file), file).toBe(html);
  const scratch = path.join(site.root, `scratch-${++scratches}`);
  const full = await build({ ...options(), outDir: scratch, cache: false });
  expect(tree).toEqual(await readTree(scratch));
  if (summary) expect([summary.pages, summary.files, summary.bytes, summary.heaviestPage]).toEqual([full.pages, full.files, full.bytes, full.heaviestPage]);
  await rm(scratch, { recursive: true, force: true });
}
let scratches = 0;

beforeAll(async () => {
  site = await tempSite(25);
  await build(options()); // first build: no page graph yet
});
afterAll(async () => {
  await site.remove();
});

describe('rebuilds of post bodies', () => {
  it('the first rebuild after a first build takes the full way and writes the graph; the next body edit takes the short way', async () => {
    const graph = path.join(site.cache, 'out', `${outputId(site.outDir)}.graph`);
    expect(existsSync(graph)).toBe(false);
    await appendFile(post('first-post.md'), '\nFirst edit.\n');
    expect(way(await build(options()))).toBe('full');
    expect(existsSync(graph)).toBe(true);
    await appendFile(post('first-post.md'), '\nSecond edit.\n');
    const summary = await build(options());
    expect(way(summary)).toBe('body edit');
    expect(summary.rendered).toBeGreaterThanOrEqual(1);
    expect(summary.rendered).toBeLessThan(10);
    expect(await readFile(path.join(site.outDir, 'blog/first-post/index.html'), 'utf8')).toContain('Second edit.');
    await expectFullBuildOutput();
  });

  it('edits to a post on two category pages, a featured post published elsewhere and a post deep in the listing: each exactly a full build', async () => {
    const generated = (await readdir(path.join(site.contentDir, 'blog'))).filter((n) => n.startsWith('bench-')).sort();
    for (const name of ['first-post.md', 'second-post.md', generated[20]!, 'first-post.md']) {
      await appendFile(post(name), `\nEdited: ${name}.\n`);
      const summary = await build(options());
      expect(way(summary), name).toBe('body edit');
      expect(summary.pages).toBeGreaterThan(30);
      await expectFullBuildOutput(summary);
    }
  });

  it('two posts edited at once: both reach their pages', async () => {
    await appendFile(post('first-post.md'), '\nOne of two.\n');
    await appendFile(post('second-post.md'), '\nTwo of two.\n');
    const summary = await build(options());
    expect(way(summary)).toBe('body edit');
    await expectFullBuildOutput(summary);
  });

  it('a front matter edit, a new post or an edited page takes the full way, and is right', async () => {
    const file = post('first-post.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('excerpt: The first post.', 'excerpt: The first post, summed up again.'));
    expect(way(await build(options()))).toBe('full');
    expect(await readFile(path.join(site.outDir, 'blog/index.html'), 'utf8')).toContain('The first post, summed up again.');
    await expectFullBuildOutput();

    await writeFile(post('a-new-post.md'), (await readFile(file, 'utf8')).replace('title: First post', 'title: A new post'));
    expect(way(await build(options()))).toBe('full');
    await expectFullBuildOutput();
    await rm(post('a-new-post.md'));
    expect(way(await build(options()))).toBe('full');

    const about = path.join(site.contentDir, 'pages', (await readdir(path.join(site.contentDir, 'pages')))[0]!);
    await appendFile(about, '\n# a comment\n');
    expect(way(await build(options()))).toBe('full');
    await expectFullBuildOutput();
  });

  it('a page edited by hand is made again by a body edit', async () => {
    await build(options());
    await appendFile(post('first-post.md'), '\nPrimed.\n');
    await build(options());
    const about = path.join(site.outDir, 'about', 'index.html');
    const original = await readFile(about, 'utf8');
    await appendFile(about, '<!-- edited by hand -->');
    await appendFile(post('first-post.md'), '\nAnd a body edit.\n');
    const summary = await build(options());
    expect(way(summary)).toBe('body edit');
    expect(await readFile(about, 'utf8')).toBe(original);
    await expectFullBuildOutput();
  });

  it('the sitemap edited by hand: the full way makes it again', async () => {
    const sitemap = path.join(site.outDir, 'sitemap.xml');
    const original = await readFile(sitemap, 'utf8');
    await writeFile(sitemap, 'edited by hand');
    await appendFile(post('first-post.md'), '\nWith a sitemap edited.\n');
    expect(way(await build(options()))).toBe('full');
    expect(await readFile(sitemap, 'utf8')).toBe(original);
  });

  it('a body emptied: the same error as a full build names the file, and the output stays as it was', async () => {
    await appendFile(post('first-post.md'), '\nSettled.\n');
    await build(options());
    const before = await readTree(site.outDir);
    const file = post('first-post.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, text.indexOf('---', 3) + 4));
    try {
      const err = await build(options()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ContentError);
      expect((err as ContentError).diagnostics).toEqual([expect.objectContaining({ rule: 'blog/body', file: expect.stringContaining('first-post.md') })]);
      expect(await readTree(site.outDir)).toEqual(before);
    } finally {
      await writeFile(file, text);
    }
  });

  it('a page graph gone, or not the one the manifest names: the full way', async () => {
    const graph = path.join(site.cache, 'out', `${outputId(site.outDir)}.graph`);
    await appendFile(post('first-post.md'), '\nGraph there.\n');
    await build(options());
    await rm(graph);
    await appendFile(post('first-post.md'), '\nGraph gone.\n');
    expect(way(await build(options()))).toBe('full');
    await expectFullBuildOutput();

    const mine = await readFile(graph); // written again by that build
    await appendFile(post('second-post.md'), '\nA full build elsewhere.\n');
    await writeFile(path.join(site.contentDir, 'blog', 'another.md'), await readFile(post('first-post.md'), 'utf8'));
    await build(options()); // writes a new graph…
    await rm(path.join(site.contentDir, 'blog', 'another.md'));
    await build(options());
    await writeFile(graph, mine); // …and an old one comes back in its place
    await appendFile(post('first-post.md'), '\nOld graph.\n');
    expect(way(await build(options()))).toBe('full');
    await expectFullBuildOutput();
  });

  it('a page that reads all posts directly when rendered: the full way, and the pages are keyed by them from then on', async () => {
    await appendFile(post('first-post.md'), '\nBefore.\n');
    await build(options());
    readsAllPosts.on = true;
    try {
      await appendFile(post('first-post.md'), '\nRead all.\n');
      expect(way(await build(options()))).toBe('full');
      await appendFile(post('first-post.md'), '\nAgain.\n');
      expect(way(await build(options()))).toBe('full'); // keys read all posts: no short way
    } finally {
      readsAllPosts.on = false;
    }
    await expectFullBuildOutput();
  });
});

describe('page graph', () => {
  it('gives back every route as the route table has it, and the pages that show each post', async () => {
    const loaded = await loadContent(site.contentDir);
    if (!loaded.ok) throw new Error('fixture content is invalid');
    const { content } = loaded;
    const routes = buildRoutes(content);
    const cache = path.join(site.root, 'graph-cache');
    const settings = { assets: { js: '/a.js', css: '/a.css' }, siteUrl: 'https://example.in', leadServiceUrl: '' };
    const stamp = writePageGraph(cache, site.outDir, { settings, content, routes, sharedKey: 'shared' });
    expect(PageGraph.open(cache, site.outDir, 'another stamp')).toBeUndefined();
    const graph = PageGraph.open(cache, site.outDir, stamp)!;
    try {
      expect(graph.routeCount).toBe(routes.length);
      expect(graph.settings).toEqual(settings);
      expect(graph.sharedKey).toBe('shared');
      const byFile = new Map(content.posts.map((p) => [p.file, p]));
      const shows = (r: Route, p: unknown) => JSON.stringify(r.view).includes(JSON.stringify((p as { file: string }).file));
      routes.forEach((route, i) => {
        expect(graph.routeOf(route.file)).toBe(i);
        const back = graph.route(i, (file) => byFile.get(file)!);
        expect(back).toEqual({ ...route, sources: route.sources.slice(-1) });
      });
      for (const p of content.posts) {
        expect(graph.postData(p.file)).toEqual(p.data);
        expect(graph.showing(p.file), p.file).toEqual(routes.flatMap((r, i) => (shows(r, p) ? [i] : [])));
      }
    } finally {
      graph.close();
    }
  });
});
