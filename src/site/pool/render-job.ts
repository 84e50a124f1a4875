// Render routes and write each page straight into a folder, one page in memory at a time.
// Runs in the render threads (render-worker.ts) and, for a handful of pages, on the main thread
// (loaded from the same compiled bundle), so both render with the same production code.
import { closeSync, fstatSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { trackedCollections, type TrackedCollection } from '../cache/page-keys.ts';
import type { SiteContent } from '../content/load.ts';
import { imageOrigins } from '../csp.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';
import { LayoutTemplates, type TemplateStats } from './layout-template.ts';
import type { WrittenPage } from './protocol.ts';
import { renderProblem } from './render-pages.ts';

export interface RenderBatch {
  pages: WrittenPage[];
  problems: { index: number; diagnostic: Diagnostic }[];
  /** Content collections the renderer read directly (cache/page-keys.ts). */
  reads: TrackedCollection[];
}

export interface RenderJob {
  render(items: readonly { index: number; path: string }[]): RenderBatch;
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
 */
export function createRenderJob(content: SiteContent, routes: readonly Route[], settings: RenderSettings, outDir: string, fresh = false): RenderJob {
  const reads = new Set<TrackedCollection>();
  const seen = watched(content, reads);
  const templates = new LayoutTemplates(seen, settings);
  const made = new Set<string>();
  // One mkdir per page folder; its parent (blog/, category/…) is made once, on the first ENOENT.
  const makeDir = (dir: string) => {
    try {
      mkdirSync(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') mkdirSync(dir, { recursive: true });
      else if (code !== 'EEXIST') throw err;
    }
  };

  function writePage(file: string, html: string): Omit<WrittenPage, 'index'> {
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      makeDir(dir);
      made.add(dir);
    }
    if (!fresh) {
      try {
        unlinkSync(file);
      } catch {
        // nothing there yet
      }
    }
    const data = Buffer.from(html);
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, data);
      const st = fstatSync(fd);
      return { bytes: data.byteLength, mtimeMs: st.mtimeMs, ino: st.ino };
    } finally {
      closeSync(fd);
    }
  }

  return {
    templates: templates.stats,
    render(items) {
      const batch: RenderBatch = { pages: [], problems: [], reads: [] };
      for (const { index, path: expected } of items) {
        const route = routes[index];
        if (!route || route.path !== expected) throw new Error(`route table differs between threads at ${index}: ${route?.path} ≠ ${expected}`);
        let html: string;
        try {
          html = templates.render(route);
        } catch (err) {
          batch.problems.push({ index, diagnostic: renderProblem(route, err) });
          continue;
        }
        batch.pages.push({ index, ...writePage(path.join(outDir, route.file), html) });
      }
      batch.reads = [...reads];
      return batch;
    },
  };
}
