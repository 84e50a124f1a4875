// A rebuild whose only changes are posts' Markdown bodies (the most common edit): the pages showing
// those posts render again from the page graph (page-graph.ts), and nothing else is loaded. The
// full build's way (pipeline.ts) would load all content and make the whole route table only to
// find those few pages, ~90 ms of a ~240 ms rebuild at 4,000 posts.
//
// Taken only when what it skips is known to be the same: same code, settings and set of content
// files (the caller checks), each changed file a post the graph knows whose front matter gives the
// same data, no key reading all posts, the live output's other files as the manifest has them.
// Otherwise, or when rendering shows anything unexpected (a problem, a collection read directly),
// it answers undefined before touching any output, and the full build runs instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { folderCollections } from '../content/collections.ts';
import { displayPath, loadPost, postOf, type PostEntry, type SiteContent } from '../content/load.ts';
import { rememberImageOrigins } from '../csp.ts';
import type { BuildSummary } from '../pipeline.ts';
import { pageWriter } from '../pool/write-page.mjs';
import type { Route } from '../routes.ts';
import type { Stopwatch } from '../timing.ts';
import { textHash } from './content-memo.ts';
import type { Inputs } from './inputs.ts';
import { DirRecords, outputId, summarizeChange, writeManifest, type FileRecord, type Manifest } from './manifest.ts';
import { PageGraph } from './page-graph.ts';
import { PageKeys } from './page-keys.ts';
import { identical, spareDir, updateOutput, type Wanted } from './trees.ts';

/** Pages this way renders at most (on this thread); more, and the full build does better. */
const MAX_PAGES = 48;

/** Raised inside updateOutput when this way cannot finish: the full build runs instead. */
export class NeedsFullBuild extends Error {}

export interface BodyEdit {
  cache: string;
  contentDir: string;
  outDir: string;
  code: string;
  manifest: Manifest;
  /** Content files changed since the last build (relative to the content folder). */
  changed: readonly string[];
  inputs: Inputs;
  clock: Stopwatch;
}

/** Rebuild for changed post bodies alone; undefined when this build is not one (see above). */
export async function rebuildBodies(b: BodyEdit): Promise<BuildSummary | undefined> {
  const { manifest } = b;
  if (!manifest.summary || !manifest.origins || manifest.reads.includes('posts') || !b.changed.length) return undefined;
  const graph = PageGraph.open(b.cache, b.outDir, manifest.graph);
  if (!graph) return undefined;
  try {
    const planned = await b.clock.time('plan pages', () => plan(b, graph));
    if (!planned) return undefined;
    const spare = spareDir(b.outDir, b.cache, outputId(b.outDir));
    const tree = await b.clock.time('render & write', async () => {
      // Rendered before any output is touched: a problem here leaves everything to the full build.
      const ready = await planned.renderInMemory(planned.shown);
      if (!ready) return undefined;
      const render = async (indexes: number[], dir: string, fresh: boolean) => {
        // Pages besides those: found edited by hand, or missing from both folders.
        const more = indexes.filter((i) => !ready.has(i));
        if (more.length > MAX_PAGES) throw new NeedsFullBuild('too many pages to render here');
        const extra = more.length ? await planned.renderInMemory(more) : new Map<number, string>();
        if (!extra) throw new NeedsFullBuild('a page failed to render');
        const write = pageWriter(fresh);
        const made = new Map<number, FileRecord>();
        for (const i of indexes) {
          const written = write(path.join(dir, graph.routeFile(i)), ready.get(i) ?? extra.get(i)!);
          made.set(i, ['', written.bytes, written.mtimeMs, written.ino]);
        }
        return made;
      };
      return updateOutput({ outDir: b.outDir, spare, manifest, wanted: planned.wanted, render });
    });
    if (!tree) return undefined;
    const { pages } = planned;
    // The same files as the last build's output; only the pages just made may differ in size.
    const summary = summarizeChange(manifest.summary, manifest.current, tree.files, tree.renderedFiles);
    await writeManifest(b.cache, b.outDir, {
      code: b.code,
      reads: manifest.reads,
      origins: manifest.origins,
      current: tree.files,
      dirs: DirRecords.of(tree.dirs),
      spare: tree.spare ? { dir: spare, files: tree.spare, dirs: tree.spareDirs } : undefined,
      inputs: b.inputs,
      summary,
      graph: manifest.graph, // nothing in it changed
    }).catch(() => {});
    return { ...summary, rendered: tree.rendered, reused: pages - tree.rendered, stages: b.clock.stages, totalMs: b.clock.totalMs };
  } finally {
    graph.close();
  }
}

