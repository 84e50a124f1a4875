// dev shows what `check` shows: after each good rebuild the engine runs check's default rules on
// the pages it keeps, and the session lists the findings (errors, then warnings) after the
// problems, on the event stream and the problem page, while the pages are still served.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startDev, type DevServer } from '../../../src/site/dev/index.ts';
import type { DevEngine } from '../../../src/site/dev/engine.ts';
import type { JobResult, Problem } from '../../../src/site/dev/protocol.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { engineOn, get, SseClient } from './helpers.ts';

// These tests are about content, so the script and stylesheet are fixed stand-ins.
vi.mock('../../../src/site/assets.ts', () => import('./stub-assets.ts'));

// A rule that throws, on demand: a bug in check must not cost dev its rebuilt pages.
const boom = vi.hoisted(() => ({ on: false }));
vi.mock('../../../src/site/check/rules/titles.ts', async (importOriginal) => {
  const { titles } = await importOriginal<typeof import('../../../src/site/check/rules/titles.ts')>();
  return {
    titles: {
      ...titles,
      run: (ctx: Parameters<typeof titles.run>[0]) =>
        boom.on
          ? (() => {
              throw new Error('rule exploded');
            })()
          : titles.run(ctx),
    },
  };
});

const first = 'blog/first-post.md';
const second = 'blog/second-post.md';
const brokenLink = (t: string) => t.replace('[link](/contact)', '[link](/no-such-page)');
const unknownCategory = (t: string) => t.replace('category:\n  - SEO\n', 'category:\n  - Gardening\n');
const noImageAlt = (t: string) => t.replace(/^imageAlt: .*\n/m, '');

let contentDir: string;
let originals: Map<string, string>;
const file = (rel: string) => path.join(contentDir, rel);

async function edit(rel: string, change: (text: string) => string) {
  const text = await readFile(file(rel), 'utf8');
  const next = change(text);
  expect(next, `the edit of ${rel} changed nothing`).not.toBe(text);
  await writeFile(file(rel), next);
}
const restore = (rel: string) => writeFile(file(rel), originals.get(rel)!);
const summary = (findings: readonly Problem[] | undefined) =>
  (findings ?? []).map((f) => `${f.severity} ${f.rule} ${f.file}:${f.line ?? '?'}`);

beforeAll(async () => {
  contentDir = await siteCopy();
  originals = new Map(
    await Promise.all([first, second].map(async (rel) => [rel, await readFile(file(rel), 'utf8')] as const)),
  );
});
afterAll(() => removeSite(contentDir));

describe('the dev engine runs check on every good rebuild', () => {
  let engine: DevEngine;
  const run = (...rels: string[]): Promise<JobResult> => engine.run({ type: 'content', files: rels.map(file) });

  beforeEach(async () => {
    for (const rel of [first, second]) await restore(rel);
    engine = engineOn(contentDir).engine;
    expect((await engine.run({ type: 'build' })).findings).toEqual([]);
  });

  test('a link to a missing route is listed with file:line, the page is still rendered, and fixing it clears it', async () => {
    await edit(first, brokenLink);
    const broken = await run(first);
    expect(broken.problems).toEqual([]); // nothing blocks: the page is served
    expect(broken.routes).toContain('/blog/first-post');
    expect(summary(broken.findings)).toEqual([
      expect.stringMatching(/^error links\/internal .*blog\/first-post\.md:18$/),
    ]);
    expect(broken.findings![0]!.message).toContain('/no-such-page');

    await restore(first);
    expect((await run(first)).findings).toEqual([]);
  });

  test('an unknown category is listed', async () => {
    await edit(second, unknownCategory);
    const result = await run(second);
    expect(summary(result.findings)).toEqual([expect.stringMatching(/^error blog .*blog\/second-post\.md:9$/)]);
    expect(result.findings![0]!.message).toContain('"Gardening"');
  });

  test('warnings come after errors', async () => {
    await edit(first, noImageAlt); // first-post sorts before second-post: a warning there would come first by file
    await edit(second, unknownCategory);
    const result = await run(first, second);
    expect(summary(result.findings)).toEqual([
      expect.stringMatching(/^error blog .*second-post\.md:9$/),
      expect.stringMatching(/^warning blog .*first-post\.md:/),
    ]);
  });

  test("fixing one file leaves an untouched file's finding listed", async () => {
    await edit(first, brokenLink);
    await edit(second, unknownCategory);
    expect(summary((await run(first, second)).findings)).toHaveLength(2);
    await restore(first);
    const result = await run(first);
    expect(summary(result.findings)).toEqual([expect.stringMatching(/^error blog .*second-post\.md:9$/)]);
  });

  test('a rule that throws is listed as an internal error, and the rebuilt pages are still handed over', async () => {
    boom.on = true;
    try {
      await edit(first, brokenLink);
      const result = await run(first);
      expect(result.problems).toEqual([]);
      expect(result.routes).toContain('/blog/first-post');
      expect(summary(result.findings)).toEqual(['error internal src/site/check:?']);
      expect(result.findings![0]!.message).toContain('rule exploded');
    } finally {
      boom.on = false;
    }
  });

  test('a content error keeps the last findings listed after it, and the fix brings the current ones', async () => {
    await edit(second, unknownCategory);
    await run(second);
    await writeFile(file(first), 'not: [valid yaml');
    const failed = await run(first);
    expect(failed.problems.length).toBeGreaterThan(0);
    expect(summary(failed.findings)).toEqual([expect.stringMatching(/second-post\.md:9$/)]);
    await restore(first);
    await restore(second);
    expect((await run(first, second)).findings).toEqual([]);
  });
});

describe('a real dev server shows the findings', () => {
  let dev: DevServer;
  let events: SseClient;
  const logs: string[] = [];
  beforeEach(async () => {
    logs.length = 0;
    for (const rel of [first, second]) await restore(rel);
    dev = await startDev({ contentDir, port: 0, host: '127.0.0.1', log: (l) => logs.push(l), watchCode: false });
    events = await SseClient.open(dev.url);
  });
  afterEach(async () => {
    events.close();
    await dev.close();
  });

  test('on the event stream and the problem page, errors then warnings, while the page is served', async () => {
    events.mark();
    await edit(first, noImageAlt);
    await edit(second, unknownCategory);
    const shown = await events.next((e) => e.event === 'problems' && e.data.count === 2, 60_000);
    expect(shown.data.lines[0]).toMatch(/second-post\.md:9/);
    expect(shown.data.lines[0]).toMatch(/Gardening/);
    expect(shown.data.lines[1]).toMatch(/first-post\.md/);
    expect(shown.data.lines[1]).toMatch(/imageAlt/);
    const page = await get(new URL('/__agency/error', dev.url).href);
    expect(page.body).toContain('the site was rebuilt');
    expect(page.body).toContain('Gardening');
    expect(page.body.indexOf('Gardening')).toBeLessThan(page.body.indexOf('imageAlt'));
    expect((await get(new URL('/blog/first-post', dev.url).href)).status).toBe(200);
    const said = logs.join('\n');
    expect(said).toMatch(/check: 2 findings \(pages served as built/);
    expect(said.indexOf('Gardening')).toBeLessThan(said.indexOf('imageAlt'));

    events.mark();
    await restore(first);
    await restore(second);
    await events.next((e) => e.event === 'problems' && e.data.count === 0, 60_000);
    expect(logs.some((l) => /check: no findings$/.test(l))).toBe(true);
  }, 120_000);
});
