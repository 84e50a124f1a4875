// `check`: load + routes + render in memory + the rules of rules/. Nothing is written; dist/ is
// not needed. Every rule runs and every finding is returned, sorted by file and line.
import { loadContent, type SiteContent } from '../content/load.ts';
import { ContentError, diagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { prepareImages, type PreparedImages } from '../images/prepare.ts';
import { shareCardPaths } from '../images/share-card.ts';
import { variantsOf } from '../images/urls.ts';
import { verifyImages } from '../images/verify.ts';
import { cacheDir } from '../project.ts';
import { publicFiles } from '../public-files.ts';
import { collectRedirects } from '../redirects/collect.ts';
import { redirectPageFile } from '../redirects/output.ts';
import { clockOf, publishedContent } from '../publish.ts';
import { renderRoute, type RenderSettings } from '../render.ts';
import { buildRoutes, notFoundPath, outputFile, type Route } from '../routes.ts';
import { siteFiles } from '../seo/index.ts';
import { Stopwatch, type StageTime } from '../timing.ts';
import { createContext, type ContextInput, type RenderedPage } from './context.ts';
import { primarySource } from './links-common.ts';
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
  /** `default` (the rules of every version of the site) unless `launch` (and SPEC.md's launch figures). */
  profile?: ProfileName;
  /** The clock that decides which posts are scheduled (publish.ts); default AGENCY_SITE_NOW, else now. */
  now?: Date;
}

// The loader names a missing post body `blog/body`; in `check` it belongs to the blog rule.
const loaderRuleIds: Record<string, string> = { 'blog/body': 'blog' };

export async function check(options: CheckOptions): Promise<CheckResult> {
  const clock = new Stopwatch();
  const loaded = await clock.time('load content', () => loadContent(options.contentDir));
  if (!loaded.ok) {
    const diagnostics = loaded.diagnostics.map((d) => ({ ...d, rule: loaderRuleIds[d.rule] ?? d.rule }));
    return { diagnostics: sortDiagnostics(diagnostics), files: 0, routes: 0, complete: false, stages: clock.stages };
  }
  // The published site, as `build` would make it today: drafts and scheduled posts left out.
  const now = options.now ?? clockOf(process.env);
  const { content, held } = publishedContent(loaded.content, { now });
  const routes = await clock.time('build routes', () => buildRoutes(content));

  // Asset names do not matter here: links to /assets/ are not content's to check.
  const settings: RenderSettings = {
    assets: { css: '/assets/styles.css', js: '/assets/client.js', fonts: [] },
    siteUrl: content.site.siteUrl,
    leadServiceUrl: content.site.leadServiceUrl,
  };
  const cache = cacheDir(undefined, process.env);
  const images = await clock.time('read images', async () => verifyImages(await prepareImages(content, { cache, download: false }), cache));
  const { pages, problems } = await clock.time('render pages', () => {
    const pages: RenderedPage[] = [];
    const problems: Diagnostic[] = [];
    for (const route of routes) {
      try {
        pages.push({ route, html: renderRoute(route, content, settings, images) });
      } catch (err) {
        problems.push(diagnostic({ file: primarySource(route), rule: 'render', message: `rendering ${route.path} failed: ${(err as Error).message}` }));
      }
    }
    return { pages, problems };
  });

  const listed = await clock.time('list files', () => outputPaths(options.contentDir, content, routes, settings, images));
  const diagnostics = await clock.time('run rules', () => [
    ...listed.problems,
    ...images.problems,
    ...runRules({ content, routes, pages, renderProblems: problems, files: listed.paths, images, held, now }, options.profile ?? 'default'),
  ]);
  return { diagnostics: sortDiagnostics(diagnostics), files: content.files.length, routes: routes.length, complete: true, stages: clock.stages };
}

/** The rules of `profile` on one site: `check` and the dev server (which keeps its pages between edits) share this. */
export function runRules(input: ContextInput, profile: ProfileName = 'default'): Diagnostic[] {
  const ctx = createContext(input);
  return rulesOf(profile).flatMap((rule) => rule.run(ctx));
}

/**
 * The URL paths of the files the build writes beside the pages, by the same functions, so links
 * to them resolve; content/public/ as the build copies it, with the problems the build would stop on.
 */
export function outputPaths(contentDir: string, content: SiteContent, routes: readonly Route[], settings: RenderSettings, images: PreparedImages): { paths: string[]; problems: Diagnostic[] } {
  const redirectPages = collectRedirects(content).map(redirectPageFile); // their problems: the redirects rule
  const generated = [...siteFiles(content, routes, settings, images.origins).map((f) => f.path), ...redirectPages];
  const listed = publicListing(contentDir, routes, generated);
  const pictures = [...Object.values(images.catalog).flatMap(variantsOf).map((v) => v.file), ...shareCardPaths(routes, content.site, settings.siteUrl)];
  return { paths: [`/${outputFile(notFoundPath)}`, ...[...generated, ...pictures].map((f) => `/${f}`), ...listed.paths], problems: listed.problems };
}

/** content/public/'s files as output paths, or the problems that stop the build from copying them. */
function publicListing(contentDir: string, routes: readonly Route[], generated: readonly string[]): { paths: string[]; problems: Diagnostic[] } {
  try {
    return { paths: publicFiles(contentDir, routes, generated).map((f) => `/${f.path}`), problems: [] };
  } catch (err) {
    if (err instanceof ContentError) return { paths: [], problems: err.diagnostics };
    throw err;
  }
}
