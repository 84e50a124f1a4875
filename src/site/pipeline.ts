// `build`, as the CLI runs it: load → routes → assets → render → write, with the rendering and
// writing spread over worker threads and everything unchanged since the last build reused.
// This module never imports React: the main thread only loads, plans and links, so it starts fast.
//
//   main thread:  content (memo) ─► routes ─► page keys ─► plan ─┬─► link unchanged pages
//                                                                ├─► workers: render + write the rest
//                                                                └─► assets, sitemap, feed
//   then the staging folder is swapped in (write.ts) and the manifest saved (cache/manifest.ts).
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleAssets, type Assets } from './assets.ts';
import { cachedAssets } from './cache/assets.ts';
import { ContentMemo } from './cache/content-memo.ts';
import { cacheDir, currentFingerprint, engineDir } from './cache/dir.ts';
import { readManifest, stillOurs, writeManifest, type Manifest, type PageRecord } from './cache/manifest.ts';
import { PageKeys, type TrackedCollection } from './cache/page-keys.ts';
import { listPostFiles, prefillPosts, type PostFile } from './cache/prefill.ts';
import { loadContent, type LoadOptions, type SiteContent } from './content/load.ts';
import { ContentError } from './diagnostics.ts';
import { resolveUrls, type UrlOverrides } from './options.ts';
import { compileRenderWorker } from './compiled/bundles.mjs';
import { RenderPool, threadsFor } from './pool/render-pool.ts';
import type { RenderSettings } from './render.ts';
import { buildRoutes, type Route } from './routes.ts';
import { siteFiles } from './seo/index.ts';
import { publicFiles } from './public-files.ts';
import { Stopwatch, type StageTime } from './timing.ts';
import { eachLimit, Staging } from './write.ts';

export interface BuildOptions extends UrlOverrides {
  contentDir: string;
  outDir: string;
  env?: NodeJS.ProcessEnv;
  /**
   * The build cache (cache/): false turns it off, a string names its folder. Default
   * node_modules/.cache/agency-site, or AGENCY_SITE_CACHE_DIR; AGENCY_SITE_CACHE=off turns it off.
   */
  cache?: false | string;
  /** Render threads at most; default one per core. */
  threads?: number;
}

export interface BuildSummary {
  pages: number;
  /** Pages rendered by this build; the others were unchanged and reused. */
  rendered: number;
  reused: number;
  files: number;
  bytes: number;
  assets: { js: string; jsBytes: number; jsGzipBytes: number; css: string; cssBytes: number; cssGzipBytes: number };
  stages: StageTime[];
  totalMs: number;
}

/** Load and validate content, or throw ContentError with every problem found. */
export async function loadOrThrow(contentDir: string, options?: LoadOptions): Promise<SiteContent> {
  const loaded = await loadContent(contentDir, options);
  if (!loaded.ok) throw new ContentError(loaded.diagnostics);
  return loaded.content;
}

export function assetSizes(assets: Assets): BuildSummary['assets'] {
  const file = (p: string) => assets.files.find((f) => '/' + f.path === p)!.contents;
  // Gzipped size is what the visitor downloads; the client script's budget is 3 KB of it.
  const gz = (p: string) => gzipSync(file(p), { level: 9 }).length;
  return {
    js: assets.js, jsBytes: file(assets.js).length, jsGzipBytes: gz(assets.js),
    css: assets.css, cssBytes: file(assets.css).length, cssGzipBytes: gz(assets.css),
  };
}

interface Plan {
  keys: string[];
  /** Route indexes to render; the rest are reused from the previous output. */
  render: number[];
  reuse: number[];
}

