// What pictures cost the build in memory, measured on the real CLI: peak RSS of the process (its
// worker threads included), written by a preloaded module as it exits. A small file claiming
// many pixels is refused from its header, before it is decoded; pictures within the limit are
// decoded a few at a time, so the peak does not grow with their number.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSite, root, siteCopy } from '../../helpers/sites.ts';
import { blackPng } from './picture-files.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');
const GB = 1024 * 1024; // maxRSS is in KB

/** Writes the process's peak RSS (KB) to $AGENCY_TEST_RSS_FILE as it exits. */
const rssProbe = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.AGENCY_TEST_RSS_FILE, String(process.resourceUsage().maxRSS)));",
)}`;

async function measuredBuild(
  dir: string,
): Promise<{ code: number; stderr: string; maxRssKb: number; seconds: number }> {
  const rssFile = path.join(dir, 'rss.txt');
  const env = {
    ...process.env,
    NO_COLOR: '1',
    AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache'),
    AGENCY_TEST_RSS_FILE: rssFile,
  };
  const t0 = performance.now();
  let code = 0;
  let stderr = '';
  try {
    ({ stderr } = await exec(process.execPath, ['--import', rssProbe, bin, 'build', '--out', 'dist'], {
      cwd: dir,
      env,
      timeout: 100_000,
    }));
  } catch (err) {
    const e = err as { code: number | null; stderr: string };
    [code, stderr] = [e.code ?? -1, e.stderr];
  }
  const seconds = (performance.now() - t0) / 1000;
  return { code, stderr, maxRssKb: Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')), seconds };
}

/** The minimal site with `pictures` (name → bytes) shown in its first post. */
async function siteShowing(pictures: Record<string, Buffer>): Promise<string> {
  const contentDir = await siteCopy();
  await mkdir(path.join(contentDir, 'images'));
  const postFile = path.join(contentDir, 'blog', 'first-post.md');
  let post = await readFile(postFile, 'utf8');
  for (const [name, bytes] of Object.entries(pictures)) {
    await writeFile(path.join(contentDir, 'images', name), bytes);
    post += `\n![A picture](images/${name})\n`;
  }
  await writeFile(postFile, post);
  return contentDir;
}

describe('pictures and memory', { timeout: 180_000 }, () => {
  let contentDir: string | undefined;
  afterEach(async () => {
    if (contentDir) await removeSite(contentDir);
  });

  it('four 16000 × 16000 PNGs (3 MB files) are refused from their headers, under 1 GB', async () => {
    const bomb = await blackPng(16_000, 16_000);
    contentDir = await siteShowing(Object.fromEntries([0, 1, 2, 3].map((i) => [`bomb-${i}.png`, bomb])));
    const r = await measuredBuild(path.dirname(contentDir));
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr.match(/is 16000 × 16000 pixels \(256 megapixels\), more than the 40 megapixels/g)).toHaveLength(4);
    expect(r.maxRssKb).toBeLessThan(GB);
  });

  it('six 6000 × 6000 pictures are built a few at a time, under 1 GB', async () => {
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    contentDir = await siteShowing(Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`big-${i}.jpg`, big])));
    const r = await measuredBuild(path.dirname(contentDir));
    expect(r.code, r.stderr).toBe(0);
    expect(r.maxRssKb).toBeLessThan(GB);
  });
});
