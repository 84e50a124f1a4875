// A render worker: holds its own copy of the content and route table, renders the routes it is
// given and writes each page straight into the staging folder, keeping one page in memory at a time.
// The build runs this file bundled (compile.ts): production React, no TypeScript loader.
import { closeSync, fstatSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { trackedCollections, type TrackedCollection } from '../cache/page-keys.ts';
import type { SiteContent } from '../content/load.ts';
import { imageOrigins } from '../csp.ts';
import { renderRoute, type RenderSettings } from '../render.ts';
import { buildRoutes, type Route } from '../routes.ts';
import type { RenderReply, RenderTask, WrittenPage } from './protocol.ts';
import { renderProblem } from './render-pages.ts';
import { serveTasks } from './serve.ts';

interface State {
  content: SiteContent;
  routes: Route[];
  settings: RenderSettings;
  outDir: string;
  reads: Set<TrackedCollection>;
}

let state: State | undefined;
const made = new Set<string>();

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

function writePage(file: string, html: string): Omit<WrittenPage, 'index'> {
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  const data = Buffer.from(html);
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, data);
    const st = fstatSync(fd);
    return { bytes: data.byteLength, mtimeMs: st.mtimeMs, ino: st.ino };
  } finally {
    closeSync(fd);
  }
}

serveTasks<RenderTask, RenderReply>((task) => {
  if (task.type === 'init') {
    const content = deserialize(task.content) as SiteContent;
    content.lines = new Map();
    const reads = new Set<TrackedCollection>();
    // Routes come from the unwatched content: building them reads every collection by design.
    state = { content: watched(content, reads), routes: buildRoutes(content), settings: task.settings, outDir: task.outDir, reads };
    made.clear();
    return { type: 'ready', routes: state.routes.length };
  }
  if (!state) throw new Error('render worker used before init');
  const s = state;
  const pages: WrittenPage[] = [];
  const problems: { index: number; diagnostic: ReturnType<typeof renderProblem> }[] = [];
  for (const { index, path: expected } of task.items) {
    const route = s.routes[index];
    if (!route || route.path !== expected) throw new Error(`route table differs between threads at ${index}: ${route?.path} ≠ ${expected}`);
    let html: string;
    try {
      html = renderRoute(route, s.content, s.settings);
    } catch (err) {
      problems.push({ index, diagnostic: renderProblem(route, err) });
      continue;
    }
    pages.push({ index, ...writePage(path.join(s.outDir, route.file), html) });
  }
  return { type: 'rendered', pages, problems, reads: [...s.reads] };
});
