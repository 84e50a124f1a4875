// The dev server's HTTP side: the site from the output folder exactly as a static host serves it
// (serve.ts), plus three dev-only URLs under /__agency/: the reload script, the event stream and
// the problem page.
import type http from 'node:http';
import { staticHandler, send, type Handler } from '../serve.ts';
import { errorPage, errorPageHeaders } from './error-page.ts';
import type { EventStream } from './events.ts';
import { devPrefix, errorPagePath, eventsPath, reloadScriptPath, type Problem } from './protocol.ts';

export interface DevServerState {
  readonly problems: readonly Problem[];
  /** `check`'s findings on the pages served (findings.ts): listed after the problems, never blocking. */
  readonly findings?: readonly Problem[];
  /** False until the first pages are written; until then every page request gets the problem page. */
  readonly hasPages: boolean;
  /** Settles when the first build has finished, so early requests wait instead of seeing 404s. */
  ready: Promise<void>;
}

export interface DevHandlerOptions {
  root: string;
  state: DevServerState;
  events: EventStream;
  reloadScript: string;
  /** Host the server is bound to: on loopback, only loopback Host headers are answered. */
  host: string;
}

const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

export function devHandler(opts: DevHandlerOptions): Handler {
  const files = staticHandler(opts.root, { dev: true });
  // A page on another site must not reach the dev server through a name that points at
  // 127.0.0.1 (DNS rebinding); a server bound to a public address is reachable by name anyway.
  const checkHost = isLoopback(opts.host);
  return (req, res) => {
    if (checkHost && !loopbackHost.test(req.headers.host ?? ''))
      return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden host');
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0]!;
    if (pathname.startsWith(devPrefix)) return devRoute(pathname, req, res, opts);
    void opts.state.ready.then(() => {
      const { state } = opts;
      if (!state.hasPages && state.problems.length && req.method === 'GET') {
        res.writeHead(500, errorPageHeaders);
        return void res.end(errorPage(state.problems));
      }
      files(req, res);
    });
  };
}

function devRoute(pathname: string, req: http.IncomingMessage, res: http.ServerResponse, opts: DevHandlerOptions) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
  }
  switch (pathname) {
    case reloadScriptPath:
      res.setHeader('Cache-Control', 'no-cache');
      return send(res, 200, 'text/javascript; charset=utf-8', opts.reloadScript);
    case eventsPath:
      return opts.events.connect(req, res);
    case errorPagePath:
      res.writeHead(200, errorPageHeaders);
      return void res.end(errorPage(opts.state.problems, opts.state.findings));
    default:
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
}
