// A browser test's own small site, for what the shared build (the shipped content) does not
// show: analytics set, embeds of every provider, the CMS. Kept apart from helpers.ts so that the
// other test files do not load the engine to build one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../src/site/build.ts';
import { listen, staticHandler, type RunningServer } from '../../src/site/serve.ts';
import { removeSite } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';
/**
 * A fixture site of a test file's own (the shared build is the shipped content): `makeContent`
 * gives its content folder, `prepare` may change the output before it is served. Built once into a
 * temp folder, served from 127.0.0.1, and removed with its content after the file's tests.
 */
export function fixtureSite(makeContent: () => Promise<string>, prepare?: (outDir: string) => Promise<void>) {
  const site = { contentDir: '', outDir: '', url: '' };
  let tmp = '';
  let server: RunningServer | undefined;
  beforeAll(async () => {
    site.contentDir = await makeContent();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-fixture-'));
    site.outDir = path.join(tmp, 'dist');
    await build({
      site: defaultSite,
      contentDir: site.contentDir,
      outDir: site.outDir,
      cache: path.join(tmp, 'cache'),
      leadService: '',
      env: {},
    });
    await prepare?.(site.outDir);
    server = await listen(staticHandler(site.outDir), { host: '127.0.0.1', port: 0 });
    site.url = server.url;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (site.contentDir) await removeSite(site.contentDir);
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });
  return site;
}
