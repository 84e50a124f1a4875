// Where pictures go (issue 37): a focal point content names is validated and kept by every crop,
// each place's raster widths cover it at DPR 2, and `check` warns of one picture in too many places.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCatalogContext, Picture } from '../../../src/site/components/Picture.tsx';
import { imageSchema } from '../../../src/site/model/schemas/common.ts';
import { focusClasses } from '../../../src/site/model/focus.ts';
import { useSpecs } from '../../../src/site/images/uses.ts';
import { runCli, type CliRun } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import type { JsonFinding as Finding } from '../../../src/cli/commands/check.ts';

describe('focus: what every crop keeps in frame', () => {
  it('takes a word or a pair of percentages in steps of 5, and says what else it takes', () => {
    for (const focus of ['left', 'right', 'top', 'bottom', 'center', '30% 40%', '0% 100%']) {
      expect(imageSchema.safeParse({ src: 'images/a.svg', alt: 'A', focus }).success, focus).toBe(true);
    }
    for (const focus of ['middle', '33% 40%', '30%', '120% 0%', '30 40', 'left top']) {
      const r = imageSchema.safeParse({ src: 'images/a.svg', alt: 'A', focus });
      expect(r.success, focus).toBe(false);
      expect(r.error!.issues[0]).toMatchObject({
        path: ['focus'],
        message: expect.stringMatching(/left, right, top, bottom, center|steps of 5/),
      });
    }
  });

  it('is shown as object-position through classes on every <Picture>, SVG or raster (no style attribute: the CSP forbids it)', () => {
    expect(focusClasses('left')).toBe('fx-0 fy-50');
    expect(focusClasses('30% 40%')).toBe('fx-30 fy-40');
    const catalog = {
      'images/a.svg': {
        base: 'assets/img/a-0123456789',
        width: 1600,
        height: 1200,
        fallback: 'jpeg' as const,
        widths: [],
        svg: true as const,
      },
      'images/b.jpg': {
        base: 'assets/img/b-0123456789',
        width: 2000,
        height: 1000,
        fallback: 'jpeg' as const,
        widths: [480, 960, 1440],
      },
    };
    for (const src of Object.keys(catalog)) {
      const html = renderToStaticMarkup(
        createElement(
          ImageCatalogContext.Provider,
          { value: catalog },
          createElement(Picture, { image: { src, alt: 'A', focus: 'bottom' }, use: 'card', className: 'card-image' }),
        ),
      );
      expect(html, src).toMatch(/<img class="picture card-image fx-50 fy-100"/);
      expect(html).not.toContain('style=');
    }
  });
});

describe('raster widths', () => {
  it('cover every place at DPR 2 where it is widest', () => {
    for (const [use, spec] of Object.entries(useSpecs)) {
      if (spec.shared) continue; // one file, fetched by networks
      expect(Math.max(...spec.widths), use).toBeGreaterThanOrEqual(2 * spec.shown);
      expect(spec.sizes, use).toMatch(/px|vw/);
    }
  });
});

/** `check --format json` in the site's folder, with a build cache of its own there. */
const check = (contentDir: string) =>
  runCli(['check', '--format', 'json'], {
    cwd: path.dirname(contentDir),
    env: { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(contentDir), 'cache') },
    timeout: 90_000,
  });

describe('one picture in too many places, through the real CLI', { timeout: 120_000 }, () => {
  let contentDir: string;
  let reuse: CliRun;
  let badFocus: CliRun;
  let lastPicture: number;
  const post = 'content/blog/first-post.md';

  beforeAll(async () => {
    contentDir = await siteCopy();
    await mkdir(path.join(contentDir, 'images'));
    await writeFile(
      path.join(contentDir, 'images', 'desk.png'),
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2563eb' } })
        .png()
        .toBuffer(),
    );
    const file = path.join(contentDir, 'blog', 'first-post.md');
    const text = (await readFile(file, 'utf8')).replace(/^image: .*$/m, 'image: images/desk.png');
    // The post's picture (its card and its page: one place), and three more in its text: four.
    await writeFile(
      file,
      `${text.trimEnd()}\n\n![A](images/desk.png)\n\n![B](images/desk.png)\n\n![C](images/desk.png)\n`,
    );
    lastPicture = (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes('![C]')) + 1;
    reuse = await check(contentDir);
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^image: .*$/m, '$&\nimageFocus: middle'));
    badFocus = await check(contentDir);
  }, 120_000);
  afterAll(() => removeSite(contentDir));

  it('warns at the first place past three, with the count; a focus it cannot read is an error at its field', () => {
    const findings = JSON.parse(reuse.stdout) as Finding[];
    const warned = findings.filter((f) => /places across the site/.test(f.message));
    expect(warned).toEqual([
      expect.objectContaining({
        file: post,
        line: lastPicture,
        field: 'body',
        severity: 'warning',
        message: expect.stringMatching(/^images\/desk\.png fills 4 places .*more than 3/),
      }),
    ]);
    expect(reuse.code).toBe(0);
    expect(JSON.parse(badFocus.stdout).find((f: Finding) => f.field === 'imageFocus')).toMatchObject({
      file: post,
      line: 5,
      severity: 'error',
      message: expect.stringMatching(/left, right, top, bottom, center/),
    });
    expect(badFocus.code).toBe(1);
  });
});
