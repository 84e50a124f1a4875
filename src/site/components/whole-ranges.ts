// A range of numbers ("3-7 days", "200-400%", "₹5,000-10,000") is read as one value, but browsers
// break a line after its hyphen and leave "3-" at a line's end (issue 51). Each range in a page's
// text is wrapped in a `.nowrap` span (styles/base.css) as the page is rendered: the words stay as
// content wrote them, for readers, search engines and copying alike.
//
// React's markup escapes `<` and `>` everywhere but in tags, so splitting on tags finds every text
// run; what is not prose (scripts, styles, code, the <title>, form values, drawings) is left as is.
// A run with a range is held in a span of its own as well: in a flex row (a feature beside its
// icon) the run stays one item, where the range's span alone would split it into three.

/** Elements whose text is not laid out as prose, or may hold no elements. */
const LEFT_ALONE = new Set(['script', 'style', 'title', 'textarea', 'option', 'pre', 'code', 'svg']);

const number = String.raw`₹?\d[\d,]*(?:\.\d+)?%?`;
/** Numbers joined by a hyphen or an en dash, not inside a word or another number (nor an entity `&#39;`). */
const range = new RegExp(String.raw`(?<![\p{L}\p{N}_.,#-])${number}(?:[-‐–]${number})+\+?(?![\p{L}\p{N}_-])`, 'gu');

const tagName = (tag: string) => /^<\/?([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase();

/** `html` with each number range of its text held on one line. */
export function keepRangesWhole(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  let inside: string | undefined; // the element left alone that the text is in, till its end tag
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2) {
      const name = tagName(part);
      if (inside === undefined && name && LEFT_ALONE.has(name) && !part.startsWith('</') && !part.endsWith('/>'))
        inside = name;
      else if (inside !== undefined && part.startsWith('</') && name === inside) inside = undefined;
    } else if (inside === undefined && part) {
      const kept = part.replace(range, (m) => `<span class="nowrap">${m}</span>`);
      if (kept !== part) parts[i] = `<span>${kept}</span>`;
    }
  }
  return parts.join('');
}
