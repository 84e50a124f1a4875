// The typed route table: every page the site builds, with the content files it depends on. Each
// kind of content (kinds/) makes its own routes; the table gives them their output files.
import type { SiteContent } from './model/content.ts';
import { entriesOf, kindContext, type AnyKind } from './model/kind.ts';
import { notFoundPath, outputFile, type Route } from './model/route.ts';

export * from './model/route.ts';
export { countCategories, SIDEBAR_CATEGORIES } from './kinds/blog-listing.ts';
export { fixedRoutes } from './kinds/pages.ts';
export { subServiceBase } from './model/collections.ts';

/** `kinds`: the site's (site-definition.ts), in the order of the sitemap. */
export function buildRoutes(content: SiteContent, kinds: readonly AnyKind[]): Route[] {
  const at = kindContext(content, kinds);
  const routes: Route[] = [];
  let notFound: Route | undefined;
  for (const kind of kinds) {
    for (const r of kind.routes(entriesOf(content, kind), at)) {
      r.file = outputFile(r.path); // set on the object given, not a copy: thousands of routes
      if (r.path === notFoundPath) notFound = r as Route;
      else routes.push(r as Route);
    }
  }
  if (notFound) routes.push(notFound); // last, as it always was
  disambiguateTitles(routes);
  return routes;
}

/**
 * Two pages may have the same title (SPEC.md gives two stubs "Content SEO Services"): those with a
 * `label` in content get it in their <title>, "Content SEO Services (Event Coverage)". Titles
 * still shared after that are `check`'s finding (titles rule), never made up from a slug.
 */
function disambiguateTitles(routes: Route[]) {
  const count = new Map<string, number>();
  for (const r of routes) count.set(r.title, (count.get(r.title) ?? 0) + 1);
  for (const r of routes) if (r.label && count.get(r.title)! > 1) r.title = `${r.title} (${r.label})`;
}
