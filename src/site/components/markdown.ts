// Markdown → HTML for blog articles and prose blocks: raw HTML is escaped, not passed through, and
// links are limited to the URL forms content may use (href.ts). A picture in content/images/
// becomes <picture>, as it does in any other field (components/Picture.tsx).
import MarkdownIt from 'markdown-it';
import type { ImageCatalog, PreparedImage } from '../images/catalog.ts';
import { fallbackPath, fallbackSrcset, mimeTypes, modernFormats, srcset, svgPath, widthsFor } from '../images/urls.ts';
import { useSpecs } from '../images/uses.ts';
import { classifyHref } from '../model/href.ts';
import { hostPath, type TrailingSlash } from '../model/urls.ts';
import { shownInMarkdown } from '../content/markdown-refs.ts';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

// `images/…` is no link, but it is a picture's source (check reports it as a link if it is one).
md.validateLink = shownInMarkdown;

// External links in articles open in a new tab, always with rel="noopener noreferrer".
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (classifyHref(href) === 'external') {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  } else token.attrSet('href', hostPath(href, (env as { slash: TrailingSlash }).slash));
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Images in articles load lazily and decode off the main thread.
const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const made = (env?.images as ImageCatalog | undefined)?.[String(token.attrGet('src'))];
  const title = token.attrGet('title');
  if (made)
    return picture(
      made,
      self.renderInlineAsText(token.children ?? [], options, env),
      title === null ? null : String(title),
    );
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return defaultImage(tokens, idx, options, env, self);
};

/** The markup <Picture use="inline"> renders, as text. */
function picture(image: PreparedImage, alt: string, title: string | null): string {
  const esc = md.utils.escapeHtml;
  const titled = title ? ` title="${esc(title)}"` : '';
  // An SVG is drawn sharp at any width: one file.
  if (image.svg)
    return `<img class="picture" src="/${svgPath(image)}" alt="${esc(alt)}"${titled} width="${image.width}" height="${image.height}" loading="lazy" decoding="async">`;
  const widths = widthsFor(image, 'inline');
  const sources = modernFormats.map(
    (f) => `<source type="${mimeTypes[f]}" srcset="${srcset(image, widths, f)}" sizes="${useSpecs.inline.sizes}">`,
  );
  return `<picture>${sources.join('')}<img class="picture" src="/${fallbackPath(image)}" srcset="${fallbackSrcset(image)}" sizes="${useSpecs.inline.sizes}" alt="${esc(alt)}"${titled} width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
}

/**
 * @param images the pictures the build made: a Markdown image of one is shown as <picture>.
 * @param slash how the site's links end (site.yml trailingSlash).
 */
export function renderMarkdown(source: string, images: ImageCatalog = {}, slash: TrailingSlash = 'never'): string {
  return md.render(source, { images, slash });
}
