// dev serves what build would: an edited picture shows at once (content/images/ is watched), and a
// file of content/public/ named like one the build writes (robots.txt, a page) is a problem on the
// overlay, as build refuses it, never served in the generated file's place. A real dev server on
// a copy of the minimal site; edits on disk; the browser's side read from the event stream.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startDev, type DevServer } from '../../../src/site/dev/index.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { get, SseClient } from './helpers.ts';

let contentDir: string;
let dev: DevServer;
let sse: SseClient;
const logs: string[] = [];
const photo = (background: string) =>
  sharp({ create: { width: 480, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  contentDir = await siteCopy();
  process.env.AGENCY_SITE_CACHE_DIR = path.join(path.dirname(contentDir), 'cache');
  await mkdir(path.join(contentDir, 'images'));
  await writeFile(path.join(contentDir, 'images/photo.png'), await photo('#16a34a'));
  const post = path.join(contentDir, 'blog/first-post.md');
  await writeFile(post, (await readFile(post, 'utf8')).replace(/^image: .*$/m, 'image: images/photo.png'));
  dev = await startDev({ contentDir, port: 0, host: '127.0.0.1', log: (l) => logs.push(l), watchCode: false });
  await dev.ready;
  sse = await SseClient.open(dev.url);
}, 120_000);

afterEach(({ task }) => {
  if (task.result?.state === 'fail')
    console.log(`dev server log:\n${logs.join('\n')}\nlast events: ${JSON.stringify(sse?.events.slice(-6))}`);
});

afterAll(async () => {
  sse?.close();
  await dev?.close();
  delete process.env.AGENCY_SITE_CACHE_DIR;
  await removeSite(contentDir);
});

const photoFile = (html: string) => /\/assets\/img\/(photo-[a-z0-9]+)-\d+\.\w+/.exec(html)?.[1];

test('an edited picture is served at once, under a new name, by the pages that show it', async () => {
  const before = photoFile((await get(dev.url + '/blog/first-post')).body);
  expect(before).toBeDefined();
  sse.mark();
  await writeFile(path.join(contentDir, 'images/photo.png'), await photo('#dc2626'));
  await sse.next((e) => e.event === 'reload', 60_000);
  await dev.idle();
  const page = (await get(dev.url + '/blog/first-post')).body;
  const after = photoFile(page);
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  const src = /\/assets\/img\/photo-[a-z0-9]+-\d+\.\w+/.exec(page)![0];
  expect((await get(dev.url + src)).status).toBe(200);
}, 120_000);

test('a file of content/public/ named like a generated one is a problem on the overlay, and never served in its place', async () => {
  const robots = (await get(dev.url + '/robots.txt')).body;
  const about = (await get(dev.url + '/about')).body;
  expect(robots).toMatch(/Sitemap:/i);
  const pub = path.join(contentDir, 'public');
  await mkdir(path.join(pub, 'about'), { recursive: true });
  sse.mark();
  await writeFile(path.join(pub, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  await writeFile(path.join(pub, 'about/index.html'), '<p>not the page</p>');
  await writeFile(path.join(pub, 'fine.txt'), 'a public file');
  const clash = (e: { event: string; data: any }) =>
    e.event === 'problems' &&
    ['public/robots.txt', 'public/about/index.html'].every((f) =>
      e.data.lines.some((l: string) => l.includes(f) && /the build writes/.test(l)),
    );
  await sse.next(clash, 60_000);
  await dev.idle();
  expect((await get(dev.url + '/robots.txt')).body).toBe(robots);
  expect((await get(dev.url + '/about')).body).toBe(about);

  // Fixed: the problems go, the other file is copied, the generated ones stay.
  sse.mark();
  await rm(path.join(pub, 'robots.txt'));
  await rm(path.join(pub, 'about'), { recursive: true });
  // check's findings (a picture narrower than shown) may stay listed: only the clashes must go.
  await sse.next(
    (e) => e.event === 'problems' && !e.data.lines.some((l: string) => /the build writes/.test(l)),
    60_000,
  );
  await dev.idle();
  expect((await get(dev.url + '/fine.txt')).body).toBe('a public file');
  expect((await get(dev.url + '/robots.txt')).body).toBe(robots);
  expect((await get(dev.url + '/about')).body).toBe(about);
}, 120_000);
