// The Markdown renderer of articles and prose blocks: raw HTML is escaped, not passed through,
// and links are limited to the URL forms content may use. Plain JavaScript, so that the page
// writer's thread (pool/write-thread.mjs) renders post bodies with exactly this code.
import MarkdownIt from 'markdown-it';
import { classifyHref } from './href.mjs';

/** @returns {(source: string) => string} */
export function markdownRenderer() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

  md.validateLink = (url) => classifyHref(url.trim()) !== 'invalid';

  // External links in articles open in a new tab, always with rel="noopener noreferrer".
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (classifyHref(String(token.attrGet('href') ?? '')) === 'external') {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };

  // Images in articles load lazily and decode off the main thread.
  const defaultImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    tokens[idx].attrSet('loading', 'lazy');
    tokens[idx].attrSet('decoding', 'async');
    return defaultImage(tokens, idx, options, env, self);
  };

  return (source) => md.render(source);
}

/**
 * A page rendered with its Markdown left out (markdown.ts, deferMarkdown) holds a marker per
 * Markdown text: `<!--agency-site markdown NONCE N-->`, N its index in `sources`. The nonce is
 * the process's own, so no content can spell a marker (and React and Markdown escape `<` anyway).
 * @param {string} html
 * @param {{ nonce: string, sources: string[] }} deferred
 * @param {(source: string) => string} render
 */
export function fillMarkdown(html, deferred, render) {
  // A page given in pieces has its markers in one or two of them: the rest go as they are.
  if (!html.includes(`<!--agency-site markdown ${deferred.nonce} `)) return html;
  const parts = html.split(new RegExp(`<!--agency-site markdown ${deferred.nonce} (\\d+)-->`));
  const rendered = new Map();
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const n = Number(parts[i]);
    if (!rendered.has(n)) rendered.set(n, render(deferred.sources[n]));
    out += rendered.get(n) + parts[i + 1];
  }
  return out;
}
