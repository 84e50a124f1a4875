// The live-reload snippet exists only in `dev`: a build of the same content never carries it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { build } from '../../../src/site/build.ts';
import { copyContent, engineOn } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

// These tests are about pages and content, so the script and stylesheet are fixed stand-ins.
vi.mock('../../../src/site/assets.ts', () => import('./stub-assets.ts'));

let site: Awaited<ReturnType<typeof copyContent>>;
let files: { rel: string; text: string }[];

beforeAll(async () => {
  site = await copyContent();
  const outDir = path.join(site.dir, 'dist');
  // No build cache: the mocked bundle must never be stored where real builds would find it.
  await build({ site: defaultSite, contentDir: site.contentDir, outDir, env: {}, cache: false });
  const names = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  files = await Promise.all(
    names.map(async (d) => {
      const abs = path.join(d.parentPath, d.name);
      return { rel: path.relative(outDir, abs), text: await readFile(abs, 'utf8') };
    }),
  );
}, 60_000);

afterAll(() => site?.cleanup());

test('no built file mentions the dev server', () => {
  expect(files.filter((f) => f.rel.endsWith('.html')).length).toBeGreaterThan(10);
  const leaks = files.filter((f) => /__agency|reload\.js|EventSource/.test(f.text)).map((f) => f.rel);
  expect(leaks).toEqual([]);
});

test('a dev page is the built page plus the snippet (and connect-src allowing its stream)', async () => {
  const engine = engineOn(site.contentDir);
  const dev = await engine.engine.run({ type: 'build' });
  expect(dev.problems).toEqual([]);
  const built = new Map(files.map((f) => [f.rel.split(path.sep).join('/'), f.text]));
  const connect = /connect-src[^;"]*/;
  // Asset names may differ; everything else must not.
  const same = (html: string) =>
    html.replace(connect, 'connect-src …').replace(/\/assets\/(styles|client)-\w+\.(css|js)/g, '/assets/$1-HASH.$2');
  let compared = 0;
  for (const [file, served] of await engine.pages()) {
    const html = served.replace(/<script type="module" src="\/__agency\/reload\.js" data-route="[^"]*"><\/script>/, '');
    const a = same(html);
    const b = same(built.get(file) ?? '');
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    expect(a.slice(Math.max(0, i - 80), i + 80), file).toBe(b.slice(Math.max(0, i - 80), i + 80));
    compared++;
  }
  expect(compared).toBe(files.filter((f) => f.rel.endsWith('.html')).length);
});
