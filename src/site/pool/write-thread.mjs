// The page writer's thread (page-writer.ts): makes each page's folder and file, and renders the
// Markdown of the pages handed over with it (post bodies, while this thread has time to spare).
// Creating thousands of folders and files is mostly kernel work (on ext4 about a tenth of a
// millisecond each). Both run here, on another core, while the main thread renders the next pages.
// Plain JavaScript, so that the thread needs no TypeScript loader and no compiled bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { fillMarkdown, markdownRenderer } from '../content/markdown-it.mjs';
import { pageWriter } from './write-page.mjs';

const writePage = pageWriter(workerData.fresh);
const renderMarkdown = markdownRenderer();

// A batch: [index, file, html, markdown?][]; the answer: per page its record, or why it was not
// written. Or { dirs }: folders to make ahead of their pages (no answer; a failure shows when a
// page is written there).
parentPort.on('message', (batch) => {
  if (!Array.isArray(batch)) {
    for (const dir of batch.dirs) {
      try {
        writePage.makeDir(dir);
      } catch {
        // reported by the page
      }
    }
    return;
  }
  const out = [];
  for (const [index, file, html, markdown] of batch) {
    try {
      out.push({ index, ...writePage(file, markdown ? fillMarkdown(html, markdown, renderMarkdown) : html) });
    } catch (err) {
      out.push({ index, error: `cannot write ${file}: ${err.message}` });
    }
  }
  parentPort.postMessage(out);
});
