// Where a page's words were written: the file and field an editor opens to change what a rule
// found in its title or description (share cards, titles and descriptions that fit).
import type { FieldPath } from '../model/content.ts';
import { viewDecl, type WrittenText } from '../model/kind.ts';
import { notFoundPath, type Route } from '../model/route.ts';
import type { CheckContext } from './context.ts';
import { primarySource } from './links-common.ts';

/**
 * The parts of a route's title as written, the words this page alone has first (what to shorten):
 * as its view declares them (`titleFrom`), else its first source's `title`, after its `label` where
 * the title shows it ("Content SEO Services (Event Coverage)").
 */
export function titleSources(ctx: Pick<CheckContext, 'kinds' | 'content'>, route: Route): WrittenText[] {
  const declared = viewDecl(ctx.kinds, route.view).titleFrom?.(route.view, route, ctx.content);
  if (declared) return declared;
  const file = primarySource(route);
  const label = route.label && route.title.endsWith(` (${route.label})`) ? route.label : undefined;
  const title = label ? route.title.slice(0, -(label.length + 3)) : route.title;
  return [...(label ? [{ file, field: ['label'], text: label }] : []), { file, field: ['title'], text: title }];
}

/** Where a route's description was written: as the route says, else its first source's `description`. */
export function descriptionSource(route: Route): { file: string; field: FieldPath } {
  return route.descriptionFrom ?? { file: primarySource(route), field: ['description'] };
}

/** A page search engines list: not a draft (dev shows them), not the not-found page. */
export const listedInSearch = (route: Route): boolean => !route.draft && route.path !== notFoundPath;
