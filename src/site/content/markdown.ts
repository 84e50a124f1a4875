// Markdown → HTML for blog articles and prose blocks (markdown-it.mjs has the renderer's rules).
// A page may also be rendered with its Markdown left for later (deferMarkdown): the page writer's
// thread then renders the post bodies while this thread renders the next pages.
import { randomBytes } from 'node:crypto';
import { markdownRenderer, type DeferredMarkdown } from './markdown-it.mjs';

export type { DeferredMarkdown };

const render = markdownRenderer();
const nonce = randomBytes(8).toString('hex');
let deferred: string[] | undefined;

export function renderMarkdown(source: string): string {
  if (!deferred) return render(source);
  // The same text twice gets the same marker: a page rendered twice (to compare) reads the same.
  let n = deferred.indexOf(source);
  if (n < 0) n = deferred.push(source) - 1;
  return `<!--agency-site markdown ${nonce} ${n}-->`;
}

/** Run `fn` (a synchronous render) with markers in place of Markdown; markdown-it.mjs's fillMarkdown fills them. */
export function deferMarkdown<T>(fn: () => T): { value: T; markdown?: DeferredMarkdown } {
  const outer = deferred;
  deferred = [];
  try {
    const value = fn();
    return deferred.length ? { value, markdown: { nonce, sources: deferred } } : { value };
  } finally {
    deferred = outer;
  }
}
