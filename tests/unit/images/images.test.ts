// The images stage as a visitor and an editor meet it: a picture in content/images/ becomes
// <picture> with AVIF and WebP at the widths for its place, its files are made once and kept in
// the cache, a self-hosted host's pictures are downloaded once (a local server stands in for the
// stock host), and every page without a picture of its own gets a 1200 × 630 share card.
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/site/build.ts';
import { ContentError } from '../../../src/site/diagnostics.ts';
import { drawCards } from '../../../src/site/images/card-draw.ts';
import { shareCard } from '../../../src/site/images/share-card.ts';
import { markSvg } from '../../../src/site/shared/logo-mark.ts';
import { loadSite } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const png = (width: number, height: number, background = '#6d28d9') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function setPostImage(contentDir: string, post: string, image: string) {
  const file = path.join(contentDir, 'blog', `${post}.md`);
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^image: .*$/m, `image: ${image}`));
}

async function setSite(contentDir: string, replace: (yaml: string) => string) {
  const file = path.join(contentDir, 'site.yml');
  await writeFile(file, replace(await readFile(file, 'utf8')));
}

const page = async (outDir: string, file: string) => parse(await readFile(path.join(outDir, file), 'utf8'));

describe('a picture in content/images/', () => {
  let contentDir: string;
  let outDir: string;
  let cache: string;
  beforeAll(async () => {
    contentDir = await siteCopy();
    outDir = path.join(path.dirname(contentDir), 'dist');
    cache = path.join(path.dirname(contentDir), 'cache');
    await mkdir(path.join(contentDir, 'images'));
    await writeFile(path.join(contentDir, 'images', 'desk.png'), await png(1000, 750));
    await setPostImage(contentDir, 'first-post', 'images/desk.png');
    await setPostImage(contentDir, 'second-post', 'images/desk.png');
    await setSite(contentDir, (y) => y.replace(/^socialImage: .*$/m, 'socialImage: images/desk.png'));
  });
  afterAll(() => removeSite(contentDir));

  it('is shown as <picture>: AVIF and WebP at the widths for its place, its size from the file', async () => {
    const summary = await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    expect(summary.images).toBe(1);
    const post = await page(outDir, 'blog/first-post/index.html');
    const picture = post.querySelector('picture')!;
    const sources = picture.querySelectorAll('source');
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // 1000 px wide: made at 480, 960 and its own width (its places ask for 1440 and 1600 too, more than it has).
    expect(sources[0]!.getAttribute('srcset')).toMatch(
      /^\/assets\/img\/desk-[0-9a-f]{10}-480\.avif 480w, \/assets\/img\/desk-[0-9a-f]{10}-960\.avif 960w, \/assets\/img\/desk-[0-9a-f]{10}-1000\.avif 1000w$/,
    );
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^\/assets\/img\/desk-[0-9a-f]{10}-1000\.jpg$/);
    // The fallback's one file, for a browser that takes neither AVIF nor WebP.
    expect(img.getAttribute('srcset')).toBe(`${img.getAttribute('src')} 1000w`);
    expect(img.getAttribute('sizes')).toBe(sources[0]!.getAttribute('sizes'));
    // The post's picture is its largest paint: fetched first, never lazily.
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    for (const s of sources)
      for (const url of s
        .getAttribute('srcset')!
        .split(', ')
        .map((c) => c.split(' ')[0]!)) {
        await expect(stat(path.join(outDir, url))).resolves.toBeTruthy();
      }
    const meta = await sharp(path.join(outDir, sources[0]!.getAttribute('srcset')!.split(' ')[0]!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 480, 360]);
  });

  it('is lazy below the fold, with width and height, and allowed by a CSP that names no other host', async () => {
    const listing = await page(outDir, 'blog/index.html');
    const cards = listing.querySelectorAll('.post-card:not(.post-featured) img');
    expect(cards.length).toBeGreaterThan(0);
    for (const img of cards) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('height')).toBeTruthy();
    }
    const post = await page(outDir, 'blog/first-post/index.html');
    const csp = post.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    expect(csp).toContain("img-src 'self' data:;");
    expect(await readFile(path.join(outDir, '_headers'), 'utf8')).toContain("img-src 'self' data:;");
    // Shared with its own picture: a 1.91:1 part of it, around its middle (no imageFocus).
    expect(post.querySelector('meta[property="og:image"]')!.getAttribute('content')).toMatch(
      /^https:\/\/[^/]+\/assets\/img\/desk-[0-9a-f]{10}-share-50-50\.jpg$/,
    );
  });

  it('is made once: a rebuild into an empty folder reads the cache, a changed picture alone is made again', async () => {
    const encoded = path.join(cache, 'images', 'encoded');
    const before = new Map(
      await Promise.all(
        (await readdir(encoded)).map(async (f) => [f, (await stat(path.join(encoded, f))).mtimeMs] as const),
      ),
    );
    await rm(outDir, { recursive: true });
    await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    for (const [f, mtime] of before) expect((await stat(path.join(encoded, f))).mtimeMs, f).toBe(mtime);
    await writeFile(path.join(contentDir, 'images', 'other.png'), await png(600, 400, '#db2777'));
    await setPostImage(contentDir, 'second-post', 'images/other.png');
    await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    const added = (await readdir(encoded)).filter((f) => !before.has(f));
    expect(added.sort()).toEqual([
      expect.stringMatching(/^other-\w+-480\.avif$/),
      expect.stringMatching(/^other-\w+-480\.webp$/),
      expect.stringMatching(/^other-\w+-600\.avif$/),
      expect.stringMatching(/^other-\w+-600\.jpg$/),
      expect.stringMatching(/^other-\w+-600\.webp$/),
    ]);
  });

  it("in a post's Markdown is shown as <picture> too, lazily, at the text column's widths", async () => {
    const file = path.join(contentDir, 'blog', 'first-post.md');
    const before = await readFile(file, 'utf8');
    await writeFile(file, `${before}\n![Leads per month, <rising>](images/desk.png "Our leads")\n`);
    await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    const body = (await page(outDir, 'blog/first-post/index.html')).querySelector('.prose')!;
    const picture = body.querySelector('picture')!;
    expect(picture.querySelectorAll('source').map((s) => s.getAttribute('srcset'))).toEqual([
      expect.stringMatching(
        /^\/assets\/img\/desk-[0-9a-f]{10}-480\.avif 480w, \/assets\/img\/desk-[0-9a-f]{10}-960\.avif 960w, \/assets\/img\/desk-[0-9a-f]{10}-1000\.avif 1000w$/,
      ),
      expect.stringMatching(
        /^\/assets\/img\/desk-[0-9a-f]{10}-480\.webp 480w, \/assets\/img\/desk-[0-9a-f]{10}-960\.webp 960w, \/assets\/img\/desk-[0-9a-f]{10}-1000\.webp 1000w$/,
      ),
    ]);
    const img = picture.querySelector('img')!;
    expect(img.attributes).toMatchObject({
      alt: 'Leads per month, <rising>',
      title: 'Our leads',
      width: '1000',
      height: '750',
      loading: 'lazy',
    });
    expect(img.getAttribute('src')).toMatch(/^\/assets\/img\/desk-[0-9a-f]{10}-1000\.jpg$/);
    expect(img.getAttribute('srcset')).toBe(`${img.getAttribute('src')} 1000w`);
    await writeFile(file, `${before}\n![A missing chart](images/chart.png)\n`);
    const err = await build({ site: defaultSite, contentDir, outDir, cache, env: {} }).catch((e: unknown) => e);
    expect((err as ContentError).diagnostics).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/blog\/first-post\.md$/),
        line: before.split('\n').length + 1,
        field: 'body',
        rule: 'images',
      }),
    ]);
    await writeFile(file, before);
  });

  it('stops the build when it does not exist, naming the file, line and field', async () => {
    await setPostImage(contentDir, 'first-post', 'images/missing.png');
    const err = await build({ site: defaultSite, contentDir, outDir, cache, env: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentError);
    const [d] = (err as ContentError).diagnostics;
    expect(d).toMatchObject({
      file: expect.stringMatching(/blog\/first-post\.md$/),
      line: 4,
      field: 'image',
      rule: 'images',
    });
    expect(d!.message).toMatch(
      /^images\/missing\.png does not exist in .*images\/: add the file there or correct the name$/,
    );
    await setPostImage(contentDir, 'first-post', 'images/desk.png');
  });
});

