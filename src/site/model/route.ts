// What a route is: a page the site builds, with the content files it depends on and the view that
// shows it; and the URL paths of the blog. Types and helpers only: the route table (routes.ts)
// asks every kind of content (kinds/) for its routes.
import path from 'node:path';
import { blogBase, notFoundPath } from './collections.ts';
import { displayPath, type FieldPath, type PostEntry, type PostSummary, type SiteContent } from './content.ts';
import type { Block, StubSubService } from './schemas/index.ts';

export interface BlogCategoryCount {
  name: string;
  slug: string;
  count: number;
}

/**
 * The views, by kind: each kind of content (kinds/) names the views of its routes and the
 * component that shows each. A new kind with a view of its own adds it here from its own module
 * (`declare module '../model/route.ts' { interface Views { ... } }`), so the compiler knows it.
 */
export interface Views {
  blocks: {
    blocks: readonly Block[];
    /** The page's own heading, shown as the hero's h1 above its headline (full sub-service pages). */
    title?: string;
  };
  'blog-list': {
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
  };
  'blog-post': { post: PostEntry };
  stub: { slug: string; data: StubSubService; service?: StubService };
}

export type View = { [K in keyof Views]: { kind: K } & Views[K] }[keyof Views];

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
  /** Where its description was written, when not in its first source's `description` (a post's `excerpt`). */
  descriptionFrom?: { file: string; field: FieldPath };
  /** The path of the page this one goes on from (a listing's page 2…n: its page 1), whose description it repeats. */
  continues?: string;
  /**
   * Content files (project-relative) whose change means this route must be rendered again: site.yml
   * first, then the file the page is mostly made from (rules and render failures name it).
   */
  sources: readonly string[];
  view: View;
  /** ISO date of the content, where known (sitemap lastmod). */
  lastmod?: string;
  /** A draft shown by `dev` or `build --drafts`: its page has a Draft badge and noindex. */
  draft?: true;
}

export { blogBase, notFoundPath };

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

/** A draft's route says so (its page shows a badge); others have no `draft` key at all, so keys stay as they were. */
export const draft = (data: { draft?: boolean }): Pick<Route, 'draft'> => (data.draft ? { draft: true } : {});

/** Project-relative name of a content file, as diagnostics and `sources` spell it. */
export function contentFile(content: Pick<SiteContent, 'dir'>, rel: string): string {
  return displayPath(path.join(content.dir, rel));
}
