// The stages every command runs after loading content, in one order: publish → URLs → routes →
// images → page keys → the wanted files. The answer is a plan: every file of the site with its key
// (page-keys.ts) and its contents, pages rendered only when asked. `build` writes the plan
// (output/update.ts), `dev` sends the files whose key changed since its last plan (dev/engine.ts),
// `check` renders the pages in memory and reads the file list (check/index.ts).
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from './model/content.ts';
import { ContentError, type Diagnostic } from './diagnostics.ts';
import { checkedImages, pictureFiles, pictureNames, prepareOrThrow } from './images/stage.ts';
import type { PreparedImages } from './images/prepare.ts';
import { resolveUrls, type UrlOverrides } from './options.ts';
import type { Wanted } from './output/update.ts';
import { contentKey, pageKeys } from './page-keys.ts';
import { publicFiles } from './public-files.ts';
import { publishedContent, type HeldBack, type PublishOptions } from './publish.ts';
import { collectRedirects, redirectsOrThrow, type Redirect } from './redirects/collect.ts';
import { redirectFiles, redirectPageFile, redirectsFile, withRedirects } from './redirects/output.ts';
import { hostFileNames, hostFiles } from './hosting/index.ts';
import { LayoutParts } from './components/layout-parts.tsx';
import { renderPage, renderProblem, sharedInputs, type RenderSettings } from './render.ts';
import { buildRoutes, notFoundPath, outputFile, type Route } from './routes.ts';
import { siteFiles } from './seo/index.ts';
import { integrationCsp, integrationFiles } from './integrations/index.ts';
import { cmsClashes, cmsFiles, cmsHeaderNeeds } from './cms/index.ts';
import type { OutputFile } from './output/update.ts';
import type { AnyKind } from './model/kind.ts';
import type { SiteDefinition } from './site-definition.ts';

export interface PipelineOptions {
  /** What the site is made of (site-definition.ts): its kinds of content. */
  site: SiteDefinition;
  contentDir: string;
  /** What is published: `build`'s flags, everything for `dev` (drafts shown with a badge). */
  publish: PublishOptions;
  urls?: UrlOverrides;
  env?: NodeJS.ProcessEnv;
  /** The names of the script, stylesheet and fonts pages link. */
  assets: RenderSettings['assets'];
  /** The code fingerprint (project.ts), part of every page's key. */
  code: string;
  cache: string | undefined;
  /**
   * `check`'s way: pictures read from the cache, never downloaded or made; content/public/'s
   * clashes and the pictures' problems returned (build and dev stop on them), redirects' left to
   * check's rules.
   */
  checkOnly?: boolean;
  /** Pictures and cards the caller has already (dev: those sent): named in the plan, never made again. */
  have?: (file: string) => boolean;
  /** Times a stage (timing.ts's Stopwatch.time, or dev's timings). */
  time?: <T>(stage: string, fn: () => T | Promise<T>) => Promise<T>;
}

/** A page of the plan: rendered when its contents are asked for; a failure throws ContentError (renderProblem). */
export interface PageFile extends Wanted {
  route: Route;
  contents: () => string;
}

export interface Plan {
  /** The published content, and what was held back. */
  content: SiteContent;
  held: HeldBack[];
  nextLive?: string;
  settings: RenderSettings;
  routes: Route[];
  images: PreparedImages;
  pages: PageFile[];
  /** Site files (seo/), redirects and content/public/'s copies, keyed by their contents. */
  files: Wanted[];
  /** Pictures, keyed by name; what must be made is started now, off this thread. */
  pictures: Wanted[];
  /** Share cards, keyed by name, made as pictures are. */
  cards: Wanted[];
  /** content/public/'s clashes, and with `checkOnly` the pictures' problems: not thrown, for each command decides. */
  problems: Diagnostic[];
}

const untimed = <T>(_stage: string, fn: () => T | Promise<T>) => Promise.resolve(fn());

/** Every file of the site from loaded content. Throws ContentError (UsageError for a bad URL) on what stops a build. */
export async function planSite(loaded: SiteContent, o: PipelineOptions): Promise<Plan> {
  const time = o.time ?? untimed;
  // From here on only the published site: routes, listings, feed, sitemap, pictures.
  const { kinds } = o.site;
  const { content, held, nextLive } = publishedContent(loaded, o.publish, kinds);
  // A file, not a link: public-files.ts copies no symbolic link.
  const favicon =
    lstatSync(path.join(o.contentDir, 'public', 'favicon.svg'), { throwIfNoEntry: false })?.isFile() ?? false;
  const settings: RenderSettings = { assets: o.assets, ...resolveUrls(content.site, o.urls ?? {}, o.env), favicon };
  const routes = await time('build routes', () => buildRoutes(content, kinds));
  const images = await time('prepare images', () =>
    (o.checkOnly ? checkedImages : prepareOrThrow)(content, { cache: o.cache, kinds }),
  );
  const pages = await time('page keys', () => pageFilesOf(routes, { content, images, settings, kinds, code: o.code }));
  const shared = { site: content.site, siteUrl: settings.siteUrl, kinds };
  const { pictures, cards } = o.checkOnly
    ? pictureNames(images, routes, shared)
    : pictureFiles(images, routes, shared, o.cache, o.have);
  const { files, problems } = otherFiles(o, content, routes, settings, images, [...pictures, ...cards]);
  return {
    content,
    held,
    nextLive,
    settings,
    routes,
    images,
    pages,
    files,
    pictures,
    cards,
    problems: [...(o.checkOnly ? images.problems : []), ...problems],
  };
}

