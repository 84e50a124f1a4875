// The build's render threads: each gets the content once, then batches of route numbers; each
// writes its pages into the staging folder itself and answers with sizes and file identities.
import { serialize } from 'node:v8';
import { imageOrigins } from '../csp.ts';
import type { SiteContent } from '../content/load.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';
import type { TrackedCollection } from '../cache/page-keys.ts';
import type { PostFile, Prefilled } from '../cache/prefill.ts';
import { defaultPoolSize, WorkerPool } from './pool.ts';
import { renderThreadMark, type RenderReply, type RenderTask, type WrittenPage } from './protocol.ts';

/** Routes per task: large enough that messages cost nothing, small enough to balance the threads. */
const BATCH = 48;

export interface RenderOutcome {
  pages: WrittenPage[];
  /** With their route index: threads answer in any order. */
  problems: { index: number; diagnostic: Diagnostic }[];
  reads: Set<TrackedCollection>;
}

/** Threads worth starting for `count` pages: one per core, fewer for a small rebuild. */
export function threadsFor(count: number, max = defaultPoolSize()): number {
  return Math.max(1, Math.min(max, Math.ceil(count / 200)));
}

export class RenderPool {
  private readonly pool: WorkerPool<RenderTask, RenderReply>;

  constructor(workerFile: string, size: number) {
    // A young generation large enough for a batch of pages: far fewer, cheaper collections.
    this.pool = new WorkerPool({ entry: workerFile, size, workerData: renderThreadMark, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  }

  get size(): number {
    return this.pool.size;
  }

  /** Parse a batch of posts on whichever thread is free (cache/prefill.ts). */
  async parse(files: PostFile[]): Promise<Prefilled[]> {
    const r = await this.pool.run({ type: 'parse', files });
    return r.type === 'parsed' ? r.entries : [];
  }

  private ready?: Promise<number[]>;

  /**
   * Hand every thread the content; each builds the route table from it. Starts at once; render()
   * waits for it and checks the threads built the same number of routes as the build.
   */
  init(content: SiteContent, settings: RenderSettings, outDir: string, fresh: boolean): Promise<void> {
    const { lines: _functions, ...data } = content; // `lines` holds functions: not needed to render
    const bytes = serialize(data);
    this.ready = this.pool.broadcast({ type: 'init', content: bytes, imageOrigins: imageOrigins(content), settings, outDir, fresh }).then((replies) => replies.map((r) => (r.type === 'ready' ? r.routes : -1)));
    return this.ready.then(() => undefined);
  }

  /** Render and write `indexes` of `routes`, in batches over all threads. */
  async render(routes: readonly Route[], indexes: readonly number[]): Promise<RenderOutcome> {
    const counts = await this.ready;
    if (!counts) throw new Error('render threads used before init');
    if (counts.some((n) => n !== routes.length)) throw new Error(`render threads built ${counts.join('/')} routes, the build ${routes.length}`);
    const out: RenderOutcome = { pages: [], problems: [], reads: new Set() };
    const tasks: Promise<void>[] = [];
    for (let i = 0; i < indexes.length; i += BATCH) {
      const items = indexes.slice(i, i + BATCH).map((index) => ({ index, path: routes[index]!.path }));
      tasks.push(
        this.pool.run({ type: 'render', items }).then((r) => {
          if (r.type !== 'rendered') return;
          for (const p of r.pages) out.pages.push(p);
          for (const d of r.problems) out.problems.push(d);
          for (const name of r.reads) out.reads.add(name);
        }),
      );
    }
    await Promise.all(tasks);
    return out;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
