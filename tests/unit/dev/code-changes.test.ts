// Code and style edits, end to end. Editing the real src/site would disturb everyone working in
// this tree, so the watcher looks at a scratch folder laid out like it; the engine still runs the
// real code, which is what a fresh worker then loads.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startDev, type DevServer } from '../../../src/site/dev/index.ts';
import { copyContent, get, SseClient } from './helpers.ts';

let site: Awaited<ReturnType<typeof copyContent>>;
let scratch: string;
let dev: DevServer;
let sse: SseClient;
const logs: string[] = [];

beforeAll(async () => {
  site = await copyContent();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'agency-dev-code-'));
  for (const dir of ['components', 'styles', 'client']) await mkdir(path.join(scratch, dir));
  dev = await startDev({
    contentDir: site.contentDir,
    port: 0,
    host: '127.0.0.1',
    log: (l) => logs.push(l),
    srcDir: scratch,
  });
  await dev.ready;
  sse = await SseClient.open(dev.url);
}, 60_000);

afterEach(({ task }) => {
  if (task.result?.state === 'fail') console.log(`dev server log:\n${logs.join('\n')}`);
});

afterAll(async () => {
  sse?.close();
  await dev?.close();
  await site?.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

test('a component edit restarts the engine, rebuilds every page and reloads them all', async () => {
  sse.mark();
  await writeFile(path.join(scratch, 'components', 'Probe.tsx'), 'export const probe = 1;\n');
  await sse.next((e) => e.event === 'reload' && e.data.pages === '*', 30_000);
  expect(logs.at(-1)).toMatch(/Probe\.tsx → \d+ of \d+ pages rebuilt · \d+ ms$/);
  expect((await get(dev.url + '/about')).status).toBe(200);
}, 40_000);

/** Idle, and no late watcher event for the last test's file (a busy machine can report a new file's
 * write well after its creation, and that second event would restart the engine mid-test). */
async function quiet() {
  for (let seen = -1; seen !== logs.length;) {
    seen = logs.length;
    await dev.idle();
    await new Promise((r) => setTimeout(r, 300));
  }
  await dev.idle();
}

test('a stylesheet edit swaps the stylesheet in place: a css event, no reload', async () => {
  await quiet();
  sse.mark();
  const from = sse.events.length;
  await writeFile(path.join(scratch, 'styles', 'probe.css'), 'body{}\n');
  const css = await sse.next(
    (e) => e.event === 'css' || e.event === 'reload' || (e.event === 'problems' && e.data.count > 0),
    30_000,
  );
  // The real stylesheet may be mid-edit by someone else; then its problem is what we get.
  if (css.event === 'problems') return;
  expect(css.event).toBe('css');
  expect(css.data.href).toMatch(/^\/assets\/styles-\w+\.css$/);
  expect((await get(dev.url + css.data.href)).type).toMatch(/^text\/css/);
  await dev.idle();
  expect(sse.events.slice(from).filter((e) => e.event === 'reload')).toEqual([]);
  expect(logs.at(-1)).toMatch(/probe\.css → stylesheet swapped, /);
}, 40_000);
