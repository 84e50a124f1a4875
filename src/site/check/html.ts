// A tiny scanner for our own renderToStaticMarkup output (well-formed; attribute values always
// double-quoted with `<`, `>` and `"` escaped): the links, images and ids of a page, and its text.
// Not a general HTML parser, on purpose: a few targeted patterns keep `check` fast.

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
  /** The text of each h1. */
  h1: string[];
}

const scripts = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const linkTags = /<(a|img)\s([^>]*)>/gi;
const idAttrs = /\sid="([^"]*)"/g;
const h1s = /<h1\b[^>]*>([\s\S]*?)<\/h1>/gi;
const attrPattern = /([^\s=/>]+)(?:="([^"]*)")?/g;

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

/** Script bodies (JSON-LD) are data, not markup: nothing in them is a link or an id. */
const withoutScripts = (html: string) => html.replace(scripts, '');

export function scanHtml(html: string): ScannedPage {
  const markup = withoutScripts(html);
  const links: HtmlLink[] = [];
  for (const m of markup.matchAll(linkTags)) {
    const tag = m[1]!.toLowerCase() as 'a' | 'img';
    const attrs = attributes(m[2]!);
    const url = tag === 'a' ? attrs.href : attrs.src;
    if (url !== undefined) links.push({ tag, url, attrs });
  }
  const ids = [...markup.matchAll(idAttrs)].map((m) => decodeEntities(m[1]!));
  const h1 = [...markup.matchAll(h1s)].map((m) => decodeEntities(m[1]!.replace(/<[^>]*>/g, '')).trim());
  return { links, ids, h1 };
}

const readableAttrs = /\s(?:alt|title|aria-label|placeholder|content|value)="([^"]*)"/g;

/** The text a visitor can read or hear: text between tags and the human-readable attributes. */
export function htmlText(html: string): string[] {
  const markup = withoutScripts(html);
  const out: string[] = [];
  for (const m of markup.matchAll(readableAttrs)) if (m[1]) out.push(decodeEntities(m[1]));
  for (const chunk of markup.split(/<[^>]*>/)) if (chunk.trim()) out.push(decodeEntities(chunk));
  return out;
}
