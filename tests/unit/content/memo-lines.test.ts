// A file taken from the content memo (memo.ts) keeps its line numbers: a problem found in it on a
// rebuild names its line, as on a build from nothing. Through the real CLI, one cache for both builds.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { removeSite, root, siteCopy } from '../../helpers/sites.ts';

const exec = promisify(execFile);
let contentDir: string | undefined;
afterEach(async () => {
  if (contentDir) await removeSite(contentDir);
});

async function build(dir: string): Promise<{ code: number; stderr: string }> {
  const env = { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') };
  try {
    await exec(
      process.execPath,
      [path.join(root, 'bin/agency-site.js'), 'build', '--content', 'content', '--out', 'dist'],
      { cwd: dir, env, timeout: 120_000 },
    );
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

test('a problem in a file the memo kept names its line on a rebuild', async () => {
  contentDir = await siteCopy();
  const dir = path.dirname(contentDir);
  await mkdir(path.join(contentDir, 'images'));
  await writeFile(
    path.join(contentDir, 'images/photo.png'),
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer(),
  );
  const post = path.join(contentDir, 'blog/first-post.md');
  await writeFile(post, (await readFile(post, 'utf8')).replace(/^image: .*$/m, 'image: images/photo.png'));
  const line = (await readFile(post, 'utf8')).split('\n').findIndex((l) => l.startsWith('image:')) + 1;
  expect((await build(dir)).code).toBe(0); // the memo now holds first-post.md

  // The post is unchanged (taken from the memo); the picture it names is gone.
  await rm(path.join(contentDir, 'images/photo.png'));
  const { code, stderr } = await build(dir);
  expect(code).toBe(1);
  expect(stderr).toContain(`blog/first-post.md:${line}`);
}, 120_000);
