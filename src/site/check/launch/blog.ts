// launch/blog: SPEC.md's blog at launch — its number of posts, one featured post, the posts per
// category in the sidebar, the articles it publishes locally, and the cards on the first page.
import type { Diagnostic } from '../../diagnostics.ts';
import { blogBase, blogPostPath, countCategories } from '../../routes.ts';
import type { CheckContext } from '../context.ts';
import { defineRule } from '../rules/rule.ts';
import { blog } from '../spec-rules.ts';
import { launchFigure, toFigure } from './figure.ts';

const rule = 'launch/blog';

function posts(ctx: CheckContext, out: Diagnostic[]) {
  const list = ctx.content.posts;
  const dir = ctx.contentFiles.blogDir;
  if (list.length !== blog.posts)
    out.push(
      ctx.report(
        rule,
        dir,
        undefined,
        launchFigure(`the blog has ${blog.posts} posts`, `${list.length}`, toFigure(list.length, blog.posts)),
      ),
    );
  const featured = list.filter((p) => p.data.featured);
  if (featured.length < blog.featured) {
    out.push(
      ctx.report(
        rule,
        dir,
        undefined,
        launchFigure(
          `the blog features ${blog.featured} post`,
          `${featured.length}`,
          'add `featured: true` to the front matter of one',
        ),
      ),
    );
  }
  for (const p of featured.slice(blog.featured)) {
    out.push(
      ctx.report(
        rule,
        p.file,
        ['featured'],
        launchFigure(
          `the blog features ${blog.featured} post`,
          `${featured.length} (${featured.map((f) => f.slug).join(', ')})`,
          'remove `featured: true` from all but one',
        ),
      ),
    );
  }
}

/** The articles SPEC.md publishes on the site itself (not a link elsewhere). */
function localArticles(ctx: CheckContext, out: Diagnostic[]) {
  const list = ctx.content.posts;
  const dir = ctx.contentFiles.blogDir;
  for (const slug of blog.localArticles) {
    const post = list.find((p) => p.slug === slug);
    if (!post)
      out.push(
        ctx.report(
          rule,
          dir,
          undefined,
          launchFigure(
            `the blog publishes "${slug}" at ${blogPostPath(slug)}`,
            'no such post',
            `add ${slug}.md with a body and no url`,
          ),
        ),
      );
    else if (post.data.url)
      out.push(
        ctx.report(
          rule,
          post.file,
          ['url'],
          launchFigure(
            `the blog publishes this article here at ${blogPostPath(slug)}`,
            `a link to ${post.data.url}`,
            'remove `url` and write the body',
          ),
        ),
      );
  }
}

function categories(ctx: CheckContext, out: Diagnostic[]) {
  const blogFile = ctx.contentFiles.blogPage;
  const counted = countCategories(ctx.content);
  const listed = ctx.content.blogPage.listing.categories;
  for (const [name, want] of Object.entries(blog.categories)) {
    if (name === 'All Posts') continue; // every post: the post count above
    const i = listed.findIndex((c) => c.name === name);
    if (i < 0) {
      out.push(
        ctx.report(
          rule,
          blogFile,
          ['listing', 'categories'],
          launchFigure(
            `the sidebar lists "${name}" with ${want} posts`,
            'no such category',
            `add it to listing.categories`,
          ),
        ),
      );
      continue;
    }
    const n = counted[i]!.count;
    if (n === want) continue;
    const carrying = ctx.content.posts.filter((p) => p.data.category.includes(name)).map((p) => p.slug);
    const message = launchFigure(
      `category "${name}" has ${want} posts`,
      `${n}${carrying.length ? ` (${carrying.join(', ')})` : ''}`,
      "change the posts' `category` to match the launch",
    );
    out.push(ctx.report(rule, blogFile, ['listing', 'categories', i], message));
  }
  listed.forEach((c, i) => {
    if (c.name in blog.categories) return;
    out.push(
      ctx.report(
        rule,
        blogFile,
        ['listing', 'categories', i],
        launchFigure(
          `the sidebar's categories are ${Object.keys(blog.categories).join(', ')}`,
          `"${c.name}" too`,
          'remove it to match the launch',
        ),
      ),
    );
  });
}

/** The cards on the blog's first page, beside the featured post. */
function firstPage(ctx: CheckContext, out: Diagnostic[]) {
  const blogFile = ctx.contentFiles.blogPage;
  const first = ctx.routes.find((r) => r.path === blogBase);
  if (
    first?.view.kind === 'blog-list' &&
    ctx.content.posts.length === blog.posts &&
    first.view.posts.length !== blog.cardsOnFirstPage
  ) {
    const message = launchFigure(
      `the blog's first page shows ${blog.cardsOnFirstPage} article cards beside the featured one`,
      `${first.view.posts.length}`,
      `change listing.pageSize`,
    );
    out.push(ctx.report(rule, blogFile, ['listing', 'pageSize'], message));
  }
}

export const launchBlog = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  posts(ctx, out);
  localArticles(ctx, out);
  categories(ctx, out);
  firstPage(ctx, out);
  return out;
});
