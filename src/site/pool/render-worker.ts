// Entry of the compiled render bundle (compiled/bundles.mjs). In a render thread it answers the
// pool's tasks: parse posts while content loads, then render batches of routes into the output
// folder. The main thread imports the same bundle to render a few pages without starting threads.
import { deserialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { parsePostFiles } from '../cache/prefill.ts';
import type { SiteContent } from '../content/load.ts';
import { rememberImageOrigins } from '../csp.ts';
import { buildRoutes } from '../routes.ts';
import { renderThreadMark, type RenderReply, type RenderTask } from './protocol.ts';
import { createRenderJob, type RenderJob } from './render-job.ts';
import { serveTasks } from './serve.ts';

export { buildRoutes, createRenderJob, parsePostFiles };

// Only the pool's threads serve tasks, whoever else imports the bundle.
if (parentPort && workerData === renderThreadMark) {
  let job: RenderJob | undefined;
  serveTasks<RenderTask, RenderReply>((task) => {
    switch (task.type) {
      case 'parse':
        return { type: 'parsed', entries: parsePostFiles(task.files) };
      case 'init': {
        const content = deserialize(task.content) as SiteContent;
        content.lines = new Map();
        rememberImageOrigins(content, task.imageOrigins); // the build's: no need to walk all content again
        // The same content gives the same route table as the main thread's (checked per route).
        const routes = buildRoutes(content);
        job = createRenderJob(content, routes, task.settings, task.outDir, task.fresh);
        return { type: 'ready', routes: routes.length };
      }
      case 'render':
        if (!job) throw new Error('render thread used before init');
        return { type: 'rendered', ...job.render(task.items) };
    }
  });
}
