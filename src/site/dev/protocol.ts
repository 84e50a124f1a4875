// What the dev server (main thread) and the engine worker say to each other. Only plain data
// crosses the thread boundary, so these are interfaces, not classes.
import type { Diagnostic } from '../diagnostics.ts';

export interface EngineOptions {
  contentDir: string;
  /** The dev server's private output folder, which the engine writes and the server serves. */
  outDir: string;
  siteUrl?: string;
  leadService?: string;
}

/** A Diagnostic as `build` reports it, plus, for a component that threw, where in the code. */
export interface Problem extends Diagnostic {
  thrownAt?: string;
}

/** The script's and stylesheet's names, once their files are in the output folder. */
export interface BuiltAssets {
  js: string;
  css: string;
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

/** What a job did to the output folder (it writes the folder itself) and what the site has now. */
export interface JobResult {
  /** Route paths of the pages this job rendered and wrote. */
  routes: string[];
  /** Routes that no longer exist, and their output files (removed). */
  removed: { route: string; file: string }[];
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
  /** The job threw something that is not a user's mistake: a bug, reported with its stack. */
  | { id: number; type: 'crash'; message: string; stack?: string };

export const devPrefix = '/__agency/';
export const reloadScriptPath = '/__agency/reload.js';
export const eventsPath = '/__agency/events';
export const errorPagePath = '/__agency/error';
