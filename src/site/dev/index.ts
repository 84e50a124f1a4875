// `agency-site dev`: serve the site from a private output folder, watch content/ and src/site/,
// rebuild only what an edit touches, and tell the browser over Server-Sent Events.
//
//   watcher ─► RebuildQueue ─► EngineHost ─► worker: DevEngine (load / routes / render / bundle)
//                                   │
//                 DevOutput (files) ◄┘─► EventStream (reload, css, problems) ─► reload-client.js
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../diagnostics.ts';
import { displayPath } from '../content/load.ts';
import { publicDir } from '../public-files.ts';
import { EngineHost, JobAbortedError } from './engine-host.ts';
import { EventStream } from './events.ts';
import { listenFrom } from './listen.ts';
import { DevOutput } from './output.ts';
import type { BuiltAssets, BuiltFile, JobResult, Problem } from './protocol.ts';
import { RebuildQueue, type Batch } from './queue.ts';
import { devHandler, type DevServerState } from './server.ts';
import { watchSources } from './watch.ts';

export interface DevOptions {
  contentDir: string;
  port: number;
  host: string;
  siteUrl?: string;
  leadService?: string;
  log: (line: string) => void;
  /** Also watch src/site/ for code and style edits (default true). */
  watchCode?: boolean;
  /** How many ports after `port` to try when it is taken (default 10; 0: fail at once). */
  portAttempts?: number;
}

export interface DevServer {
  url: string;
  /** The temporary folder the pages are written to and served from; removed on close. */
  outDir: string;
  /** Resolves when no change is waiting or being rebuilt. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const srcDir = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
// Changes this close together form one rebuild (a save that fires two events, a git checkout).
const COALESCE_MS = 5;

export async function startDev(opts: DevOptions): Promise<DevServer> {
  const contentDir = path.resolve(opts.contentDir);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-dev-'));
  const output = new DevOutput(path.join(tmp, 'site'));
  await mkdir(output.root);

  const session = `${process.pid}-${Date.now().toString(36)}`;
  let markReady!: () => void;
  const state: DevServerState & { watching?: boolean } = { problems: [], hasPages: false, ready: new Promise((r) => (markReady = r)) };
  const events = new EventStream(() => ({ session, problems: state.problems.length }));
  let assets: BuiltAssets | undefined;
  let closed = false;

  const internal = (what: string, err: unknown) => {
    if (closed) return;
    opts.log(`${clock()} Internal error (a bug in agency-site, not in your content) ${what}:\n${(err as Error)?.stack ?? String(err)}`);
  };
  const engine = new EngineHost(
    { contentDir, siteUrl: opts.siteUrl, leadService: opts.leadService },
    { onFiles: (files) => void output.write(files).catch((err) => internal('writing side files', err)), onStrayError: (stack) => internal('in the engine', stack) },
  );

  const reloadScript = await readFile(new URL('./reload-client.js', import.meta.url), 'utf8');
  const server = await listenFrom(devHandler({ root: output.root, state, events, reloadScript, host: opts.host }), { ...opts, attempts: opts.portAttempts }).catch(async (err) => {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  });
  opts.log(`agency-site dev  ${server.url}/`);

  /** Write what a job produced, then tell the browsers and the terminal. */
  async function publish(result: JobResult, batch: Batch, how: { reload: 'routes' | 'all' | 'none' }) {
    await output.write([...(result.assets?.files ?? []), ...(result.files ?? []), ...result.pages]);
    if (result.assets) assets = result.assets;
    const stale = new Set(result.removed.map((r) => r.file));
    if (result.complete) {
      const fresh = new Set(result.pages.map((p) => p.path));
      for (const p of output.pages) if (!fresh.has(p)) stale.add(p);
    }
    await output.remove(stale);
    if (result.pages.length) state.hasPages = true;

    const before = state.problems;
    state.problems = result.problems;
    const lines = result.problems.map((d) => formatDiagnostic(d));
    if (lines.join('\n') !== before.map((d) => formatDiagnostic(d)).join('\n')) events.send({ event: 'problems', data: { count: lines.length, lines } });
    const routes = how.reload === 'all' && result.pages.length ? '*' : [...result.routes, ...result.removed.map((r) => r.route)];
    if (how.reload !== 'none' && routes.length) events.send({ event: 'reload', data: { pages: routes } });

    const ms = Math.round(performance.now() - batch.since);
    const what = describe(batch);
    const start = !batch.files.length && !state.watching;
    if (start) {
      const watched = [displayPath(contentDir), opts.watchCode === false ? '' : displayPath(srcDir)].filter(Boolean).join(' and ');
      opts.log(`${clock()} built ${result.pages.length} pages · ${ms} ms · watching ${watched}`);
      if (!result.problems.length) return;
    }
    const gone = result.removed.length ? `, ${result.removed.length} removed` : '';
    const built = result.routes.length || gone ? `${result.routes.length} of ${result.total} pages rebuilt${gone}` : 'no page changed';
    if (result.problems.length) {
      const n = result.problems.length;
      const served = state.hasPages ? 'the last good pages are still served' : 'no page to serve yet';
      opts.log(`${clock()} ${start ? '' : `${what} → `}✗ ${n} problem${n === 1 ? '' : 's'}, ${served}${start ? '' : ` · ${ms} ms`}`);
      for (const p of result.problems) opts.log(`    ${formatDiagnostic(p)}${p.thrownAt ? `  (thrown at ${p.thrownAt})` : ''}`);
    } else {
      const fixed = before.length ? '✓ fixed, ' : '';
      const css = how.reload === 'none' && result.assets ? 'stylesheet swapped, ' : '';
      opts.log(`${clock()} ${what} → ${fixed}${css}${built} · ${ms} ms`);
    }
  }

