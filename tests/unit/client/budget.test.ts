import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { bundleAssets } from '../../../src/site/assets.ts';

// Issue 4: the whole client script is at most 3 KB gzipped.
it('the client script stays within 3 KB gzipped', async () => {
  const assets = await bundleAssets();
  const script = assets.files.find((f) => '/' + f.path === assets.js)!;
  expect(gzipSync(script.contents, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
});
