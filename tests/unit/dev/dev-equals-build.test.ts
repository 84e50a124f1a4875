// dev serves what a cold `build` of the same content writes, file for file: the same pipeline
// (pipeline.ts) makes both, and dev's only change is its reload snippet (inject.ts). Checked at
// start and after edits, with the real CLI on a copy of the minimal site. Share cards included:
// a page's og:image names a card, which dev serves (it once made none: a 404).
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { injectDevSnippet } from '../../../src/site/dev/inject.ts';
import { OUTPUT_MARKER } from '../../../src/site/output-dir.ts';
import { runCli } from '../../helpers/cli.ts';
import { minimalSite } from '../../helpers/sites.ts';
import { spawnDev, type DevProcess } from './spawn-dev.ts';

let dir: string;
let contentDir: string;
let dev: DevProcess;
let url: string;
let builds = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-dev-build-'));
  contentDir = path.join(dir, 'content');
  await cp(minimalSite, contentDir, { recursive: true });
  dev = spawnDev(contentDir, dir);
  url = await dev.url();
  await dev.waitFor(/built \d+ pages/, 150_000);
}, 180_000);

afterAll(async () => {
  await dev?.stop('SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

/** Every file under `root` (dot-files left out: dev's half-written ones), relative path → bytes. */
async function files(root: string): Promise<Map<string, Buffer>> {
  const entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile() && !e.name.startsWith('.'),
  );
  const out = new Map<string, Buffer>();
  for (const e of entries)
    out.set(
      path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
      await readFile(path.join(e.parentPath, e.name)),
    );
  return out;
}

/** A cold build into a new folder (its own cache, shared by this test's builds only), published as dev shows it. */
async function coldBuild(): Promise<Map<string, Buffer>> {
  const out = path.join(dir, `dist-${builds++}`);
  const r = await runCli(['build', '--content', contentDir, '--out', out, '--drafts', '--future'], {
    cwd: dir,
    env: { AGENCY_SITE_CACHE_DIR: path.join(dir, 'build-cache') },
  });
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const built = await files(out);
  built.delete(OUTPUT_MARKER);
  return built;
}

/** What dev serves differs from the build in: missing or extra files, and files whose bytes differ. */
async function differences(built: Map<string, Buffer>): Promise<string[]> {
  const devRoot = path.join(
    dir,
    (await readdir(dir)).find((n) => n.startsWith('agency-site-dev-'))!,
    'site',
  );
  const served = await files(devRoot);
  const out = [...served.keys()].filter((f) => !built.has(f)).map((f) => `extra ${f}`);
  for (const [file, bytes] of built) {
    const mine = served.get(file);
    if (!mine) out.push(`missing ${file}`);
    else if (file.endsWith('.html')) {
      const route = /data-route="([^"]*)"/.exec(mine.toString('utf8'))?.[1] ?? '?';
      if (mine.toString('utf8') !== injectDevSnippet(bytes.toString('utf8'), route)) out.push(`differs ${file}`);
    } else if (!mine.equals(bytes)) out.push(`differs ${file}`);
  }
  return out.sort();
}

/** dev's files, once it has caught up (share cards come after the pages), equal a cold build's. */
async function expectSameAsColdBuild() {
  const built = await coldBuild();
  let diff = await differences(built);
  for (const until = Date.now() + 60_000; diff.length && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 200));
    diff = await differences(built);
  }
  expect(diff).toEqual([]);
}

async function edit(rel: string, change: (text: string) => string, done: RegExp) {
  const file = path.join(contentDir, rel);
  await writeFile(file, change(await readFile(file, 'utf8')));
  await dev.waitFor(done, 60_000);
}

it('serves the share card a page names as its og:image', async () => {
  const page = await (await fetch(`${url}/about`)).text();
  const card = /<meta property="og:image" content="[^"]*?(\/assets\/og\/[^"]+\.png)"/.exec(page)?.[1];
  expect(card).toBeDefined();
  let res = await fetch(url + card);
  for (const until = Date.now() + 60_000; res.status !== 200 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 200)); // cards are made after the pages
    res = await fetch(url + card);
  }
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/image\/png/);
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(1, 4)
      .toString('latin1'),
  ).toBe('PNG');
}, 90_000);

it('serves what a cold build writes, file for file, before and after edits', async () => {
  await expectSameAsColdBuild();
  // A page's title: its page, its share card (a new name), the sitemap's neighbours stay.
  await edit(
    'pages/about.yml',
    (t) => t.replace(/^title: .*$/m, 'title: About us, renamed'),
    /about\.yml → .*1 of \d+ pages rebuilt/,
  );
  await expectSameAsColdBuild();
  // A new post: its page, the listings, the feed and the sitemap.
  const first = await readFile(path.join(contentDir, 'blog/first-post.md'), 'utf8');
  await writeFile(path.join(contentDir, 'blog/added-post.md'), first.replace(/^title: .*$/m, 'title: An added post'));
  await dev.waitFor(/added-post\.md → .*pages rebuilt/, 60_000);
  await expectSameAsColdBuild();
}, 300_000);
