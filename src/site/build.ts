// `build`: load → routes → render → write. Each page gets a key from everything it is made of
// (page-keys.ts); the write stage renders and writes only the pages whose key or file changed
// since the last build into this folder, and swaps nothing a visitor sees until all are written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleAssets, type Assets } from './assets.ts';
import { loadContent, type SiteContent } from './content/load.ts';
import { ContentMemo } from './content/memo.ts';
import { ContentError } from './diagnostics.ts';
import { resolveUrls, type UrlOverrides } from './options.ts';
import { assertOwnedOutput, MARKER_TEXT, OUTPUT_MARKER, realPath, removeLeftovers } from './output-dir.ts';
import { lockOutput, type LockOptions } from './output/lock.ts';
import { updateOutput, type Wanted } from './output/update.ts';
import type { FileRecord } from './output/manifest.ts';
import { contentKey, pageKeys } from './page-keys.ts';
import { cacheDir, codeFingerprint } from './project.ts';
import { prepareOrThrow, pictureFiles } from './images/stage.ts';
import { publicFiles } from './public-files.ts';
import { redirectsOrThrow } from './redirects/collect.ts';
import { redirectPageFile, withRedirects } from './redirects/output.ts';
import { LayoutParts } from './components/layout-parts.tsx';
import { renderPage, renderProblem, sharedInputs, type RenderSettings } from './render.ts';
import { buildRoutes, type Route } from './routes.ts';
import { clockOf, publishedContent, type HeldBack, type PublishOptions } from './publish.ts';
import { siteFiles } from './seo/index.ts';
import { Stopwatch, type StageTime } from './timing.ts';

export interface BuildOptions extends UrlOverrides {
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
  const outDir = realPath(options.outDir); // links resolved: one lock and one record per folder, however it is named
  const guard = () => assertOwnedOutput(options.outDir, { contentDir: options.contentDir });
  guard(); // before anything is touched
  await removeLeftovers(outDir);
  const lock = await lockOutput(outDir, { onWait: options.onWait, env: options.env });
  let failed = true;
  try {
    guard(); // again: the folder may have changed while this build waited
    const summary = await buildLocked(options, outDir, clock);
    failed = false;
    return summary;
  } finally {
    lock.release(failed);
  }
}

async function buildLocked(options: BuildOptions, outDir: string, clock: Stopwatch): Promise<BuildSummary> {
  const env = options.env ?? process.env;

  const cache = cacheDir(options.cache, env);
  const code = codeFingerprint();
  const publish: PublishOptions = { drafts: options.drafts, future: options.future, now: options.now ?? clockOf(env) };
  const [loaded, assets] = await Promise.all([
    clock.time('load content', () => loadOrThrow(options.contentDir, cache ? ContentMemo.open(cache, options.contentDir, code) : undefined)),
    clock.time('bundle assets', bundleAssets),
  ]);
  // From here on the build sees the published site only: routes, listings, feed, sitemap, pictures.
  const { content, held, nextLive } = publishedContent(loaded, publish);
  const urls = resolveUrls(content.site, options, env);
  const settings: RenderSettings = { assets: { js: assets.js, css: assets.css, fonts: assets.fonts }, ...urls };
  const routes = await clock.time('build routes', () => buildRoutes(content));
  const images = await clock.time('prepare images', () => prepareOrThrow(content, cache));

  const shared = sharedInputs(content, images);
  const keyOf = pageKeys(code, shared, settings);
  const parts = new LayoutParts(shared.site);
  const render = (route: Route) => () => {
    try {
      return renderPage(route, shared, settings, parts);
    } catch (err) {
      throw new ContentError([renderProblem(route, err)], 'a page failed to render');
    }
  };
  const pages: Wanted[] = routes.map((r) => ({ file: r.file, key: keyOf(r), contents: render(r) }));
  const pictures = pictureFiles(images, routes, content.site, urls.siteUrl, cache); // made while the pages render
  const generated = [...assets.files, ...siteFiles(content, routes, urls, images.origins), { path: OUTPUT_MARKER, contents: MARKER_TEXT }];
  const redirects = redirectsOrThrow(content, routes.map((r) => r.path));
  const publicCopies = publicFiles(options.contentDir, routes, [...generated.map((f) => f.path), ...redirects.map(redirectPageFile), ...pictures.map((p) => p.file)]);
  const copied = withRedirects(content, redirects, publicCopies, urls.siteUrl); // a hand-made _redirects joins the generated one
  const files = [...generated, ...copied].map((f) => ({ file: f.path, key: contentKey(f.contents), contents: f.contents }));
  const out = await clock.time('render & write', () => updateOutput(outDir, cache, [...pages, ...files, ...pictures], options.onProgress));

  const rendered = pages.filter((p) => out.written.has(p.file)).length;
  const summary = { pages: routes.length, rendered, reused: routes.length - rendered, images: Object.keys(images.catalog).length, warnings: [...images.warnings, ...out.warnings], held, nextLive };
  return { ...sizes(outDir, out.files), ...summary, assets: assetSizes(assets), stages: clock.stages, totalMs: clock.totalMs };
}

/** Load and validate content, or throw ContentError with every problem found. */
export async function loadOrThrow(contentDir: string, memo?: ContentMemo): Promise<SiteContent> {
  const loaded = await loadContent(contentDir, { memo });
  if (!loaded.ok) throw new ContentError(loaded.diagnostics);
  memo?.save();
  return loaded.content;
}

function sizes(outDir: string, files: Record<string, FileRecord>): Pick<BuildSummary, 'files' | 'bytes' | 'heaviestPage'> {
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
const gzipped = (contents: string | Uint8Array) => process.getBuiltinModule('node:zlib').gzipSync(contents, { level: 9 }).length;

function assetSizes(assets: Assets): BuildSummary['assets'] {
  const file = (p: string) => assets.files.find((f) => '/' + f.path === p)!.contents;
  // The client script's budget is 3 KB gzipped.
  const gz = (p: string) => gzipped(file(p));
  return {
    js: assets.js, jsBytes: file(assets.js).length, jsGzipBytes: gz(assets.js),
    css: assets.css, cssBytes: file(assets.css).length, cssGzipBytes: gz(assets.css),
  };
}
