// titles: no two pages share a <title>. Pages with the same title (SPEC.md gives two stubs "Content
// SEO Services") are told apart by a `label` from content (routes.ts), never by their slug.
import type { Diagnostic } from '../../diagnostics.ts';
import type { Route } from '../../model/route.ts';
import { primarySource } from '../links-common.ts';
import { defineRule } from './rule.ts';

const rule = 'titles';

export const titles = defineRule(rule, (ctx) => {
  const byTitle = new Map<string, Route[]>();
  for (const r of ctx.routes) (byTitle.get(r.title) ?? byTitle.set(r.title, []).get(r.title)!).push(r);
  const out: Diagnostic[] = [];
  for (const [title, routes] of byTitle) {
    if (routes.length < 2) continue;
    for (const r of routes) {
      const others = routes
        .filter((o) => o !== r)
        .map((o) => o.path)
        .join(', ');
      const fix = r.label
        ? 'give them different labels'
        : 'add a `label` (a few words, e.g. what the page is about) that tells it apart; it is shown in its <title>';
      out.push(
        ctx.report(
          rule,
          primarySource(r),
          r.label ? ['label'] : ['title'],
          `the page ${r.path} has the same <title> as ${others} ("${title}"): ${fix}`,
        ),
      );
    }
  }
  return out;
});
