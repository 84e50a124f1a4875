// SVG pictures are served as SVG (issue 37): cleaned of what could run or load from elsewhere, sized
// from their viewBox, one hashed file shown as a plain <img>; no AVIF, WebP or JPEG made of them
// but for networks: a raster of the drawing, and a post's share preview cut from it. One the build cannot size or read is refused naming file, line,
// field and reason.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanSvg } from '../../../src/site/images/svg-clean.ts';
import { runCli, type CliRun } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

const hostile = `<?xml version="1.0"?>
<!DOCTYPE svg>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200" viewBox="0 0 600 400" onload="alert(1)">
  <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
  <script>alert(2)</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <a href="javascript:alert(3)"><rect width="600" height="400" fill="#2563eb" onclick="alert(4)"/></a>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <use xlink:href="other.svg#shape"/>
  <circle cx="300" cy="200" r="80" fill="url(#g)" style="stroke: url(https://evil.example/s)"/>
  <set attributeName="href" to="javascript:alert(5)"/>
  <linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
</svg>`;

describe('cleaning an SVG (images/svg-clean.ts)', () => {
  it('removes what could run or load from elsewhere, keeps the drawing and the viewBox, and says what went', async () => {
    const clean = await cleanSvg(Buffer.from(hostile));
    if (!('svg' in clean)) throw new Error(clean.problem);
    const svg = clean.svg.toString('utf8');
    for (const gone of [
      '<script',
      'alert',
      'foreignObject',
      'onload',
      'onclick',
      'evil.example',
      'other.svg',
      '<set',
      'javascript:',
      '@import',
    ])
      expect(svg).not.toContain(gone);
    expect(svg).toContain('viewBox="0 0 600 400"');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toMatch(/<rect[^>]*fill="#2563eb"/);
    // Sized from its viewBox: the <img>'s width and height, and the file's own.
    expect([clean.width, clean.height]).toEqual([600, 400]);
    expect(svg).toMatch(/<svg[^>]* width="600" height="400"/);
    expect(clean.removed.join('; ')).toMatch(/<script>.*<foreignObject>|<foreignObject>.*<script>/);
    expect(clean.removed.join('; ')).toContain('event handler (onload)');
    // librsvg still draws it.
    expect((await sharp(clean.svg).metadata()).width).toBe(600);
  });

  it('gives an SVG without a viewBox one from its width and height in pixels', async () => {
    const clean = await cleanSvg(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80"><rect width="120" height="80"/></svg>',
      ),
    );
    expect(clean).toMatchObject({ width: 120, height: 80 });
    expect((clean as { svg: Buffer }).svg.toString()).toContain('viewBox="0 0 120 80"');
  });

  it('refuses one it cannot size or read, saying why', async () => {
    expect(
      await cleanSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100%"><rect/></svg>')),
    ).toMatchObject({ problem: expect.stringMatching(/no usable viewBox/) });
    expect(
      await cleanSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10"><rect/></svg>')),
    ).toMatchObject({ problem: expect.stringMatching(/viewBox/) });
    expect(
      await cleanSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect></svg>')),
    ).toMatchObject({ problem: expect.stringMatching(/not an SVG the build can read/) });
  });
});

/** The CLI in the site's folder, with a build cache of its own there. */
const cli = (dir: string, args: string[]) =>
  runCli(args, { cwd: dir, env: { AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') }, timeout: 90_000 });

describe('an SVG picture through the real CLI', { timeout: 180_000 }, () => {
  let contentDir: string;
  let dir: string;
  let build: CliRun;
  let check: CliRun;
  let sizeless: CliRun;
  const post = 'content/blog/first-post.md';

  beforeAll(async () => {
    contentDir = await siteCopy();
    dir = path.dirname(contentDir);
    await mkdir(path.join(contentDir, 'images'));
    await writeFile(path.join(contentDir, 'images', 'drawing.svg'), hostile);
    const file = path.join(contentDir, 'blog', 'first-post.md');
    const text = await readFile(file, 'utf8');
    // The post's own picture (a card, the article's head, its share preview) and one in its text.
    await writeFile(
      file,
      text.replace(/^image: .*$/m, 'image: images/drawing.svg').trimEnd() + '\n\n![A drawing](images/drawing.svg)\n',
    );
    build = await cli(dir, ['build', '--out', 'dist']);
    check = await cli(dir, ['check', '--format', 'json']);
    await writeFile(
      path.join(contentDir, 'images', 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>',
    );
    sizeless = await cli(dir, ['build', '--out', 'dist']);
  }, 300_000);
  afterAll(() => removeSite(contentDir));

  it('serves it as one cleaned SVG file shown by plain <img>s with its viewBox size, and JPEGs only for networks', async () => {
    expect(build.code, build.stderr).toBe(0);
    const files = await readdir(path.join(dir, 'dist/assets/img'));
    const svgs = files.filter((f) => f.startsWith('drawing-') && f.endsWith('.svg'));
    expect(svgs).toHaveLength(1);
    expect(files.filter((f) => /\.(avif|webp)$/.test(f))).toEqual([]);
    // The drawing whole (structured data names it) and the post's share preview.
    const jpegs = files.filter((f) => f.startsWith('drawing-') && f.endsWith('.jpg'));
    expect(jpegs.map((f) => f.replace(/-[0-9a-f]{10}-/, '-#-')).sort()).toEqual([
      'drawing-#-600.jpg',
      'drawing-#-share-50-50.jpg',
    ]);
    const served = await readFile(path.join(dir, 'dist/assets/img', svgs[0]!), 'utf8');
    expect(served).not.toMatch(/script|alert|evil\.example|foreignObject/i);

    const page = parse(await readFile(path.join(dir, 'dist/blog/first-post/index.html'), 'utf8'));
    const imgs = page.querySelectorAll(`img[src="/assets/img/${svgs[0]}"]`);
    expect(imgs.length).toBeGreaterThanOrEqual(2); // the article's picture and the one in its text
    for (const img of imgs) {
      expect(img.parentNode?.tagName).not.toBe('PICTURE');
      expect(img.getAttribute('srcset')).toBeUndefined();
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '400']);
    }
    const og = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(og).toMatch(/\/assets\/img\/drawing-[0-9a-f]+-share-50-50\.jpg$/);
    const ld = page.querySelectorAll('script[type="application/ld+json"]').map((s) => s.textContent);
    expect(ld.join('')).toMatch(/\/assets\/img\/drawing-[0-9a-f]+-600\.jpg"/);
    // What was removed is said once by `build` and by `check`, at the post's image field.
    expect(build.stdout + build.stderr).toMatch(/images\/drawing\.svg: removed .*<script>/);
    const findings = JSON.parse(check.stdout) as {
      file: string;
      field: string | null;
      rule: string;
      message: string;
      severity: string;
    }[];
    expect(findings.find((f) => f.rule === 'images' && /removed/.test(f.message))).toMatchObject({
      file: post,
      field: 'image',
      severity: 'warning',
    });
  });

  it('refuses one without a size, naming the file, its line, the field and why', () => {
    expect(sizeless.code).toBe(1);
    expect(sizeless.stderr).toMatch(new RegExp(`${post}:4 +images +image +images/drawing\\.svg has no usable viewBox`));
    expect(sizeless.stderr).not.toMatch(/Internal error|\n\s+at /);
  });
});
