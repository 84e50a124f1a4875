// Route → HTML string, in memory. Nothing here touches the disk, so tests and `check` use it directly.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteContent } from './model/content.ts';
import type { Origin } from './shared/web-values.ts';
import { Document } from './components/Document.tsx';
import { documentTitle } from './model/search-text.ts';
import { SeoHead, type SeoHeadProps } from './components/SeoHead.tsx';
import { jsonLdText, structuredData } from './seo/structured-data.ts';
import { absoluteUrl, resolveUrl } from './model/urls.ts';
import { viewDecl, type AnyKind, type PageShare } from './model/kind.ts';
import { notFoundPath, type Route } from './model/route.ts';
import { contentSecurityPolicy, type CspAdditions } from './csp.ts';
import { integrationCsp } from './integrations/index.ts';
import { ImageCatalogContext } from './components/Picture.tsx';
import { LayoutParts } from './components/layout-parts.tsx';
import type { ImageCatalog } from './images/prepare.ts';
import { cardOf } from './images/share-card.ts';
import { plainImageFile, plainImageUrl, sharePreview } from './images/urls.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './images/card-size.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import { keepRangesWhole } from './components/whole-ranges.ts';

export interface RenderSettings {
  assets: { css: string; js: string; fonts: readonly string[] };
  siteUrl: string;
  leadServiceUrl: string;
  /** content/public/favicon.svg is there: pages link it (else the link would 404 on every page). */
  favicon?: boolean;
}

/** The images stage's answer that pages read: the pictures made, and the hosts still linked. */
export interface PageImages {
  catalog: ImageCatalog;
  /** Origins of pictures loaded from other hosts: the CSP's img-src. */
  origins: readonly Origin[];
}

/** What every page reads besides its route: the site, the blog page's words, the pictures. */
export interface SharedInputs {
  site: SiteContent['site'];
  blogPage: SiteContent['blogPage'];
  images: ImageCatalog;
  imageOrigins: readonly Origin[];
  /** What the content's integrations add to the CSP (integrations/). */
  cspAdditions: CspAdditions;
}

/** `kinds`: the site's; their block lists say which players the CSP allows (integrations/). */
export function sharedInputs(content: SiteContent, images: PageImages, kinds: readonly AnyKind[]): SharedInputs {
  return {
    site: content.site,
    blogPage: content.blogPage,
    images: images.catalog,
    imageOrigins: images.origins,
    cspAdditions: integrationCsp(content, kinds),
  };
}

function body(route: Route, shared: SharedInputs, kinds: readonly AnyKind[]): ReactElement {
  return viewDecl(kinds, route.view).render(route.view, shared);
}

/**
 * The picture a social card shows: an article's own (its share preview, images/share-crop.ts, where
 * the build cut one), else the page's share card (images/share-card.ts); its size where known.
 */
function socialImage(share: PageShare, route: Route, shared: SharedInputs, siteUrl: string): SeoHeadProps['image'] {
  if ('article' in share) {
    const { image, alt, focus } = share.article;
    const preview = focus && sharePreview(image, shared.images, focus);
    if (preview) {
      const { file, ...size } = preview;
      return { src: '/' + file, alt, file: size };
    }
    return { src: plainImageUrl(image, shared.images), alt, file: plainImageFile(image, shared.images) };
  }
  const card = cardOf(share.card, route.path, shared.site, siteUrl);
  const file = { width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/png' };
  return { src: '/' + card.file, alt: `${card.text.title} · ${card.text.siteName}`, file };
}

function head(route: Route, shared: SharedInputs, settings: RenderSettings, kinds: readonly AnyKind[]): ReactElement {
  const share = viewDecl(kinds, route.view).share(route.view, route);
  const image = socialImage(share, route, shared, settings.siteUrl);
  return createElement(SeoHead, {
    title: documentTitle(shared.site, route),
    description: route.description,
    url: absoluteUrl(settings.siteUrl, route.path, shared.site.trailingSlash),
    image: { ...image, src: resolveUrl(settings.siteUrl, image.src) },
    siteName: shared.site.name,
    feedTitle: `${shared.blogPage.title} · ${shared.site.name}`,
    type: 'article' in share ? 'article' : 'website',
    jsonLd: structuredData(route, shared, settings.siteUrl, kinds).map(jsonLdText),
  });
}

/** Over a draft's page, so that nobody takes a preview for the published site. */
const draftBadge = createElement(
  'p',
  { className: 'draft-badge', role: 'status' },
  'Draft: not published; build leaves this page out',
);

/** What shows a page: the site's kinds (whose views show the routes), and for many pages of one site its layout's parts rendered once (the same HTML, sooner). */
export interface Renderers {
  kinds: readonly AnyKind[];
  parts?: LayoutParts;
}

/** A page from its route and these inputs alone: a page's build key covers exactly them (page-keys.ts) and the code. */
export function renderPage(
  route: Route,
  shared: SharedInputs,
  settings: RenderSettings,
  { kinds, parts }: Renderers,
): string {
  const page = createElement(Document, {
    partsMarkup: parts?.markup(shared.site, route.path),
    head: head(route, shared, settings, kinds),
    site: shared.site,
    page: { path: route.path, title: route.title, description: route.description },
    assets: settings.assets,
    siteUrl: settings.siteUrl,
    leadServiceUrl: settings.leadServiceUrl,
    favicon: settings.favicon,
    csp: contentSecurityPolicy({
      leadServiceUrl: settings.leadServiceUrl,
      imageOrigins: shared.imageOrigins,
      additions: shared.cspAdditions,
    }),
    // The not-found page is an answer, not a page of the site: no search engine lists it.
    noindex: route.draft || route.path === notFoundPath,
    canonical: route.path !== notFoundPath,
    children: createElement(
      ImageCatalogContext.Provider,
      { value: shared.images },
      route.draft ? draftBadge : null,
      body(route, shared, kinds),
    ),
  });
  return '<!DOCTYPE html>' + policyFirst(keepRangesWhole(renderToStaticMarkup(page)));
}

const charset = '<meta charSet="utf-8"/>';
const cspMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The Content-Security-Policy right after the charset: a policy in a meta tag governs only what
 * comes after it, and React puts the viewport and its own preloads (a hero picture's) before the
 * rest of the head.
 */
export function policyFirst(html: string): string {
  const m = cspMeta.exec(html);
  const at = html.indexOf(charset);
  if (!m || at < 0) return html;
  const without = html.slice(0, m.index) + html.slice(m.index + m[0].length);
  const after = at + charset.length;
  return without.slice(0, after) + m[0] + without.slice(after);
}

export function renderRoute(
  route: Route,
  content: SiteContent,
  settings: RenderSettings,
  images: PageImages,
  kinds: readonly AnyKind[],
): string {
  return renderPage(route, sharedInputs(content, images, kinds), settings, { kinds });
}

/** The content file a page is mostly made from (its route's sources say it after site.yml): rules and render failures name it. */
export function primarySource(route: Route): string {
  return route.sources[1] ?? route.sources[0] ?? route.path;
}

/** A component that throws is reported against the route's own content file: build, dev and check alike. */
export function renderProblem(route: Route, err: unknown): Diagnostic {
  return diagnostic({
    file: primarySource(route),
    rule: 'render',
    message: `rendering ${route.path} failed: ${(err as Error)?.message ?? String(err)}`,
  });
}
