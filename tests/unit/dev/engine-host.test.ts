// The main thread's side of the engine worker (the worker itself runs in dev-server.test.ts).
import { expect, test } from 'vitest';
import { EngineHost, JobAbortedError } from '../../../src/site/dev/engine-host.ts';

const quiet = { onStrayError: () => undefined };

test('after close, jobs are refused instead of starting a worker that would keep the process alive', async () => {
  const host = new EngineHost({ contentDir: '/nonexistent', outDir: '/nonexistent/out' }, quiet);
  await host.close();
  await expect(host.run({ type: 'build' })).rejects.toBeInstanceOf(JobAbortedError);
});
