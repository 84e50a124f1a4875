// What the dev server (main thread) and the engine worker say to each other. Only plain data
// crosses the thread boundary, so these are interfaces, not classes.
import type { Diagnostic } from '../diagnostics.ts';

export interface EngineOptions {
  contentDir: string;
  siteUrl?: string;
  leadService?: string;
}

/** A Diagnostic as `build` reports it, plus, for a component that threw, where in the code. */
export interface Problem extends Diagnostic {
  thrownAt?: string;
}

export interface BuiltFile {
  /** Relative to the output folder, forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

export interface BuiltAssets {
  js: string;
  css: string;
  files: BuiltFile[];
}

export type Job =
  /** Everything: bundle, load all content, render every route. */
  | { type: 'build' }
  /** These content files (absolute paths) were added, changed or removed. */
  | { type: 'content'; files: string[] }
  /** The client script or stylesheet changed: bundle again, re-render pages that link it. */
  | { type: 'assets' }
  /** A file under content/public/ was added, changed or removed: copy the folder again, checked as the build does. */
  | { type: 'public' };

export interface JobResult {
  /** Pages rendered by this job. */
  pages: BuiltFile[];
  /** Route paths of those pages. */
  routes: string[];
  /** Routes that no longer exist, and their output files. */
  removed: { route: string; file: string }[];
  /** True when `pages` holds every route of the site (any other page file is stale). */
  complete: boolean;
  /** The files beside the pages whose key changed: site files, redirects, content/public/'s copies, pictures. */
  files?: BuiltFile[];
  /** Files of content/public/ copied before and gone since: to remove from the output. */
  gone?: string[];
  /** Set when the bundle was rebuilt successfully. */
  assets?: BuiltAssets;
  /** Every problem the site has now (content, render, bundle); empty when all is well. */
  problems: Problem[];
  /** `check`'s default findings on the last good pages, errors then warnings: shown, never blocking. */
  findings?: Problem[];
  /** Routes in the site (the last good route table). */
  total: number;
  /** Milliseconds per stage of this job (bundle, load, routes, keys, render). */
  timings: Record<string, number>;
}

export type ToWorker = { id: number; job: Job };

export type FromWorker =
  /** Sent before pages are rendered, so a stylesheet can be swapped without waiting for them. */
  | { id: number; type: 'assets'; assets: BuiltAssets }
  | { id: number; type: 'done'; result: JobResult }
  /** After `done`: the share cards the job's pages name and the output lacks (made after the pages). */
  | { id: number; type: 'files'; files: BuiltFile[] }
  /** The job threw something that is not a user's mistake: a bug, reported with its stack. */
  | { id: number; type: 'crash'; message: string; stack?: string };

export const devPrefix = '/__agency/';
export const reloadScriptPath = '/__agency/reload.js';
export const eventsPath = '/__agency/events';
export const errorPagePath = '/__agency/error';
