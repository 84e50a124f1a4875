// Markdown → HTML for blog articles and prose blocks. Raw HTML is escaped, not passed
// through, and links are limited to the URL forms content may use.
import MarkdownIt from 'markdown-it';
import { classifyHref } from './schemas/common.ts';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

md.validateLink = (url) => classifyHref(url.trim()) !== 'invalid';

// External links in articles open in a new tab, always with rel="noopener noreferrer".
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (classifyHref(String(token.attrGet('href') ?? '')) === 'external') {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Images in articles load lazily and decode off the main thread.
const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('loading', 'lazy');
  tokens[idx]!.attrSet('decoding', 'async');
  return defaultImage(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}

export function renderInlineMarkdown(source: string): string {
  return md.renderInline(source);
}

// `check` must see the links the renderer would drop, so it scans with a parser that accepts all.
const scanner = new MarkdownIt({ html: false });
scanner.validateLink = () => true;

/** Every link and image target in a Markdown source, with its 1-based line (for `check`). */
export function markdownLinks(source: string, firstLine = 1): { href: string; line: number }[] {
  const out: { href: string; line: number }[] = [];
  for (const block of scanner.parse(source, {})) {
    const line = (block.map?.[0] ?? 0) + firstLine;
    for (const token of block.children ?? []) {
      const href = token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
      if (href != null) out.push({ href: String(href), line });
    }
  }
  return out;
}
