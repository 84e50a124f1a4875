// Where a Markdown file's front matter ends. Plain JavaScript: loading content (load.ts) cuts a post
// here, and the page writer's thread (pool/write-thread.mjs) cuts the same place to render post
// bodies ahead of their pages.

/**
 * Where gray-matter's part of a Markdown file ends: after the line holding the first `\n---`, the
 * front matter's closing line (gray-matter cuts there too). In the usual file, the body is all
 * that follows.
 * @param {string} text
 * @returns {number}
 */
export function frontMatterEnd(text) {
  const close = text.indexOf('\n---', 3);
  const end = close < 0 ? -1 : text.indexOf('\n', close + 4);
  return end < 0 ? text.length : end + 1;
}
