// `build`: load → the pipeline (pipeline.ts: routes, images, every file with its key) → write.
// The write stage renders and writes only the files whose key or file changed since the last
// build into this folder, and swaps nothing a visitor sees until all are written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleAssets, type Assets } from './assets.ts';
import { loadOrThrow } from './content/load.ts';
import { ContentMemo } from './content/memo.ts';
import { ContentError } from './diagnostics.ts';
import type { UrlOverrides } from './options.ts';
import type { SiteDefinition } from './site-definition.ts';
import { assertOwnedOutput } from './output-dir.ts';
import { withLockedOutput, type LockOptions } from './output/lock.ts';
import { contentKey, markerFile, updateOutput } from './output/update.ts';
import type { FileRecord } from './output/manifest.ts';
import { planSite } from './pipeline.ts';
import { cacheDir, codeFingerprint } from './project.ts';
import { clockOf, type HeldBack, type PublishOptions } from './publish.ts';
import { Stopwatch, type StageTime } from './timing.ts';

export interface BuildOptions extends UrlOverrides {
  /** What the site is made of (site-definition.ts): its kinds of content. */
  site: SiteDefinition;
  contentDir: string;
  outDir: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Where the build remembers what it wrote (output/manifest.ts): false for nowhere (every file is
   * checked), a string for a folder. Default: project.ts's cacheDir.
   */
  cache?: false | string;
  /** Told when another build holds this output folder and this one waits for it (output/lock.ts). */
  onWait?: LockOptions['onWait'];
  /** Told as files are rendered and written: how many of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Include drafts (--drafts) and posts dated after today (--future). */
  drafts?: boolean;
  future?: boolean;
  /** The build's clock (publish.ts): default AGENCY_SITE_NOW, else the machine's time. */
  now?: Date;
}

export interface BuildSummary {
  pages: number;
  /** Pages rendered by this build; the others were unchanged and reused. */
  rendered: number;
  reused: number;
  /** Pictures the build made files of (content/images/ and self-hosted downloads). */
  images: number;
  /** What the user should know but that did not stop the build: a self-hosted host out of reach. */
  warnings: string[];
  /** Drafts and scheduled posts this build left out (publish.ts), and when the next one goes live. */
  held: HeldBack[];
  nextLive?: string;
  files: number;
  bytes: number;
  assets: { js: string; jsBytes: number; jsGzipBytes: number; css: string; cssBytes: number; cssGzipBytes: number };
  /** The largest HTML file: with the one script and stylesheet, the heaviest page a visitor loads. */
  heaviestPage: { file: string; bytes: number; gzipBytes: number };
  stages: StageTime[];
  totalMs: number;
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const clock = new Stopwatch();
  const guard = () => assertOwnedOutput(options.outDir, { contentDir: options.contentDir });
  return withLockedOutput(options.outDir, guard, { onWait: options.onWait, env: options.env }, (outDir) =>
    buildLocked(options, outDir, clock),
  );
}

async function buildLocked(options: BuildOptions, outDir: string, clock: Stopwatch): Promise<BuildSummary> {
  const env = options.env ?? process.env;

  const cache = cacheDir(options.cache, env);
  const code = codeFingerprint();
  const publish: PublishOptions = { drafts: options.drafts, future: options.future, now: options.now ?? clockOf(env) };
  const [loaded, assets] = await Promise.all([
    clock.time('load content', () =>
      loadOrThrow(
        options.contentDir,
        options.site.kinds,
        cache ? ContentMemo.open(cache, options.contentDir, code) : undefined,
      ),
    ),
    clock.time('bundle assets', bundleAssets),
  ]);
  const { js, css, fonts } = assets;
  const plan = await planSite(loaded, {
    site: options.site,
    contentDir: options.contentDir,
    publish,
    urls: options,
    env,
    assets: { js, css, fonts },
    code,
    cache,
    time: (s, fn) => clock.time(s, fn),
  });
  if (plan.problems.length) throw new ContentError(plan.problems);
  const own = [
    ...assets.files.map((f) => ({ file: f.path, key: contentKey(f.contents), contents: f.contents })),
    markerFile,
  ];
  // Pictures last: they are made while the pages render. Every page that fails to render is listed.
  const { pictures, cards } = plan.makePictures();
  const wanted = [...plan.pages, ...own, ...plan.files, ...pictures, ...cards];
  const out = await clock.time('render & write', () =>
    updateOutput(outDir, wanted, { cache, onProgress: options.onProgress }),
  );

  const { routes, images, held, nextLive } = plan;
  const rendered = plan.pages.filter((p) => out.written.has(p.file)).length;
  const summary = {
    pages: routes.length,
    rendered,
    reused: routes.length - rendered,
    images: Object.keys(images.catalog).length,
    warnings: [...images.warnings, ...out.warnings],
    held,
    nextLive,
  };
  return {
    ...sizes(outDir, out.files),
    ...summary,
    assets: assetSizes(assets),
    stages: clock.stages,
    totalMs: clock.totalMs,
  };
}

function sizes(
  outDir: string,
  files: Record<string, FileRecord>,
): Pick<BuildSummary, 'files' | 'bytes' | 'heaviestPage'> {
  let bytes = 0;
  let heaviest = { file: '', bytes: 0 };
  for (const [file, [, size]] of Object.entries(files)) {
    bytes += size;
    if (file.endsWith('.html') && size > heaviest.bytes) heaviest = { file, bytes: size };
  }
  const html = heaviest.file ? readFileSync(path.join(outDir, heaviest.file)) : Buffer.alloc(0);
  return { files: Object.keys(files).length, bytes, heaviestPage: { ...heaviest, gzipBytes: gzipped(html) } };
}

/** What a visitor downloads: gzip at its best level, as hosts serve text. */
const gzipped = (contents: string | Uint8Array) =>
  process.getBuiltinModule('node:zlib').gzipSync(contents, { level: 9 }).length;

function assetSizes(assets: Assets): BuildSummary['assets'] {
  const file = (p: string) => assets.files.find((f) => '/' + f.path === p)!.contents;
  // The client script's budget is 3 KB gzipped.
  const gz = (p: string) => gzipped(file(p));
  return {
    js: assets.js,
    jsBytes: file(assets.js).length,
    jsGzipBytes: gz(assets.js),
    css: assets.css,
    cssBytes: file(assets.css).length,
    cssGzipBytes: gz(assets.css),
  };
}
