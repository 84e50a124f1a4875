import * as z from 'zod';
import { absoluteUrlSchema, actionSchema, aliasesSchema, focusSchema, imageSrcSchema, nonEmpty } from './common.ts';
import { blockSchema } from './blocks.ts';

/** A calendar day that exists: JavaScript reads 2025-02-30 as 2 March, which is not what was written. */
function realDay(iso: string): boolean {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v, ctx) => {
    const s = v instanceof Date ? v.toISOString() : v.trim();
    if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) || Number.isNaN(Date.parse(s))) {
      ctx.addIssue({
        code: 'custom',
        message: `"${s}" is not an ISO date: write it as YYYY-MM-DD, for example 2025-03-01`,
      });
      return z.NEVER;
    }
    if (!realDay(s)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${s}" is not a real date (that day does not exist); write it as YYYY-MM-DD`,
      });
      return z.NEVER;
    }
    return s.length === 10 ? s : new Date(s).toISOString();
  })
  .meta({
    // The CMS (cms/): a date picker that writes YYYY-MM-DD.
    'x-cms': {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    },
    // For editors (JSON Schema): YYYY-MM-DD with a month and day that can exist; check knows leap years too.
    pattern: String.raw`^\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2\d))(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$`,
    description:
      "Publication date, YYYY-MM-DD (for example 2025-03-01), or a date and time (2026-03-01T09:00:00+05:30). Newest posts come first. A date after today schedules the post (Hugo's publishDate): build leaves it out until that day (the time, if given), build --future includes it.",
  });

/** One category or several; listing counts and category pages come from these. */
const postCategorySchema = z
  .union([nonEmpty, z.array(nonEmpty).min(1)])
  .transform((c) => (Array.isArray(c) ? c : [c]))
  // The CMS offers the blog page's categories (cms/config.ts: the `settings` collection's `blogPage`).
  .meta({
    'x-cms': {
      widget: 'relation',
      collection: 'settings',
      file: 'blogPage',
      value_field: 'listing.categories.*.name',
      search_fields: ['listing.categories.*.name'],
      display_fields: ['listing.categories.*.name'],
      multiple: true,
    },
  })
  .describe('One category or a list ([SEO, Google Ads]); each one of the categories in content/pages/blog.yml.');

/** Front matter of content/blog/<slug>.md (CONTRACT.md). */
export const blogPostSchema = z.lazy(() =>
  z.strictObject({
    title: nonEmpty.describe(
      "The post's title: its page heading, its card title and its <title> (search results show about 60 characters; check warns past that).",
    ),
    excerpt: nonEmpty
      .meta({ 'x-cms': { widget: 'text' } })
      .describe(
        'One or two sentences shown on the post card and in search results: about 160 characters show, and check warns past that.',
      ),
    image: imageSrcSchema.describe(
      'The post picture: a file in content/images/ (images/post.jpg), an https:// URL or a site path.',
    ),
    /** What the image shows. Without it the image is decorative (alt="": it sits beside the post's title) and `check` warns. */
    imageAlt: nonEmpty
      .optional()
      .describe(
        'What the picture shows, for people who cannot see it. Without it the picture counts as decoration and check warns.',
      ),
    imageFocus: focusSchema
      .optional()
      .describe(
        'What must stay in frame where the picture is cropped: blog cards, the post\'s page, and its share preview (a 1.91:1 part of the picture, 1200 × 630 when the picture is large enough, centred on this point as far as its edges allow). left, right, top, bottom or center, or a point as two percentages across and down in steps of 5 ("30% 40%": 30 % from the left edge, 40 % from the top). Without it, the middle.',
      ),
    author: nonEmpty.describe('Who wrote it, as shown under the title: a person or a team ("SEO Team").'),
    date: isoDate,
    category: postCategorySchema,
    readTime: nonEmpty.describe('Reading time as shown: "5 min read".'),
    /** Absolute URL of an article published elsewhere; such a post has no page here. */
    url: absoluteUrlSchema
      .optional()
      .describe(
        'Only for an article published elsewhere: its https:// address. Such a post has no page here and no body.',
      ),
    featured: z.boolean().default(false).describe('true for the one post shown large at the top of the blog.'),
    aliases: aliasesSchema.describe(
      'Old addresses of this post that lead here after a rename: [/blog/old-slug]. On a post published elsewhere (`url`), they lead there.',
    ),
    /** Hugo's `draft`: shown by `dev` (with a Draft badge, noindex), never built unless `build --drafts`. */
    draft: z
      .boolean()
      .optional()
      .describe(
        'true while the post is being written: dev shows it with a Draft badge; build leaves it out (of its page, the listings, the feed and the sitemap) until this is removed.',
      ),
  }),
);
export type BlogPost = z.infer<typeof blogPostSchema>;

