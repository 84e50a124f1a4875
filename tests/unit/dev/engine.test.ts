// DevEngine in process: incremental jobs must produce exactly the pages a full build produces,
// while rendering only what changed; a component that throws is reported and then recovered from.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { JobResult } from '../../../src/site/dev/protocol.ts';
import { copyContent, engineOn } from './helpers.ts';

const failing = vi.hoisted(() => new Set<string>());

// These tests are about pages and content, so the script and stylesheet are fixed stand-ins.
vi.mock('../../../src/site/assets.ts', () => import('./stub-assets.ts'));

// A component that throws, on demand: a post body saying so, while its route is in `failing`.
vi.mock('../../../src/site/components/markdown.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/site/components/markdown.ts')>();
  return {
    ...actual,
    renderMarkdown: (text: string) => {
      if (failing.size && text.includes('Triggers the broken component')) throw new Error('component exploded');
      return actual.renderMarkdown(text);
    },
  };
});

let site: Awaited<ReturnType<typeof copyContent>>;
let dev: ReturnType<typeof engineOn>;
let engine: ReturnType<typeof engineOn>['engine'];
/** What the dev server serves: the pages in the engine's output folder after the last job. */
let served = new Map<string, string>();
const file = (rel: string) => path.join(site.contentDir, rel);

async function edit(rel: string, change: (text: string) => string): Promise<JobResult> {
  await writeFile(file(rel), change(await readFile(file(rel), 'utf8')));
  const result = await engine.run({ type: 'content', files: [file(rel)] });
  served = await dev.pages();
  return result;
}

/** A fresh engine's full build of the same folder: the pages incremental updates must match. */
async function fullBuild(): Promise<Map<string, string>> {
  const fresh = engineOn(site.contentDir);
  const result = await fresh.engine.run({ type: 'build' });
  expect(result.problems).toEqual([]);
  return fresh.pages();
}

async function expectSameAsFullBuild() {
  const full = await fullBuild();
  expect([...served.keys()].sort()).toEqual([...full.keys()].sort());
  const differ = [...full].filter(([p, html]) => served.get(p) !== html).map(([p]) => p);
  expect(differ, 'pages that differ from a full build').toEqual([]);
}

beforeAll(async () => {
  site = await copyContent();
  dev = engineOn(site.contentDir);
  engine = dev.engine;
  const first = await engine.run({ type: 'build' });
  expect(first.problems).toEqual([]);
  served = await dev.pages();
  expect(first.routes).toHaveLength(served.size);
}, 60_000);

afterAll(() => site?.cleanup());

const post = 'blog/first-post.md';
const route = '/blog/first-post';

