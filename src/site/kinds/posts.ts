// Blog posts: content/blog/<slug>.md, front matter and a Markdown body, at /blog/<slug> (unless
// published elsewhere: `url`); with them, the blog's listing pages (blog-listing.ts).
import { createElement } from 'react';
import { blogBase, singletonFiles } from '../model/collections.ts';
import type { Loaded } from '../model/kind.ts';
import { comparePosts, type PostEntry } from '../model/content.ts';
import { isBlank, mayShowPictures, type Parsed } from '../content/parse.ts';
import { blogPostSchema, type BlogPost } from '../model/schemas/index.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { markdownImageRefs, type ImageRef, type ImageUse } from '../images/uses.ts';
import { BlogListPage } from '../pages/BlogListPage.tsx';
import { BlogPostPage } from '../pages/BlogPostPage.tsx';
import { blogPostPath, contentFile, draft, type Route } from '../model/route.ts';
import { listingRoutes } from './blog-listing.ts';
import { isFuture, type HeldBack, type PublishOptions } from '../model/drafts.ts';
import type { Json, KnownKind, LinkedData, Publishing, RouteInput } from '../model/kind.ts';
import { context } from '../seo/structured-data.ts';
import { focusPoint } from '../model/focus.ts';
import { postFiles, postScaffold } from './post-scaffold.ts';

const { dir, ext } = postFiles;
const schema = blogPostSchema;

/**
 * A post's body is read only when used (a page that renders it): the memo (memo.ts) cuts it from
 * the file then. In a page's build key (JSON) a post counts by the hash of its file instead.
 */
function postEntry({ slug, file, data, parsed }: Loaded<BlogPost> & { slug: string }): PostEntry {
  // Getters in the literal: own and enumerable, and cheaper than defineProperty on thousands of posts.
  return {
    slug,
    file,
    data,
    get body() {
      return parsed.body ?? '';
    },
    get bodyLine() {
      return parsed.bodyLine ?? 1;
    },
    get bodyPictures() {
      return parsed.bodyPictures ?? mayShowPictures(parsed.body ?? '');
    },
    toJSON: () => ({ slug, file, data, text: parsed.textHash }),
  };
}

/** A post published here needs a body. */
function bodyProblems(file: string, data: BlogPost, parsed: Parsed): Diagnostic[] {
  if (data.url || !(parsed.bodyBlank ?? isBlank(parsed.body))) return [];
  return [
    diagnostic({
      file,
      line: parsed.bodyLine,
      rule: 'blog/body',
      message:
        'a post without `url` is published here, so it needs a Markdown body after the front matter: write the post below the closing ---, or give it the `url` of the article elsewhere',
    }),
  ];
}

function pictures(posts: readonly PostEntry[]): ImageRef[] {
  const out: ImageRef[] = [];
  for (const p of posts) {
    const at = (use: ImageUse) => out.push({ src: p.data.image, use, file: p.file, field: ['image'] });
    at('card');
    // A post published elsewhere (url) has only its card here.
    if (p.data.url) continue;
    at('article');
    // Shared as a 1.91:1 part of it (the view's `share` says the same point).
    out.push({ src: p.data.image, use: 'share', file: p.file, field: ['image'], focus: focusPoint(p.data.imageFocus) });
    if (p.bodyPictures) markdownImageRefs(p.body, p.bodyLine, p.file, ['body'], out);
  }
  return out;
}

/** Posts but drafts, and but those dated after today (unless the build includes them). */
function publish(posts: PostEntry[], options: PublishOptions): Publishing<PostEntry[]> {
  const held: HeldBack[] = [];
  const own = posts.filter((post) => {
    const at = { file: post.file, path: post.data.url ?? blogPostPath(post.slug) };
    if (post.data.draft && !options.drafts) held.push({ ...at, until: 'draft' });
    else if (!options.future && isFuture(post.data.date, options.now))
      held.push({ ...at, until: post.data.date, post });
    else return true;
    return false;
  });
  return { own, held };
}

function blogPosting(d: BlogPost, route: Route, at: LinkedData): Json {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: d.title,
    description: d.excerpt,
    image: at.image(d.image),
    datePublished: d.date,
    author: { '@type': 'Organization', name: d.author },
    publisher: at.agency,
    mainEntityOfPage: at.url(route.path),
    articleSection: d.category,
    inLanguage: 'en-IN',
  };
}

export const postsKind: KnownKind<'posts'> = {
  key: 'posts',
  label: 'Blog posts',
  files: { dir, ext },
  schema,
  load: async (loader) => {
    const posts = await loader.folder(dir, ext, schema);
    for (const post of posts) loader.diags.push(...bodyProblems(post.file, post.data, post.parsed));
    return posts.map(postEntry).sort(comparePosts);
  },
  routes: (posts, at) => {
    const siteFile = at.file('site.yml');
    const blogFile = at.file(singletonFiles.blogPage.file);
    const routes = listingRoutes(at.content, blogFile, [siteFile, blogFile, ...posts.map((p) => p.file)]);
    for (const post of posts) {
      if (post.data.url) continue; // published elsewhere
      const route: RouteInput = {
        path: blogPostPath(post.slug),
        title: post.data.title,
        description: post.data.excerpt,
        descriptionFrom: { file: post.file, field: ['excerpt'] },
        sources: [siteFile, post.file, blogFile],
        lastmod: post.data.date,
        view: { kind: 'blog-post', post },
        ...draft(post.data),
      };
      routes.push(route);
    }
    return routes;
  },
  urls: { base: blogBase, what: "the blog's listings and posts", hint: `posts go in ${dir}/<slug>${ext}` },
  views: {
    'blog-list': {
      render: (v, shared) => createElement(BlogListPage, { view: v, page: shared.blogPage }),
      // Every page of one listing shares its first page's card: its title without " · Page n".
      share: (v, route) => ({
        card: {
          title: v.pageNumber > 1 ? route.title.slice(0, route.title.lastIndexOf(' · ')) : route.title,
          name: v.basePath,
        },
      }),
      structuredData: () => [],
      // A category's listing is titled with its name (blog.yml's listing.categories) before the blog's title.
      titleFrom: (v, _route, content) => {
        const file = contentFile(content, singletonFiles.blogPage.file);
        const title = { file, field: ['title'], text: content.blogPage.title };
        const at = v.category ? content.blogPage.listing.categories.findIndex((c) => c.slug === v.category!.slug) : -1;
        if (at < 0) return [title];
        return [{ file, field: ['listing', 'categories', at, 'name'], text: v.category!.name }, title];
      },
    },
    'blog-post': {
      render: (v, shared) => createElement(BlogPostPage, { post: v.post, page: shared.blogPage }),
      share: ({ post: { data } }) => ({
        article: { image: data.image, alt: data.imageAlt ?? '', focus: focusPoint(data.imageFocus) },
      }),
      structuredData: (v, route, at) => [blogPosting(v.post.data, route, at)],
    },
  },
  publish,
  aliases: (posts) =>
    posts.map((p) => ({ file: p.file, aliases: p.data.aliases, to: p.data.url ?? blogPostPath(p.slug) })),
  pictures,
  check: (posts) => ({
    docs: posts.map((p) => ({ file: p.file, data: p.data, body: { text: p.body, line: p.bodyLine } })),
    blockLists: [],
  }),
  editorSchema: {
    name: 'post',
    title: "A blog post's front matter: content/blog/<slug>.md",
    files: [`${dir}/*${ext}`],
    yaml: false,
  },
  listing: null,
  scaffold: postScaffold,
};
