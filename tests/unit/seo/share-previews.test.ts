// Share previews that show at once (issue #53, item 2): every page's head names its preview's
// width, height and type, and says what it shows to screen readers on X as on the rest; the sizes
// are those of the files the build wrote (read back here), for a share card and for a post's own
// picture alike.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

let content: string;
let out: string;
beforeAll(async () => {
  content = await siteCopy();
  out = path.join(path.dirname(content), 'dist');
  // A post with a picture of its own, from content/images/: it shares that picture.
  const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  await mkdir(path.join(content, 'images'));
  await writeFile(path.join(content, 'images', 'tea-garden.jpg'), photo);
  const post = path.join(content, 'blog', 'first-post.md');
  await writeFile(post, (await readFile(post, 'utf8')).replace(/^image: .*$/m, 'image: images/tea-garden.jpg'));
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const built = await runCli(['build', '--content', content, '--out', out], { env, timeout: 120_000 });
  expect(built.stderr).toBe('');
}, 180_000);
afterAll(() => removeSite(content));

const types: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

it("every page's preview tags give the real size and type of the picture it shares", async () => {
  const pages = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
  const shared = new Set<string>();
  for (const page of pages) {
    const head = parse(await readFile(path.join(out, page), 'utf8')).querySelector('head')!;
    const meta = (key: string) =>
      head.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
      head.querySelector(`meta[name="${key}"]`)?.getAttribute('content');
    const image = meta('og:image')!;
    const file = path.join(out, new URL(image).pathname);
    const real = await sharp(await readFile(file)).metadata();
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], page).toEqual([
      String(real.width),
      String(real.height),
      types[real.format!],
    ]);
    expect(meta('twitter:image:alt'), page).toBeTruthy();
    expect(meta('twitter:image:alt'), page).toBe(meta('og:image:alt'));
    shared.add(new URL(image).pathname.includes('/og/') ? 'card' : 'picture');
  }
  expect([...shared].sort()).toEqual(['card', 'picture']); // both kinds were read back
}, 60_000);
