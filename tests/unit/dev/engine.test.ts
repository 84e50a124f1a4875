// DevEngine in process: incremental jobs must produce exactly the pages a full build produces,
// while rendering only what changed; a component that throws is reported and then recovered from.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DevEngine } from '../../../src/site/dev/engine.ts';
import type { JobResult } from '../../../src/site/dev/protocol.ts';
import { copyContent } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

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
let engine: DevEngine;
/** What the dev server would be serving: every job's pages applied in order. */
const served = new Map<string, string>();
const file = (rel: string) => path.join(site.contentDir, rel);

function apply(result: JobResult) {
  for (const p of result.pages) served.set(p.path, String(p.contents));
  for (const r of result.removed) served.delete(r.file);
}

async function edit(rel: string, change: (text: string) => string): Promise<JobResult> {
  await writeFile(file(rel), change(await readFile(file(rel), 'utf8')));
  const result = await engine.run({ type: 'content', files: [file(rel)] });
  apply(result);
  return result;
}

/** A fresh engine's full build of the same folder: the pages incremental updates must match. */
async function fullBuild(): Promise<Map<string, string>> {
  const result = await new DevEngine({ contentDir: site.contentDir }, defaultSite).run({ type: 'build' });
  expect(result.problems).toEqual([]);
  return new Map(result.pages.map((p) => [p.path, String(p.contents)]));
}

async function expectSameAsFullBuild() {
  const full = await fullBuild();
  expect([...served.keys()].sort()).toEqual([...full.keys()].sort());
  const differ = [...full].filter(([p, html]) => served.get(p) !== html).map(([p]) => p);
  expect(differ, 'pages that differ from a full build').toEqual([]);
}

beforeAll(async () => {
  site = await copyContent();
  engine = new DevEngine({ contentDir: site.contentDir }, defaultSite);
  const first = await engine.run({ type: 'build' });
  expect(first.problems).toEqual([]);
  expect(first.complete).toBe(true);
  apply(first);
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
    apply(result);
    expect(result.routes).toContain('/blog/engine-test-added');
    await expectSameAsFullBuild();
    await rm(added);
    const gone = await engine.run({ type: 'content', files: [added] });
    apply(gone);
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
    expect(result.pages).toEqual([]);
  });
});

describe('problems', () => {
  test('a component that throws: named with the content file and where it threw; fixing recovers', async () => {
    failing.add(route);
    const broken = await edit(post, (t) => `${t.trimEnd()}\n\nTriggers the broken component.\n`);
    expect(broken.pages).toEqual([]);
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
    const broken = await edit(post, (t) => t.replace(/^title: .*$/m, 'title: [unclosed'));
    expect(broken.pages).toEqual([]);
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
  const result = await new DevEngine({ contentDir: site.contentDir }, defaultSite).run({ type: 'assets' }, (a) =>
    seen.push(a.css),
  );
  expect(seen).toEqual(['/assets/styles-TEST.css']);
  expect(result.assets?.js).toBe('/assets/client-TEST.js');
});
