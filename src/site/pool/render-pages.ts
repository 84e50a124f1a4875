// Render routes one by one and hand each page on as soon as it exists, so nothing holds more than
// one page's HTML. Shared by renderRoutes (in memory) and the render workers (to disk).
import type { SiteContent } from '../content/load.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { renderRoute, type RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';

/** A component that throws is reported against the route's own content file. */
export function renderProblem(route: Route, err: unknown): Diagnostic {
  return diagnostic({
    file: route.sources[route.sources.length - 1] ?? route.path,
    rule: 'render',
    message: `rendering ${route.path} failed: ${(err as Error)?.message ?? String(err)}`,
  });
}

/** Calls `page` for each route that rendered; returns the problems of those that did not. */
export function renderEach(
  routes: Iterable<Route>,
  content: SiteContent,
  settings: RenderSettings,
  page: (route: Route, html: string) => void,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const route of routes) {
    let html: string;
    try {
      html = renderRoute(route, content, settings);
    } catch (err) {
      problems.push(renderProblem(route, err));
      continue;
    }
    page(route, html);
  }
  return problems;
}
