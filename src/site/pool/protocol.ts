// Messages between the build (main thread) and its render workers (render-worker.ts).
import type { TrackedCollection } from '../cache/page-keys.ts';
import type { PostFile, Prefilled } from '../cache/prefill.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { RenderSettings } from '../render.ts';

export type RenderTask =
  /** While content loads: parse and validate these posts (cache/prefill.ts). */
  | { type: 'parse'; files: PostFile[] }
  /** Once per worker: the loaded content (v8-serialized, without `lines`) and where pages go. */
  | { type: 'init'; content: Uint8Array; imageOrigins: string[]; settings: RenderSettings; outDir: string; fresh: boolean }
  /** Render these routes (index into buildRoutes(content), path as a check) and write them. */
  | { type: 'render'; items: { index: number; path: string }[] };

export interface WrittenPage {
  index: number;
  /** UTF-8 bytes written. */
  bytes: number;
  /** The written file's identity, so a later build can tell it is still ours (cache.ts). */
  mtimeMs: number;
  ino: number;
}

export type RenderReply =
  | { type: 'parsed'; entries: Prefilled[] }
  | { type: 'ready'; routes: number }
  | {
      type: 'rendered';
      pages: WrittenPage[];
      problems: { index: number; diagnostic: Diagnostic }[];
      /** Content collections the renderer read directly (cache/page-keys.ts). */
      reads: TrackedCollection[];
    };

/** workerData of the pool's render threads (render-worker.ts serves tasks only there). */
export const renderThreadMark = 'agency-site render thread';