/** One of the blog's categories: its posts are listed at /blog/category/<slug>. */
const blogCategorySchema = z.strictObject({
  name: nonEmpty.describe('The category as shown and as posts name it: "Google Ads".'),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('The category in URLs: lowercase letters, digits and dashes, "google-ads".'),
  description: nonEmpty
    .max(300)
    .optional()
    .describe(
      "What the category's page holds, for search results: about 160 characters show, and check warns past that. Without it the page takes the blog's description, which check warns is shared.",
    ),
});

/** content/pages/blog.yml: the listing's own words around the generated cards. */
export const blogPageSchema = z.lazy(() =>
  z
    .strictObject({
      title: nonEmpty.describe('The blog <title> and listing heading: "Digital Marketing Insights".'),
      description: nonEmpty
        .max(300)
        .describe(
          "What the blog offers, for search results (and its category pages', unless a category has its own): about 160 characters show, and check warns past that; at most 300.",
        ),
      blocks: z.array(blockSchema).min(1).describe('Blocks above the post cards (the hero).'),
      listing: z
        .strictObject({
          featuredLabel: nonEmpty.describe('Badge on the featured post: "Featured".'),
          categoriesHeading: nonEmpty.describe('Heading of the category list: "Categories".'),
          allPostsLabel: nonEmpty.describe('The category list\'s first entry: "All Posts".'),
          readMoreLabel: nonEmpty.describe('Link on each card of a post published here: "Read More".'),
          externalLabel: nonEmpty.describe('Link on each card of a post published elsewhere: "Read Article".'),
          pageSize: z.number().int().min(1).default(6).describe('Posts per listing page.'),
          categories: z
            .array(blogCategorySchema)
            .min(1)
            .describe("The blog's categories, each {name, slug, description}; posts may only use these."),
          newsletter: z
            .strictObject({
              heading: nonEmpty.describe("The newsletter box's heading."),
              text: nonEmpty.describe('A sentence under it.'),
              action: actionSchema.describe('Its button: subscribe through WhatsApp, for example.'),
            })
            .describe('The newsletter box: {heading, text, action}.'),
          backLabel: nonEmpty.describe("The post page's link back to the blog."),
          olderLabel: nonEmpty.describe('The link to older posts.'),
          /** Heading suffix of page 2, 3…; {page} is filled in. */
          pageLabel: nonEmpty
            .refine((s) => s.includes('{page}'), { message: 'must contain {page}' })
            .describe('Heading suffix of page 2, 3\u2026, with {page}: "Page {page}".'),
          newerLabel: nonEmpty.describe('The link to newer posts.'),
        })
        .describe(
          'The words of the listing around the generated post cards: the cards, the featured post and the category counts come from the posts in content/blog/.',
        ),
      closing: z.array(blockSchema).default([]).describe('Blocks below the post cards (a call to action).'),
      aliases: aliasesSchema,
    })
    .superRefine((page, ctx) => {
      // Listings are filled where a page's route is made (model/listings.ts); the blog's listing pages show posts only.
      for (const key of ['blocks', 'closing'] as const) {
        page[key].forEach((b, i) => {
          if (b.type === 'entries')
            ctx.addIssue({
              code: 'custom',
              path: [key, i, 'type'],
              message: 'the blog page lists its posts only: put an `entries` block on a page of content/pages/',
            });
        });
      }
    }),
);
export type BlogPage = z.infer<typeof blogPageSchema>;
