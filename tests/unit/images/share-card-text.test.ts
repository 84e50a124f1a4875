// Share cards draw the agency's own languages (issue #34, item 7): Bengali and Devanagari shaped
// into conjuncts, never boxes; a title too long for the card cut with an ellipsis inside its box;
// characters no shipped font has left out, and `check` warns of them. Through the real CLI.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCards } from '../../../src/site/images/card-draw.ts';
import { cardLine } from '../../../src/site/images/card-fonts.ts';
import { minimalSite, root } from '../../helpers/sites.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-card-text-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

// 500 characters: words, then one word far too long for a line.
const longTitle = (Array.from({ length: 50 }, (_, i) => `Word${i}`).join(' ') + ' ').padEnd(500, 'x');

/** A copy of the minimal site with these page titles (pages/<name>.yml → title). */
async function siteWithTitles(name: string, titles: Record<string, string>): Promise<string> {
  const content = path.join(tmp, name, 'content');
  await cp(minimalSite, content, { recursive: true });
  for (const [page, title] of Object.entries(titles)) {
    const file = path.join(content, 'pages', `${page}.yml`);
    const yml = await readFile(file, 'utf8');
    await writeFile(file, yml.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
  }
  return content;
}

async function run(args: string[], cwd: string) {
  const env = { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: path.join(cwd, 'cache') };
  try {
    const { stdout, stderr } = await exec(process.execPath, [bin, ...args], { cwd, env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The share card a built page (its file in the output) names in its og:image. */
async function cardOf(out: string, page: string): Promise<Buffer> {
  const html = await readFile(path.join(out, page), 'utf8');
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  return readFile(path.join(out, new URL(url).pathname));
}

/** The box of the title's ink: pure white pixels below the header (the kicker is pink, the address pale blue). */
async function titleInk(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1, pixels: 0 };
  for (let y = 140; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) <= 240) continue;
      Object.assign(box, {
        left: Math.min(box.left, x),
        top: Math.min(box.top, y),
        right: Math.max(box.right, x),
        bottom: Math.max(box.bottom, y),
        pixels: box.pixels + 1,
      });
    }
  }
  return box;
}

describe('share cards of titles in Bengali, Devanagari and beyond (real CLI build)', () => {
  let out: string;
  beforeAll(async () => {
    const content = await siteWithTitles('build', {
      about: 'ক্ষ', // Bengali k + virama + ss: one conjunct glyph
      portfolio: 'ক্\u200cষ', // the same letters kept apart by a zero-width non-joiner
      home: 'क्ष', // Devanagari k + virama + ss: one conjunct glyph
      '404': 'क्\u200cष',
      contact: '\ue000\ue001\ue002', // three characters no font has: boxes, if drawn at all
      services: longTitle,
    });
    out = path.join(path.dirname(content), 'dist');
    const r = await run(['build', '--content', content, '--out', out], path.dirname(content));
    expect(r.code, r.stderr).toBe(0);
  }, 120_000);

  it('draws a Bengali or Devanagari title, not the boxes of characters it has no glyph for', async () => {
    const boxes = await cardOf(out, 'contact/index.html');
    for (const page of ['about/index.html', 'index.html']) {
      const card = await cardOf(out, page);
      expect((await titleInk(card)).pixels, page).toBeGreaterThan(500);
      expect(card.equals(boxes), page).toBe(false);
    }
    expect((await titleInk(boxes)).pixels).toBe(0); // left out, not drawn as boxes
  });

  it('shapes ক্ষ and क्ष into conjuncts, narrower than the same letters kept apart', async () => {
    const width = async (page: string) => {
      const ink = await titleInk(await cardOf(out, page));
      return ink.right - ink.left;
    };
    expect(await width('about/index.html')).toBeLessThan((await width('portfolio/index.html')) - 10);
    expect(await width('index.html')).toBeLessThan((await width('404.html')) - 10);
  });

  it('keeps a 500-character title inside its box, above the footer', async () => {
    expect(longTitle).toHaveLength(500);
    const ink = await titleInk(await cardOf(out, 'services/index.html'));
    expect(ink.pixels).toBeGreaterThan(1000);
    expect(ink.top).toBeGreaterThan(150); // below the header
    expect(ink.bottom).toBeLessThan(515); // the address's ink starts near 530
    expect(ink.right).toBeLessThanOrEqual(1120); // 80 px from the right edge, as on the left
  });

  it('keeps a 500-character Bengali title inside its box too (taller lines, three of them)', async () => {
    const title = 'ক্ষমতা জ্ঞান মন্ত্রী শিক্ষা '.repeat(20).slice(0, 500);
    const [card] = await drawCards([
      { title, kicker: 'Services', siteName: 'Pixel Agency', host: 'agency.example.in' },
    ]);
    const ink = await titleInk(Buffer.from(card!));
    expect([ink.top > 150, ink.bottom < 515, ink.right <= 1120], JSON.stringify(ink)).toEqual([true, true, true]);
  }, 60_000);
});

describe('characters no shipped font has', () => {
  it('are left out of the card, which is the card without them', async () => {
    const text = { kicker: 'Services', siteName: 'Pixel Agency', host: 'agency.example.in' };
    const [mixed, plain] = await drawCards([
      { ...text, title: 'Hello مرحبا 👋🏽 שלום world' },
      { ...text, title: 'Hello world' },
    ]);
    expect(Buffer.from(mixed!).equals(Buffer.from(plain!))).toBe(true);
  }, 60_000);

  it('are named by cardLine; look-alikes stand in for hyphens the fonts lack', () => {
    expect(cardLine('Hello مرحبا 👋\ufe0f')).toEqual({ text: 'Hello', left: ['م', 'ر', 'ح', 'ب', 'ا', '👋'] });
    expect(cardLine('e\u2011commerce  in\tক্ষ')).toEqual({ text: 'e-commerce in ক্ষ', left: [] });
  });

  it('are a check warning naming file, line and field (real CLI)', async () => {
    const content = await siteWithTitles('check', { about: 'About مرحبا 👋', contact: 'যোগাযোগ · संपर्क' });
    const r = await run(['check', '--content', content], path.dirname(content));
    const warnings = r.stdout.split('\n').filter((l) => l.includes('  share-cards  '));
    expect(warnings).toHaveLength(1); // Bengali and Devanagari are drawn: no warning
    expect(warnings[0]).toMatch(
      /^content\/pages\/about\.yml:1 {2}share-cards {2}title {2}warning: "About مرحبا 👋" is shown on share cards, and no font they are drawn with has م ر ح ب ا 👋/,
    );
  }, 60_000);

  it("a blog category's listing names the category's own line, as the blog declares it (real CLI)", async () => {
    const content = await siteWithTitles('check-category', {});
    const blog = path.join(content, 'pages', 'blog.yml');
    await writeFile(blog, (await readFile(blog, 'utf8')).replace('- name: Social Media', '- name: Social Media 👋'));
    const r = await run(['check', '--content', content], path.dirname(content));
    const warnings = r.stdout.split('\n').filter((l) => l.includes('  share-cards  '));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^content\/pages\/blog\.yml:17 {2}share-cards {2}listing\.categories\.1\.name {2}warning: "Social Media 👋"/,
      ),
    ]);
  }, 60_000);
});
