// DevSession with a stand-in engine: which job each kind of change runs, and what the browsers
// and the terminal are told. (The real engine is covered by engine.test.ts and dev-server.test.ts.)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { JobAbortedError } from '../../../src/site/dev/engine-host.ts';
import type { DevEvent } from '../../../src/site/dev/events.ts';
import type { BuiltAssets, Job, JobResult, Problem } from '../../../src/site/dev/protocol.ts';
import type { Batch, Change } from '../../../src/site/dev/queue.ts';
import { DevSession } from '../../../src/site/dev/session.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-session-test-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const result = (over: Partial<JobResult> = {}): JobResult => ({
  routes: [],
  removed: [],
  problems: [],
  total: 10,
  timings: {},
  ...over,
});
const batch = (over: Partial<Batch> = {}): Batch => ({
  content: new Map(),
  public: new Map(),
  styles: false,
  client: false,
  code: false,
  files: ['/x'],
  since: performance.now(),
  ...over,
});
const problem: Problem = {
  file: 'content/blog/a.md',
  line: 3,
  rule: 'yaml',
  message: 'invalid YAML',
  severity: 'error',
};

type Step = (job: Job, onAssets?: (a: BuiltAssets) => void) => Promise<JobResult> | JobResult;

function harness(steps: Step[]) {
  const jobs: Job[] = [];
  const calls: string[] = [];
  const sent: DevEvent[] = [];
  const logs: string[] = [];
  const requeued: Change[] = [];
  const session = new DevSession({
    engine: {
      run: async (job, onAssets) => {
        jobs.push(job);
        calls.push(`run:${job.type}`);
        const step = steps.shift();
        if (!step) throw new Error('no more steps');
        return step(job, onAssets);
      },
      stop: async () => void calls.push('stop'),
    },
    events: { send: (e) => void sent.push(e) },
    log: (l) => logs.push(l),
    contentDir: tmp,
    watched: 'content',
    requeue: (c) => requeued.push(c),
  });
  return { session, jobs, calls, sent, logs, requeued };
}

test('the first build: one "built" line, no events needed, pages to serve', async () => {
  const h = harness([() => result({ routes: ['/', '/about'] })]);
  await h.session.rebuild(batch({ code: true, files: [] }));
  expect(h.calls).toEqual(['stop', 'run:build']);
  expect(h.logs).toEqual([expect.stringMatching(/ built 2 pages · \d+ ms · watching content$/)]);
  expect(h.session.hasPages).toBe(true);
});

test('a code change: fresh engine, full build, every page reloads', async () => {
  const h = harness([() => result({ routes: ['/', '/old'] }), () => result({ routes: ['/'] })]);
  await h.session.rebuild(batch({ code: true, files: [] }));
  await h.session.rebuild(batch({ code: true, files: ['/repo/src/site/components/Hero.tsx'] }));
  expect(h.calls).toEqual(['stop', 'run:build', 'stop', 'run:build']);
  expect(h.sent).toContainEqual({ event: 'reload', data: { pages: '*' } });
});

test('a stylesheet change: the new CSS is swapped in before pages are rendered, and nothing reloads', async () => {
  const assets = (css: string): BuiltAssets => ({ js: '/assets/client-1.js', css });
  const h = harness([
    () => result({ assets: assets('/assets/styles-1.css'), routes: ['/'] }),
    async (_job, onAssets) => {
      onAssets!(assets('/assets/styles-2.css'));
      await new Promise((r) => setTimeout(r, 5));
      expect(h.sent).toContainEqual({ event: 'css', data: { href: '/assets/styles-2.css' } }); // before the pages
      return result({
        assets: assets('/assets/styles-2.css'),
        routes: ['/'],
      });
    },
  ]);
  await h.session.rebuild(batch({ code: true, files: [] }));
  h.sent.length = 0;
  await h.session.rebuild(batch({ styles: true, files: ['/repo/src/site/styles/base.css'] }));
  expect(h.jobs.at(-1)).toEqual({ type: 'assets' });
  expect(h.sent.filter((e) => e.event === 'reload')).toEqual([]);
  expect(h.logs.at(-1)).toMatch(/base\.css → stylesheet swapped, 1 of 10 pages rebuilt · \d+ ms$/);
});

