// The typed route table: every page the site builds, with the content files it depends on.
import path from 'node:path';
import { blogBase, notFoundPath, pageFiles, singletonFiles, subServiceBase, type PageKey } from './content/collections.ts';
import { displayPath, type PostEntry, type PostSummary, type SiteContent } from './content/load.ts';
import type { Block, StubSubService } from './content/schemas/index.ts';

export interface BlogCategoryCount {
  name: string;
  slug: string;
  count: number;
}

export type View =
  | {
      kind: 'blocks';
      blocks: readonly Block[];
      /** The page's own heading, shown as the hero's h1 above its headline (full sub-service pages). */
      title?: string;
    }
  | {
      kind: 'blog-list';
      posts: readonly PostSummary[];
      featured?: PostSummary;
      pageNumber: number;
      pageCount: number;
      /** Path of page 1 of this listing (/blog or /blog/category/x). */
      basePath: string;
      category?: BlogCategoryCount;
      /** The sidebar's categories: all of them on /blog, at most SIDEBAR_CATEGORIES elsewhere. */
      categories: readonly BlogCategoryCount[];
      /** How many categories there are, when `categories` shows only some (the sidebar links to the rest). */
      allCategories?: number;
      total: number;
    }
  | { kind: 'blog-post'; post: PostEntry }
  | { kind: 'stub'; slug: string; data: StubSubService; service?: StubService };

/** The service page a stub sub-service belongs to, and its other sub-services: the stub's ways on. */
export interface StubService {
  title: string;
  path: string;
  siblings: { title: string; path: string }[];
}

export interface Route {
  /** URL path, exact case: `/services/Subservices/local-seo`. `/404` is the not-found page. */
  path: string;
  /** Output file relative to the output folder. */
  file: string;
  title: string;
  /** From content: tells the page apart in its <title> where another page has the same title. */
  label?: string;
  description: string;
  /** Content files (project-relative) whose change means this route must be rendered again. */
  sources: readonly string[];
  view: View;
  /** ISO date of the content, where known (sitemap lastmod). */
  lastmod?: string;
  /** A draft shown by `dev` or `build --drafts`: its page has a Draft badge and noindex. */
  draft?: true;
}

/** SPEC.md's fixed pages, in navigation order. */
export const fixedRoutes = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/services', page: 'services' },
  { path: '/services/seo', page: 'seo' },
  { path: '/services/web-development', page: 'webDevelopment' },
  { path: '/services/graphic-design', page: 'graphicDesign' },
  { path: '/services/video-creation', page: 'videoCreation' },
  { path: '/services/social-media', page: 'socialMedia' },
  { path: '/portfolio', page: 'portfolio' },
  { path: '/contact', page: 'contact' },
] as const satisfies readonly { path: string; page: PageKey }[];

export { blogBase, notFoundPath, subServiceBase };

export function outputFile(routePath: string): string {
  if (routePath === '/') return 'index.html';
  if (routePath === notFoundPath) return '404.html';
  return `${routePath.slice(1)}/index.html`;
}

export function blogPostPath(slug: string): string {
  return `${blogBase}/${slug}`;
}

export function blogListPath(basePath: string, pageNumber: number): string {
  return pageNumber === 1 ? basePath : `${basePath}/page/${pageNumber}`;
}

export function categoryPath(slug: string): string {
  return `${blogBase}/category/${slug}`;
}

/**
 * Listing pages other than /blog show at most this many categories in their sidebar (and the
 * page's own), then a link to the full list on /blog. Every category page listing every category
 * made the output grow with the square of their number (10,000 categories: 11 GB of HTML);
 * SPEC.md's sidebar has six, and twenty is still a list read at a glance.
 */
export const SIDEBAR_CATEGORIES = 20;

/** The sidebar of a listing page: every category on /blog itself, else a bounded part. */
function sidebar(all: readonly BlogCategoryCount[], current: BlogCategoryCount | undefined, full: boolean): { categories: readonly BlogCategoryCount[]; allCategories?: number } {
  if (full || all.length <= SIDEBAR_CATEGORIES) return { categories: all };
  const shown = all.slice(0, SIDEBAR_CATEGORIES);
  if (current && !shown.includes(current)) shown.push(current);
  return { categories: shown, allCategories: all.length };
}

