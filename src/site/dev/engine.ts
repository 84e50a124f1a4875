// The dev server's build state, kept between edits: the last good content, route table and
// bundle. Each job reuses the build's own stages (bundleAssets, loadContent, buildRoutes,
// renderRoutes) and renders only the routes whose inputs changed. Runs inside the engine worker,
// so an edit to any module imported from here is picked up by starting a fresh worker.
import path from 'node:path';
import { bundleAssets, type Assets } from '../assets.ts';
import { renderRoutes } from '../render.ts';
import { singletonFiles } from '../content/collections.ts';
import { displayPath, loadContent, type SiteContent } from '../content/load.ts';
import { ContentError, diagnostic, UsageError } from '../diagnostics.ts';
import { resolveUrls } from '../options.ts';
import { publicFiles } from '../public-files.ts';
import { renderRoute, type RenderSettings } from '../render.ts';
import { buildRoutes, type Route } from '../routes.ts';
import { siteFiles } from '../seo/index.ts';
import { updateContent } from './content-update.ts';
import { planRender, type Snapshot } from './diff.ts';
import { injectDevSnippet } from './inject.ts';
import type { BuiltAssets, BuiltFile, EngineOptions, Job, JobResult, Problem } from './protocol.ts';

// Pages still render while the bundle has never compiled: unstyled, with the problem shown on top.
const noAssets = { js: '/__agency/no-script.js', css: '/__agency/no-styles.css' };

export class DevEngine {
  private good?: Snapshot;
  private assets?: Assets;
  private contentProblems: Problem[] = [];
  private assetProblems: Problem[] = [];
  private siteFilesSentFor?: Snapshot;
  /** Milliseconds per stage of the current job. */
  private timings: Record<string, number> = {};

  constructor(private readonly options: EngineOptions) {}

  async run(job: Job, onAssets?: (assets: BuiltAssets) => void): Promise<JobResult> {
    this.timings = {};
    let assets: BuiltAssets | undefined;
    if (job.type !== 'content') {
      assets = await this.timeAsync('bundle', () => this.bundle());
      if (assets) onAssets?.(assets);
    }
    let content: SiteContent | undefined;
    // After a failed attempt, load everything: the problems may sit in any file.
    const healthy = this.good && this.contentProblems.length === 0;
    if (job.type === 'content' && healthy) {
      content = await this.timeAsync('update', () => updateContent(this.good!.content, job.files));
    } else if (job.type === 'assets' && healthy) {
      content = this.good!.content; // same content, new bundle
    }
    const fullLoad = !content;
    content ??= await this.timeAsync('load', () => this.load());
    const out = content ? this.render(content) : { pages: [], routes: [], removed: [], complete: false };
    const files = job.type === 'build' ? await publicFiles(this.options.contentDir) : undefined;
    return { ...out, files, assets, problems: [...this.assetProblems, ...this.contentProblems], total: this.good?.routes.size ?? 0, fullLoad, timings: this.timings };
  }

  private time<T>(stage: string, fn: () => T): T {
    const t0 = performance.now();
    try {
      return fn();
    } finally {
      this.timings[stage] = (this.timings[stage] ?? 0) + performance.now() - t0;
    }
  }

  private async timeAsync<T>(stage: string, fn: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[stage] = (this.timings[stage] ?? 0) + performance.now() - t0;
    }
  }

  /** The files beside the pages, for the current good state; undefined when already sent. */
  siteFiles(): BuiltFile[] | undefined {
    const good = this.good;
    if (!good || good === this.siteFilesSentFor) return undefined;
    this.siteFilesSentFor = good;
    return siteFiles(good.content, [...good.routes.values()], good.settings);
  }

  private async bundle(): Promise<BuiltAssets | undefined> {
    try {
      this.assets = await bundleAssets();
      this.assetProblems = [];
      return { js: this.assets.js, css: this.assets.css, files: this.assets.files };
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.assetProblems = err.diagnostics;
      return undefined;
    }
  }

  private async load(): Promise<SiteContent | undefined> {
    const loaded = await loadContent(this.options.contentDir);
    if (loaded.ok) return loaded.content;
    this.contentProblems = loaded.diagnostics;
    return undefined;
  }

  private settings(content: SiteContent): RenderSettings {
    const { js, css } = this.assets ?? noAssets;
    const urls = resolveUrls(content.site, { siteUrl: this.options.siteUrl, leadService: this.options.leadService });
    return { assets: { js, css }, ...urls };
  }

  /** Render what changed; commit the new state only when every page rendered. */
  private render(content: SiteContent): Pick<JobResult, 'pages' | 'routes' | 'removed' | 'complete'> {
    const none = { pages: [], routes: [], removed: [], complete: false };
    let settings: RenderSettings;
    try {
      settings = this.settings(content);
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      this.contentProblems = [diagnostic({ file: displayPath(path.join(content.dir, singletonFiles.site.file)), rule: 'options', message: err.message })];
      return none;
    }
    const routes = this.time('routes', () => buildRoutes(content));
    const plan = this.time('compare', () => planRender(this.good, { content, routes, settings }));
    let pages: BuiltFile[];
    try {
      pages = this.time('render', () =>
        renderRoutes(plan.render, content, settings).map((page, i) => ({
          path: page.path,
          contents: injectDevSnippet(String(page.contents), plan.render[i]!.path),
        })),
      );
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.contentProblems = locateThrows(err.diagnostics, plan.render, content, settings);
      return none;
    }
    this.good = { content, routes: new Map(routes.map((r) => [r.path, r])), settings };
    this.contentProblems = [];
    return { pages, routes: plan.render.map((r) => r.path), removed: plan.removed.map((r) => ({ route: r.path, file: r.file })), complete: plan.render.length === routes.length };
  }
}

/** Add to each render problem the place in our code that threw (rendering that route once more). */
function locateThrows(diags: readonly Problem[], routes: readonly Route[], content: SiteContent, settings: RenderSettings): Problem[] {
  return diags.map((d) => {
    const route = d.rule === 'render' ? routes.find((r) => d.message.startsWith(`rendering ${r.path} failed:`)) : undefined;
    if (!route) return d;
    try {
      renderRoute(route, content, settings);
    } catch (err) {
      const thrownAt = codeFrame((err as Error)?.stack);
      return thrownAt ? { ...d, thrownAt } : d;
    }
    return d;
  });
}

/** First stack frame in our own sources: `src/site/components/Hero.tsx:12:7`. */
export function codeFrame(stack: string | undefined): string | undefined {
  for (const line of stack?.split('\n').slice(1) ?? []) {
    const m = /\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/.exec(line.trim());
    if (!m || m[1]!.includes('/node_modules/')) continue;
    return `${displayPath(m[1]!.replace(/^file:\/\//, ''))}:${m[2]}:${m[3]}`;
  }
  return undefined;
}
