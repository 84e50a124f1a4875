// The parts of the layout every page shows alike: the header, the footer, the chat button. A build
// renders each once and reuses its markup in every page, as they are ~40 % of a post page's
// rendering; without a LayoutParts they render inline, as any element. The markup is the same
// either way (tests/unit/render/layout-parts.test.ts renders every page both ways).
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../content/schemas/index.ts';
import { RenderContext, type RenderContextValue } from './context.ts';

/** One site's layout parts, by key, as made by the first page that shows each. */
export class LayoutParts {
  readonly markup = new Map<string, string>();
  constructor(readonly site: Site) {}
}

/**
 * What a part's host element (<header>, <footer>…) holds: `contents` as its children, or, with
 * `parts`, the markup of `contents` rendered the first time `key` is asked for. So `contents` may
 * depend on nothing but the site and what `key` names (not on the page's path).
 */
export function partContents(parts: LayoutParts | undefined, key: string, context: RenderContextValue, contents: ReactElement): { children: ReactElement } | { dangerouslySetInnerHTML: { __html: string } } {
  if (!parts) return { children: contents };
  if (parts.site !== context.site) throw new Error('LayoutParts made for another site');
  let html = parts.markup.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(RenderContext.Provider, { value: context }, contents));
    parts.markup.set(key, html);
  }
  return { dangerouslySetInnerHTML: { __html: html } };
}
