// The dev server's build state, kept between edits: the last good content, route table, page keys
// and bundle. Each job runs the build's own stages (bundleAssets, loadContent with a content memo
// kept in memory, buildRoutes, pageKeys, renderRoutes) and renders only the routes whose key
// changed. Runs inside the engine worker, so an edit to any module imported from here is picked
// up by starting a fresh worker.
import path from 'node:path';
import { bundleAssets, type Assets } from '../assets.ts';
import { renderRoutes } from '../render.ts';
import { singletonFiles } from '../content/collections.ts';
import { displayPath, loadContent, type SiteContent } from '../content/load.ts';
import { ContentError, diagnostic, UsageError } from '../diagnostics.ts';
import { resolveUrls } from '../options.ts';
import { publicFiles, publicPaths } from '../public-files.ts';
import { renderRoute, sharedInputs, type RenderSettings } from '../render.ts';
import { buildRoutes, type Route } from '../routes.ts';
import { siteFiles } from '../seo/index.ts';
import { ContentMemo } from '../content/memo.ts';
import { pageKeys } from '../page-keys.ts';
import { encodeImages } from '../images/encode.ts';
import { variantsOf } from '../images/urls.ts';
import { prepareImages, type PreparedImages } from '../images/prepare.ts';
import { cacheDir } from '../project.ts';
import { DevFindings } from './findings.ts';
import { injectDevSnippet } from './inject.ts';
import type { BuiltAssets, BuiltFile, EngineOptions, Job, JobResult, Problem } from './protocol.ts';

// Pages still render while the bundle has never compiled: unstyled, with the problem shown on top.
const noAssets = { js: '/__agency/no-script.js', css: '/__agency/no-styles.css', fonts: [] };

/** The last state whose every page rendered. */
interface Snapshot {
  content: SiteContent;
  images: PreparedImages;
  routes: ReadonlyMap<string, Route>;
  /** Route path → its page's key (page-keys.ts). */
  keys: ReadonlyMap<string, string>;
  settings: RenderSettings;
}

export class DevEngine {
  private good?: Snapshot;
  /** Content files parsed and validated by the last good load: the next parses only what changed. */
  private readonly memo = new ContentMemo();
  private assets?: Assets;
  /** Picture files already handed to the output: their names hold a hash, so each is sent once. */
  private readonly sentImages = new Set<string>();
  private contentProblems: Problem[] = [];
  /** `check`'s default rules on the last good state (findings.ts): shown, never blocking. */
  private readonly checks: DevFindings;
  private findings: Problem[] = [];
  private assetProblems: Problem[] = [];
  /** content/public/'s clashes with the build's own files, checked after every job (build.ts refuses them). */
  private publicProblems: Problem[] = [];
  /** content/public/'s files handed to the output, to remove those gone since. */
  private sentPublic = new Set<string>();
  private siteFilesSentFor?: Snapshot;
  /** Milliseconds per stage of the current job. */
  private timings: Record<string, number> = {};

  /** Encoded pictures and downloads, shared with `build`. */
  private readonly cache = cacheDir(undefined, process.env);

  constructor(private readonly options: EngineOptions) {
    this.checks = new DevFindings(options.contentDir);
  }

  async run(job: Job, onAssets?: (assets: BuiltAssets) => void): Promise<JobResult> {
    this.timings = {};
    let assets: BuiltAssets | undefined;
    if (job.type === 'build' || job.type === 'assets') {
      assets = await this.timeAsync('bundle', () => this.bundle());
      if (assets) onAssets?.(assets);
    }
    // Same content, new bundle: no need to look at the content files.
    const reuse = (job.type === 'assets' || job.type === 'public') && this.good && this.contentProblems.length === 0;
    const loaded = reuse ? this.good! : await this.timeAsync('load', () => this.load());
    const out = loaded ? this.render(loaded.content, loaded.images) : { pages: [], routes: [], removed: [], complete: false };
    const pictures = loaded ? await this.timeAsync('images', () => this.pictures(loaded.images)) : [];
    // The folder is read again for a build, an edit in it, or once its clashes are fixed; else only listed.
    const copied = this.time('public', () => this.publicStage(job.type === 'build' || job.type === 'public' || this.publicProblems.length > 0));
    const files = [...(copied?.files ?? []), ...pictures];
    const problems = [...this.assetProblems, ...this.contentProblems, ...this.publicProblems];
    return { ...out, files, gone: copied?.gone, assets, problems, findings: this.findings, total: this.good?.routes.size ?? 0, timings: this.timings };
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
    return siteFiles(good.content, [...good.routes.values()], good.settings, good.images.origins);
  }

