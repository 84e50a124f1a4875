// The page writer's thread (page-writer.ts): makes each page's folder and file. Creating thousands
// of folders and files is mostly kernel work (on ext4 about a tenth of a millisecond each), which
// this thread does on another core while the main thread renders the next pages.
// Plain JavaScript, so that the thread needs no TypeScript loader and no compiled bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { pageWriter } from './write-page.mjs';

const writePage = pageWriter(workerData.fresh);

// A batch: [index, file, bytes][]; the answer: per page its record, or why it was not written.
parentPort.on('message', (batch) => {
  const out = [];
  for (const [index, file, buffer] of batch) {
    try {
      out.push({ index, ...writePage(file, new Uint8Array(buffer)) });
    } catch (err) {
      out.push({ index, error: `cannot write ${file}: ${err.message}` });
    }
  }
  parentPort.postMessage(out);
});
