// A build renders the header, footer and chat button once and reuses their markup
// (components/layout-parts.tsx). Every page must come out exactly as a plain renderRoute makes it:
// every route of the shipped site and of the minimal site with generated posts, both ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayoutParts } from '../../../src/site/components/layout-parts.tsx';
import { renderPage, renderRoute, sharedInputs } from '../../../src/site/render.ts';
import { loadSite, settings, type LoadedSite } from '../../helpers/render.ts';
import { root } from '../../helpers/sites.ts';
import { tempSite, type TempSite } from '../build/helpers.ts';

let generated: TempSite;
const sites: Record<string, LoadedSite> = {};
beforeAll(async () => {
  generated = await tempSite(60);
  sites['the shipped site'] = await loadSite(`${root}/content`);
  sites['60 generated posts'] = await loadSite(generated.contentDir);
});
afterAll(() => generated.remove());

describe.each(['the shipped site', '60 generated posts'])('%s', (name) => {
  it('renders every page the same with its layout parts reused as rendered whole', () => {
    const site = sites[name]!;
    const shared = sharedInputs(site.content, site.images);
    const parts = new LayoutParts(shared.site);
    for (const route of site.routes) {
      expect(renderPage(route, shared, settings, parts), route.path).toBe(renderRoute(route, site.content, settings, site.images));
    }
    // Reused: one footer, one chat button, one header per navigation link marked (or none).
    const headers = new Set(site.routes.map((r) => site.content.site.nav.find((n) => n.href === r.path)?.href));
    expect(parts.size).toBe(headers.size + 2);
  });
});

it('refuses parts made for another site', () => {
  const site = sites['the shipped site']!;
  const shared = sharedInputs(site.content, site.images);
  const other = new LayoutParts({ ...shared.site });
  expect(() => renderPage(site.routes[0]!, shared, settings, other)).toThrow(/another site/);
});
