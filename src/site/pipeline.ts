// The stages every command runs after loading content, in one order: publish → URLs → routes →
// images → page keys → the wanted files. The answer is a plan: every file of the site with its key
// (page-keys.ts) and its contents, pages rendered only when asked. `build` writes the plan
// (output/update.ts), `dev` writes it with the same writer into its own folder (dev/engine.ts),
// `check` renders the pages in memory and reads the file list (check/index.ts).
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from './model/content.ts';
import { ContentError, type Diagnostic } from './diagnostics.ts';
import { pictureFiles, pictureNames, type PictureFiles } from './images/stage.ts';
import { prepareImages, type PreparedImages } from './images/prepare.ts';
import { verifyImages } from './images/verify.ts';
import { resolveUrls, type UrlOverrides } from './options.ts';
import { contentKey, type Wanted } from './output/update.ts';
import { pageKeys } from './page-keys.ts';
import { publicFiles } from './public-files.ts';
import { publishedContent, type HeldBack, type PublishOptions } from './publish.ts';
import { servedRedirects, writableRedirects } from './redirects/collect.ts';
import { redirectPageFile, redirectsFile, withRedirects } from './redirects/output.ts';
import { hostFileNames, hostFiles } from './hosting/index.ts';
import { LayoutParts } from './components/layout-parts.tsx';
import { renderPage, renderProblem, sharedInputs, type RenderSettings } from './render.ts';
import { buildRoutes, notFoundPath, outputFile, type Route } from './routes.ts';
import { siteFiles } from './seo/index.ts';
import { integrationCsp, integrationFiles } from './integrations/index.ts';
import { cmsClashes, cmsFiles, cmsHeaderNeeds } from './cms/index.ts';
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
   * How the pictures are read. `fetch` (build, dev; the default): self-hosted ones downloaded where
   * the cache lacks them. `cached` (check): nothing downloaded, and each picture whose files the
   * cache lacks decoded once, so that damage the build would meet as it encodes is a problem now.
   */
  pictures?: 'fetch' | 'cached';
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
  /** Pictures' files, by name only: their contents come from `makePictures`. */
  pictures: Wanted[];
  /** Share cards, by name only, made as pictures are. */
  cards: Wanted[];
  /**
   * The pictures' and cards' files with their contents, what must be made started now, off this
   * thread (images/stage.ts): asked for by the commands that write. `have`: files the caller holds
   * already (dev's output), never made again.
   */
  makePictures(have?: (file: string) => boolean): PictureFiles;
  /**
   * What stops a build, not thrown, for each command decides: pictures that cannot be read,
   * content/public/'s clashes, redirects that would overwrite a file, what a host refuses. The
   * files at stake are left out of the plan.
   */
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
  const images = await time('prepare images', () => readImages(content, { cache: o.cache, kinds }, o.pictures));
  const pages = await time('page keys', () => pageFilesOf(routes, { content, images, settings, kinds, code: o.code }));
  const shared = { site: content.site, siteUrl: settings.siteUrl, kinds };
  const { pictures, cards } = pictureNames(images, routes, shared);
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
    makePictures: (have) => pictureFiles(images, routes, shared, o.cache, have),
    problems: [...images.problems, ...problems],
  };
}

async function readImages(
  content: SiteContent,
  o: { cache: string | undefined; kinds: readonly AnyKind[] },
  how: PipelineOptions['pictures'] = 'fetch',
): Promise<PreparedImages> {
  if (how === 'fetch') return prepareImages(content, o);
  return verifyImages(await prepareImages(content, { ...o, download: false }), o.cache);
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
  const { redirects, problems: redirectProblems } = writableRedirects(
    content,
    kinds,
    routes.map((r) => r.path),
  );
  const csp = {
    leadServiceUrl: settings.leadServiceUrl,
    imageOrigins: images.origins,
    additions: integrationCsp(content, kinds),
  };
  // A page or redirect where the CMS goes is a problem (cmsClashes): the page is kept, the CMS left out.
  const taken = new Set([...routes.map((r) => r.file), ...redirects.map(redirectPageFile)]);
  const generated = [
    ...siteFiles(content, routes, settings),
    ...integrationFiles(content),
    ...cmsFiles(content, { kinds, csp, siteUrl: settings.siteUrl }).filter((f) => !taken.has(f.path)),
  ];
  const ownPaths = [
    ...generated.map((f) => f.path),
    ...hostFileNames,
    ...redirects.map(redirectPageFile),
    ...pictures.map((p) => p.file),
  ];
  const { files: copied, problems } = publicFiles(o.contentDir, routes, ownPaths);
  problems.push(...redirectProblems, ...cmsClashes(content, routes, redirects));
  const handMade = copied.find((f) => f.path === redirectsFile);
  const served = servedRedirects(redirects, content.site.trailingSlash);
  const host = hostFiles({
    content,
    kinds,
    urls: settings,
    images,
    redirects: served,
    cms: cmsHeaderNeeds(content),
    handMade: handMade && Buffer.from(handMade.contents).toString('utf8'),
  });
  const withOwn = withRedirects(content, served, copied, settings.siteUrl);
  problems.push(...host.problems, ...withOwn.problems);
  const files = [...generated, ...host.files, ...withOwn.files].map((f): Wanted => ({
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