/** Count posts per listed category in one pass over the posts (linear in posts). */
export function countCategories(content: Pick<SiteContent, 'posts' | 'blogPage'>): BlogCategoryCount[] {
  const counts = new Map<string, number>();
  for (const post of content.posts) for (const c of new Set(post.data.category)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return content.blogPage.listing.categories.map((c) => ({ ...c, count: counts.get(c.name) ?? 0 }));
}

/** A draft's route says so (its page shows a badge); others have no `draft` key at all, so keys stay as they were. */
const draft = (data: { draft?: boolean }): Pick<Route, 'draft'> => (data.draft ? { draft: true } : {});

/** Project-relative name of a content file, as diagnostics and `sources` spell it. */
export function contentFile(content: Pick<SiteContent, 'dir'>, rel: string): string {
  return displayPath(path.join(content.dir, rel));
}

export function buildRoutes(content: SiteContent): Route[] {
  const siteFile = contentFile(content, singletonFiles.site.file);
  const routes: Route[] = [];
  const add = (r: Omit<Route, 'file'> & { file?: string }) => {
    r.file = outputFile(r.path); // set on the object given, not a copy: thousands of routes
    routes.push(r as Route);
  };

  for (const { path, page } of fixedRoutes) {
    if (content.draftPages?.has(page)) continue; // left out of this build (publish.ts)
    const data = content.pages[page];
    add({ path, title: data.title, label: data.label, description: data.description, sources: [siteFile, contentFile(content, pageFiles[page])], view: { kind: 'blocks', blocks: data.blocks }, ...draft(data) });
  }

  // The other page files (content/pages/**): generic pages, their blocks as the fixed pages show theirs.
  for (const p of content.morePages) {
    const data = p.data;
    add({ path: p.path, title: data.title, label: data.label, description: data.description, sources: [siteFile, p.file], view: { kind: 'blocks', blocks: data.blocks }, ...draft(data) });
  }

  for (const entry of content.subservices) {
    const path = `${subServiceBase}/${entry.slug}`;
    const d = entry.data;
    const view: View = d.kind === 'full' ? { kind: 'blocks', blocks: d.blocks, title: d.title } : { kind: 'stub', slug: entry.slug, data: d, service: serviceOf(content, entry.slug, d.service) };
    add({ path, title: d.title, label: d.label, description: d.description, sources: [siteFile, entry.file], view, ...draft(d) });
  }

  addBlogRoutes(content, siteFile, add);

  const nf = content.pages.notFound;
  add({ path: notFoundPath, title: nf.title, description: nf.description, sources: [siteFile, contentFile(content, pageFiles.notFound)], view: { kind: 'blocks', blocks: nf.blocks } });

  disambiguateTitles(routes);
  return routes;
}

function addBlogRoutes(content: SiteContent, siteFile: string, add: (r: Omit<Route, 'file'>) => void) {
  const page = content.blogPage;
  const blogFile = contentFile(content, singletonFiles.blogPage.file);
  const postFiles = content.posts.map((p) => p.file);
  const listSources = [siteFile, blogFile, ...postFiles];
  const categories = countCategories(content);
  // Listings show posts' summaries: one object per post, without the body.
  const summary = new Map<PostEntry, PostSummary>(content.posts.map((p) => [p, { slug: p.slug, file: p.file, data: p.data }]));
  const summaries = (posts: readonly PostEntry[]) => posts.map((p) => summary.get(p)!);
  const featuredPost = content.posts.find((p) => p.data.featured);
  const featured = featuredPost && summary.get(featuredPost);
  const size = page.listing.pageSize;
  const newest = content.posts[0]?.data.date;

  const paginate = (basePath: string, posts: readonly PostSummary[], extra: { featured?: PostSummary; category?: BlogCategoryCount }, title: string, description: string) => {
    const pageCount = Math.max(1, Math.ceil(posts.length / size));
    for (let n = 1; n <= pageCount; n++) {
      add({
        path: blogListPath(basePath, n),
        title: n === 1 ? title : `${title} · ${page.listing.pageLabel.replace('{page}', String(n))}`,
        description,
        sources: listSources,
        lastmod: newest,
        view: {
          kind: 'blog-list',
          posts: posts.slice((n - 1) * size, n * size),
          featured: n === 1 ? extra.featured : undefined,
          category: extra.category,
          pageNumber: n,
          pageCount,
          basePath,
          ...sidebar(categories, extra.category, basePath === blogBase && n === 1),
          total: content.posts.length,
        },
      });
    }
  };

  paginate(blogBase, summaries(content.posts.filter((p) => p !== featuredPost)), { featured }, page.title, page.description);

  // Group posts by category once, so category pages cost linear time in the number of posts.
  const byCategory = new Map<string, PostEntry[]>();
  for (const post of content.posts) for (const c of post.data.category) (byCategory.get(c) ?? byCategory.set(c, []).get(c)!).push(post);
  for (const cat of categories) {
    paginate(categoryPath(cat.slug), summaries(byCategory.get(cat.name) ?? []), { category: cat }, `${cat.name} · ${page.title}`, page.description);
  }

  for (const post of content.posts) {
    if (post.data.url) continue; // published elsewhere
    add({ path: blogPostPath(post.slug), title: post.data.title, description: post.data.excerpt, sources: [siteFile, blogFile, post.file], lastmod: post.data.date, view: { kind: 'blog-post', post }, ...draft(post.data) });
  }
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

/** The service page a sub-service names (`service:`), with the other sub-services that name it. */
function serviceOf(content: SiteContent, slug: string, servicePath: string | undefined): StubService | undefined {
  const page = fixedRoutes.find((r) => r.path === servicePath)?.page;
  if (!page) return undefined;
  const siblings = content.subservices
    .filter((s) => s.slug !== slug && s.data.service === servicePath)
    .map((s) => ({ title: s.data.label ?? s.data.title, path: `${subServiceBase}/${s.slug}` }));
  return { title: content.pages[page].title, path: servicePath!, siblings };
}
