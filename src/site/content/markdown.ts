// Markdown → HTML for blog articles and prose blocks: raw HTML is escaped, not passed through, and
// links are limited to the URL forms content may use (href.ts).
import MarkdownIt from 'markdown-it';
import { classifyHref } from './href.ts';

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
