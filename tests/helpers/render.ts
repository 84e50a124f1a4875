import { parse, type HTMLElement } from 'node-html-parser';
import { loadContent, type SiteContent } from '../../src/site/content/load.ts';
import { prepareImages, type PreparedImages } from '../../src/site/images/prepare.ts';
import { renderRoute } from '../../src/site/render.ts';
import { buildRoutes, type Route } from '../../src/site/routes.ts';
import { defaultSite } from '../../src/site/default-site.ts';

export const settings = {
  assets: { css: '/assets/styles-TEST.css', js: '/assets/client-TEST.js', fonts: [] },
  siteUrl: 'https://www.example.in',
  leadServiceUrl: 'https://leads.example.in',
};

export interface LoadedSite {
  content: SiteContent;
  routes: Route[];
  images: PreparedImages;
}

/** Content, routes and pictures as the build has them before rendering (no cache, no downloads). */
export async function loadSite(dir: string): Promise<LoadedSite> {
  const r = await loadContent(dir, defaultSite.kinds);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line} ${d.field} ${d.message}`).join('\n'));
  const images = await prepareImages(r.content, { kinds: defaultSite.kinds, download: false });
  if (images.problems.length)
    throw new Error(images.problems.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'));
  return { content: r.content, routes: buildRoutes(r.content, defaultSite.kinds), images };
}

/** Render one route in memory and parse it, for DOM assertions. */
export function renderDom(site: LoadedSite, path: string, overrides: Partial<typeof settings> = {}): HTMLElement {
  const route = site.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return parse(renderRoute(route, site.content, { ...settings, ...overrides }, site.images, defaultSite.kinds));
}
