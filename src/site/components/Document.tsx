import type { ReactNode } from 'react';
import type { Site } from '../model/schemas/index.ts';
import { documentTitle } from '../model/search-text.ts';
import { absoluteUrl } from '../model/urls.ts';
import { Analytics } from './Analytics.tsx';
import { RenderContext } from './context.ts';
import { partContents } from './layout-parts.tsx';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export interface DocumentProps {
  site: Site;
  page: PageMeta;
  assets: { css: string; js: string; fonts: readonly string[] };
  /** Resolved lead-service base URL; empty turns the beacons off. */
  leadServiceUrl: string;
  /** The site has /favicon.svg (content/public/favicon.svg). */
  favicon?: boolean;
  siteUrl: string;
  csp: string;
  /** Extra <head> content (structured data, feed link…) from the output stage. */
  head?: ReactNode;
  /** The header's, footer's and chat button's markup, made once for many pages (layout-parts.tsx); else they render here. */
  partsMarkup?: Record<'header' | 'footer' | 'chat', string>;
  /** A draft (dev, build --drafts) or the not-found page: search engines are told to leave it out. */
  noindex?: boolean;
  /** Whether the page names its address as canonical (the not-found page has none of its own). */
  canonical?: boolean;
  children: ReactNode;
}

export function Document(props: DocumentProps) {
  const { site, page } = props;
  const title = documentTitle(site, page);
  const canonical = absoluteUrl(props.siteUrl, page.path, site.trailingSlash);
  const parts = partContents(site, page.path);
  // A part's element holds its contents, or the same contents' markup made once for many pages.
  const holding = (name: keyof typeof parts) => {
    const markup = props.partsMarkup?.[name];
    return markup === undefined ? { children: parts[name].contents } : { dangerouslySetInnerHTML: { __html: markup } };
  };
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={props.csp} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={page.description} />
        {props.noindex && <meta name="robots" content="noindex" />}
        {props.canonical !== false && <link rel="canonical" href={canonical} />}
        {props.favicon && <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {props.assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={props.assets.css} />
        <script type="module" src={props.assets.js}></script>
        <Analytics settings={site.analytics} />
        {props.head}
      </head>
      <body
        data-lead-service={props.leadServiceUrl || undefined}
        data-lead-fallback={site.chat.fallbackLeadMessage}
        data-lead-ref-prefix={site.chat.reference?.prefix}
        data-lead-ref-label={site.chat.reference?.label}
      >
        <RenderContext.Provider value={{ site, path: page.path }}>
          <header className="site-header" {...holding('header')} />
          {/* Right after the header, so the keyboard reaches it with the header's controls, not after the footer. */}
          <aside className="floating-chat-region" aria-label={site.chat.floatingLabel} {...holding('chat')} />
          <main id="main" tabIndex={-1}>
            {props.children}
          </main>
          <footer className="site-footer" {...holding('footer')} />
          <div className="cursor-follower" aria-hidden="true" data-cursor=""></div>
        </RenderContext.Provider>
      </body>
    </html>
  );
}
