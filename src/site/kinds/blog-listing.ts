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
  return content.blogPage.listing.categories.map((c) => ({
    name: c.name,
    slug: c.slug,
    count: counts.get(c.name) ?? 0,
  }));
}

/** What every listing page of one blog shares: its words, its page size, its categories, the files it comes from. */
interface Listings {
  content: Pick<SiteContent, 'posts' | 'blogPage'>;
  categories: BlogCategoryCount[];
  sources: readonly string[];
  newest: string | undefined;
  routes: RouteInput[];
}

/** What one listing has of its own: its title, its category and description (else the blog's), its featured post. */
interface ListingOwn {
  featured?: PostSummary;
  category?: BlogCategoryCount;
  title: string;
  description?: Pick<RouteInput, 'description' | 'descriptionFrom'>;
}

/** The pages of one listing (/blog, or a category's), `pageSize` posts each; later pages go on from the first. */
function paginate(at: Listings, basePath: string, posts: readonly PostSummary[], extra: ListingOwn): void {
  const { listing, description } = at.content.blogPage;
  const size = listing.pageSize;
  const pageCount = Math.max(1, Math.ceil(posts.length / size));
  for (let n = 1; n <= pageCount; n++) {
    at.routes.push({
      path: blogListPath(basePath, n),
      title: n === 1 ? extra.title : `${extra.title} · ${listing.pageLabel.replace('{page}', String(n))}`,
      ...(extra.description ?? { description }),
      ...(n > 1 ? { continues: basePath } : {}),
      sources: at.sources,
      lastmod: at.newest,
      view: {
        kind: 'blog-list',
        posts: posts.slice((n - 1) * size, n * size),
        featured: n === 1 ? extra.featured : undefined,
        category: extra.category,
        pageNumber: n,
        pageCount,
        basePath,
        ...sidebar(at.categories, extra.category, basePath === blogBase && n === 1),
        total: at.content.posts.length,
      },
    });
  }
}

/** Every listing page of these posts; `blogFile`: pages/blog.yml's name; `sources`: the files every listing is made from. */
export function listingRoutes(
  content: Pick<SiteContent, 'posts' | 'blogPage'>,
  blogFile: string,
  sources: readonly string[],
): RouteInput[] {
  const page = content.blogPage;
  const at: Listings = {
    content,
    categories: countCategories(content),
    sources,
    newest: content.posts[0]?.data.date,
    routes: [],
  };
  // Listings show posts' summaries: one object per post, without the body.
  const summary = new Map<PostEntry, PostSummary>(
    content.posts.map((p) => [p, { slug: p.slug, file: p.file, data: p.data }]),
  );
  const summaries = (posts: readonly PostEntry[]) => posts.map((p) => summary.get(p)!);
  const featuredPost = content.posts.find((p) => p.data.featured);
  const featured = featuredPost && summary.get(featuredPost);
  paginate(at, blogBase, summaries(content.posts.filter((p) => p !== featuredPost)), { featured, title: page.title });

  // Group posts by category once, so category pages cost linear time in the number of posts.
  const byCategory = new Map<string, PostEntry[]>();
  for (const post of content.posts)
    for (const c of post.data.category) (byCategory.get(c) ?? byCategory.set(c, []).get(c)!).push(post);
  at.categories.forEach((cat, i) => {
    const title = `${cat.name} · ${page.title}`;
    // A category's own description, where it was written; else the blog's (check warns it is shared).
    const own = page.listing.categories[i]!.description;
    const field = ['listing', 'categories', i, 'description'];
    const description =
      own === undefined ? undefined : { description: own, descriptionFrom: { file: blogFile, field } };
    paginate(at, categoryPath(cat.slug), summaries(byCategory.get(cat.name) ?? []), {
      category: cat,
      title,
      description,
    });
  });
  return at.routes;
}
