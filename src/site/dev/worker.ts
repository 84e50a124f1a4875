// The engine worker: runs jobs one at a time for the dev server, in its own module graph, so the
// server starts a fresh worker to pick up edited components, schemas and styles code.
import { parentPort, workerData } from 'node:worker_threads';
import { defaultSite } from '../default-site.ts';
import { DevEngine } from './engine.ts';
import type { EngineOptions, FromWorker, ToWorker } from './protocol.ts';

const port = parentPort!;
// A composition root of its own: a site definition (components, loaders) does not cross threads.
const engine = new DevEngine(workerData as EngineOptions, defaultSite);
const post = (msg: FromWorker) => port.postMessage(msg);

// Messages are handled strictly in order: a job never starts while another runs.
let queue = Promise.resolve();
port.on('message', (msg: ToWorker) => {
  queue = queue.then(async () => {
    try {
      const result = await engine.run(msg.job, (assets) => post({ id: msg.id, type: 'assets', assets }));
      post({ id: msg.id, type: 'done', result });
      await engine.laterFiles();
    } catch (err) {
      post({
        id: msg.id,
        type: 'crash',
        message: (err as Error)?.message ?? String(err),
        stack: (err as Error)?.stack,
      });
    }
  });
});
