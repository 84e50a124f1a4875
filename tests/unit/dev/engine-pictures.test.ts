// dev meets a picture the build cannot decode (a JPEG cut short, found only as it is encoded) as
// the build does: a problem naming the picture, its file, line and field, on the page's overlay;
// not an internal error.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, test, vi } from 'vitest';
import { engineOn } from './helpers.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

// About pictures: the script and stylesheet are fixed stand-ins.
vi.mock('../../../src/site/assets.ts', () => import('./stub-assets.ts'));

let contentDir: string | undefined;
afterAll(async () => {
  vi.unstubAllEnvs();
  if (contentDir) await removeSite(contentDir);
});

test('a truncated JPEG is a problem naming it, not an internal error', async () => {
  contentDir = await siteCopy();
  vi.stubEnv('AGENCY_SITE_CACHE_DIR', path.join(path.dirname(contentDir), 'cache'));
  const good = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a34a' } })
    .jpeg()
    .toBuffer();
  await mkdir(path.join(contentDir, 'images'));
  await writeFile(path.join(contentDir, 'images', 'cut.jpg'), good.subarray(0, Math.floor(good.length * 0.6)));
  const postFile = path.join(contentDir, 'blog', 'first-post.md');
  await writeFile(postFile, (await readFile(postFile, 'utf8')).replace(/^image: .*$/m, 'image: images/cut.jpg'));

  const result = await engineOn(contentDir).engine.run({ type: 'build' });
  expect(result.problems).toEqual([
    expect.objectContaining({
      file: expect.stringMatching(/blog\/first-post\.md$/),
      line: 4,
      field: 'image',
      rule: 'images',
      message: expect.stringMatching(/^images\/cut\.jpg is truncated or damaged/),
    }),
  ]);
}, 60_000);
