// A static file server that answers like a static host: `/R` and `/R/` serve `R/index.html`,
// unknown paths get 404.html with status 404, nothing outside the root is ever read.
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
    // Refuse encoded dots and slashes outright: no legitimate page path contains them.
    if (/%2e|%2f|%5c|\\|\0/i.test(req.url ?? '')) return send(res, 400, 'text/plain; charset=utf-8', 'Bad request');
    files(req, res, next ?? (() => void notFound(root, res)));
  };
}

export async function notFound(root: string, res: http.ServerResponse): Promise<void> {
  try {
    send(res, 404, 'text/html; charset=utf-8', await readFile(path.join(root, '404.html')));
  } catch {
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
}

export function send(res: http.ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff' });
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
