// redirects: every old address (`aliases`, site.yml's `redirects`) leads to a page that is built,
// in one step (no chains, no loops), and never from the address of a post that goes live later
// (the build would stop on its day). What stops the build today (an old path that is a live page,
// redirected twice, or also in a hand-made content/public/_redirects) the plan reports itself
// (pipeline.ts), as the build does.
import type { HeldBack } from '../../publish.ts';
import { collectRedirects, lineOf, pathOf, redirectProblems, type Redirect } from '../../redirects/collect.ts';
import type { SiteContent } from '../../model/content.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics.ts';
import { defineRule } from './rule.ts';

const theBuilds = new Set(['shadow', 'duplicate']);

export const redirectsRule = defineRule('redirects', (ctx) => {
  const redirects = collectRedirects(ctx.content, ctx.kinds);
  if (!redirects.length) return [];
  const targets = new Set([...ctx.routeByPath.keys(), ...ctx.files]);
  const ahead = redirectProblems(ctx.content, redirects, ctx.routeByPath.keys(), targets)
    .filter((p) => !theBuilds.has(p.kind))
    .map(({ kind: _k, redirect: _r, ...d }) => d);
  return [...ahead, ...heldPages(ctx.content, redirects, ctx.held)];
});

/** Old paths that are the address of a post held back today: a scheduled one's is an error now, a draft's a warning. */
function heldPages(
  content: SiteContent,
  redirects: readonly Redirect[],
  held: ReadonlyMap<string, HeldBack>,
): Diagnostic[] {
  const byPath = new Map([...held.values()].map((h) => [h.path.toLowerCase(), h]));
  return redirects.flatMap((r) => {
    const h = byPath.get(pathOf(r.from).toLowerCase());
    if (!h) return [];
    const at = { file: r.file, line: lineOf(content, r.file, r.field), field: r.field.join('.'), rule: 'redirects' };
    if (h.until === 'draft')
      return [
        diagnostic({
          ...at,
          severity: 'warning',
          message: `${r.from} is the address of the draft ${h.file}: once it is published the build stops there, as a redirect would hide it; remove the redirect, or give the post another slug`,
        }),
      ];
    return [
      diagnostic({
        ...at,
        message: `${r.from} is the address of ${h.file}, scheduled for ${h.until}: on that day the build stops, as a redirect there would hide it; remove the redirect, or give the post another slug`,
      }),
    ];
  });
}
