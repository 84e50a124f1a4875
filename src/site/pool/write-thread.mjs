// The page writer's thread (page-writer.ts): makes each page's folder and file, and renders the
// Markdown of the pages handed over with it (post bodies, while this thread has time to spare).
// Creating thousands of folders and files is mostly kernel work (on ext4 about a tenth of a
// millisecond each). Both run here, on another core, while the main thread renders the next pages.
// Plain JavaScript, so that the thread needs no TypeScript loader and no compiled bundle.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { frontMatterEnd } from '../content/front-matter.mjs';
import { fillMarkdown, markdownRenderer } from '../content/markdown-it.mjs';
import { pageWriter } from './write-page.mjs';

const writePage = pageWriter(workerData.fresh);
const renderMarkdown = markdownRenderer();

// Work done ahead of the pages, while the main thread loads content and this thread has little
// else to do: post bodies rendered (the `prerender` message), then the posts' folders made (`dirs`).
// A page batch arriving goes first. A page's Markdown is looked up by its text, so a body cut
// otherwise than loading cut it is only a miss, rendered then.
const ahead = new Map();
/** Posts whose bodies to render ahead ([post file, page file]), and how many are done (told to the main thread). */
let posts = [];
let postsDone = 0;
/** Folders still to make ahead. */
let dirs = [];
let dirsDone = 0;
/** Pages written: a post whose page is written needs its body no more. */
const written = new Set();
/** Templates' literal texts by number (page-writer.ts): a page from one comes as its values. */
const templates = new Map();
/** Posts (or folders) per turn of the event loop, so that page batches arriving are written between. */
const SLICE = 16;
let scheduled = false;

function schedule() {
  if (!scheduled && (postsDone < posts.length || dirsDone < dirs.length)) {
    scheduled = true;
    setImmediate(workAhead);
  }
}

function workAhead() {
  scheduled = false;
  if (postsDone < posts.length) {
    for (const [file, page] of posts.slice(postsDone, postsDone + SLICE)) {
      if (written.has(page)) continue;
      let text;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // loading content reports it
      }
      if (!text.startsWith('---')) continue;
      const body = text.slice(frontMatterEnd(text));
      ahead.set(body, renderMarkdown(body));
    }
    postsDone = Math.min(posts.length, postsDone + SLICE);
    parentPort.postMessage({ ahead: postsDone });
  } else {
    for (const dir of dirs.slice(dirsDone, dirsDone + SLICE)) {
      try {
        writePage.makeDir(dir);
      } catch {
        // reported by the page
      }
    }
    dirsDone = Math.min(dirs.length, dirsDone + SLICE);
  }
  schedule();
}

function renderBody(source) {
  const html = ahead.get(source);
  if (html !== undefined) {
    ahead.delete(source); // each body shows on one page: memory holds only those to come
    return html;
  }
  return renderMarkdown(source);
}

/** The page to write: its HTML, or its template's texts and its values; its Markdown filled in. */
function pageOf(page, markdown) {
  if (typeof page === 'string') return markdown ? fillMarkdown(page, markdown, renderBody) : page;
  const [template, values] = page;
  if (markdown) for (let i = 0; i < values.length; i++) values[i] = fillMarkdown(values[i], markdown, renderBody);
  return { texts: templates.get(template), values };
}

// A batch: [index, file, html or [template, values], markdown?][]; the answer: per page its
// record, or why it was not written. Or no answer: { template, texts } a template's texts, before
// its pages; work ahead (only progress told): { prerender } posts whose bodies to render, { dirs }
// folders to make (a failure shows when a page is written there).
parentPort.on('message', (batch) => {
  if (!Array.isArray(batch)) {
    if (batch.texts) templates.set(batch.template, batch.texts);
    if (batch.prerender) posts = posts.concat(batch.prerender);
    if (batch.dirs) dirs = dirs.concat(batch.dirs);
    schedule();
    return;
  }
  const out = [];
  for (const [index, file, page, markdown] of batch) {
    try {
      out.push({ index, ...writePage(file, pageOf(page, markdown)) });
      if (postsDone < posts.length) written.add(file);
    } catch (err) {
      out.push({ index, error: `cannot write ${file}: ${err.message}` });
    }
  }
  parentPort.postMessage(out);
});
