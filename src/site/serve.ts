// A static file server that answers like a static host: `/R` and `/R/` serve `R/index.html`,
// unknown paths get 404.html with status 404, MIME types come from sirv, there is no directory
// listing, and nothing outside the root is ever read (see refuseTarget).
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void;

export function staticHandler(root: string, opts: { dev?: boolean } = {}): Handler {
  const files = sirv(root, {
    dev: opts.dev ?? false,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }
    const refused = refuseTarget(req.url ?? '');
    if (refused) return send(res, refused.status, 'text/plain; charset=utf-8', refused.reason);
    if (!acceptRange(req)) return send(res, 416, 'text/plain; charset=utf-8', 'Range not satisfiable');
    files(req, res, next ?? (() => void notFound(root, res)));
  };
}

/**
 * Why a request path is refused before any file is looked up, or undefined when it may be served.
 * No page or asset path needs encoded dots, slashes, backslashes, `%25` (double encoding), NUL,
 * dot segments or dot-files, so all of them are refused rather than interpreted.
 */
export function refuseTarget(url: string): { status: 400 | 403 | 404; reason: string } | undefined {
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (!pathname.startsWith('/')) return { status: 400, reason: 'Bad request' };
  if (/%2e|%2f|%5c|%25|%00|\\|\0/i.test(pathname)) return { status: 400, reason: 'Bad request' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, reason: 'Bad request' };
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { status: 403, reason: 'Forbidden' };
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return { status: 404, reason: 'Not found' };
  return undefined;
}

/**
 * sirv reads a Range header loosely: `bytes=5-4` or an end past 2^53 crash its file stream (the
 * request never ends), and `bytes=0-0` or `bytes=-500` are served as other ranges. A range that
 * ends before it starts is refused (416, false here); any other form but `bytes=<start>-[<end>]`
 * with an end above 0 is ignored, and the whole file served, as HTTP allows.
 */
function acceptRange(req: http.IncomingMessage): boolean {
  const range = req.headers.range;
  if (range === undefined) return true;
  const m = /^bytes=(\d+)-(\d*)$/.exec(range.trim());
  const start = Number(m?.[1]);
  const end = m?.[2] ? Number(m[2]) : undefined;
  if (m && end !== undefined && start > end) return false;
  if (!m || !Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end === 0)))
    delete req.headers.range;
  return true;
}

export async function notFound(root: string, res: http.ServerResponse): Promise<void> {
  try {
    send(res, 404, 'text/html; charset=utf-8', await readFile(path.join(root, '404.html')));
  } catch {
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
}

export function send(res: http.ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

export interface RunningServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function listen(handler: Handler, opts: { host?: string; port?: number } = {}): Promise<RunningServer> {
  const server = http.createServer((req, res) => handler(req, res));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
