// subservices: what every sub-service page keeps, however many there are — files end in .yml, full
// pages show their title as their heading and send every
// call to action, labelled `ctaLabel`, to /contact; 'Learn More' links land on a sub-service page.
// (A `service:` that is not a page is links/internal's finding, as every site path in content.)
// (SPEC.md's nineteen, with their titles and prices, are the launch profile's: launch/subservices.ts.)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pageFiles, type PageKey } from '../../model/collections.ts';
import { subserviceFiles } from '../../kinds/subservices.ts';
import type { FullSubService } from '../../model/schemas/index.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { subServiceBase } from '../../routes.ts';
import type { CheckContext } from '../context.ts';
import { linksIn } from '../links-in.ts';
import { fullSubServiceCtaTarget, learnMoreLabel } from '../spec-rules.ts';
import { defineRule } from './rule.ts';

const rule = 'subservices';

function strayFiles(ctx: CheckContext, out: Diagnostic[]) {
  const dir = path.join(ctx.content.dir, subserviceFiles.dir);
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const ext = subserviceFiles.ext;
  for (const name of names.filter((n) => !n.endsWith(ext) && !n.startsWith('.'))) {
    const slug = name.replace(/\.[^.]*$/, '');
    const twin = names.includes(slug + ext);
    out.push(
      ctx.report(
        rule,
        `${ctx.contentFiles.subservicesDir}/${name}`,
        undefined,
        twin
          ? `duplicate of ${slug}${ext}: only ${ext} files are read, so this copy is ignored; merge and delete one`
          : `ignored: sub-service files must end in ${ext}; rename it to ${slug}${ext}`,
      ),
    );
  }
}

function fullPage(ctx: CheckContext, out: Diagnostic[], slug: string, file: string, d: FullSubService) {
  const shown = ctx.scanOf(`${subServiceBase}/${slug}`)?.h1;
  if (shown && !shown.includes(d.title)) {
    out.push(
      ctx.report(
        rule,
        file,
        ['blocks'],
        `the page's heading (h1) is ${shown.length ? `"${shown.join('", "')}"` : 'missing'}, not its title "${d.title}": start the page with a hero block, which shows the title above its headline`,
      ),
    );
  }
  let ctas = 0;
  for (const l of linksIn(d.blocks, ['blocks'])) {
    if (!l.action) continue;
    ctas++;
    const a = l.action;
    if (a.kind !== 'link' || a.href !== fullSubServiceCtaTarget) {
      out.push(
        ctx.report(
          rule,
          file,
          l.field,
          `call to action "${a.label}" ${a.kind === 'link' ? `leads to ${a.href}` : `is a ${a.kind} action`}: on a full sub-service page every call to action is a link to ${fullSubServiceCtaTarget}; make it \`{kind: link, href: ${fullSubServiceCtaTarget}}\``,
        ),
      );
    } else if (a.label !== d.ctaLabel) {
      out.push(
        ctx.report(
          rule,
          file,
          [...l.field, 'label'],
          `call to action is labelled "${a.label}"; this page's CTA label is "${d.ctaLabel}" (ctaLabel): use it`,
        ),
      );
    }
  }
  if (!ctas)
    out.push(
      ctx.report(
        rule,
        file,
        ['blocks'],
        `no call to action: add a link labelled "${d.ctaLabel}" to ${fullSubServiceCtaTarget}`,
      ),
    );
}

/** 'Learn More About Our Services' lands on a sub-service page of the content. */
function learnMore(ctx: CheckContext, out: Diagnostic[]) {
  const slugs = new Set(ctx.content.subservices.map((s) => s.slug));
  for (const key of Object.keys(pageFiles) as PageKey[]) {
    for (const l of linksIn(ctx.content.pages[key].blocks, ['blocks'])) {
      if (!l.label || !learnMoreLabel.test(l.label.trim())) continue;
      const slug = l.href?.startsWith(`${subServiceBase}/`) ? l.href.slice(subServiceBase.length + 1) : undefined;
      if (slug && slugs.has(slug)) continue;
      const field = l.action ? l.field : [...l.field, 'href'];
      out.push(
        ctx.report(
          rule,
          ctx.contentFiles.pages[key],
          field,
          `"${l.label}" leads to ${l.href ?? `a ${l.action?.kind} action`}: point it to a sub-service page, ${subServiceBase}/<slug of a file in subservices/>`,
        ),
      );
    }
  }
}

export const subservices = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  strayFiles(ctx, out);
  for (const entry of ctx.content.subservices)
    if (entry.data.kind === 'full') fullPage(ctx, out, entry.slug, entry.file, entry.data);
  learnMore(ctx, out);
  return out;
});
