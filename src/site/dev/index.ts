// `agency-site dev`: serve the site from a private output folder, watch content/ and src/site/,
// rebuild only what an edit touches, and tell the browser over Server-Sent Events.
//
//   watcher ─► RebuildQueue ─► DevSession ─► EngineHost ─► worker: DevEngine (load, routes, render,
//                                  │                       bundle; writes a temporary folder ◄── devHandler (HTTP))
//                                  └─► EventStream: reload, css, problems ──► reload-client.js
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sourceFile } from '../project.ts';
import { displayPath } from '../model/content.ts';
import { EngineHost } from './engine-host.ts';
import { EventStream } from './events.ts';
import { listenFrom } from './listen.ts';
import { RebuildQueue } from './queue.ts';
import { devHandler, type DevServerState } from './server.ts';
import { linkTarget, publicLinks } from './public-links.ts';
import { DevSession } from './session.ts';
import { makeDevTemp, removeDeadDevTemps } from './temp-dir.ts';
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
  /** The code folder to watch (default this src/site); tests point it at a scratch folder. */
  srcDir?: string;
  /** How many ports after `port` to try when it is taken (default 10; 0: fail at once). */
  portAttempts?: number;
}

export interface DevServer {
  url: string;
  /** Resolves when the first build is done (pages, or the problems that stopped them). */
  ready: Promise<void>;
  /** The temporary folder the pages are written to and served from; removed on close. */
  outDir: string;
  /** Resolves when no change is waiting or being rebuilt. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const srcDir = sourceFile('site');
// Changes this close together form one rebuild (a save that fires two events, a git checkout).
const COALESCE_MS = 5;

/** What the server tells the browser of the session: read when asked, as the session changes. */
function stateOf(session: () => DevSession, ready: Promise<void>): DevServerState {
  return {
    get problems() {
      return session().problems;
    },
    get findings() {
      return session().findings;
    },
    get hasPages() {
      return session().hasPages;
    },
    ready,
  };
}

/** The HTTP server on the first free port from the one asked for, serving `root` with the reload snippet. */
async function serve(opts: DevOptions, site: { root: string; state: DevServerState; events: EventStream }) {
  const reloadScript = await readFile(sourceFile('site/dev/reload-client.js'), 'utf8');
  return listenFrom(devHandler({ ...site, reloadScript, host: opts.host }), { ...opts, attempts: opts.portAttempts });
}

/** The session and what drives it: the engine thread, the queue of changes, the browser's event stream. */
function wireSession(opts: DevOptions, contentDir: string, outDir: string) {
  const sessionId = `${process.pid}-${Date.now().toString(36)}`;
  let session!: DevSession;
  const events = new EventStream(() => ({
    session: sessionId,
    problems: session.problems.length + session.findings.length,
  }));
  const engine = new EngineHost(
    { contentDir, outDir, siteUrl: opts.siteUrl, leadService: opts.leadService },
    { onStrayError: (stack) => session.internal('in the engine', stack) },
  );
  const queue: RebuildQueue = new RebuildQueue((batch) => session.rebuild(batch), {
    delayMs: COALESCE_MS,
    onCodeChange: () => void engine.stop(),
  });
  const codeDir = opts.watchCode === false ? undefined : path.resolve(opts.srcDir ?? srcDir);
  const watched = [displayPath(contentDir), codeDir ? displayPath(codeDir) : ''].filter(Boolean).join(' and ');
  session = new DevSession({
    engine,
    events,
    log: opts.log,
    contentDir,
    watched,
    requeue: (c) => queue.add(c),
  });
  return { session, events, engine, queue, codeDir };
}

export async function startDev(opts: DevOptions): Promise<DevServer> {
  const contentDir = path.resolve(opts.contentDir);
  // dev's private output: made here and marked, so that only it is ever removed (temp-dir.ts);
  // first, the folders of devs killed before they could remove theirs.
  for (const dir of removeDeadDevTemps()) opts.log(`removed ${dir}, left by a dev server that was killed`);
  const tmp = await makeDevTemp();
  const outDir = path.join(tmp.dir, 'site');
  await mkdir(outDir);

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const { session, events, engine, queue, codeDir } = wireSession(opts, contentDir, outDir);
  const state = stateOf(() => session, ready);

  const server = await serve(opts, { root: outDir, state, events }).catch(async (err) => {
    await tmp.remove();
    throw err;
  });
  opts.log(`agency-site dev  ${server.url}/`);

  const watcher = await watchSources(
    { content: contentDir, src: codeDir },
    (change) => queue.add(change),
    (err) => session.internal('in the file watcher', err),
    { lastRead: (file) => session.lastRead.get(file) },
  );
  // The build copies regular files only: say once which links it leaves out.
  for (const link of await publicLinks(contentDir))
    session.skipPublic(link, `is a symbolic link to ${(await linkTarget(link)) ?? 'nothing'}`);
  queue.addFullBuild();
  void queue.idle().then(markReady);

  return {
    url: server.url,
    outDir,
    ready,
    idle: () => queue.idle(),
    async close() {
      if (session.closed) return;
      session.closed = true;
      events.close();
      // All at once: a rebuild running in the worker is terminated, not awaited.
      await Promise.all([watcher.close(), engine.close(), server.close()]);
      await tmp.remove();
    },
  };
}
