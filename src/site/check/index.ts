// `check`: everything the build would reject, plus the content rules of SPEC.md, without writing.
import { loadContent } from '../content/load.ts';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { buildRoutes } from '../routes.ts';
import { renderRoutes } from '../build.ts';
import { ContentError } from '../diagnostics.ts';

export interface CheckResult {
  diagnostics: Diagnostic[];
  files: number;
  routes: number;
}

export async function check(options: { contentDir: string }): Promise<CheckResult> {
  const loaded = await loadContent(options.contentDir);
  if (!loaded.ok) return { diagnostics: sortDiagnostics(loaded.diagnostics), files: 0, routes: 0 };
  const content = loaded.content;
  const routes = buildRoutes(content);
  const diagnostics: Diagnostic[] = [];
  try {
    renderRoutes(routes, content, { assets: { css: '/assets/styles.css', js: '/assets/client.js' }, siteUrl: content.site.siteUrl, leadServiceUrl: content.site.leadServiceUrl });
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    diagnostics.push(...err.diagnostics);
  }
  return { diagnostics: sortDiagnostics(diagnostics), files: content.files.length, routes: routes.length };
}
