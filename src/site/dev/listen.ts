// Bind the dev server: the requested port, or the next free one when it is taken (and say so).
import { BuildError } from '../diagnostics.ts';
import { listen, type Handler, type RunningServer } from '../serve.ts';

export interface ListenOptions {
  host: string;
  /** 0: any free port. */
  port: number;
  /** How many ports after `port` to try when it is taken (default 10; 0: fail at once). */
  attempts?: number;
  log: (line: string) => void;
}

export async function listenFrom(handler: Handler, opts: ListenOptions): Promise<RunningServer> {
  const tries = opts.port === 0 ? 1 : 1 + (opts.attempts ?? 10);
  for (let i = 0; ; i++) {
    const port = opts.port + i;
    try {
      const server = await listen(handler, { host: opts.host, port });
      if (i > 0) opts.log(`port ${opts.port} is in use, so the dev server took port ${port}`);
      return server;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && i + 1 < tries && port < 65535) continue;
      if (code === 'EADDRINUSE') {
        const ports = i > 0 ? `ports ${opts.port}–${port}` : `port ${port}`;
        throw new BuildError(
          `${ports} on ${opts.host} ${i > 0 ? 'are' : 'is'} in use: stop the other server or pass --port <n>`,
        );
      }
      throw new BuildError(
        `cannot listen on ${opts.host}:${port} (${code ?? (err as Error).message}): check --host and --port`,
      );
    }
  }
}
