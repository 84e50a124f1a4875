// A build renders the header, footer and chat button once and reuses their markup
// (components/layout-parts.tsx). Every page must come out exactly as a plain renderRoute makes it:
// every route of a full fixture site and of the minimal site with generated posts, both ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayoutParts } from '../../../src/site/components/layout-parts.tsx';
import { renderPage, renderRoute, sharedInputs } from '../../../src/site/render.ts';
import { loadSite, settings, type LoadedSite } from '../../helpers/render.ts';
import { pagesSite, type PagesSite } from '../../helpers/pages-site.ts';
import { tempSite, type TempSite } from '../build/helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let generated: TempSite;
let full: PagesSite;
const sites: Record<string, LoadedSite> = {};
beforeAll(async () => {
  generated = await tempSite(60);
  full = await pagesSite();
  sites['a full site'] = await loadSite(full.contentDir);
  sites['60 generated posts'] = await loadSite(generated.contentDir);
});
afterAll(async () => {
  await generated.remove();
  await full.remove();
});

describe.each(['a full site', '60 generated posts'])('%s', (name) => {
  it('renders every page the same with its layout parts reused as rendered whole', () => {
    const site = sites[name]!;
    const shared = sharedInputs(site.content, site.images, defaultSite.kinds);
    const parts = new LayoutParts(shared.site);
    for (const route of site.routes) {
      expect(renderPage(route, shared, settings, { kinds: defaultSite.kinds, parts: parts }), route.path).toBe(
        renderRoute(route, site.content, settings, site.images, defaultSite.kinds),
      );
    }
    // Reused: one footer, one chat button, one header per navigation link marked (or none).
    const headers = new Set(site.routes.map((r) => site.content.site.nav.find((n) => n.href === r.path)?.href));
    expect(parts.size).toBe(headers.size + 2);
  });
});

it('refuses parts made for another site', () => {
  const site = sites['a full site']!;
  const shared = sharedInputs(site.content, site.images, defaultSite.kinds);
  const other = new LayoutParts({ ...shared.site });
  expect(() => renderPage(site.routes[0]!, shared, settings, { kinds: defaultSite.kinds, parts: other })).toThrow(
    /another site/,
  );
});