  /** content/public/ is copied as it is: no rendering, and every page may use it (favicon). */
  async function copyPublic(batch: Batch) {
    const root = path.join(contentDir, publicDir);
    const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
    const gone = [...batch.public].filter(([, kind]) => kind === 'unlink').map(([file]) => rel(file));
    const present = [...batch.public].filter(([, kind]) => kind !== 'unlink').map(([file]) => file);
    const copied = await Promise.all(present.map(async (file): Promise<BuiltFile | undefined> => {
      const contents = await readFile(file).catch(() => undefined); // gone again already
      return contents && { path: rel(file), contents };
    }));
    await output.write(copied.filter((f) => f !== undefined));
    await output.remove(gone);
    events.send({ event: 'reload', data: { pages: '*' } });
    opts.log(`${clock()} ${describe(batch)} → copied · ${Math.round(performance.now() - batch.since)} ms`);
  }

  let retries = 0;
  async function rebuild(batch: Batch): Promise<void> {
    try {
      if (batch.code) {
        await engine.stop(); // a fresh worker imports the edited modules
        await publish(await engine.run({ type: 'build' }), batch, { reload: 'all' });
        return;
      }
      if (batch.styles || batch.client) {
        const jsBefore = assets?.js;
        let cssOnly = false;
        const result = await engine.run({ type: 'assets' }, (next) => {
          // Swap the stylesheet as soon as it exists, before the pages that link it are rendered.
          cssOnly = !batch.client && next.js === jsBefore;
          if (cssOnly) {
            void output.write(next.files).then(() => events.send({ event: 'css', data: { href: next.css } }), (err) => internal('writing assets', err));
          }
        });
        await publish(result, batch, { reload: cssOnly ? 'none' : 'all' });
      }
      if (batch.public.size) await copyPublic(batch);
      if (batch.content.size) {
        const files = [...batch.content.keys()];
        const seen = await Promise.all(files.map(stamp));
        const result = await engine.run({ type: 'content', files });
        // A file that changed again while it was read was probably caught half-written: build the
        // newer version rather than show a truncated page or a false error. (Bounded, so a file
        // that never stops changing still gets shown.)
        const now = await Promise.all(files.map(stamp));
        if (now.some((s, i) => s !== seen[i]) && retries++ < 3) {
          for (const [file, kind] of batch.content) queue.add({ file, kind, area: 'content' });
          return;
        }
        retries = 0;
        await publish(result, batch, { reload: 'routes' });
      }
    } catch (err) {
      if (err instanceof JobAbortedError || closed) return; // newer code is on its way
      const problem: Problem = { file: 'src/site', rule: 'internal', severity: 'error', message: `Internal error in agency-site: ${(err as Error)?.message ?? err}` };
      state.problems = [problem];
      events.send({ event: 'problems', data: { count: 1, lines: [formatDiagnostic(problem)] } });
      internal(`while rebuilding after ${describe(batch)}`, err);
    }
  }

  const queue = new RebuildQueue(rebuild, { delayMs: COALESCE_MS, onCodeChange: () => void engine.stop() });
  const watcher = await watchSources(
    { content: contentDir, src: opts.watchCode === false ? undefined : srcDir },
    (change) => queue.add(change),
    (err) => internal('in the file watcher', err),
  );
  queue.addFullBuild();
  await queue.idle();
  state.watching = true;
  markReady();

  return {
    url: server.url,
    outDir: output.root,
    idle: () => queue.idle(),
    async close() {
      if (closed) return;
      closed = true;
      await watcher.close();
      await engine.stop();
      events.close();
      await server.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** A file's identity for "did it change since": mtime and size. */
async function stamp(file: string): Promise<string> {
  const s = await stat(file).catch(() => undefined);
  return s ? `${s.mtimeMs}:${s.size}` : 'missing';
}

function describe(batch: Batch): string {
  if (!batch.files.length) return 'start';
  const [first, ...rest] = batch.files;
  return displayPath(first!) + (rest.length ? ` and ${rest.length} more` : '');
}

function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}
