// Route → HTML string, in memory. Nothing here touches the disk, so tests and `check` use it directly.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteContent } from './content/load.ts';
import { Blocks } from './components/blocks/Blocks.tsx';
import { Document } from './components/Document.tsx';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { BlogPostPage } from './pages/BlogPostPage.tsx';
import { StubPage } from './pages/StubPage.tsx';
import type { Route } from './routes.ts';
import { contentSecurityPolicy } from './csp.ts';

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

export function renderRoute(route: Route, content: SiteContent, settings: RenderSettings): string {
  const element = createElement(Document, {
    site: content.site,
    page: { path: route.path, title: route.title, description: route.description },
    assets: settings.assets,
    siteUrl: settings.siteUrl,
    leadServiceUrl: settings.leadServiceUrl,
    csp: contentSecurityPolicy({ leadServiceUrl: settings.leadServiceUrl }),
    children: body(route, content),
  });
  return '<!DOCTYPE html>' + renderToStaticMarkup(element);
}
