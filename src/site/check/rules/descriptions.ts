// descriptions: every page search engines list has a description of its own. Pages with the same
// one show the same words under different titles in results, and compete with each other. The
// later pages of a listing repeat their first page's (`continues`), as they should.
import type { Diagnostic } from '../../diagnostics.ts';
import type { Route } from '../../model/route.ts';
import type { CheckContext } from '../context.ts';
import { descriptionSource, listedInSearch } from '../written.ts';
import { defineRule } from './rule.ts';

const rule = 'descriptions';

/** The words as a reader tells them apart: case and spacing aside. */
const sameWords = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export const descriptions = defineRule(rule, (ctx) => {
  const byWords = new Map<string, Route[]>();
  for (const r of ctx.routes) {
    if (!listedInSearch(r) || r.continues) continue;
    const key = sameWords(r.description);
    (byWords.get(key) ?? byWords.set(key, []).get(key)!).push(r);
  }
  return [...byWords.values()].filter((routes) => routes.length > 1).flatMap((routes) => shared(ctx, routes));
});

/** Pages with one description: a warning at each field it was written in, naming the pages it is shared with. */
function shared(ctx: CheckContext, routes: readonly Route[]): Diagnostic[] {
  const byField = new Map<string, { at: ReturnType<typeof descriptionSource>; pages: Route[] }>();
  for (const r of routes) {
    const at = descriptionSource(r);
    const key = `${at.file}\0${at.field.join('.')}`;
    (byField.get(key) ?? byField.set(key, { at, pages: [] }).get(key)!).pages.push(r);
  }
  const words = clip(routes[0]!.description);
  return [...byField.values()].map(({ at, pages }) => {
    const others = routes.filter((r) => !pages.includes(r));
    const message = others.length
      ? `${paths(pages)} ${pages.length > 1 ? 'have' : 'has'} the same description as ${paths(others)} ("${words}"): give ${pages.length > 1 ? 'each' : 'it'} a description of its own, saying what that page alone offers, so search results tell them apart`
      : `${paths(pages)} all take their description from here ("${words}"): give all but one a description of their own, so search results tell them apart`;
    return ctx.report(rule, at.file, at.field, message, 'warning');
  });
}

function paths(routes: readonly Route[]): string {
  const shown = routes.slice(0, 4).map((r) => r.path);
  return routes.length > shown.length
    ? `${shown.join(', ')} and ${routes.length - shown.length} more`
    : shown.join(', ');
}

function clip(text: string): string {
  const chars = [...text];
  return chars.length > 60 ? `${chars.slice(0, 57).join('').trimEnd()}…` : text;
}
