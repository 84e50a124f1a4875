// The write stage through the real CLI (issue #34, items 1 and 12): two pictures whose names fold
// to one output name build, and every picture a page names is there; a file, folder or link made
// by hand where the output needs something else is replaced, and nothing outside is touched.
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { readTree } from '../build/helpers.ts';
import { snapshot } from '../output/snapshot.ts';
import { runCli } from '../../helpers/cli.ts';

let content: string;
let dir: string;
let dist: string;
beforeEach(async () => {
  content = await siteCopy();
  dir = path.dirname(content);
  dist = path.join(dir, 'dist');
});
afterEach(async () => {
  await removeSite(content);
});

async function build() {
  return runCli(['build', '--content', content, '--out', dist], {
    cwd: dir,
    env: { AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') },
  });
}

/** Every file under /assets/ a page of the output names, and whether it is there. */
async function namedAssets(): Promise<{ named: string[]; missing: string[] }> {
  const named = new Set<string>();
  for (const [file, html] of await readTree(dist)) {
    if (file.endsWith('.html')) for (const m of html.matchAll(/\/(assets\/(?:img|og)\/[^"'\s,?)]+)/g)) named.add(m[1]!);
  }
  return { named: [...named].sort(), missing: [...named].filter((f) => !existsSync(path.join(dist, f))) };
}

describe('build: the write stage', () => {
  it('builds two identical pictures whose names fold to one (images/a-x.png, images/a/x.png), every picture file named there', async () => {
    // A raster: made at several widths and formats, so both pictures want many files of one name.
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#33aa66' } })
      .png()
      .toBuffer();
    await mkdir(path.join(content, 'images/a'), { recursive: true });
    await writeFile(path.join(content, 'images/a-x.png'), png);
    await writeFile(path.join(content, 'images/a/x.png'), png);
    const post = path.join(content, 'blog/first-post.md');
    await writeFile(post, (await readFile(post, 'utf8')).replace(/^image: .*$/m, 'image: images/a-x.png'));
    await appendFile(post, '\n![The same picture again](images/a/x.png)\n');
    for (const run of ['first', 'second']) {
      const r = await build();
      expect(r.stderr, `${run} build`).not.toContain('Internal error');
      expect(r.code, `${run} build`).toBe(0);
      const { named, missing } = await namedAssets();
      expect(named.filter((f) => f.startsWith('assets/img/a-x-')).length).toBeGreaterThan(2);
      expect(missing).toEqual([]);
    }
  }, 120_000);

  it('puts its own files back over a file, folder or link made by hand in their place, touching nothing outside', async () => {
    expect((await build()).code).toBe(0);
    const built = await snapshot(dist);
    const outside = path.join(dir, 'outside');
    await mkdir(outside);
    await writeFile(path.join(outside, 'index.html'), "not the build's");
    const before = await snapshot(outside);
    await rm(path.join(dist, 'blog/category/seo'), { recursive: true }); // a file where a folder must be
    await writeFile(path.join(dist, 'blog/category/seo'), 'made by hand');
    await rm(path.join(dist, 'robots.txt')); // a folder where a file must be
    await mkdir(path.join(dist, 'robots.txt/inner'), { recursive: true });
    await writeFile(path.join(dist, 'robots.txt/inner/note'), 'made by hand');
    await rm(path.join(dist, 'about'), { recursive: true }); // a link on the path
    await symlink(outside, path.join(dist, 'about'));
    await rm(path.join(dist, 'contact/index.html')); // a link at the file
    await symlink(path.join(outside, 'index.html'), path.join(dist, 'contact/index.html'));
    const r = await build();
    expect(r.stderr).not.toContain('Internal error');
    expect(r.code).toBe(0);
    expect(await snapshot(dist)).toEqual(built);
    expect(await snapshot(outside)).toEqual(before);
  }, 120_000);
});
