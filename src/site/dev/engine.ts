// The dev server's build state, kept between edits. Each job runs the build's pipeline
// (pipeline.ts) on the current content, drafts and scheduled posts included, and writes the plan
// into dev's private output folder with the build's own writer (output/update.ts), against the
// record of what it wrote last (kept in memory): pages by key (rendered only then, the reload
// snippet added), the files beside them by contents, pictures and share cards by name; files no
// longer wanted are removed. A job whose pages or files are not all made changes nothing: the last
// good pages stay served, the problems shown. Share cards are written after the job's pages
// (laterFiles), so a reload never waits for one. Runs inside the engine worker, so an edit to any
// module imported from here is picked up by a fresh worker.
import path from 'node:path';
import { bundleAssets, type Assets } from '../assets.ts';
import { singletonFiles } from '../model/collections.ts';
import { displayPath, loadContent, type SiteContent } from '../content/load.ts';
import type { SiteDefinition } from '../site-definition.ts';
import { ContentMemo } from '../content/memo.ts';
import { ContentError, diagnostic, UsageError } from '../diagnostics.ts';
import { cardsFolder } from '../images/share-card.ts';
import { contentKey, updateOutput, type OutputRecord, type Wanted } from '../output/update.ts';
import { outputPaths, planSite, renderAll, type PageFile, type Plan } from '../pipeline.ts';
import { cacheDir, codeFingerprint } from '../project.ts';
import { DevFindings } from './findings.ts';
import { injectDevSnippet } from './inject.ts';
import type { BuiltAssets, EngineOptions, Job, JobResult, Problem } from './protocol.ts';

// Pages still render while the bundle has never compiled: unstyled, with the problem shown on top.
const noAssets = { js: '/__agency/no-script.js', css: '/__agency/no-styles.css', fonts: [] };

type Update = Pick<JobResult, 'routes' | 'removed'>;
const nothing: Update = { routes: [], removed: [] };
const isCard = (file: string) => file.startsWith(cardsFolder);

export class DevEngine {
  /** The last content and plan whose every page rendered. */
  private good?: { loaded: SiteContent; plan: Plan };
  /** Content files parsed and validated by the last good load: the next parses only what changed. */
  private readonly memo = new ContentMemo();
  private assets?: Assets;
  /** What the output folder holds, as this engine wrote it (none yet: every file is checked). */
  private record?: OutputRecord;
  /** The share cards the last job wants: written after its pages (laterFiles). */
  private cards?: Wanted[];
  private contentProblems: Problem[] = [];
  /** `check`'s default rules on the last good state (findings.ts): shown, never blocking. */
  private readonly checks = new DevFindings();
  private findings: Problem[] = [];
  private assetProblems: Problem[] = [];
  /** The plan's problems (pipeline.ts: a picture unread, a public file or redirect clashing): shown; the files at stake are left out. */
  private planProblems: Problem[] = [];
  /** Milliseconds per stage of the current job. */
  private timings: Record<string, number> = {};
  /** Encoded pictures, cards and downloads, shared with `build`. */
  private readonly cache = cacheDir(undefined, process.env);
  /** The code this worker runs: the same for its whole life (an edit starts a fresh worker). */
  private readonly code = codeFingerprint();

  constructor(
    private readonly options: EngineOptions,
    /** What the site is made of (site-definition.ts). */
    private readonly site: SiteDefinition,
  ) {}

  async run(job: Job, onAssets?: (assets: BuiltAssets) => void): Promise<JobResult> {
    this.timings = {};
    let assets: BuiltAssets | undefined;
    if (job.type === 'build' || job.type === 'assets') {
      assets = await this.time('bundle', () => this.bundle());
      if (assets) {
        // In place before the server hears of them: it may swap the stylesheet at once.
        const files = this.assetFiles();
        const fresh = new Set(files.map((f) => f.file));
        await this.writeOut(files, (f) => fresh.has(f));
        onAssets?.(assets);
      }
    }
    // Same content, new bundle or public folder: no need to read the content files again.
    const reuse = (job.type === 'assets' || job.type === 'public') && this.good && this.contentProblems.length === 0;
    const loaded = reuse ? this.good!.loaded : await this.time('load', () => this.load());
    const plan = loaded && (await this.plan(loaded));
    const out = plan ? await this.update(loaded!, plan) : nothing;
    const problems = [...this.assetProblems, ...this.contentProblems, ...this.planProblems];
    return {
      ...out,
      assets,
      problems,
      findings: this.findings,
      total: this.good?.plan.routes.length ?? 0,
      timings: this.timings,
    };
  }

  /** Writes the share cards the last job wants (made meanwhile, off this thread), after its pages. */
  async laterFiles(): Promise<void> {
    const cards = this.cards;
    this.cards = undefined;
    if (cards) await this.time('cards', () => this.writeOut(cards, isCard));
  }

  /** The files into the output folder, as `build` writes them: `only` those this update is about. */
  private async writeOut(wanted: readonly Wanted[], only: (file: string) => boolean): Promise<void> {
    const out = await updateOutput(this.options.outDir, wanted, { record: this.record, only });
    this.record = out.record;
  }

