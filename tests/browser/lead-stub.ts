// A stand-in for the external lead service: records every request it gets (method, path,
// content type, body), answers CORS including preflights, and can be told to answer 500 or to
// be down. Tests drive it over a separate control server, because they run in worker processes
// while this runs in vitest's main process (setup.ts). Test files run side by side, each serving
// the site from its own port (helpers.ts): the control API is scoped by the pages' origin
// (`?origin=`), so a file sees, clears and breaks only its own pages' beacons.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | null;
  origin: string | null;
  body: string;
}

export type StubMode = 'ok' | 'error' | 'down';

export interface LeadStub {
  /** Base URL of the lead service; the build's --lead-service. */
  url: string;
  /** Base URL of the control API (GET/DELETE /requests, PUT /mode/<mode>). */
  controlUrl: string;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function listenOn(server: http.Server, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

function stop(server: http.Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startLeadStub(): Promise<LeadStub> {
  let recorded: RecordedRequest[] = [];
  const modes = new Map<string, StubMode>();

  const lead = http.createServer(async (req, res) => {
    const mode = modes.get(req.headers.origin ?? '') ?? 'ok';
    // Down: the connection drops before any answer, as it would with nothing listening.
    if (mode === 'down') return req.socket.destroy();
    const body = await readBody(req);
    recorded.push({
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0]!,
      contentType: req.headers['content-type'] ?? null,
      origin: req.headers.origin ?? null,
      body,
    });
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '0',
      });
      return res.end();
    }
    if (mode === 'error') {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      return res.end('{"error":"stub told to fail"}');
    }
    res.writeHead(204);
    res.end();
  });
  const leadPort = await listenOn(lead);

  const control = http.createServer(async (req, res) => {
    const reply = (status: number, value?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(value === undefined ? '' : JSON.stringify(value));
    };
    try {
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://control');
      const origin = searchParams.get('origin');
      if (!origin) return reply(400, { error: "say whose requests: ?origin=<the pages' origin>" });
      if (pathname === '/requests' && req.method === 'GET')
        return reply(
          200,
          recorded.filter((r) => r.origin === origin),
        );
      if (pathname === '/requests' && req.method === 'DELETE') {
        recorded = recorded.filter((r) => r.origin !== origin);
        return reply(204);
      }
      const set = /^\/mode\/(ok|error|down)$/.exec(pathname);
      if (set && req.method === 'PUT') {
        modes.set(origin, set[1] as StubMode);
        return reply(204);
      }
      reply(404, { error: `no control route ${req.method} ${req.url}` });
    } catch (err) {
      reply(500, { error: String(err) });
    }
  });
  const controlPort = await listenOn(control);

  return {
    url: `http://127.0.0.1:${leadPort}`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    close: async () => {
      await stop(lead);
      await stop(control);
    },
  };
}
