// Which routes must be rendered again. A route's HTML is a function of the route itself and of
// the inputs every page shares (pageInputs, mirroring renderRoute in render.ts), so a route whose
// inputs equal last time's renders the same HTML and is skipped. Unchanged content keeps its
// object identity between updates (content-update.ts), which makes most comparisons one `===`.
// tests/unit/dev/engine.test.ts compares incremental pages with a full render to keep this honest.
import type { SiteContent } from '../content/load.ts';
import { imageOrigins } from '../csp.ts';
import type { RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';

export interface Snapshot {
  content: SiteContent;
  routes: ReadonlyMap<string, Route>;
  settings: RenderSettings;
}

/**
 * Structural equality for plain data (objects, arrays, dates, primitives); functions by identity.
 * Keys in `ignore` are skipped at any depth.
 */
export function sameValue(a: unknown, b: unknown, ignore?: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b; // NaN
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i], ignore)) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (a instanceof Map || a instanceof Set) return false; // not plain data: only equal when identical
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (ignore?.has(k)) continue;
    if (!Object.hasOwn(b, k) || !sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], ignore)) return false;
  }
  return true;
}

/** What every page's HTML depends on besides its route: keep in step with renderRoute. */
export function pageInputs(content: SiteContent, settings: RenderSettings): unknown[] {
  return [settings, content.site, content.blogPage, imageOrigins(content)];
}

// Listing pages show a post's front matter, never its Markdown body, so a body edit (the most
// common save) leaves them alone. engine.test.ts's body-edit test fails if that stops being true.
const listingIgnores = new Set(['body', 'bodyLine']);

/** Everything of a route that reaches its HTML (`sources` and `file` do not). */
function sameRoute(a: Route, b: Route): boolean {
  if (a.title !== b.title || a.description !== b.description || a.lastmod !== b.lastmod) return false;
  return sameValue(a.view, b.view, a.view.kind === 'blog-list' ? listingIgnores : undefined);
}

export interface RenderPlan {
  render: Route[];
  /** Routes that existed before and are gone now. */
  removed: Route[];
}

/**
 * Every route is compared, not only those whose `sources` list the changed file: a route's title
 * can depend on other routes (routes.ts gives two pages with the same title distinct ones), and
 * comparing is cheap because unchanged views share their objects with the previous table.
 */
export function planRender(prev: Snapshot | undefined, next: { content: SiteContent; routes: readonly Route[]; settings: RenderSettings }): RenderPlan {
  const everything = !prev || !sameValue(pageInputs(prev.content, prev.settings), pageInputs(next.content, next.settings));
  const render: Route[] = [];
  const paths = new Set<string>();
  for (const route of next.routes) {
    paths.add(route.path);
    const old = prev?.routes.get(route.path);
    if (everything || !old || !sameRoute(old, route)) render.push(route);
  }
  const removed = prev ? [...prev.routes.values()].filter((r) => !paths.has(r.path)) : [];
  return { render, removed };
}