describe('incremental updates', () => {
  test('a body edit re-renders the post page only (lists show front matter, which did not change)', async () => {
    const result = await edit(post, (t) => `${t.trimEnd()}\n\nOne more paragraph.\n`);
    expect(result.routes).toEqual([route]);
    expect(served.get(`${route.slice(1)}/index.html`)).toContain('One more paragraph.');
    await expectSameAsFullBuild();
  });

  test('a title edit re-renders the post and the listing pages that show it', async () => {
    const result = await edit(post, (t) => t.replace(/^title: .*$/m, 'title: "First post, retitled"'));
    expect(result.routes).toContain(route);
    expect(result.routes).toContain('/blog');
    expect(result.routes).not.toContain('/contact');
    await expectSameAsFullBuild();
  });

  test.each([
    ['a date change (reorders the listing)', post, (t: string) => t.replace(/^date: .*$/m, 'date: 2019-01-01')],
    [
      'a category change (changes every count)',
      post,
      (t: string) => t.replace(/^category:.*(\n\s.*)*$/m, 'category: SEO'),
    ],
    [
      'a new image host (changes every page CSP)',
      post,
      (t: string) => t.replace(/^image: .*$/m, 'image: https://cdn.example.org/photo.jpg'),
    ],
    ['site.yml', 'site.yml', (t: string) => t.replace(/^tagline: .*$/m, 'tagline: A new tagline')],
    ['the blog page', 'pages/blog.yml', (t: string) => t.replace(/^title: .*$/m, 'title: Insights, renamed')],
    ['a page', 'pages/about.yml', (t: string) => t.replace(/^title: .*$/m, 'title: About us, renamed')],
    [
      'a sub-service',
      'subservices/local-seo.yml',
      (t: string) => t.replace(/^title: .*$/m, 'title: Local SEO, renamed'),
    ],
  ])('%s gives the same pages as a full build', async (_name, rel, change) => {
    await edit(rel, change);
    await expectSameAsFullBuild();
  });

  test('a page edit re-renders that page alone', async () => {
    const result = await edit('pages/about.yml', (t) => t.replace(/^title: .*$/m, 'title: About us, again'));
    expect(result.routes).toEqual(['/about']);
  });

  test('a new and a deleted post: same pages as a full build', async () => {
    const added = file('blog/engine-test-added.md');
    await writeFile(added, (await readFile(file(post), 'utf8')).replace(/^title: .*$/m, 'title: "Added"'));
    const result = await engine.run({ type: 'content', files: [added] });
    served = await dev.pages();
    expect(result.routes).toContain('/blog/engine-test-added');
    await expectSameAsFullBuild();
    await rm(added);
    const gone = await engine.run({ type: 'content', files: [added] });
    served = await dev.pages();
    expect(served.has('blog/engine-test-added/index.html')).toBe(false);
    expect(gone.removed).toContainEqual({
      route: '/blog/engine-test-added',
      file: 'blog/engine-test-added/index.html',
    });
    await expectSameAsFullBuild();
  });

  test('analytics set in site.yml stay out of dev: nothing re-renders, no page loads a tracker', async () => {
    const result = await edit('site.yml', (t) => `${t}\nanalytics: { provider: ga4, measurementId: G-DEV1234567 }\n`);
    expect(result.problems).toEqual([]);
    expect(result.routes).toEqual([]);
    expect([...served.values()].filter((html) => /googletagmanager|G-DEV1234567/.test(html))).toEqual([]);
    await edit('site.yml', (t) => t.replace(/\nanalytics: .*\n$/, ''));
  });

  test('a save that changes nothing renders nothing', async () => {
    const result = await edit(post, (t) => t);
    expect(result.routes).toEqual([]);
  });
});

describe('problems', () => {
  test('a component that throws: named with the content file and where it threw; fixing recovers', async () => {
    failing.add(route);
    const before = served;
    const broken = await edit(post, (t) => `${t.trimEnd()}\n\nTriggers the broken component.\n`);
    expect(broken.routes).toEqual([]);
    expect(served).toEqual(before); // the last good pages stay served
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatchObject({
      rule: 'render',
      message: `rendering ${route} failed: component exploded`,
    });
    expect(broken.problems[0]!.file).toMatch(/blog\/first-post\.md$/);
    expect(broken.problems[0]!.thrownAt).toMatch(/engine\.test\.ts:\d+:\d+$/);

    failing.clear();
    const fixed = await edit(post, (t) => t);
    expect(fixed.problems).toEqual([]);
    expect(fixed.routes).toContain(route);
    await expectSameAsFullBuild();
  });

  test('bad front matter keeps the last good state and reports file and line', async () => {
    const before = served;
    const broken = await edit(post, (t) => t.replace(/^title: .*$/m, 'title: [unclosed'));
    expect(broken.routes).toEqual([]);
    expect(served).toEqual(before);
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(broken.problems[0]!.file).toMatch(/first-post\.md$/);
    expect(broken.problems[0]!.line).toBeGreaterThan(1);
    expect(broken.total).toBeGreaterThan(0);
    const fixed = await edit(post, (t) => t.replace(/^title: .*$/m, 'title: "Fixed title"'));
    expect(fixed.problems).toEqual([]);
    await expectSameAsFullBuild();
  });
});

test('an assets job re-bundles and reports the new files before rendering', async () => {
  const seen: string[] = [];
  const fresh = engineOn(site.contentDir);
  const result = await fresh.engine.run({ type: 'assets' }, (a) => {
    seen.push(a.css);
    // In place before the server is told: it may swap the stylesheet at once.
    expect(existsSync(path.join(fresh.outDir, a.css))).toBe(true);
    expect(existsSync(path.join(fresh.outDir, 'index.html'))).toBe(false);
  });
  expect(seen).toEqual(['/assets/styles-TEST.css']);
  expect(result.assets?.js).toBe('/assets/client-TEST.js');
});
