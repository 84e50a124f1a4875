// `check`: load + the pipeline (pipeline.ts; pages rendered in memory) + the rules of rules/.
// Nothing is written; dist/ is not needed. Every rule runs and every finding is returned, sorted
// by file and line.
import { loadContent } from '../content/load.ts';
import type { SiteDefinition } from '../site-definition.ts';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { outputPaths, planSite, renderAll, type PageFile } from '../pipeline.ts';
import { cacheDir } from '../project.ts';
import { clockOf } from '../publish.ts';
import { Stopwatch, type StageTime } from '../timing.ts';
import { createContext, type ContextInput, type RenderedPage } from './context.ts';
import type { ProfileName } from './catalog.ts';
import { rulesOf } from './rules/index.ts';

export interface CheckResult {
  diagnostics: Diagnostic[];
  /** Content files read. */
  files: number;
  routes: number;
  /** False when the content did not load: only schema findings were possible. */
  complete: boolean;
  stages: StageTime[];
}

export interface CheckOptions {
  contentDir: string;
  /** What the site is made of (site-definition.ts): its kinds of content. */
  site: SiteDefinition;
  /** `default` (the rules of every version of the site) unless `launch` (and SPEC.md's launch figures). */
  profile?: ProfileName;
  /** The clock that decides which posts are scheduled (publish.ts); default AGENCY_SITE_NOW, else now. */
  now?: Date;
}

// The loader names a missing post body `blog/body`; in `check` it belongs to the blog rule.
const loaderRuleIds: Record<string, string> = { 'blog/body': 'blog' };

export async function check(options: CheckOptions): Promise<CheckResult> {
  const clock = new Stopwatch();
  const loaded = await clock.time('load content', () => loadContent(options.contentDir, options.site.kinds));
  if (!loaded.ok) {
    const diagnostics = loaded.diagnostics.map((d) => ({ ...d, rule: loaderRuleIds[d.rule] ?? d.rule }));
    return { diagnostics: sortDiagnostics(diagnostics), files: 0, routes: 0, complete: false, stages: clock.stages };
  }
  // The published site, as `build` would make it today: drafts and scheduled posts left out.
  // Asset names do not matter here: links to /assets/ are not content's to check.
  const now = options.now ?? clockOf(process.env);
  const plan = await planSite(loaded.content, {
    site: options.site,
    contentDir: options.contentDir,
    publish: { now },
    env: {}, // the site as content describes it
    assets: { css: '/assets/styles.css', js: '/assets/client.js', fonts: [] },
    code: '',
    cache: cacheDir(undefined, process.env),
    pictures: 'cached',
    time: (s, fn) => clock.time(s, fn),
  });
  const { content, routes, images, held } = plan;
  const { pages, problems } = await clock.time('render pages', () => renderPages(plan.pages));
  const diagnostics = await clock.time('run rules', () => [
    ...plan.problems,
    ...runRules(
      {
        content,
        kinds: options.site.kinds,
        routes,
        pages,
        renderProblems: problems,
        files: outputPaths(plan),
        images,
        held,
        now,
      },
      options.profile ?? 'default',
    ),
  ]);
  return {
    diagnostics: sortDiagnostics(diagnostics),
    files: content.files.length,
    routes: routes.length,
    complete: true,
    stages: clock.stages,
  };
}

/** Every page in memory; each that fails to render is a problem (render.ts renderProblem, as build and dev say it). */
function renderPages(files: readonly PageFile[]): { pages: RenderedPage[]; problems: Diagnostic[] } {
  const { rendered, failures } = renderAll(files);
  return {
    pages: rendered.map(({ page, html }) => ({ route: page.route, html })),
    problems: failures.flatMap((f) => f.diagnostics),
  };
}

/** The rules of `profile` on one site: `check` and the dev server (which keeps its pages between edits) share this. */
export function runRules(input: ContextInput, profile: ProfileName = 'default'): Diagnostic[] {
  const ctx = createContext(input);
  return rulesOf(profile).flatMap((rule) => rule.run(ctx));
}
