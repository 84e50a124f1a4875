// A tiny scanner for our own renderToStaticMarkup output (well-formed, attributes always quoted):
// the links, images and ids of a page, and its text. Not a general HTML parser, on purpose.

export interface HtmlLink {
  tag: 'a' | 'img';
  /** The URL as the browser sees it (entities decoded). */
  url: string;
  attrs: Record<string, string>;
}

export interface ScannedPage {
  links: HtmlLink[];
  /** Every `id` on the page, in order (duplicates kept, so they can be reported). */
  ids: string[];
  /** Visible text and human-readable attributes, for the placeholder rule. */
  text: string[];
}

const tagPattern = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>|<!--[\s\S]*?-->|<\/[a-zA-Z][^>]*>/g;
const attrPattern = /([^\s=/>]+)(?:="([^"]*)")?/g;
const readableAttrs = new Set(['alt', 'title', 'aria-label', 'placeholder', 'content', 'value']);
const rawTextTags = new Set(['script', 'style']);

export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (whole, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower] ?? whole;
  });
}

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(attrPattern)) out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? '');
  return out;
}

export function scanHtml(html: string): ScannedPage {
  const page: ScannedPage = { links: [], ids: [], text: [] };
  let last = 0;
  let skipUntil: string | undefined;
  for (const m of html.matchAll(tagPattern)) {
    const between = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (skipUntil) {
      if (m[0].toLowerCase().startsWith(`</${skipUntil}`)) skipUntil = undefined;
      continue;
    }
    if (between.trim()) page.text.push(decodeEntities(between));
    const name = m[1]?.toLowerCase();
    if (!name) continue; // comment or closing tag
    const attrs = attributes(m[2] ?? '');
    if (attrs.id !== undefined) page.ids.push(attrs.id);
    for (const [key, value] of Object.entries(attrs)) if (readableAttrs.has(key) && value) page.text.push(value);
    if (name === 'a' && attrs.href !== undefined) page.links.push({ tag: 'a', url: attrs.href, attrs });
    if (name === 'img' && attrs.src !== undefined) page.links.push({ tag: 'img', url: attrs.src, attrs });
    if (rawTextTags.has(name)) skipUntil = name;
  }
  const tail = html.slice(last);
  if (tail.trim()) page.text.push(decodeEntities(tail));
  return page;
}
