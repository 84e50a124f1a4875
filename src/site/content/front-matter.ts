/**
 * Where gray-matter's part of a Markdown file ends: after the line holding the first `\n---`, the
 * front matter's closing line (gray-matter cuts there too). In the usual file, the body is all
 * that follows.
 */
export function frontMatterEnd(text: string): number {
  const close = text.indexOf('\n---', 3);
  const end = close < 0 ? -1 : text.indexOf('\n', close + 4);
  return end < 0 ? text.length : end + 1;
}
