// The worker side of pool.ts: answer each task message with its result or the error it threw.
import { parentPort } from 'node:worker_threads';
import type { Reply } from './pool.ts';

export function serveTasks<In, Out>(handle: (message: In) => Out | Promise<Out>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks() runs inside a worker thread');
  port.on('message', async ({ id, message }: { id: number; message: In }) => {
    let reply: Reply<Out>;
    try {
      reply = { id, ok: true, value: await handle(message) };
    } catch (err) {
      const e = err as Error;
      reply = { id, ok: false, error: { message: String(e?.message ?? err), stack: e?.stack, name: e?.name } };
    }
    port.postMessage(reply);
  });
}
