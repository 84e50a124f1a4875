// counts: every count SPEC.md fixes, read from the table in spec-rules.ts — lists in blocks and in
// site.yml, stub prices, and the blog's posts, featured post and category counts.
import type { Diagnostic } from '../../diagnostics.ts';
import { blogBase, countCategories } from '../../routes.ts';
import { findBlock } from '../blocks.ts';
import type { CheckContext } from '../context.ts';
import { blog, counts, siteCounts, stubPrices } from '../spec-rules.ts';
import { defineRule } from './rule.ts';

const rule = 'counts';

function get(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

const plural = (n: number, what: string) => `${n} ${what}`;

function blockCounts(ctx: CheckContext, out: Diagnostic[]) {
  for (const c of counts) {
    for (const list of ctx.blockLists(c.page)) {
      const found = findBlock(ctx, rule, list, c.block, c.what);
      if (!found.ok) {
        out.push(found.diagnostic);
        continue;
      }
      if (found.warning) out.push(found.warning);
      const items = get(found.block, c.list);
      const field = [...found.path, ...c.list.split('.')];
      const n = Array.isArray(items) ? items.length : 0;
      if (n !== c.count) {
        out.push(ctx.report(rule, list.file, Array.isArray(items) ? field : found.path, `"${found.block.heading}" has ${plural(n, c.what)}; SPEC.md says ${c.count}: ${n < c.count ? 'add' : 'remove'} ${Math.abs(c.count - n)}`));
      }
      if (c.each && Array.isArray(items)) {
        items.forEach((item, i) => {
          const sub = get(item, c.each!.list);
          const m = Array.isArray(sub) ? sub.length : 0;
          if (m === c.each!.count) return;
          const title = (item as { title?: string }).title ?? `item ${i + 1}`;
          out.push(ctx.report(rule, list.file, [...field, i, ...(Array.isArray(sub) ? c.each!.list.split('.') : [])], `"${title}" has ${m} ${c.each!.list}; SPEC.md gives each of the ${c.what} ${c.each!.count}`));
        });
      }
    }
  }
}

function siteListCounts(ctx: CheckContext, out: Diagnostic[]) {
  for (const c of siteCounts) {
    const items = get(ctx.content.site, c.list);
    const n = Array.isArray(items) ? items.length : 0;
    if (n !== c.count) out.push(ctx.report(rule, ctx.contentFiles.site, c.list.split('.'), `${plural(n, c.what)}; SPEC.md says ${c.count}: ${n < c.count ? 'add' : 'remove'} ${Math.abs(c.count - n)}`));
  }
}

function prices(ctx: CheckContext, out: Diagnostic[]) {
  for (const s of ctx.content.subservices) {
    if (s.data.kind !== 'stub' || stubPrices.includes(s.data.price)) continue;
    out.push(ctx.report(rule, s.file, ['price'], `price ${s.data.price} is not one of the stub prices SPEC.md allows (${stubPrices.join(', ')}): use one of them`));
  }
}

function blogCounts(ctx: CheckContext, out: Diagnostic[]) {
  const posts = ctx.content.posts;
  const blogFile = ctx.contentFiles.blogPage;
  if (posts.length !== blog.posts) {
    out.push(ctx.report(rule, ctx.contentFiles.blogDir, undefined, `${plural(posts.length, 'posts')}; SPEC.md's blog has ${blog.posts}`));
  }
  const featured = posts.filter((p) => p.data.featured);
  if (featured.length < blog.featured) {
    out.push(ctx.report(rule, ctx.contentFiles.blogDir, undefined, `${plural(featured.length, 'featured posts')}; SPEC.md's blog has ${blog.featured}: add \`featured: true\` to its front matter`));
  }
  // The listing shows the newest featured post; every further one is a mistake where it is written.
  for (const p of featured.slice(blog.featured)) {
    out.push(ctx.report(rule, p.file, ['featured'], `more than ${blog.featured} featured post (${featured.map((f) => f.slug).join(', ')}): SPEC.md's blog features ${blog.featured}; remove \`featured: true\` from all but one`));
  }

  const counted = countCategories(ctx.content);
  const listed = ctx.content.blogPage.listing.categories;
  for (const [name, want] of Object.entries(blog.categories)) {
    if (name === 'All Posts') continue; // every post: the post count above
    const i = listed.findIndex((c) => c.name === name);
    if (i < 0) {
      out.push(ctx.report(rule, blogFile, ['listing', 'categories'], `category "${name}" is missing from the sidebar; SPEC.md lists it with ${want} posts`));
      continue;
    }
    const n = counted[i]!.count;
    if (n === want) continue;
    const carrying = posts.filter((p) => p.data.category.includes(name)).map((p) => p.slug);
    out.push(
      ctx.report(rule, blogFile, ['listing', 'categories', i], `category "${name}" has ${plural(n, 'posts')}${carrying.length ? ` (${carrying.join(', ')})` : ''}; SPEC.md says ${want}: fix the posts' \`category\``),
    );
  }
  listed.forEach((c, i) => {
    if (!(c.name in blog.categories)) out.push(ctx.report(rule, blogFile, ['listing', 'categories', i], `category "${c.name}" is not in SPEC.md's sidebar (${Object.keys(blog.categories).join(', ')})`));
  });

  const first = ctx.routes.find((r) => r.path === blogBase);
  if (first?.view.kind === 'blog-list' && posts.length === blog.posts && first.view.posts.length !== blog.cardsOnFirstPage) {
    out.push(ctx.report(rule, blogFile, ['listing', 'pageSize'], `the blog's first page shows ${plural(first.view.posts.length, 'article cards')} beside the featured one; SPEC.md shows ${blog.cardsOnFirstPage}`));
  }
}

export const countsRule = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  blockCounts(ctx, out);
  siteListCounts(ctx, out);
  prices(ctx, out);
  blogCounts(ctx, out);
  return out;
});
