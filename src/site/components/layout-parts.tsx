// The parts of the layout every page shows alike: the header, the footer, the chat button. A build
// renders each once and reuses its markup in every page, as they are ~40 % of a post page's
// rendering; without a LayoutParts they render inline, as any element. The markup is the same
// either way (tests/unit/render/layout-parts.test.ts renders every page both ways).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../model/schemas/index.ts';
import { RenderContext } from './context.ts';
import { FloatingChatContents } from './FloatingChat.tsx';
import { FooterContents } from './Footer.tsx';
import { HeaderContents } from './Header.tsx';

type PartName = 'header' | 'footer' | 'chat';

/**
 * Each part's contents (Document.tsx holds them in the part's own element), and the key of its
 * markup: what the contents depend on besides the site. Never the page's path: the header is
 * given the page's link in the navigation, if any.
 */
export function partContents(site: Site, path: string): Record<PartName, { key: string; contents: ReactElement }> {
  const current = site.nav.find((item) => item.href === path)?.href;
  return {
    header: { key: `header ${current ?? ''}`, contents: <HeaderContents current={current} /> },
    footer: { key: 'footer', contents: <FooterContents /> },
    chat: { key: 'chat', contents: <FloatingChatContents /> },
  };
}

/** One site's layout parts, by key, each rendered by the first page that shows it. */
export class LayoutParts {
  private readonly made = new Map<string, string>();
  constructor(readonly site: Site) {}

  /** The parts' markup for a page of this site. */
  markup(site: Site, path: string): Record<PartName, string> {
    if (site !== this.site) throw new Error('LayoutParts made for another site');
    const parts = partContents(site, path);
    const html = ({ key, contents }: { key: string; contents: ReactElement }) => {
      let made = this.made.get(key);
      if (made === undefined) {
        made = renderToStaticMarkup(<RenderContext.Provider value={{ site, path }}>{contents}</RenderContext.Provider>);
        this.made.set(key, made);
      }
      return made;
    };
    return { header: html(parts.header), footer: html(parts.footer), chat: html(parts.chat) };
  }

  /** How many different parts were rendered. */
  get size(): number {
    return this.made.size;
  }
}
