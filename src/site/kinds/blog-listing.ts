// The blog's listing pages: /blog, each category's, and their further pages, made with the posts
// (posts.ts) from the blog page's words (pages/blog.yml).
import { blogBase } from '../model/collections.ts';
import type { PostEntry, PostSummary, SiteContent } from '../model/content.ts';
import { blogListPath, categoryPath, type BlogCategoryCount } from '../model/route.ts';
import type { RouteInput } from '../model/kind.ts';

/**
 * Listing pages other than /blog show at most this many categories in their sidebar (and the
 * page's own), then a link to the full list on /blog. Every category page listing every category
 * made the output grow with the square of their number (10,000 categories: 11 GB of HTML);
 * SPEC.md's sidebar has six, and twenty is still a list read at a glance.
 */
export const SIDEBAR_CATEGORIES = 20;

/** The sidebar of a listing page: every category on /blog itself, else a bounded part. */
function sidebar(
  all: readonly BlogCategoryCount[],
  current: BlogCategoryCount | undefined,
  full: boolean,
): { categories: readonly BlogCategoryCount[]; allCategories?: number } {
  if (full || all.length <= SIDEBAR_CATEGORIES) return { categories: all };
  const shown = all.slice(0, SIDEBAR_CATEGORIES);
  if (current && !shown.includes(current)) shown.push(current);
  return { categories: shown, allCategories: all.length };
}

/** Count posts per listed category in one pass over the posts (linear in posts). */
export function countCategories(content: Pick<SiteContent, 'posts' | 'blogPage'>): BlogCategoryCount[] {
  const counts = new Map<string, number>();
  for (const post of content.posts)
    for (const c of new Set(post.data.category)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return content.blogPage.listing.categories.map((c) => ({ ...c, count: counts.get(c.name) ?? 0 }));
}

/** Every listing page of these posts; `sources`: the files every listing is made from. */
export function listingRoutes(
  content: Pick<SiteContent, 'posts' | 'blogPage'>,
  sources: readonly string[],
): RouteInput[] {
  const page = content.blogPage;
  const routes: RouteInput[] = [];
  const categories = countCategories(content);
  // Listings show posts' summaries: one object per post, without the body.
  const summary = new Map<PostEntry, PostSummary>(
    content.posts.map((p) => [p, { slug: p.slug, file: p.file, data: p.data }]),
  );
  const summaries = (posts: readonly PostEntry[]) => posts.map((p) => summary.get(p)!);
  const featuredPost = content.posts.find((p) => p.data.featured);
  const featured = featuredPost && summary.get(featuredPost);
  const size = page.listing.pageSize;
  const newest = content.posts[0]?.data.date;

  const paginate = (
    basePath: string,
    posts: readonly PostSummary[],
    extra: { featured?: PostSummary; category?: BlogCategoryCount },
    title: string,
    description: string,
  ) => {
    const pageCount = Math.max(1, Math.ceil(posts.length / size));
    for (let n = 1; n <= pageCount; n++) {
      routes.push({
        path: blogListPath(basePath, n),
        title: n === 1 ? title : `${title} · ${page.listing.pageLabel.replace('{page}', String(n))}`,
        description,
        sources,
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

  paginate(
    blogBase,
    summaries(content.posts.filter((p) => p !== featuredPost)),
    { featured },
    page.title,
    page.description,
  );

  // Group posts by category once, so category pages cost linear time in the number of posts.
  const byCategory = new Map<string, PostEntry[]>();
  for (const post of content.posts)
    for (const c of post.data.category) (byCategory.get(c) ?? byCategory.set(c, []).get(c)!).push(post);
  for (const cat of categories) {
    paginate(
      categoryPath(cat.slug),
      summaries(byCategory.get(cat.name) ?? []),
      { category: cat },
      `${cat.name} · ${page.title}`,
      page.description,
    );
  }
  return routes;
}
