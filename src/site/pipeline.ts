// `build`, as the CLI runs it: load → routes → assets → render → write, with the rendering and
// writing spread over worker threads and everything unchanged since the last build reused.
// This module never imports React: the main thread only loads, plans and links, so it starts fast.
//
//   main thread:  content (memo, posts parsed by the threads) ─► routes ─► keys of every file
//        ─► cache/trees.ts: the spare (or a staging folder) gets what differs: linked from the
//           live output, rendered by the threads (a few pages: here), or written; then the swap
//   then the manifest of what the output holds is saved (cache/manifest.ts), and the page graph.
//   A rebuild whose only changes are posts' bodies goes the short way instead: cache/body-edit.ts.
import { existsSync, readFileSync, rmdirSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { bundleAssets, type Assets } from './assets.ts';
import { cachedAssets } from './cache/assets.ts';
import { ContentMemo } from './cache/content-memo.ts';
import { cacheDir, currentFingerprint, engineDir } from './cache/dir.ts';
import { DirRecords, outputId, readManifest, summarize, writeManifest, type FileRecord, type Manifest } from './cache/manifest.ts';
import { NeedsFullBuild, rebuildBodies } from './cache/body-edit.ts';
import { writePageGraph } from './cache/page-graph.ts';
import { PageKeys, sharedKeyOf, type TrackedCollection } from './cache/page-keys.ts';
import { pruneCache } from './cache/prune.ts';
import { listOtherFiles, listPostFiles, prefillOthers, prefillPosts, type PostFile } from './cache/prefill.ts';
import { changedInputs, snapshotInputs } from './cache/inputs.ts';
import { contentKey, forgetFile, outputIntact, spareDir, updateOutput, type Wanted } from './cache/trees.ts';
import { compileRenderWorker } from './compiled/bundles.mjs';
import { folderCollections } from './content/collections.ts';
import { displayPath, loadContent, type LoadOptions, type PostEntry, type SiteContent } from './content/load.ts';
import { imageOrigins, rememberImageOrigins } from './csp.ts';
import { ContentError, type Diagnostic } from './diagnostics.ts';
import { resolveUrls, type UrlOverrides } from './options.ts';
import { PageWriter } from './pool/page-writer.ts';
import { spread } from './pool/render-order.ts';
import type { RenderBatch, RenderJob } from './pool/render-job.ts';
import { RenderPool, threadsFor, type RenderOutcome } from './pool/render-pool.ts';
import { publicDir, publicFiles } from './public-files.ts';
import type { RenderSettings } from './render.ts';
import { blogPostPath, buildRoutes, outputFile, type Route } from './routes.ts';
import { assertOwnedOutput, MARKER_TEXT, OUTPUT_MARKER, removeLeftovers } from './output-dir.ts';
import { siteFiles } from './seo/index.ts';
import { Stopwatch, type StageTime } from './timing.ts';
import { Staging, type OutputFile } from './write.ts';

export interface BuildOptions extends UrlOverrides {
  contentDir: string;
  outDir: string;
  env?: NodeJS.ProcessEnv;
  /**
   * The build cache (cache/): false turns it off, a string names its folder. Default
   * node_modules/.cache/agency-site, or AGENCY_SITE_CACHE_DIR; AGENCY_SITE_CACHE=off turns it off.
   */
  cache?: false | string;
  /** Render threads at most; 0 renders on the main thread. Default: defaultRenderThreads(). */
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
  /** The largest HTML file: with the one script and stylesheet, the heaviest page a visitor loads. */
  heaviestPage: { file: string; bytes: number };
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
  // zlib loaded only now: most rebuilds reuse the last sizes.
  const { gzipSync } = process.getBuiltinModule('node:zlib');
  const gz = (p: string) => gzipSync(file(p), { level: 9 }).length;
  return {
    js: assets.js, jsBytes: file(assets.js).length, jsGzipBytes: gz(assets.js),
    css: assets.css, cssBytes: file(assets.css).length, cssGzipBytes: gz(assets.css),
  };
}

/** Pages rendered on the main thread at most (no threads started: they would cost more). */
const IN_PROCESS_MAX = 48;
/** Pages rendered on the main thread between two looks at the page writer (pool/page-writer.ts). */
const WRITE_CHUNK = 64;

/**
 * Render threads by default: one per core but the main thread's, and none on two cores or fewer.
 * There one thread rendering already keeps about 1.3 cores busy (V8's collector and compilers,
 * the kernel writing), so a second one mostly adds contention and the cost of copying content to
 * it: measured at N = 4,000 posts, 1.8 s on the main thread against 2.05 s with two threads, and
 * 195 MB against 440 MB at peak (bench/, issue 8).
 */
export function defaultRenderThreads(cores = availableParallelism()): number {
  return cores <= 2 ? 0 : cores - 1;
}

/** The flags and environment variables that change the output (options.ts), as given. */
function inputSettings(options: BuildOptions, env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return {
    contentDir: path.resolve(options.contentDir),
    siteUrl: options.siteUrl,
    leadService: options.leadService,
    AGENCY_SITE_URL: env.AGENCY_SITE_URL,
    AGENCY_LEAD_SERVICE_URL: env.AGENCY_LEAD_SERVICE_URL,
  };
}

/** Every file the output must hold, each with its key: pages by route, then the other files. */
function wantedFiles(routes: readonly Route[], keys: PageKeys, others: readonly OutputFile[]): Wanted[] {
  const byFile = new Map<string, Wanted>();
  routes.forEach((r, page) => byFile.set(r.file, { file: r.file, key: keys.key(r), page }));
  // A page wins over another file at the same path (a content/public file named like a page).
  byFile.set(OUTPUT_MARKER, { file: OUTPUT_MARKER, key: contentKey(MARKER_TEXT), contents: MARKER_TEXT });
  for (const f of others) if (!byFile.has(f.path)) byFile.set(f.path, { file: f.path, key: contentKey(f.contents), contents: f.contents });
  return [...byFile.values()];
}

/**
 * The posts whose text alone changed since the last build, when nothing else did: same code,
 * settings and set of content files, each changed file a post whose data (front matter) is as it
 * was, and no page key reading all posts. The route table, the site files and every page key not
 * showing one of these posts are then those of the last build. Undefined otherwise.
 * `changed`: the content files changed since the last build, of the same code, settings and set
 * of files (changedInputs).
 */
function postTextsChanged(manifest: Manifest, changed: readonly string[], memo: ContentMemo, content: SiteContent, contentDir: string): Set<PostEntry> | undefined {
  if (manifest.reads.includes('posts')) return undefined;
  const { dir, ext } = folderCollections.posts;
  const files = new Set<string>();
  for (const rel of changed) {
    const name = rel.startsWith(dir + path.sep) ? rel.slice(dir.length + 1) : '';
    if (!name.endsWith(ext) || name.includes(path.sep)) return undefined;
    const file = displayPath(path.join(path.resolve(contentDir), rel));
    if (!memo.sameData(file)) return undefined;
    files.add(file);
  }
  return new Set(content.posts.filter((p) => files.has(p.file)));
}

/** wantedFiles for a build where only `changed` posts' texts changed: the last build's keys for the rest. */
function wantedSinceLast(routes: readonly Route[], keys: PageKeys, changed: ReadonlySet<PostEntry>, last: Record<string, FileRecord>, other: (file: string) => OutputFile['contents']): Wanted[] {
  const byFile = new Map<string, Wanted>();
  routes.forEach((r, page) => byFile.set(r.file, { file: r.file, key: keys.keyUnlessUnchanged(r, changed, last[r.file]?.[0]), page }));
  for (const [file, record] of Object.entries(last)) if (!byFile.has(file)) byFile.set(file, { file, key: record[0], contents: () => other(file) });
  return [...byFile.values()];
}

/**
 * Render pages on this thread: a few written here, many by a thread of their own (the kernel's
 * work of making folders and files then runs on another core while the next pages render).
 */
async function renderHere(job: RenderJob, items: { index: number; path: string }[], fresh: boolean, started?: PageWriter): Promise<RenderBatch> {
  if (items.length <= IN_PROCESS_MAX && !started) return job.render(items);
  const writer = started ?? new PageWriter(fresh);
  const out: RenderBatch = { pages: [], problems: [], reads: [] };
  try {
    for (let i = 0; i < items.length; i += WRITE_CHUNK) {
      const queued: Promise<void>[] = [];
      const batch = job.renderTo(
        items.slice(i, i + WRITE_CHUNK),
        (index, file, html, markdown) => queued.push(writer.write(index, file, html, markdown)),
        (file) => writer.wantsMarkdown(file),
      );
      await Promise.all(queued);
      // Hear from the writer how far behind it is (pages written here while it is) before the next pages.
      await new Promise<void>((resolve) => setImmediate(resolve));
      out.problems.push(...batch.problems);
      out.reads = batch.reads;
    }
    out.pages = await writer.close();
    return out;
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

/** A folder made ahead of its page that got none (rmdir leaves one that holds anything). */
function removeIfEmpty(dir: string) {
  try {
    rmdirSync(dir);
  } catch {
    // it holds pages (another route's folder), or is gone
  }
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const clock = new Stopwatch();
  const env = options.env ?? process.env;
  const cache = cacheDir({ cache: options.cache, env });
  const outDir = path.resolve(options.outDir);
  // Before anything is read or written: the output must be the build's own (output-dir.ts).
  assertOwnedOutput(options.outDir, { contentDir: options.contentDir });
  await removeLeftovers(outDir);
  const maxThreads = Math.max(0, options.threads ?? defaultRenderThreads());
  const threaded = maxThreads > 0;

  const code = currentFingerprint();
  const manifest = readManifest(cache, outDir);
  // The threads' code, compiled when threads are first wanted (once per code fingerprint; with the
  // cache off, in a temp folder).
  let compiled: ReturnType<typeof compileRenderWorker> | undefined;
  const poolFor = (count: number) => {
    compiled ??= compileRenderWorker(cache ? engineDir(cache) : path.join(os.tmpdir(), 'agency-site-engine'), code);
    return compiled.then((w) => new RenderPool(w.file, threadsFor(count, maxThreads)));
  };
  const startThreads = () => poolFor(Infinity);
  // No page made by this code yet: every page renders, so the threads start at once (and help
  // parse the posts while content loads).
  const renderAll = manifest?.code !== code;
  let pool = renderAll && threaded ? startThreads() : undefined;
  pool?.catch(() => {});
  let staging: Staging | undefined;
  // Every page renders on this thread: its page writer starts now, in a fresh staging folder.
  let writer: PageWriter | undefined;
  let premade: string[] = [];
  try {
    // Taken before anything is read: a file edited while this build runs differs next time.
    const inputs = cache ? snapshotInputs(options.contentDir, inputSettings(options, env), manifest?.inputs) : undefined;
    // Content files changed since the last build of this code (undefined: settings or the set of files changed).
    const changedFiles = inputs && manifest?.code === code ? changedInputs(manifest.inputs, inputs) : undefined;
    if (manifest?.summary && changedFiles?.length === 0) {
      const same = await clock.time('check inputs', () => outputIntact(outDir, manifest.current, manifest.dirs?.records));
      if (same) return { ...manifest.summary, rendered: 0, reused: manifest.summary.pages, stages: clock.stages, totalMs: clock.totalMs };
    }
    // Only posts' bodies changed: their pages render again from the page graph, nothing else loads.
    if (cache && inputs && manifest && changedFiles?.length) {
      const edited = await rebuildBodies({ cache, contentDir: options.contentDir, outDir, code, manifest, changed: changedFiles, inputs, clock }).catch((err) => {
        if (err instanceof NeedsFullBuild) return undefined;
        throw err;
      });
      if (edited) return edited;
      clock.stages.length = 0; // the full build's stages alone
    }
    const memo = ContentMemo.open(cache, options.contentDir, code, inputs);
    // Nothing remembered of the content: every post is parsed, on the threads too.
    const coldContent = memo.size === 0;
    if (coldContent && !pool && threaded) {
      pool = startThreads();
      pool.catch(() => {});
    }

    if (renderAll && !threaded && !existsSync(outDir)) {
      // Making a folder is a good part of writing a page (on this project's ext4, about 0.1 ms of
      // kernel time each): the writer makes the posts' folders, named by their files, while
      // this thread loads content. Those left without a page (a post published elsewhere) go after.
      // Only with no output yet: an output folder there becomes the spare (cache/trees.ts).
      staging = await Staging.open(outDir);
      writer = new PageWriter(true);
      // Before that, it renders the posts' bodies, which this thread would render with the pages.
      const posts = await listPostFiles(options.contentDir);
      const pages = posts.map((f) => outputFile(blogPostPath(path.basename(f.abs, folderCollections.posts.ext))));
      writer.renderAhead(posts.map((f, i) => [f.abs, path.join(staging!.dir, pages[i]!)]));
      premade = pages.map((p) => path.dirname(p));
      writer.makeDirs(premade.map((d) => path.join(staging!.dir, d)));
    }
    const [content, assets] = await Promise.all([
      clock.time('load content', async () => {
        if (coldContent && pool) {
          const threads = pool.then((p) => (batch: PostFile[]) => p.parse(batch), () => undefined);
          const others = await listOtherFiles(options.contentDir);
          await prefillPosts(memo, await listPostFiles(options.contentDir), threads, () => prefillOthers(memo, others));
        }
        return loadOrThrow(options.contentDir, { memo });
      }),
      clock.time('bundle assets', () => cachedAssets(cache, code, bundleAssets)),
    ]);
    const urls = resolveUrls(content.site, options, env);
    const settings: RenderSettings = { assets: { js: assets.js, css: assets.css }, ...urls };
    // No page of this code exists yet: every page renders, into a fresh staging folder. The threads
    // get the content at once and start rendering as soon as the route table exists, while this
    // thread works out keys and the other files.
    let early: Promise<RenderOutcome> | undefined;
    if (renderAll && pool) {
      staging = await Staging.open(outDir);
      const dir = staging.dir;
      void pool.then((p) => p.init(content, settings, dir, true)).catch(() => {});
    }
    const routes = await clock.time('build routes', () => buildRoutes(content));
    if (staging && pool) {
      early = pool.then((p) => p.render(routes, routes.map((_, i) => i)));
      early.catch(() => {}); // awaited in render() below
    }
    const saveMemo = memo.save().catch(() => {}); // a cache that cannot be written only costs time

    let reads: readonly TrackedCollection[] = manifest?.reads ?? [];
    let sharedKey = '';
    const wanted = await clock.time('plan pages', async () => {
      const changed = manifest && changedFiles ? postTextsChanged(manifest, changedFiles, memo, content, options.contentDir) : undefined;
      // No post's data changed: the images, and so their origins, are the last build's (found
      // anew, they cost a walk through all content).
      if (changed && manifest!.origins) rememberImageOrigins(content, manifest!.origins);
      const keys = new PageKeys(sharedKeyOf(code, content, settings, memo.hashes, reads), memo.hashes);
      sharedKey = keys.sharedKey;
      if (changed) {
        // Only post texts changed: the other files' contents are made only if one has to be written.
        let made: Map<string, OutputFile['contents']> | undefined;
        const other = (file: string) => {
          if (!made) {
            made = new Map();
            for (const f of [...assets.files, ...siteFiles(content, routes, urls)]) if (!made.has(f.path)) made.set(f.path, f.contents);
          }
          return made.get(file) ?? readFileSync(path.join(options.contentDir, publicDir, file));
        };
        return wantedSinceLast(routes, keys, changed, manifest!.current, other);
      }
      const others = [...assets.files, ...siteFiles(content, routes, urls), ...(await publicFiles(options.contentDir))];
      return wantedFiles(routes, keys, others);
    });

    const seen = new Set<TrackedCollection>();
    const render = async (indexes: number[], dir: string, fresh: boolean): Promise<Map<number, FileRecord>> => {
      const problems: { index: number; diagnostic: Diagnostic }[] = [];
      const made = new Map<number, FileRecord>();
      if (!pool && (indexes.length <= IN_PROCESS_MAX || !threaded)) {
        // A few pages (or no threads wanted): render them here. Loaded only now, so that a build
        // rendering nothing here never runs the render modules (in the compiled CLI: never
        // initializes them; its code is in the one script, compiled from V8's code cache).
        const { createRenderJob } = await import('./pool/render-job.ts');
        const job = createRenderJob(content, routes, settings, dir, fresh, indexes.length > IN_PROCESS_MAX);
        const started = writer && dir === staging?.dir ? writer : undefined;
        writer = undefined;
        const order = spread(indexes, (i) => routes[i]!.view.kind !== 'blog-post');
        const batch = await renderHere(job, order.map((index) => ({ index, path: routes[index]!.path })), fresh, started);
        if (started) {
          const kept = new Set(indexes.map((i) => path.dirname(routes[i]!.file)));
          for (const d of premade) if (!kept.has(d)) removeIfEmpty(path.join(dir, d));
        }
        for (const p of batch.pages) made.set(p.index, ['', p.bytes, p.mtimeMs, p.ino]);
        problems.push(...batch.problems);
        batch.reads.forEach((r) => seen.add(r));
      } else {
        let outcome: RenderOutcome;
        if (early && dir === staging?.dir && indexes.length === routes.length) {
          outcome = await early; // already under way: every page
        } else {
          await early?.catch(() => {}); // (never happens: a fresh build renders every page) let it finish writing first
          pool ??= poolFor(indexes.length);
          const threads = await pool;
          threads.init(content, settings, dir, fresh).catch(() => {}); // render() reports it
          outcome = await threads.render(routes, indexes);
        }
        for (const p of outcome.pages) made.set(p.index, ['', p.bytes, p.mtimeMs, p.ino]);
        problems.push(...outcome.problems);
        outcome.reads.forEach((r) => seen.add(r));
      }
      if (problems.length) throw new ContentError(problems.sort((a, b) => a.index - b.index).map((p) => p.diagnostic), 'some pages failed to render');
      return made;
    };
    const spare = cache ? spareDir(outDir, cache, outputId(outDir)) : undefined;
    const tree = await clock.time('render & write', () => updateOutput({ outDir, spare, manifest, wanted, render, staging }));

    // The renderer read a collection the keys did not cover: key every page with it from now on,
    // and forget the pages this build did not render (they were keyed without it). A build that
    // rendered every page knows all this code reads, so the list may shrink as well.
    const readNow = (tree.rendered === routes.length ? [...seen] : [...new Set([...reads, ...seen])]).sort();
    if (readNow.join() !== [...reads].sort().join()) {
      reads = readNow;
      const keys = new PageKeys(sharedKeyOf(code, content, settings, memo.hashes, reads), memo.hashes);
      sharedKey = keys.sharedKey;
      const renderedNow = new Set(tree.renderedFiles);
      for (const r of routes) {
        if (renderedNow.has(r.file)) tree.files[r.file]![0] = keys.key(r);
        else forgetFile(tree, r.file);
      }
    }
    // Gzipping the assets again is wasted when they are the same files (their names are their hashes).
    const same = manifest?.summary?.assets;
    const sizes = same && same.js === assets.js && same.css === assets.css ? same : assetSizes(assets);
    const summary = summarize(tree.files, routes.length, sizes);
    // For the next body edit (cache/body-edit.ts). Not after a first build (~25 ms at 4,000 posts):
    // a fresh clone's or CI's build may well be the only one.
    const graph = manifest ? writePageGraph(cache, outDir, { settings, content, routes, sharedKey }) : undefined;
    await Promise.all([
      writeManifest(cache, outDir, {
        code,
        reads: [...reads],
        origins: imageOrigins(content),
        current: tree.files,
        dirs: DirRecords.of(tree.dirs),
        spare: spare && tree.spare ? { dir: spare, files: tree.spare, dirs: tree.spareDirs } : undefined,
        inputs,
        summary,
        graph,
      }).catch(() => {}),
      saveMemo,
    ]);
    await pruneCache(cache).catch(() => {});
    return { ...summary, rendered: tree.rendered, reused: routes.length - tree.rendered, stages: clock.stages, totalMs: clock.totalMs };
  } finally {
    // A staging folder opened here and not swapped in (a failure before or while writing) goes.
    await writer?.abort(); // first: it may still be making folders in the staging folder
    await Promise.all([pool?.then((p) => p.close(), () => {}), staging?.abort()]);
  }
}
