// titles: no two pages share a <title>. Pages with the same title (SPEC.md gives two stubs "Content
// SEO Services") are told apart by a `label` from content (routes.ts), never by their slug.
import type { PageKey } from '../../content/collections.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { fixedRoutes, notFoundPath, type Route } from '../../routes.ts';
import type { CheckContext } from '../context.ts';
import { defineRule } from './rule.ts';

const rule = 'titles';

/** The content file a route's title and label come from. */
function fileOf(ctx: CheckContext, route: Route): string {
  const page = fixedRoutes.find((r) => r.path === route.path)?.page ?? (route.path === notFoundPath ? 'notFound' : undefined);
  return page ? ctx.contentFiles.pages[page as PageKey] : route.sources[route.sources.length - 1]!;
}

export const titles = defineRule(rule, (ctx) => {
  const byTitle = new Map<string, Route[]>();
  for (const r of ctx.routes) (byTitle.get(r.title) ?? byTitle.set(r.title, []).get(r.title)!).push(r);
  const out: Diagnostic[] = [];
  for (const [title, routes] of byTitle) {
    if (routes.length < 2) continue;
    for (const r of routes) {
      const others = routes.filter((o) => o !== r).map((o) => o.path).join(', ');
      const fix = r.label ? 'give them different labels' : 'add a `label` (a few words, e.g. what the page is about) that tells it apart; it is shown in its <title>';
      out.push(ctx.report(rule, fileOf(ctx, r), r.label ? ['label'] : ['title'], `the page ${r.path} has the same <title> as ${others} ("${title}"): ${fix}`));
    }
  }
  return out;
});

