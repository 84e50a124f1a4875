// The engine's build API. build() itself lives in pipeline.ts (render threads, build cache, no
// React on the main thread); this module adds the in-memory renderer that dev and tests use.
import type { SiteContent } from './content/load.ts';
import { ContentError } from './diagnostics.ts';
import { renderEach } from './pool/render-pages.ts';
import type { RenderSettings } from './render.ts';
import type { Route } from './routes.ts';
import type { OutputFile } from './write.ts';

export { assetSizes, build, loadOrThrow, type BuildOptions, type BuildSummary } from './pipeline.ts';

/** Render every route in memory. A component that throws is reported with its route and source. */
export function renderRoutes(routes: readonly Route[], content: SiteContent, settings: RenderSettings): OutputFile[] {
  const out: OutputFile[] = [];
  const problems = renderEach(routes, content, settings, (route, html) => out.push({ path: route.file, contents: html }));
  if (problems.length) throw new ContentError(problems, 'some pages failed to render');
  return out;
}
