// Route → HTML string, in memory. Nothing here touches the disk, so tests and `check` use it directly.
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteContent } from './content/load.ts';
import { Blocks } from './components/blocks/Blocks.tsx';
import { Document, documentTitle } from './components/Document.tsx';
import { SeoHead, type SeoHeadProps } from './components/SeoHead.tsx';
import { jsonLdText, structuredData } from './seo/structured-data.ts';
import { absoluteUrl, resolveUrl } from './seo/urls.ts';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { BlogPostPage } from './pages/BlogPostPage.tsx';
import { StubPage } from './pages/StubPage.tsx';
import type { Route } from './routes.ts';
import { contentSecurityPolicy, imageOrigins } from './csp.ts';

export interface RenderSettings {
  assets: { css: string; js: string };
  siteUrl: string;
  leadServiceUrl: string;
}

export interface RenderedPage {
  route: Route;
  html: string;
}

function body(route: Route, content: SiteContent): ReactElement {
  const v = route.view;
  switch (v.kind) {
    case 'blocks': return createElement(Blocks, { blocks: v.blocks });
    case 'blog-list': return createElement(BlogListPage, { view: v, page: content.blogPage });
    case 'blog-post': return createElement(BlogPostPage, { post: v.post, page: content.blogPage });
    case 'stub': return createElement(StubPage, { data: v.data, slug: v.slug });
  }
}

/** The picture a social card shows: the page's own (post image, first hero image) or the site's. */
function socialImage(route: Route, content: SiteContent): { src: string; alt: string } {
  const v = route.view;
  if (v.kind === 'blog-post') return { src: v.post.data.image, alt: v.post.data.imageAlt };
  const hero = v.kind === 'blocks' ? v.blocks.find((b) => b.type === 'hero') : undefined;
  const img = hero?.type === 'hero' ? hero.images?.[0] : undefined;
  return img ? { src: img.src, alt: img.alt } : { src: content.site.socialImage, alt: content.site.tagline };
}

/** What a page's own part of the head says (the build fills a shared head with these: pool/layout-template.ts). */
export function headProps(route: Route, content: SiteContent, settings: RenderSettings): SeoHeadProps {
  const image = socialImage(route, content);
  return {
    title: documentTitle(content.site, route),
    description: route.description,
    url: absoluteUrl(settings.siteUrl, route.path),
    image: resolveUrl(settings.siteUrl, image.src),
    imageAlt: image.alt,
    siteName: content.site.name,
    feedTitle: `${content.blogPage.title} · ${content.site.name}`,
    type: route.view.kind === 'blog-post' ? 'article' : 'website',
    jsonLd: structuredData(route, content, settings.siteUrl).map(jsonLdText),
  };
}

function head(route: Route, content: SiteContent, settings: RenderSettings): ReactElement {
  return createElement(SeoHead, headProps(route, content, settings));
}

/** Stand-ins for a page's head extras or body: the build renders those on their own and splices them into a shared layout (pool/layout-template.ts). */
export interface PageParts {
  head?: ReactNode;
  children?: ReactNode;
}

/** The whole page as elements; `parts` replaces its head extras or its body. */
export function pageElement(route: Route, content: SiteContent, settings: RenderSettings, parts: PageParts = {}): ReactElement {
  return createElement(Document, {
    head: 'head' in parts ? parts.head : head(route, content, settings),
    site: content.site,
    page: { path: route.path, title: route.title, description: route.description },
    assets: settings.assets,
    siteUrl: settings.siteUrl,
    leadServiceUrl: settings.leadServiceUrl,
    csp: contentSecurityPolicy({ leadServiceUrl: settings.leadServiceUrl, imageOrigins: imageOrigins(content) }),
    children: 'children' in parts ? parts.children : body(route, content),
  });
}

export { body as pageBody };

export function renderRoute(route: Route, content: SiteContent, settings: RenderSettings): string {
  return '<!DOCTYPE html>' + renderToStaticMarkup(pageElement(route, content, settings));
}
