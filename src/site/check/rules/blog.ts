// blog: posts are unique, local posts have a body, external posts an absolute url (and no body that
// would never be shown), images have alt text (a post image without it is a warning: it is
// decorative beside the title), categories exist; a post dated in the future is scheduled (an info
// saying when it goes live; a warning when more than a year ahead, a likely typo). Real dates are the schema's: build refuses them too.
import type { PostEntry } from '../../model/content.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { localDay } from '../../publish.ts';
import { blogPostPath } from '../../model/route.ts';
import { contentLinks } from '../content-links.ts';
import type { CheckContext } from '../context.ts';
import { atLink } from '../links-common.ts';
import { defineRule } from './rule.ts';

const rule = 'blog';

/** The published posts and the scheduled ones: those go live without another look, so they are held to these rules now. */
const postsOf = (ctx: CheckContext): PostEntry[] => [
  ...ctx.content.posts,
  ...[...ctx.held.values()].flatMap((h) => (h.post ? [h.post] : [])),
];

function unique(ctx: CheckContext, out: Diagnostic[]) {
  // Which of two equal posts is the copy cannot be known: each one is reported, naming the other.
  for (const field of ['title', 'url'] as const) {
    const groups = new Map<string, PostEntry[]>();
    for (const post of postsOf(ctx)) {
      const value = post.data[field]?.trim().toLowerCase();
      if (value) (groups.get(value) ?? groups.set(value, []).get(value)!).push(post);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const post of group) {
        const others = group
          .filter((p) => p !== post)
          .map((p) => p.slug)
          .join(', ');
        out.push(
          ctx.report(
            rule,
            post.file,
            [field],
            `same ${field} as the post ${others}: each post appears once; remove one or change its ${field}`,
          ),
        );
      }
    }
  }
  const others = new Map(
    ctx.routes.filter((r) => r.view.kind !== 'blog-post').map((r) => [r.path.toLowerCase(), r.path]),
  );
  for (const post of postsOf(ctx)) {
    if (post.data.url) continue;
    const clash = others.get(blogPostPath(post.slug).toLowerCase());
    if (clash)
      out.push(
        ctx.report(
          rule,
          post.file,
          [],
          `this post would be built at ${blogPostPath(post.slug)}, which is already the page ${clash}: rename the file`,
        ),
      );
  }
}

function perPost(ctx: CheckContext, out: Diagnostic[]) {
  const known = new Set(ctx.content.blogPage.listing.categories.map((c) => c.name));
  for (const post of postsOf(ctx)) {
    const d = post.data;
    if (!d.url && !post.body.trim()) {
      out.push({
        file: post.file,
        line: post.bodyLine,
        rule,
        severity: 'error',
        message: 'a post without `url` is published here, so it needs a Markdown body after the front matter',
      });
    }
    if (d.url && post.body.trim()) {
      out.push({
        file: post.file,
        line: post.bodyLine,
        rule,
        severity: 'warning',
        message: `this post links out to ${d.url}, so its body is never shown: remove the body or the url`,
      });
    }
    d.category.forEach((c, i) => {
      if (known.has(c)) return;
      // `category: SEO` and `category: [SEO, …]` both load as a list; name the field as written.
      const listed =
        ctx.lineOf(post.file, ['category', i]) !== ctx.lineOf(post.file, ['category']) ||
        /category:\s*\[/.test(ctx.source(post.file));
      const field = listed ? ['category', i] : ['category'];
      out.push(
        ctx.report(
          rule,
          post.file,
          field,
          `category "${c}" is not in the blog's categories (${[...known].join(', ')}): use one of them, or add it to pages/blog.yml listing.categories`,
        ),
      );
    });
  }
}

function imageAlt(ctx: CheckContext, out: Diagnostic[]) {
  for (const post of ctx.content.posts) {
    if (post.data.imageAlt) continue;
    const message =
      'no `imageAlt`: the post image is shown as decorative (alt=""); add `imageAlt:` saying what the picture shows, for visitors who cannot see it';
    out.push(ctx.report(rule, post.file, ['image'], message, 'warning'));
  }
  const postFiles = new Set(ctx.content.posts.map((p) => p.file));
  for (const link of contentLinks(ctx)) {
    if (!postFiles.has(link.file) || link.from !== 'markdown' || !link.image || link.alt?.trim()) continue;
    out.push(atLink(rule, link, `image ${link.href} has no alt text: write ![what the image shows](${link.href})`));
  }
}

/** Scheduled posts (publish.ts left them out): when each goes live (info); a year or more ahead looks like a typo (warning). */
function scheduled(ctx: CheckContext, out: Diagnostic[]) {
  const now = ctx.now;
  const yearAhead = localDay(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
  for (const held of ctx.held.values()) {
    if (held.until === 'draft' || !held.file.endsWith('.md')) continue;
    const day = held.until.slice(0, 10);
    const typo = day > yearAhead ? '; more than a year ahead, which looks like a typo: check the year' : '';
    const message = `dated ${held.until}, after today: scheduled, so build leaves it out (page, listings, feed, sitemap) and it goes live with the first build on or after ${held.until}${typo}; build --future previews it`;
    // Scheduling is no mistake: an info, which --strict (and CI) passes; a likely typo is a warning.
    out.push(ctx.report(rule, held.file, ['date'], message, typo ? 'warning' : 'info'));
  }
}

export const blogRule = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  unique(ctx, out);
  perPost(ctx, out);
  imageAlt(ctx, out);
  scheduled(ctx, out);
  return out;
});
