// Shared by the dev tests: a private copy of the minimal fixture site, a raw HTTP client that sends paths
// exactly as written, and an SSE reader that waits for events instead of sleeping.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { DevEngine } from '../../../src/site/dev/engine.ts';
import { defaultSite } from '../../../src/site/default-site.ts';
import type { SiteDefinition } from '../../../src/site/site-definition.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

/**
 * A dev engine in process on a site copy (siteCopy), writing an output folder of its own beside
 * the content (removed with the copy): `pages()` reads back what it serves.
 */
export function engineOn(contentDir: string, site: SiteDefinition = defaultSite) {
  const outDir = mkdtempSync(path.join(path.dirname(contentDir), 'dev-out-'));
  return { engine: new DevEngine({ contentDir, outDir }, site), outDir, pages: () => htmlFiles(outDir) };
}

/** The HTML files of an output folder: path relative to it (forward slashes) → text. */
export async function htmlFiles(outDir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const e of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const full = path.join(e.parentPath, e.name);
    out.set(path.relative(outDir, full).split(path.sep).join('/'), await readFile(full, 'utf8'));
  }
  return out;
}

/**
 * A temporary copy of the minimal fixture site (sites.ts siteCopy): the dev tests are about the
 * engine and the server, so an editor changing content/ does not break them.
 */
export async function copyContent(): Promise<{ dir: string; contentDir: string; cleanup(): Promise<void> }> {
  const contentDir = await siteCopy();
  return { dir: path.dirname(contentDir), contentDir, cleanup: () => removeSite(contentDir) };
}

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** One request over a plain socket: the path goes out byte for byte, with no normalisation. */
export function rawGet(baseUrl: string, target: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
}

export async function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

export interface SseEvent {
  event: string;
  data: any;
}

/** Reads /__agency/events; `next` waits for the first unseen event that matches. */
export class SseClient {
  readonly events: SseEvent[] = [];
  private seen = 0;
  private waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  private req?: http.ClientRequest;

  static async open(baseUrl: string): Promise<SseClient> {
    const client = new SseClient();
    await new Promise<void>((resolve, reject) => {
      client.req = http.get(new URL('/__agency/events', baseUrl), (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) client.push({ event, data: JSON.parse(data) });
          }
        });
        res.on('error', () => undefined);
        resolve();
      });
      client.req.on('error', reject);
    });
    await client.next((e) => e.event === 'hello');
    return client;
  }

  /** Skip everything received so far: `next` then only sees what comes after this call. */
  mark(): void {
    this.seen = this.events.length;
  }

  next(match: (e: SseEvent) => boolean, timeoutMs = 45_000): Promise<SseEvent> {
    for (let i = this.seen; i < this.events.length; i++) {
      if (match(this.events[i]!)) {
        this.seen = i + 1;
        return Promise.resolve(this.events[i]!);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events.slice(this.seen))}`),
          ),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  }

  close(): void {
    this.req?.destroy();
  }

  private push(e: SseEvent) {
    this.events.push(e);
    const i = this.waiters.findIndex((w) => w.match(e));
    if (i >= 0) {
      this.seen = this.events.length;
      this.waiters.splice(i, 1)[0]!.resolve(e);
    }
  }
}
