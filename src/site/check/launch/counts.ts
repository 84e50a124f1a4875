// launch/counts: the list counts SPEC.md fixes at launch, read from the table in spec-rules.ts —
// lists in blocks and in site.yml, and the stub prices.
import type { Diagnostic } from '../../diagnostics.ts';
import { listedBy } from '../../model/listings.ts';
import { findBlock } from '../blocks.ts';
import type { CheckContext } from '../context.ts';
import { defineRule } from '../rules/rule.ts';
import { counts, siteCounts, stubPrices } from '../spec-rules.ts';
import { launchFigure, toFigure } from './figure.ts';

const rule = 'launch/counts';

function get(value: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

function blockCounts(ctx: CheckContext, out: Diagnostic[]) {
  for (const c of counts) {
    for (const list of ctx.blockLists(c.page)) {
      const found = findBlock(ctx, rule, list, c.block, c.what);
      if (!found.ok) {
        out.push(found.diagnostic);
        continue;
      }
      if (found.warning) out.push(found.warning);
      // A block that lists a kind's files shows those (model/listings.ts).
      const listed = c.list === 'items' ? listedBy(found.block, ctx.content, ctx.kinds) : undefined;
      const items = listed ? listed.map((e) => e.item) : get(found.block, c.list);
      const field = listed ? found.path : [...found.path, ...c.list.split('.')];
      const n = Array.isArray(items) ? items.length : 0;
      if (n !== c.count) {
        out.push(
          ctx.report(
            rule,
            list.file,
            Array.isArray(items) ? field : found.path,
            launchFigure(`"${found.block.heading}" has ${c.count} ${c.what}`, `${n}`, toFigure(n, c.count)),
          ),
        );
      }
      if (c.each && Array.isArray(items)) {
        items.forEach((item, i) => {
          const sub = get(item, c.each!.list);
          const m = Array.isArray(sub) ? sub.length : 0;
          if (m === c.each!.count) return;
          const title = (item as { title?: string }).title ?? `item ${i + 1}`;
          const message = launchFigure(
            `each of the ${c.what} has ${c.each!.count} ${c.each!.list}`,
            `${m} in "${title}"`,
            toFigure(m, c.each!.count),
          );
          out.push(
            ctx.report(rule, list.file, [...field, i, ...(Array.isArray(sub) ? c.each!.list.split('.') : [])], message),
          );
        });
      }
    }
  }
}

function siteListCounts(ctx: CheckContext, out: Diagnostic[]) {
  for (const c of siteCounts) {
    const items = get(ctx.content.site, c.list);
    const n = Array.isArray(items) ? items.length : 0;
    if (n !== c.count)
      out.push(
        ctx.report(
          rule,
          ctx.contentFiles.site,
          c.list.split('.'),
          launchFigure(`${c.count} ${c.what}`, `${n}`, toFigure(n, c.count)),
        ),
      );
  }
}

function prices(ctx: CheckContext, out: Diagnostic[]) {
  for (const s of ctx.content.subservices) {
    if (s.data.kind !== 'stub' || stubPrices.includes(s.data.price)) continue;
    const message = launchFigure(
      `stub prices are ₹${stubPrices.join(', ₹')}`,
      `price ${s.data.price}`,
      'use one of them to match the launch',
    );
    out.push(ctx.report(rule, s.file, ['price'], message));
  }
}

export const launchCounts = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  blockCounts(ctx, out);
  siteListCounts(ctx, out);
  prices(ctx, out);
  return out;
});
