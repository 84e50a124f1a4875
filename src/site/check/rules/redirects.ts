// redirects: every old address (`aliases`, site.yml's `redirects`) leads to a page that is built,
// in one step (no chains, no loops), never from the address of a live page, nor of a post that goes
// live later (the build would stop on its day), and each old path is redirected once, also
// counting a hand-made content/public/_redirects.
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicDir } from '../../public-files.ts';
import type { HeldBack } from '../../publish.ts';
import { collectRedirects, lineOf, pathOf, redirectProblems, type Redirect } from '../../redirects/collect.ts';
import type { SiteContent } from '../../model/content.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics.ts';
import { handMadeClashes, redirectsFile } from '../../redirects/output.ts';
import { defineRule } from './rule.ts';

export const redirectsRule = defineRule('redirects', (ctx) => {
  const redirects = collectRedirects(ctx.content, ctx.kinds);
  if (!redirects.length) return [];
  const targets = new Set([...ctx.routeByPath.keys(), ...ctx.files]);
  const out = [
    ...redirectProblems(ctx.content, redirects, ctx.routeByPath.keys(), targets).map(({ kind: _k, ...d }) => d),
    ...heldPages(ctx.content, redirects, ctx.held),
  ];
  const handMade = path.join(ctx.content.dir, publicDir, redirectsFile);
  let text: string | undefined;
  try {
    if (lstatSync(handMade).isFile()) text = readFileSync(handMade, 'utf8'); // as the build copies it: no link followed
  } catch {
    // No hand-made file (or none the build would copy: the schema rule says why).
  }
  if (text !== undefined) out.push(...handMadeClashes(ctx.content, redirects, text));
  return out;
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