function pageFilesOf(
  routes: readonly Route[],
  o: {
    content: SiteContent;
    images: PreparedImages;
    settings: RenderSettings;
    kinds: readonly AnyKind[];
    code: string;
  },
): PageFile[] {
  const { settings, kinds } = o;
  const shared = sharedInputs(o.content, o.images, kinds);
  const keyOf = pageKeys(o.code, shared, settings);
  const renderers = { kinds, parts: new LayoutParts(shared.site) };
  // The one render-failure rule: every command blames the same file (render.ts renderProblem).
  const render = (route: Route) => () => {
    try {
      return renderPage(route, shared, settings, renderers);
    } catch (err) {
      throw new ContentError([renderProblem(route, err)], 'a page failed to render', { cause: err });
    }
  };
  return routes.map((route) => ({ route, file: route.file, key: keyOf(route), contents: render(route) }));
}

/** content/public/'s files, but for those that clash with the site's own (each a problem, not thrown). */
function publicCopies(contentDir: string, routes: readonly Route[], ownPaths: readonly string[]) {
  try {
    return { copied: publicFiles(contentDir, routes, ownPaths), problems: [] as Diagnostic[] };
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    return { copied: [] as OutputFile[], problems: [...err.diagnostics] };
  }
}

/** content/public's copies and the redirects' files; a hand-made _redirects joins the generated one (their clashes: check's redirects rule). */
function withRedirectFiles(
  o: Pick<PipelineOptions, 'checkOnly'>,
  content: SiteContent,
  redirects: Redirect[],
  copied: OutputFile[],
  siteUrl: string,
): OutputFile[] {
  if (!o.checkOnly) return withRedirects(content, redirects, copied, siteUrl);
  const own = redirectFiles(redirects, siteUrl, content.site.name).filter(
    (f) => !copied.some((c) => c.path === f.path),
  );
  return [...copied, ...own];
}

/** The site files, redirects and content/public/'s copies, checked as the build checks them. */
function otherFiles(
  o: PipelineOptions,
  content: SiteContent,
  routes: readonly Route[],
  settings: RenderSettings,
  images: PreparedImages,
  pictures: readonly Wanted[],
) {
  const { kinds } = o.site;
  const redirects = o.checkOnly
    ? collectRedirects(content, kinds)
    : redirectsOrThrow(
        content,
        kinds,
        routes.map((r) => r.path),
      );
  const csp = {
    leadServiceUrl: settings.leadServiceUrl,
    imageOrigins: images.origins,
    additions: integrationCsp(content, kinds),
  };
  const generated = [
    ...siteFiles(content, routes, settings),
    ...integrationFiles(content),
    ...cmsFiles(content, { kinds, csp, siteUrl: settings.siteUrl }),
  ];
  const ownPaths = [
    ...generated.map((f) => f.path),
    ...hostFileNames,
    ...redirects.map(redirectPageFile),
    ...pictures.map((p) => p.file),
  ];
  const { copied, problems } = publicCopies(o.contentDir, routes, ownPaths);
  problems.push(...cmsClashes(content, routes, redirects));
  const handMade = copied.find((f) => f.path === redirectsFile);
  const host = hostFiles({
    content,
    kinds,
    urls: settings,
    images,
    redirects,
    cms: cmsHeaderNeeds(content),
    handMade: handMade && Buffer.from(handMade.contents).toString('utf8'),
  });
  problems.push(...host.problems);
  const withOwn = withRedirectFiles(o, content, redirects, copied, settings.siteUrl);
  const files = [...generated, ...host.files, ...withOwn].map((f): Wanted => ({
    file: f.path,
    key: contentKey(f.contents),
    contents: f.contents,
  }));
  return { files, problems };
}

/** A page that failed to render: its problem (render.ts renderProblem) and the error our code threw. */
export interface RenderFailure {
  diagnostics: Diagnostic[];
  cause: unknown;
}

/**
 * Every page in memory, as `check` and `dev` need them (build renders each as it writes it): the
 * pages that rendered, with their HTML, and every failure, so that all are reported at once.
 */
export function renderAll(pages: readonly PageFile[]): {
  rendered: { page: PageFile; html: string }[];
  failures: RenderFailure[];
} {
  const rendered: { page: PageFile; html: string }[] = [];
  const failures: RenderFailure[] = [];
  for (const page of pages) {
    try {
      rendered.push({ page, html: page.contents() });
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      failures.push({ diagnostics: err.diagnostics, cause: err.cause });
    }
  }
  return { rendered, failures };
}

/** URL paths of the plan's files beside the pages, and of the not-found page's file: what links may point at besides routes. */
export function outputPaths(plan: Pick<Plan, 'files' | 'pictures' | 'cards'>): string[] {
  return [`/${outputFile(notFoundPath)}`, ...[...plan.files, ...plan.pictures, ...plan.cards].map((f) => `/${f.file}`)];
}
