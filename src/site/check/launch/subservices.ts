// launch/subservices: SPEC.md's nineteen sub-service pages, each with its kind, title and price
// or CTA label, and the sub-service each service page's 'Learn More' link leads to.
import { pageFiles, type PageKey } from '../../model/collections.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { subServiceBase } from '../../routes.ts';
import type { CheckContext } from '../context.ts';
import { linksIn } from '../links-in.ts';
import { defineRule } from '../rules/rule.ts';
import { learnMoreLabel, learnMoreTargets, stubPrices, subServices, type SubServiceSpec } from '../spec-rules.ts';
import { launchFigure } from './figure.ts';

const rule = 'launch/subservices';
const specSlugs = new Set(subServices.map((s) => s.slug));

function entryOf(ctx: CheckContext, spec: SubServiceSpec, out: Diagnostic[]) {
  const entry = ctx.content.subservices.find((s) => s.slug === spec.slug);
  if (!entry) {
    const what =
      spec.kind === 'full'
        ? `kind: full, title: ${spec.title}, ctaLabel: ${spec.ctaLabel}`
        : `kind: stub, title: ${spec.title}, price: ${spec.price}`;
    out.push(
      ctx.report(
        rule,
        ctx.contentFiles.subservicesDir,
        undefined,
        launchFigure(
          `the nineteen sub-services include "${spec.slug}"`,
          'no such file',
          `add ${spec.slug}.yml (${what})`,
        ),
      ),
    );
    return;
  }
  const d = entry.data;
  const at = (field: string, figure: string, found: string, fix: string) =>
    out.push(ctx.report(rule, entry.file, [field], launchFigure(figure, found, fix)));
  if (d.kind !== spec.kind)
    return at('kind', `"${spec.slug}" is a ${spec.kind} page`, d.kind, `write kind: ${spec.kind}`);
  if (d.title !== spec.title)
    at('title', `"${spec.slug}" is titled "${spec.title}"`, `"${d.title}"`, `write title: ${spec.title}`);
  // A price outside the allowed set is launch/counts' finding; one mistake, one finding.
  if (spec.kind === 'stub' && d.kind === 'stub' && d.price !== spec.price && stubPrices.includes(d.price)) {
    at('price', `"${spec.slug}" costs ₹${spec.price}`, `₹${d.price}`, `write price: ${spec.price}`);
  }
  if (spec.kind === 'full' && d.kind === 'full' && d.ctaLabel !== spec.ctaLabel) {
    at(
      'ctaLabel',
      `"${spec.slug}" calls to action with "${spec.ctaLabel}"`,
      `"${d.ctaLabel}"`,
      `write ctaLabel: ${spec.ctaLabel}`,
    );
  }
}

/** Each service page's 'Learn More About Our Services' leads to the sub-service SPEC.md names. */
function learnMore(ctx: CheckContext, out: Diagnostic[]) {
  for (const key of Object.keys(pageFiles) as PageKey[]) {
    const expected = learnMoreTargets[key];
    if (!expected) continue;
    const file = ctx.contentFiles.pages[key];
    const target = `${subServiceBase}/${expected}`;
    const links = [...linksIn(ctx.content.pages[key].blocks, ['blocks'])].filter(
      (l) => l.label && learnMoreLabel.test(l.label.trim()),
    );
    if (!links.length)
      out.push(
        ctx.report(
          rule,
          file,
          ['blocks'],
          launchFigure(`this page has a "Learn More About Our Services" link to ${target}`, 'none', 'add one'),
        ),
      );
    for (const l of links) {
      if (l.href === target || !l.href?.startsWith(`${subServiceBase}/`)) continue; // elsewhere: the default rule's finding
      out.push(
        ctx.report(
          rule,
          file,
          l.action ? l.field : [...l.field, 'href'],
          launchFigure(`this page's "${l.label}" leads to ${target}`, l.href, 'point it there'),
        ),
      );
    }
  }
}

export const launchSubservices = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  for (const spec of subServices) entryOf(ctx, spec, out);
  for (const entry of ctx.content.subservices) {
    if (specSlugs.has(entry.slug)) continue;
    out.push(
      ctx.report(
        rule,
        entry.file,
        [],
        launchFigure(
          'the site has the nineteen sub-services of its launch',
          `"${entry.slug}" too`,
          'remove it to match the launch',
        ),
      ),
    );
  }
  learnMore(ctx, out);
  return out;
});
