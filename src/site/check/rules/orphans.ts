// orphans: every published page can be reached from the home page by following links, as a
// visitor or a crawler does. A page only the sitemap names (or only pages like it name, in a closed
// group) is the one search engines find last. Reported at the page's content file.
import { notFoundPath, type Route } from '../../model/route.ts';
import { pathOf } from '../../redirects/collect.ts';
import { primarySource } from '../links-common.ts';
import { defineRule } from './rule.ts';

const rule = 'orphans';

/** The route path a link of a page leads to, if it is one of the site's (as routes spell it: redirects/collect.ts). */
const sitePath = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? pathOf(url) : undefined);

export const orphans = defineRule(rule, (ctx) => {
  if (!ctx.routeByPath.has('/')) return [];
  const reached = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length) {
    for (const link of ctx.scanOf(queue.shift()!)?.links ?? []) {
      const to = link.tag === 'a' ? sitePath(link.url) : undefined;
      if (to === undefined || reached.has(to) || !ctx.routeByPath.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  const unreached = (r: Route) => !reached.has(r.path) && r.path !== notFoundPath && ctx.scanOf(r.path);
  return ctx.routes
    .filter(unreached)
    .map((r) =>
      ctx.report(
        rule,
        primarySource(r),
        undefined,
        `${r.path} cannot be reached by following links from the home page (only the sitemap names it): link to it from a page that is, as its service page's cards or an \`entries\` block listing its kind`,
      ),
    );
});