  private assetFiles(): Wanted[] {
    return (this.assets?.files ?? []).map((f) => ({ file: f.path, key: contentKey(f.contents), contents: f.contents }));
  }

  private async time<T>(stage: string, fn: () => T | Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[stage] = (this.timings[stage] ?? 0) + performance.now() - t0;
    }
  }

  private async bundle(): Promise<BuiltAssets | undefined> {
    try {
      this.assets = await bundleAssets();
      this.assetProblems = [];
      return { js: this.assets.js, css: this.assets.css };
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.assetProblems = err.diagnostics;
      return undefined;
    }
  }

  private async load(): Promise<SiteContent | undefined> {
    const loaded = await loadContent(this.options.contentDir, this.site.kinds, { memo: this.memo });
    if (loaded.ok) {
      this.memo.save();
      return loaded.content;
    }
    this.memo.discard();
    this.contentProblems = loaded.diagnostics;
    return undefined;
  }

  /** The pipeline on this content, with everything published (drafts carry a badge); its problems kept. */
  private async plan(loaded: SiteContent): Promise<Plan | undefined> {
    const { js, css, fonts } = this.assets ?? noAssets;
    const { contentDir, siteUrl, leadService } = this.options;
    const publish = { drafts: true, future: true, now: new Date() };
    // No analytics in dev: the developer's own visits are not the site's visitors.
    const local: SiteContent = { ...loaded, site: { ...loaded.site, analytics: undefined } };
    try {
      return await planSite(local, {
        site: this.site,
        contentDir,
        publish,
        urls: { siteUrl, leadService },
        assets: { js, css, fonts },
        code: this.code,
        cache: this.cache,
        time: (s, fn) => this.time(s, fn),
      });
    } catch (err) {
      if (err instanceof ContentError) this.contentProblems = err.diagnostics;
      else if (err instanceof UsageError)
        this.contentProblems = [
          diagnostic({
            file: displayPath(path.join(loaded.dir, singletonFiles.site.file)),
            rule: 'options',
            message: err.message,
          }),
        ];
      else throw err;
      return undefined;
    }
  }

  /** Render the pages whose key changed; write the plan only when every one rendered. */
  private async update(loaded: SiteContent, plan: Plan): Promise<Update> {
    const changed = plan.pages.filter((p) => this.record?.[p.file]?.[0] !== p.key);
    const html = await this.time('render', () => renderEach(changed));
    if (!Array.isArray(html)) {
      this.contentProblems = html.problems;
      return nothing;
    }
    if (!(await this.time('write', () => this.write(plan, changed, html)))) return nothing;
    const last = this.good?.plan;
    this.good = { loaded, plan };
    this.contentProblems = [];
    this.planProblems = plan.problems;
    const paths = new Set(plan.routes.map((r) => r.path));
    const removed = (last?.routes ?? []).filter((r) => !paths.has(r.path));
    this.checks.keep(
      changed.map((p, i) => ({ route: p.route.path, html: html[i]! })),
      removed.map((r) => r.path),
    );
    const { content, routes, images } = plan;
    this.findings = await this.time('check', () =>
      this.checks.run({ content, kinds: this.site.kinds, routes, images, files: outputPaths(plan) }),
    );
    return {
      routes: changed.map((p) => p.route.path),
      removed: removed.map((r) => ({ route: r.path, file: r.file })),
    };
  }

  /**
   * Every file of the plan but the share cards into the output, the pages just rendered with the
   * reload snippet. False when a file could not be made (a picture cut short): its problems are kept,
   * and the output is as it was.
   */
  private async write(plan: Plan, changed: readonly PageFile[], html: readonly string[]): Promise<boolean> {
    const fresh = new Map(changed.map((p, i) => [p.file, injectDevSnippet(html[i]!, p.route.path)]));
    const pages = plan.pages.map((p): Wanted => ({
      file: p.file,
      key: p.key,
      contents: fresh.get(p.file) ?? (() => injectDevSnippet(p.contents(), p.route.path)),
    }));
    const { pictures, cards } = plan.makePictures((f) => this.record?.[f] !== undefined);
    try {
      await this.writeOut([...pages, ...this.assetFiles(), ...plan.files, ...pictures], (f) => !isCard(f));
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      this.contentProblems = err.diagnostics; // a picture cut short: shown as the build says it
      return false;
    }
    this.cards = cards;
    return true;
  }
}

/** Each page's HTML, or every render problem (pipeline.ts renderAll), each with where our code threw. */
function renderEach(pages: readonly PageFile[]): string[] | { problems: Problem[] } {
  const { rendered, failures } = renderAll(pages);
  if (!failures.length) return rendered.map((r) => r.html);
  const problems = failures.flatMap(({ diagnostics, cause }) => {
    const thrownAt = codeFrame((cause as Error | undefined)?.stack);
    return diagnostics.map((d) => (thrownAt ? { ...d, thrownAt } : d));
  });
  return { problems };
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
