// The build pipeline: load → routes → assets → render → write. Each stage is its own module;
// this file only runs them in order and reports what they did.
import { gzipSync } from 'node:zlib';
import { bundleAssets, type Assets } from './assets.ts';
import { loadContent, type SiteContent } from './content/load.ts';
import { ContentError, diagnostic } from './diagnostics.ts';
import { resolveUrls, type UrlOverrides } from './options.ts';
import { renderRoute, type RenderSettings } from './render.ts';
import { buildRoutes, type Route } from './routes.ts';
import { Stopwatch, type StageTime } from './timing.ts';
import { writeSite, type OutputFile } from './write.ts';
import { siteFiles } from './seo/index.ts';

export interface BuildOptions extends UrlOverrides {
  contentDir: string;
  outDir: string;
  env?: NodeJS.ProcessEnv;
}

export interface BuildSummary {
  pages: number;
  files: number;
  bytes: number;
  assets: { js: string; jsBytes: number; jsGzipBytes: number; css: string; cssBytes: number; cssGzipBytes: number };
  stages: StageTime[];
  totalMs: number;
}

/** Load and validate content, or throw ContentError with every problem found. */
export async function loadOrThrow(contentDir: string): Promise<SiteContent> {
  const loaded = await loadContent(contentDir);
  if (!loaded.ok) throw new ContentError(loaded.diagnostics);
  return loaded.content;
}

/** Render every route in memory. A component that throws is reported with its route and source. */
export function renderRoutes(routes: readonly Route[], content: SiteContent, settings: RenderSettings): OutputFile[] {
  const problems = [];
  const out: OutputFile[] = [];
  for (const route of routes) {
    try {
      out.push({ path: route.file, contents: renderRoute(route, content, settings) });
    } catch (err) {
      problems.push(
        diagnostic({
          file: route.sources[route.sources.length - 1] ?? route.path,
          rule: 'render',
          message: `rendering ${route.path} failed: ${(err as Error).message}`,
        }),
      );
    }
  }
  if (problems.length) throw new ContentError(problems, 'some pages failed to render');
  return out;
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

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const clock = new Stopwatch();
  const [content, assets] = await Promise.all([
    clock.time('load content', () => loadOrThrow(options.contentDir)),
    clock.time('bundle assets', bundleAssets),
  ]);
  const urls = resolveUrls(content.site, options, options.env);
  const routes = await clock.time('build routes', () => buildRoutes(content));
  const pages = await clock.time('render pages', () => renderRoutes(routes, content, { assets, ...urls }));
  const written = await clock.time('write output', () => writeSite(options.outDir, [...pages, ...assets.files, ...siteFiles(content, routes, urls)]));
  return { pages: pages.length, files: written.files, bytes: written.bytes, assets: assetSizes(assets), stages: clock.stages, totalMs: clock.totalMs };
}
