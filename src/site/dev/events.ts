// The live-reload channel: Server-Sent Events on /__agency/events. One-way, plain HTTP, and the
// browser's EventSource reconnects by itself after the dev server restarts.
import type http from 'node:http';

export type DevEvent =
  /** First message on every connection: which server this is and whether it has problems. */
  | { event: 'hello'; data: { session: string; problems: number } }
  /** These routes were rebuilt ('*': all of them); pages showing one of them reload. */
  | { event: 'reload'; data: { pages: string[] | '*' } }
  /** Only the stylesheet changed: swap it in place. */
  | { event: 'css'; data: { href: string } }
  /** The current problems (count 0: all fixed). */
  | { event: 'problems'; data: { count: number; lines: string[] } };

const HEARTBEAT_MS = 20_000;

export class EventStream {
  private readonly clients = new Set<http.ServerResponse>();
  private heartbeat?: NodeJS.Timeout;

  constructor(private readonly hello: () => Extract<DevEvent, { event: 'hello' }>['data']) {}

  get size(): number {
    return this.clients.size;
  }

  connect(req: http.IncomingMessage, res: http.ServerResponse): void {
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write('retry: 500\n\n'); // after a restart, reconnect within half a second
    res.write(frame({ event: 'hello', data: this.hello() }));
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('error', drop);
    this.heartbeat ??= setInterval(() => this.raw(': keep-alive\n\n'), HEARTBEAT_MS).unref();
  }

  send(e: DevEvent): void {
    this.raw(frame(e));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private raw(text: string) {
    for (const res of this.clients) if (!res.writableEnded) res.write(text);
  }
}

function frame(e: DevEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}