/** Which pages must be rendered: new or changed keys, or a previous file that is no longer ours. */
async function planPages(routes: readonly Route[], keys: PageKeys, previous: Manifest | undefined, outDir: string): Promise<Plan> {
  const plan: Plan = { keys: routes.map((r) => keys.key(r)), render: [], reuse: [] };
  const candidates: number[] = [];
  routes.forEach((r, i) => (previous?.pages[r.file]?.[0] === plan.keys[i] ? candidates : plan.render).push(i));
  const ours = new Array<boolean>(routes.length);
  await eachLimit(candidates, 64, async (i) => {
    ours[i] = await stillOurs(outDir, routes[i]!.file, previous!.pages[routes[i]!.file]!);
  });
  for (const i of candidates) (ours[i] ? plan.reuse : plan.render).push(i);
  plan.render.sort((a, b) => a - b);
  return plan;
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const clock = new Stopwatch();
  const env = options.env ?? process.env;
  const cache = cacheDir({ cache: options.cache, env });
  const outDir = path.resolve(options.outDir);
  const maxThreads = options.threads;

  const code = currentFingerprint();
  const [memo, previous] = await Promise.all([ContentMemo.open(cache, options.contentDir, code), readManifest(cache, outDir)]);
  // With the cache off, compiled code still needs a home: a temp folder.
  const worker = compileRenderWorker(cache ? engineDir(cache) : path.join(os.tmpdir(), 'agency-site-engine'), code);
  worker.catch(() => {}); // awaited below; a failure must not surface as an unhandled rejection first
  // Nothing to reuse (no content remembered, or no pages made by this code): every post is parsed
  // and every page rendered, so the threads start now and help with loading.
  const coldContent = memo.size === 0;
  let pool = previous?.code === code && !coldContent ? undefined : worker.then((w) => new RenderPool(w.file, threadsFor(Infinity, maxThreads)));
  pool?.catch(() => {});

  let staging: Staging | undefined;
  try {
    const [content, assets] = await Promise.all([
      clock.time('load content', async () => {
        if (coldContent && pool) {
          const threads = pool.then((p) => (batch: PostFile[]) => p.parse(batch), () => undefined);
          await prefillPosts(memo, await listPostFiles(options.contentDir), threads);
        }
        return loadOrThrow(options.contentDir, { memo });
      }),
      clock.time('bundle assets', () => cachedAssets(cache, code, bundleAssets)),
    ]);
    const saveMemo = memo.save().catch(() => {}); // a cache that cannot be written only costs time
    const urls = resolveUrls(content.site, options, env);
    const settings: RenderSettings = { assets: { js: assets.js, css: assets.css }, ...urls };
    const routes = await clock.time('build routes', () => buildRoutes(content));

    let reads: readonly TrackedCollection[] = previous?.reads ?? [];
    const plan = await clock.time('plan pages', () => planPages(routes, new PageKeys(code, content, settings, memo.hashes, reads), previous, outDir));

    staging = await Staging.open(outDir);
    const stage = staging;
    const records: Record<string, PageRecord> = {};
    const rendered = await clock.time('render pages', async () => {
      const linking = eachLimit(plan.reuse, 32, async (i) => {
        const file = routes[i]!.file;
        const record = previous!.pages[file]!;
        await stage.reuse(outDir, file, record[1]);
        records[file] = record;
      });
      const others = publicFiles(options.contentDir).then((copied) => stage.writeAll([...assets.files, ...siteFiles(content, routes, urls), ...copied]));
      // Awaited below; until then a failure must not surface as an unhandled rejection if rendering fails first.
      linking.catch(() => {});
      others.catch(() => {});
      let outcome;
      if (plan.render.length) {
        pool ??= worker.then((w) => new RenderPool(w.file, threadsFor(plan.render.length, maxThreads)));
        const threads = await pool;
        await threads.init(content, settings, stage.dir, routes.length);
        outcome = await threads.render(routes, plan.render);
      }
      await Promise.all([linking, others]);
      if (outcome?.problems.length) throw new ContentError(outcome.problems, 'some pages failed to render');
      for (const p of outcome?.pages ?? []) {
        stage.count(p.bytes);
        records[routes[p.index]!.file] = [plan.keys[p.index]!, p.bytes, p.mtimeMs, p.ino];
      }
      return outcome;
    });
    const written = await clock.time('write output', () => stage.commit());
    staging = undefined;

    // The renderer read a collection the keys did not cover: key every page with it from now on.
    const seen = rendered ? [...rendered.reads] : [];
    if (seen.some((r) => !reads.includes(r))) {
      reads = [...new Set([...reads, ...seen])];
      const keys = new PageKeys(code, content, settings, memo.hashes, reads);
      for (const p of rendered!.pages) records[routes[p.index]!.file]![0] = keys.key(routes[p.index]!);
      for (const i of plan.reuse) delete records[routes[i]!.file]; // keyed without it: render next time
    }
    await Promise.all([writeManifest(cache, outDir, { code, reads: [...reads], pages: records }).catch(() => {}), saveMemo]);

    return {
      pages: routes.length,
      rendered: rendered?.pages.length ?? 0,
      reused: plan.reuse.length,
      files: written.files,
      bytes: written.bytes,
      assets: assetSizes(assets),
      stages: clock.stages,
      totalMs: clock.totalMs,
    };
  } finally {
    await Promise.all([staging?.abort(), pool?.then((p) => p.close(), () => {})]);
  }
}
