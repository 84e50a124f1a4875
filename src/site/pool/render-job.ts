// Render routes and write each page straight into a folder, one page in memory at a time.
// Runs in the render threads (render-worker.ts) and, for a handful of pages, on the main thread
// (loaded from the same compiled bundle), so both render with the same production code.
import path from 'node:path';
import { trackedCollections, type TrackedCollection } from '../cache/page-keys.ts';
import type { SiteContent } from '../content/load.ts';
import { deferMarkdown, type DeferredMarkdown } from '../content/markdown.ts';
import { imageOrigins } from '../csp.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';
import { LayoutTemplates, type PagePieces, type TemplateStats } from './layout-template.ts';
import type { WrittenPage } from './protocol.ts';
import { renderProblem } from './render-pages.ts';
import { pageWriter } from './write-page.mjs';

export interface RenderBatch {
  pages: WrittenPage[];
  problems: { index: number; diagnostic: Diagnostic }[];
  /** Content collections the renderer read directly (cache/page-keys.ts). */
  reads: TrackedCollection[];
}

export interface RenderJob {
  /** Render and write each page. */
  render(items: readonly { index: number; path: string }[]): RenderBatch;
  /**
   * Render each page and hand it to `page` (with its file's absolute path) instead of writing it:
   * its HTML, or its template's texts and its values (layout-template.ts). When `defer(file)` says
   * so, the page's Markdown is left for `page` to fill (content/markdown.ts: the page writer's
   * thread does it).
   */
  renderTo(items: readonly { index: number; path: string }[], page: (index: number, file: string, html: string | PagePieces, markdown?: DeferredMarkdown) => void, defer?: (file: string) => boolean): Omit<RenderBatch, 'pages'>;
  readonly templates: TemplateStats;
}

/**
 * The content the renderer sees: the same data, but reading `posts`, `pages` or `subservices`
 * directly is noted, because page keys assume each page depends on its route and the shared
 * parts only (cache/page-keys.ts). The CSP's image origins are worked out first, as they read all.
 */
function watched(content: SiteContent, reads: Set<TrackedCollection>): SiteContent {
  const view = { ...content };
  for (const name of trackedCollections) {
    Object.defineProperty(view, name, {
      enumerable: true,
      get() {
        reads.add(name);
        return content[name];
      },
    });
  }
  imageOrigins(view);
  reads.clear();
  return view;
}

/**
 * @param outDir folder the pages go to. A page there may be a hard link shared with the live
 *   output (cache/trees.ts), so it is replaced by a new file, never written into.
 * @param fresh the folder was empty at the start: nothing to replace, no folder there yet.
 * @param templated pages come from layout templates (layout-template.ts): worth it for many
 *   pages. Making the templates, and checking the first pages of each kind against a full render,
 *   costs more than a few pages rendered in full (a one-post rebuild: ~7 ms against ~3).
 */
export function createRenderJob(content: SiteContent, routes: readonly Route[], settings: RenderSettings, outDir: string, fresh = false, templated = true): RenderJob {
  const reads = new Set<TrackedCollection>();
  const seen = watched(content, reads);
  const templates = new LayoutTemplates(seen, settings, templated);
  const writePage = pageWriter(fresh);

  function renderTo(items: readonly { index: number; path: string }[], page: (index: number, file: string, html: string | PagePieces, markdown?: DeferredMarkdown) => void, defer?: (file: string) => boolean): Omit<RenderBatch, 'pages'> {
    const problems: RenderBatch['problems'] = [];
    for (const { index, path: expected } of items) {
      const route = routes[index];
      if (!route || route.path !== expected) throw new Error(`route table differs between threads at ${index}: ${route?.path} ≠ ${expected}`);
      const file = path.join(outDir, route.file);
      let rendered: ReturnType<typeof deferMarkdown<string | PagePieces>>;
      try {
        rendered = defer?.(file) ? deferMarkdown(() => templates.renderPieces(route)) : { value: templates.renderPieces(route) };
      } catch (err) {
        problems.push({ index, diagnostic: renderProblem(route, err) });
        continue;
      }
      page(index, file, rendered.value, rendered.markdown);
    }
    return { problems, reads: [...reads] };
  }

  return {
    templates: templates.stats,
    renderTo,
    render(items) {
      const pages: WrittenPage[] = [];
      const { problems, reads: read } = renderTo(items, (index, file, html) => pages.push({ index, ...writePage(file, html) }));
      return { pages, problems, reads: read };
    },
  };
}