  /** The files of pictures not sent before (a new or changed picture); share cards are the build's alone. */
  private async pictures(images: PreparedImages): Promise<BuiltFile[]> {
    const fresh = Object.entries(images.catalog).filter(([, image]) => variantsOf(image).some((v) => !this.sentImages.has(v.file)));
    if (fresh.length === 0) return [];
    const wanted = encodeImages({ ...images, catalog: Object.fromEntries(fresh) }, this.cache);
    let files: BuiltFile[];
    try {
      files = await Promise.all(wanted.map(async (w) => ({ path: w.file, contents: await (typeof w.contents === 'function' ? w.contents() : w.contents) })));
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.contentProblems.push(...err.diagnostics); // a picture cut short: shown like the build says it
      return [];
    }
    for (const w of wanted) this.sentImages.add(w.file);
    return files;
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

  /**
   * content/public/ checked against the last good pages and side files as the build checks it
   * (public-files.ts): a clash is a problem until fixed, and no file of the folder is copied
   * meanwhile. `read`: its files too, and those copied before and gone since.
   */
  private publicStage(read: boolean): { files: BuiltFile[]; gone: string[] } | undefined {
    const good = this.good;
    if (!good) return undefined;
    const routes = [...good.routes.values()];
    const generated = siteFiles(good.content, routes, good.settings, good.images.origins).map((f) => f.path);
    try {
      const files = read ? publicFiles(this.options.contentDir, routes, generated) : (publicPaths(this.options.contentDir, routes, generated), undefined);
      this.publicProblems = [];
      if (!files) return undefined;
      // Never one of the build's own files: a page may have taken the place of a file copied before.
      const own = new Set([...generated, ...routes.map((r) => r.file)]);
      const now = new Set(files.map((f) => f.path));
      const gone = [...this.sentPublic].filter((p) => !now.has(p) && !own.has(p));
      this.sentPublic = now;
      return { files, gone };
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.publicProblems = err.diagnostics;
      return undefined;
    }
  }

  private async load(): Promise<{ content: SiteContent; images: PreparedImages } | undefined> {
    const loaded = await loadContent(this.options.contentDir, { memo: this.memo });
    const images = loaded.ok ? await prepareImages(loaded.content, { cache: this.cache }) : undefined;
    if (loaded.ok && images && images.problems.length === 0) {
      this.memo.save();
      return { content: loaded.content, images };
    }
    this.memo.discard();
    this.contentProblems = loaded.ok ? images!.problems : loaded.diagnostics;
    return undefined;
  }

  private settings(content: SiteContent): RenderSettings {
    const { js, css, fonts } = this.assets ?? noAssets;
    const urls = resolveUrls(content.site, { siteUrl: this.options.siteUrl, leadService: this.options.leadService });
    return { assets: { js, css, fonts }, ...urls };
  }

  /** Render what changed; commit the new state only when every page rendered. */
  private render(content: SiteContent, images: PreparedImages): Pick<JobResult, 'pages' | 'routes' | 'removed' | 'complete'> {
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
    const plan = this.time('keys', () => planRender(this.good, content, images, routes, settings));
    let html: string[];
    try {
      html = this.time('render', () => renderRoutes(plan.render, content, settings, images).map((page) => String(page.contents)));
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.contentProblems = locateThrows(err.diagnostics, plan.render, content, settings, images);
      return none;
    }
    this.good = { content, images, routes: new Map(routes.map((r) => [r.path, r])), keys: plan.keys, settings };
    this.contentProblems = [];
    this.checks.keep(plan.render.map((r, i) => ({ route: r.path, html: html[i]! })), plan.removed.map((r) => r.path));
    this.findings = this.time('check', () => this.checks.run({ content, routes, settings, images }));
    const pages = plan.render.map((r, i) => ({ path: r.file, contents: injectDevSnippet(html[i]!, r.path) }));
    return { pages, routes: plan.render.map((r) => r.path), removed: plan.removed.map((r) => ({ route: r.path, file: r.file })), complete: plan.render.length === routes.length };
  }
}

/** The routes whose key differs from the last good state's, and the routes gone since. */
function planRender(last: Snapshot | undefined, content: SiteContent, images: PreparedImages, routes: readonly Route[], settings: RenderSettings) {
  const keyOf = pageKeys('', sharedInputs(content, images), settings); // the code is this worker's: the same for its whole life
  const keys = new Map(routes.map((r) => [r.path, keyOf(r)]));
  const render = routes.filter((r) => last?.keys.get(r.path) !== keys.get(r.path));
  const removed = last ? [...last.routes.values()].filter((r) => !keys.has(r.path)) : [];
  return { keys, render, removed };
}

/** Add to each render problem the place in our code that threw (rendering that route once more). */
function locateThrows(diags: readonly Problem[], routes: readonly Route[], content: SiteContent, settings: RenderSettings, images: PreparedImages): Problem[] {
  return diags.map((d) => {
    const route = d.rule === 'render' ? routes.find((r) => d.message.startsWith(`rendering ${r.path} failed:`)) : undefined;
    if (!route) return d;
    try {
      renderRoute(route, content, settings, images);
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
