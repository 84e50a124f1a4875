// Build tests work on temp copies of the minimal site (plus generated posts where a test needs
// many pages), with their own build cache, so they never touch each other or the real cache.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generatePosts } from '../../../bench/generate-posts.ts';
import { prepareImages } from '../../../src/site/images/prepare.ts';
import { renderRoute } from '../../../src/site/render.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { resolveUrls } from '../../../src/site/options.ts';
import { buildRoutes } from '../../../src/site/routes.ts';
import { minimalSite } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

export interface TempSite {
  root: string;
  contentDir: string;
  outDir: string;
  cache: string;
  remove(): Promise<void>;
}

/** The minimal site with `posts` more generated posts (categories of the fixture). */
export async function tempSite(posts = 0, cache?: string): Promise<TempSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'agency-site-build-'));
  const contentDir = path.join(root, 'content');
  await cp(minimalSite, contentDir, { recursive: true });
  for (const p of generatePosts({ count: posts, seed: 7, categories: ['SEO', 'Social Media'] })) {
    await writeFile(path.join(contentDir, 'blog', p.file), p.text);
  }
  return {
    root,
    contentDir,
    outDir: path.join(root, 'dist'),
    cache: cache ?? path.join(root, 'cache'),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** Every file under `dir`, relative path → contents. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full, 'utf8'));
  }
  return out;
}

/** The pages as the in-memory renderer makes them (development React, no cache, no threads). */
export async function renderedInMemory(
  contentDir: string,
  assets: { js: string; css: string; fonts: string[] },
  overrides: { siteUrl?: string } = {},
): Promise<Map<string, string>> {
  const loaded = await loadContent(contentDir, defaultSite.kinds);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const settings = { assets, ...resolveUrls(loaded.content.site, overrides, {}) };
  const images = await prepareImages(loaded.content, { kinds: defaultSite.kinds, download: false });
  const routes = buildRoutes(loaded.content, defaultSite.kinds);
  return new Map(routes.map((r) => [r.file, renderRoute(r, loaded.content, settings, images, defaultSite.kinds)]));
}

/** Asset URLs a built page links. */
export function assetsOf(html: string): { js: string; css: string; fonts: string[] } {
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
  return {
    js: /<script type="module" src="([^"]+)"/.exec(html)![1]!,
    css: /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!,
    fonts,
  };
}