test('a client script change reloads every page', async () => {
  const assets: BuiltAssets = { js: '/assets/client-2.js', css: '/assets/styles-1.css' };
  const h = harness([(_job, onAssets) => (onAssets!(assets), result({ assets, routes: ['/'] }))]);
  await h.session.rebuild(batch({ client: true, files: ['/repo/src/site/client/menu.ts'] }));
  expect(h.sent).toEqual([{ event: 'reload', data: { pages: '*' } }]);
});

test('a content problem is announced once, then its fix clears it and reloads the rebuilt route', async () => {
  const file = path.join(tmp, 'a.md');
  await writeFile(file, 'x');
  const content = new Map([[file, 'change' as const]]);
  const h = harness([
    () => result({ routes: ['/'] }),
    () => result({ problems: [problem] }),
    () => result({ problems: [problem] }),
    () => result({ routes: ['/blog/a'] }),
  ]);
  await h.session.rebuild(batch({ code: true, files: [] }));
  h.jobs.length = 0;
  h.logs.length = 0;
  h.sent.length = 0;
  await h.session.rebuild(batch({ content, files: [file] }));
  await h.session.rebuild(batch({ content, files: [file] }));
  await h.session.rebuild(batch({ content, files: [file] }));
  expect(h.jobs).toEqual([
    { type: 'content', files: [file] },
    { type: 'content', files: [file] },
    { type: 'content', files: [file] },
  ]);
  expect(h.sent).toEqual([
    { event: 'problems', data: { count: 1, lines: [expect.stringContaining('content/blog/a.md:3')] } },
    { event: 'problems', data: { count: 0, lines: [] } },
    { event: 'reload', data: { pages: ['/blog/a'] } },
  ]);
  expect(h.logs[0]).toMatch(/a\.md → ✗ 1 problem, the last good pages are still served · \d+ ms$/);
  expect(h.logs[1]).toMatch(/^ {4}content\/blog\/a\.md:3 /);
  expect(h.logs.at(-1)).toMatch(/✓ fixed, 1 of 10 pages rebuilt · \d+ ms$/);
});

test('a file that changes while it is read is read again before anyone is told', async () => {
  const file = path.join(tmp, 'b.md');
  await writeFile(file, 'first');
  const content = new Map([[file, 'change' as const]]);
  const h = harness([
    async () => {
      await writeFile(file, 'second, longer'); // the rest of the save lands during the job
      return result({ routes: ['/blog/b', '/blog'] });
    },
    () => result({ routes: ['/blog'] }),
  ]);
  await h.session.rebuild(batch({ content, files: [file] }));
  expect(h.requeued).toEqual([{ file, kind: 'change', area: 'content' }]);
  expect(h.session.hasPages).toBe(true); // the folder followed the engine anyway
  expect(h.sent).toEqual([]);
  expect(h.logs).toEqual([]);
  await h.session.rebuild(batch({ content, files: [file] }));
  // The held-back route is announced with the next result.
  expect(h.sent).toEqual([{ event: 'reload', data: { pages: ['/blog/b', '/blog'] } }]);
});

test('a job stopped for newer code is dropped silently', async () => {
  const h = harness([() => Promise.reject(new JobAbortedError())]);
  await h.session.rebuild(batch({ content: new Map([[path.join(tmp, 'c.md'), 'change']]) }));
  expect(h.sent).toEqual([]);
  expect(h.logs).toEqual([]);
});

test('our own bug becomes a problem in the browser and a stack in the terminal; the session goes on', async () => {
  const h = harness([() => Promise.reject(new Error('engine fell over')), () => result({ routes: ['/'] })]);
  await h.session.rebuild(batch({ code: true, files: ['/repo/src/site/render.ts'] }));
  expect(h.sent).toEqual([
    {
      event: 'problems',
      data: { count: 1, lines: [expect.stringContaining('Internal error in agency-site: engine fell over')] },
    },
  ]);
  expect(h.logs[0]).toMatch(/Internal error \(a bug in agency-site, not in your content\)[\s\S]*engine fell over/);
  await h.session.rebuild(batch({ code: true, files: ['/repo/src/site/render.ts'] }));
  expect(h.session.problems).toEqual([]);
  expect(h.sent.at(-1)).toEqual({ event: 'reload', data: { pages: '*' } });
});