interface Plan {
  wanted: Wanted[];
  pages: number;
  /** The pages showing the changed posts, by route index. */
  shown: number[];
  /** Those pages' HTML by route index, or undefined when anything unexpected showed. */
  renderInMemory: (indexes: readonly number[]) => Promise<Map<number, string> | undefined>;
}

async function plan(b: BodyEdit, graph: PageGraph): Promise<Plan | undefined> {
  const { manifest } = b;
  const { dir: postsDir, ext } = folderCollections.posts;
  const root = path.resolve(b.contentDir);
  const posts = new Map<string, PostEntry>();
  const hashes = new Map<string, string>();

  // Each changed file: a post the graph knows, valid, with the data it had.
  const shown = new Set<number>();
  for (const rel of b.changed) {
    const name = rel.startsWith(postsDir + path.sep) ? rel.slice(postsDir.length + 1) : '';
    if (!name.endsWith(ext) || name.includes(path.sep)) return undefined;
    const abs = path.join(root, rel);
    const file = displayPath(abs);
    if (!graph.hasPost(file)) return undefined;
    const loaded = loadPost(abs, file);
    if (!loaded || !isDeepStrictEqual(loaded.entry.data, graph.postData(file))) return undefined;
    posts.set(file, loaded.entry);
    hashes.set(file, textHash(loaded.text));
    for (const r of graph.showing(file)) shown.add(r);
  }
  if (shown.size > MAX_PAGES) return undefined;

  // Any other post a page shows: its data from the graph (unchanged since), its text from its file.
  const post = (file: string): PostEntry => {
    let entry = posts.get(file);
    if (!entry) {
      const text = readFileSync(path.resolve(file), 'utf8');
      hashes.set(file, textHash(text));
      entry = postOf(file, path.basename(file, ext), graph.postData(file)!, text);
      posts.set(file, entry);
    }
    return entry;
  };
  const routes = new Map<number, Route>();
  const route = (i: number) => routes.get(i) ?? routes.set(i, graph.route(i, post)).get(i)!;

  // The live output's pages and other files: every route's page is there, and the other files are
  // as recorded (made again, they would need all content: the full build's work).
  const keys = new PageKeys(graph.sharedKey, hashes);
  const wanted: Wanted[] = [];
  let pages = 0;
  for (const [file, record] of Object.entries(manifest.current)) {
    const page = graph.routeOf(file);
    if (page === undefined) {
      if (!identical(b.outDir, file, record, record[0])) return undefined;
      wanted.push({ file, key: record[0], contents: () => { throw new NeedsFullBuild(`${file} would have to be made again`); } });
    } else {
      pages++;
      wanted.push({ file, key: shown.has(page) ? keys.key(route(page)) : record[0], page });
    }
  }
  if (pages !== graph.routeCount) return undefined;

  // The content the renderer sees: the graph's, but no posts (a renderer reading them directly is
  // noticed by the render job, and this way is given up).
  const content: SiteContent = { ...graph.content, posts: [], lines: new Map(), files: [] };
  rememberImageOrigins(content, manifest.origins!);
  const renderInMemory = async (indexes: readonly number[]) => {
    const [{ createRenderJob }, { pageHtml }] = await Promise.all([import('../pool/render-job.ts'), import('../pool/layout-template.ts')]);
    const list = indexes.map(route);
    const job = createRenderJob(content, list, graph.settings, '', false, false);
    const html = new Map<number, string>();
    const batch = job.renderTo(list.map((r, i) => ({ index: i, path: r.path })), (i, _file, page) => html.set(indexes[i]!, pageHtml(page)));
    const unexpected = batch.reads.some((c) => !manifest.reads.includes(c));
    return batch.problems.length || unexpected ? undefined : html;
  };
  return { wanted, pages, shown: [...shown].sort((x, y) => x - y), renderInMemory };
}