describe('share cards', () => {
  let contentDir: string;
  let outDir: string;
  beforeAll(async () => {
    contentDir = await siteCopy();
    outDir = path.join(path.dirname(contentDir), 'dist');
    await build({ site: defaultSite, contentDir, outDir, cache: false, env: {} });
  });
  afterAll(() => removeSite(contentDir));

  it('every page but a post gets its own 1200 × 630 card; a post is shared with its picture', async () => {
    const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    const cards = new Set<string>();
    for (const file of pages) {
      const doc = await page(outDir, file);
      const og = doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
      expect(doc.querySelector('meta[name="twitter:image"]')!.getAttribute('content')).toBe(og);
      if (
        file.startsWith('blog/') &&
        !file.startsWith('blog/index') &&
        !file.startsWith('blog/category') &&
        !file.startsWith('blog/page')
      ) {
        expect(og, file).toMatch(/images\.unsplash\.com/);
        continue;
      }
      const card = new URL(og).pathname;
      expect(card, file).toMatch(/^\/assets\/og\/[a-z0-9-]+-[0-9a-f]{10}\.png$/);
      const meta = await sharp(path.join(outDir, card)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', 1200, 630]);
      cards.add(card);
    }
    expect(cards.size).toBeGreaterThan(5);
  });

  it("shows the site's mark in its corner, the one the header shows", async () => {
    const [card] = await drawCards([
      { title: 'About Us', kicker: 'Services', siteName: 'Tripura Digital Studio', host: 'www.example.in' },
    ]);
    const corner = await sharp(card!)
      .extract({ left: 80, top: 72, width: 64, height: 64 })
      .removeAlpha()
      .raw()
      .toBuffer();
    const mark = await sharp(Buffer.from(markSvg()))
      .resize(64, 64)
      .flatten({ background: '#0b1030' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const meanDifference = corner.reduce((sum, v, i) => sum + Math.abs(v - mark[i]!), 0) / corner.length;
    expect(meanDifference).toBeLessThan(12); // anti-aliasing apart, the same picture
  });

  it("names above each title the page's section as the header does, else the site's tagline", async () => {
    const { content, routes } = await loadSite(contentDir);
    const kicker = (p: string) =>
      shareCard(
        routes.find((r) => r.path === p)!,
        content.site,
        'https://www.example.in',
        defaultSite.kinds,
      )!.text.kicker;
    const label = (href: string) => content.site.nav.find((n) => n.href === href)!.label;
    expect(kicker('/services/seo')).toBe(label('/services'));
    expect(kicker('/services')).toBe(content.site.tagline);
    expect(kicker('/')).toBe(content.site.tagline);
  });
});

describe('pictures from a self-hosted host', () => {
  let contentDir: string;
  let outDir: string;
  let cache: string;
  let server: http.Server;
  let requests: string[];
  let origin: string;
  beforeAll(async () => {
    const photo = await png(900, 600, '#0f766e');
    requests = [];
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      if (req.url === '/slow.png') return; // never answers
      res
        .writeHead(req.url === '/photo.png' ? 200 : 404, { 'content-type': 'image/png' })
        .end(req.url === '/photo.png' ? photo : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    contentDir = await siteCopy();
    outDir = path.join(path.dirname(contentDir), 'dist');
    cache = path.join(path.dirname(contentDir), 'cache');
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await removeSite(contentDir);
  });

  it('are downloaded once into the cache and served from the site like local ones', async () => {
    const host = new URL(origin).host;
    await setSite(contentDir, (y) => `${y}\nimages:\n  selfHost: [${host}]\n`);
    await setPostImage(contentDir, 'first-post', `${origin}/photo.png`);
    const first = await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    expect(first.warnings).toEqual([]);
    const img = (await page(outDir, 'blog/first-post/index.html')).querySelector('picture img')!;
    expect(img.getAttribute('src')).toMatch(/^\/assets\/img\/photo-[0-9a-f]{10}-900\.jpg$/);
    await rm(outDir, { recursive: true });
    await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    expect(requests.filter((r) => r === '/photo.png')).toHaveLength(1);
  });

  it('from a host out of reach: one warning for the host, the picture linked from it, the CSP allowing it', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve)); // nothing listens there now
    const dead = `http://127.0.0.1:${port}`;
    await setSite(contentDir, (y) => y.replace(/selfHost: \[(.*)\]/, `selfHost: [$1, 127.0.0.1:${port}]`));
    await setPostImage(contentDir, 'first-post', `${dead}/a.png`);
    await setPostImage(contentDir, 'second-post', `${dead}/b.png`);
    const summary = await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    expect(summary.warnings).toEqual([
      `pictures from 127.0.0.1:${port} could not be downloaded (ECONNREFUSED): they are linked from 127.0.0.1:${port} for now, and downloaded by a later build`,
    ]);
    const post = await page(outDir, 'blog/first-post/index.html');
    expect(post.querySelector('img.article-image')!.getAttribute('src')).toBe(`${dead}/a.png`);
    expect(post.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toContain(
      `img-src 'self' data: ${dead};`,
    );
  });

  it('give up after the time-out set in site.yml, and the build goes on', async () => {
    await setSite(contentDir, (y) => `${y}  timeoutSeconds: 0.3\n`);
    await setPostImage(contentDir, 'second-post', `${origin}/slow.png`);
    const t0 = performance.now();
    const summary = await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(summary.warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^pictures from ${new URL(origin).host.replace(/\./g, '\\.')} could not be downloaded \\(no answer in 0\\.3 s\\)`,
        ),
      ),
    );
  });

  it('give up on a body that trickles in, too: the time-out covers the whole download', async () => {
    const trickle = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' }).write(Buffer.from([0x89, 0x50]));
      const drip = setInterval(() => res.write(Buffer.from([0])), 50);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(trickle.address() as AddressInfo).port}`;
    try {
      await setSite(contentDir, (y) => y.replace(/selfHost: \[(.*)\]/, `selfHost: [$1, ${host}]`));
      await setPostImage(contentDir, 'second-post', `http://${host}/drip.png`);
      const summary = await build({ site: defaultSite, contentDir, outDir, cache, env: {} });
      expect(summary.warnings).toContain(
        `pictures from ${host} could not be downloaded (not downloaded within 0.3 s): they are linked from ${host} for now, and downloaded by a later build`,
      );
    } finally {
      trickle.closeAllConnections();
      trickle.close();
    }
  });
});
