import { expect, test } from 'vitest';
import { BuildError } from '../../../src/site/diagnostics.ts';
import { listenFrom } from '../../../src/site/dev/listen.ts';
import { listen } from '../../../src/site/serve.ts';

const handler = (_req: unknown, res: { end(): void }) => res.end();

test('a taken port: the next free one is used, and the terminal is told', async () => {
  const taken = await listen(handler as never, { port: 0 });
  const port = Number(new URL(taken.url).port);
  const lines: string[] = [];
  try {
    const server = await listenFrom(handler as never, {
      host: '127.0.0.1',
      port,
      attempts: 20,
      log: (l) => lines.push(l),
    });
    const got = Number(new URL(server.url).port);
    expect(got).toBeGreaterThan(port);
    expect(lines).toEqual([`port ${port} is in use, so the dev server took port ${got}`]);
    await server.close();
  } finally {
    await taken.close();
  }
});

test('a taken port with no attempts left: a clear error (exit 1), not a crash', async () => {
  const taken = await listen(handler as never, { port: 0 });
  const port = Number(new URL(taken.url).port);
  try {
    const attempt = listenFrom(handler as never, { host: '127.0.0.1', port, attempts: 0, log: () => undefined });
    await expect(attempt).rejects.toBeInstanceOf(BuildError);
    await expect(attempt).rejects.toThrow(
      `port ${port} on 127.0.0.1 is in use: stop the other server or pass --port <n>`,
    );
  } finally {
    await taken.close();
  }
});
