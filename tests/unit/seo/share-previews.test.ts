// Share previews that show at once (issue #53, item 2): every page's head names its preview's
// width, height and type, and says what it shows to screen readers on X as on the rest; the sizes
// are those of the files the build wrote (read back here), for a share card and for a post's own
// picture alike. A post is shared with a 1.91:1 part of its picture, cut around its focus point:
// 1200 × 630, or smaller when the picture is (never enlarged); read back here, pixels and all.
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
  const text = await readFile(post, 'utf8');
  await writeFile(post, text.replace(/^image: .*$/m, 'image: images/tea-garden.jpg'));
  // A wide picture, grey but for a green stripe at 75 % across; a drawing with a red band at its top.
  const stripe = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: green } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 4000, height: 1000, channels: 3, background: grey } })
    .composite([{ input: stripe, left: 2500, top: 0 }])
    .png()
    .toFile(path.join(content, 'images', 'stripe.png'));
  await writeFile(
    path.join(content, 'images', 'band.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200"><rect width="1600" height="1200" fill="${grey}"/><rect width="1600" height="100" fill="${red}"/></svg>`,
  );
  const addPost = (slug: string, front: string) =>
    writeFile(path.join(content, 'blog', `${slug}.md`), text.replace(/^image: .*$/m, front));
  await addPost('focus-post', 'image: images/stripe.png\nimageFocus: 75% 25%');
  await addPost('middle-post', 'image: images/stripe.png');
  await addPost('drawing-post', 'image: images/band.svg\nimageFocus: top');
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const built = await runCli(['build', '--content', content, '--out', out], { env, timeout: 120_000 });
  expect(built.stderr).toBe('');
}, 180_000);
afterAll(() => removeSite(content));

const grey = '#808080';
const green = '#00a000';
const red = '#e00000';

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

/** A post's share preview as its page names it, and the file read back. */
async function preview(slug: string) {
  const head = parse(await readFile(path.join(out, 'blog', slug, 'index.html'), 'utf8')).querySelector('head')!;
  const meta = (key: string) => head.querySelector(`meta[property="${key}"]`)!.getAttribute('content')!;
  const file = path.join(out, new URL(meta('og:image')).pathname);
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return '#' + [...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('');
  };
  return {
    url: meta('og:image'),
    named: [Number(meta('og:image:width')), Number(meta('og:image:height')), meta('og:image:type')],
    real: [info.width, info.height, `image/${(await sharp(file).metadata()).format}`],
    pixel,
    middle: () => pixel(info.width >> 1, info.height >> 1),
  };
}

/** Within a JPEG's rounding of a colour. */
const near = (a: string, b: string) =>
  [1, 3, 5].every((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) <= 24);

it('a post is shared with a 1.91:1 JPEG cut from its picture around its focus point, never enlarged', async () => {
  const focus = await preview('focus-post');
  const middle = await preview('middle-post');
  const drawing = await preview('drawing-post');
  const small = await preview('first-post');
  // 1200 × 630 from the 4000 × 1000 picture and the 1600 × 1200 drawing; 1000 × 525 from the
  // 1000 × 750 photo, the widest 1.91:1 part of it, as it is.
  expect(focus.named).toEqual([1200, 630, 'image/jpeg']);
  expect(drawing.named).toEqual([1200, 630, 'image/jpeg']);
  expect(small.named).toEqual([1000, 525, 'image/jpeg']);
  for (const p of [focus, middle, drawing, small]) expect(p.real).toEqual(p.named);
  expect(focus.url).toMatch(/\/assets\/img\/stripe-[0-9a-f]{10}-share-75-25\.jpg$/);
  // The stripe at 75 % is in the middle of the preview cut around it, and not of the one cut around the middle.
  expect(near(focus.middle(), green), focus.middle()).toBe(true);
  expect(near(middle.middle(), grey), middle.middle()).toBe(true);
  // "top": the window stops at the drawing's top edge, so its red band is the preview's top rows.
  expect(near(drawing.pixel(600, 20), red), drawing.pixel(600, 20)).toBe(true);
  expect(near(drawing.middle(), grey)).toBe(true);
});
