// subservices: exactly the nineteen sub-service pages of SPEC.md, each with its kind, title and
// price or CTA label; full pages show their title as their heading and send every call to action
// to /contact; 'Learn More' links land on one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { folderCollections, pageFiles, type PageKey } from '../../content/collections.ts';
import type { Action } from '../../content/schemas/index.ts';
import type { FieldPath } from '../../content/yaml.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { subServiceBase } from '../../routes.ts';
import type { CheckContext } from '../context.ts';
import { fullSubServiceCtaTarget, learnMoreLabel, learnMoreTargets, stubPrices, subServices } from '../spec-rules.ts';
import { defineRule } from './rule.ts';

const rule = 'subservices';
const specSlugs = new Set(subServices.map((s) => s.slug));

/** Every action and card link in a value, with its field path. */
function* linksIn(value: unknown, field: FieldPath): Generator<{ field: FieldPath; label?: string; href?: string; action?: Action }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* linksIn(value[i], [...field, i]);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  if (typeof obj.kind === 'string' && typeof obj.label === 'string' && ['chat', 'link', 'phone', 'email'].includes(obj.kind)) {
    yield { field, label: obj.label, href: typeof obj.href === 'string' ? obj.href : undefined, action: obj as unknown as Action };
    return;
  }
  if (typeof obj.href === 'string') yield { field, label: (obj.linkLabel ?? obj.title) as string | undefined, href: obj.href };
  for (const [k, v] of Object.entries(obj)) yield* linksIn(v, [...field, k]);
}

function strayFiles(ctx: CheckContext, out: Diagnostic[]) {
  const dir = path.join(ctx.content.dir, folderCollections.subservices.dir);
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const ext = folderCollections.subservices.ext;
  for (const name of names.filter((n) => !n.endsWith(ext) && !n.startsWith('.'))) {
    const slug = name.replace(/\.[^.]*$/, '');
    const twin = names.includes(slug + ext);
    out.push(
      ctx.report(rule, `${ctx.contentFiles.subservicesDir}/${name}`, undefined, twin
        ? `duplicate of ${slug}${ext}: only ${ext} files are read, so this copy is ignored; merge and delete one`
        : `ignored: sub-service files must end in ${ext}; rename it to ${slug}${ext}`),
    );
  }
}

function checkEntries(ctx: CheckContext, out: Diagnostic[]) {
  const bySlug = new Map(ctx.content.subservices.map((s) => [s.slug, s]));
  for (const spec of subServices) {
    const entry = bySlug.get(spec.slug);
    if (!entry) {
      const what = spec.kind === 'full' ? `kind: full, title: ${spec.title}, ctaLabel: ${spec.ctaLabel}` : `kind: stub, title: ${spec.title}, price: ${spec.price}`;
      out.push(ctx.report(rule, ctx.contentFiles.subservicesDir, undefined, `missing sub-service "${spec.slug}": add ${spec.slug}.yml (${what}); SPEC.md lists nineteen`));
      continue;
    }
    const d = entry.data;
    const at = (field: string, message: string) => out.push(ctx.report(rule, entry.file, [field], message));
    if (d.kind !== spec.kind) {
      at('kind', `"${spec.slug}" is a ${spec.kind} page in SPEC.md, not ${d.kind}`);
      continue;
    }
    if (d.title !== spec.title) at('title', `title is "${d.title}"; SPEC.md gives "${spec.title}" for ${spec.slug}: write title: ${spec.title}`);
    // A price outside the allowed set is the counts rule's finding; one mistake, one finding.
    if (spec.kind === 'stub' && d.kind === 'stub' && d.price !== spec.price && stubPrices.includes(d.price)) {
      at('price', `price is ${d.price}; SPEC.md gives ₹${spec.price} for ${spec.slug}: write price: ${spec.price}`);
    }
    if (spec.kind === 'full' && d.kind === 'full') {
      const shown = ctx.scanOf(`${subServiceBase}/${spec.slug}`)?.h1;
      if (shown && !shown.includes(spec.title)) {
        out.push(ctx.report(rule, entry.file, ['blocks'], `the page's heading (h1) is ${shown.length ? `"${shown.join('", "')}"` : 'missing'}; SPEC.md gives "${spec.title}" as its title: start the page with a hero block, which shows the title above its headline`));
      }
      if (d.ctaLabel !== spec.ctaLabel) at('ctaLabel', `ctaLabel is "${d.ctaLabel}"; SPEC.md gives "${spec.ctaLabel}" for ${spec.slug}`);
      let ctas = 0;
      for (const l of linksIn(d.blocks, ['blocks'])) {
        if (!l.action) continue;
        ctas++;
        const a = l.action;
        if (a.kind !== 'link' || a.href !== fullSubServiceCtaTarget) {
          out.push(ctx.report(rule, entry.file, l.field, `call to action "${a.label}" ${a.kind === 'link' ? `leads to ${a.href}` : `is a ${a.kind} action`}: on a full sub-service page every call to action is a link to ${fullSubServiceCtaTarget} (SPEC.md); make it \`{kind: link, href: ${fullSubServiceCtaTarget}}\``));
        } else if (a.label !== d.ctaLabel) {
          out.push(ctx.report(rule, entry.file, [...l.field, 'label'], `call to action is labelled "${a.label}"; this page's CTA label is "${d.ctaLabel}" (ctaLabel)`));
        }
      }
      if (!ctas) out.push(ctx.report(rule, entry.file, ['blocks'], `no call to action: add a link labelled "${d.ctaLabel}" to ${fullSubServiceCtaTarget} (SPEC.md)`));
    }
  }
  for (const entry of ctx.content.subservices) {
    if (specSlugs.has(entry.slug)) continue;
    out.push(ctx.report(rule, entry.file, [], `"${entry.slug}" is not one of the nineteen sub-services of SPEC.md: rename the file to one of them or remove it`));
  }
}

/** 'Learn More About Our Services' lands on a sub-service page; each service page's on the one SPEC.md names. */
function checkLearnMore(ctx: CheckContext, out: Diagnostic[]) {
  for (const key of Object.keys(pageFiles) as PageKey[]) {
    const file = ctx.contentFiles.pages[key];
    const expected = learnMoreTargets[key];
    let found = false;
    for (const l of linksIn(ctx.content.pages[key].blocks, ['blocks'])) {
      if (!l.label || !learnMoreLabel.test(l.label.trim())) continue;
      const field = l.action ? l.field : [...l.field, 'href'];
      const slug = l.href?.startsWith(`${subServiceBase}/`) ? l.href.slice(subServiceBase.length + 1) : undefined;
      if (!slug || !specSlugs.has(slug)) {
        out.push(ctx.report(rule, file, field, `"${l.label}" leads to ${l.href ?? `a ${l.action?.kind} action`}: it must lead to a sub-service page, ${subServiceBase}/<one of the nineteen slugs>`));
      } else if (expected && slug !== expected) {
        out.push(ctx.report(rule, file, field, `"${l.label}" leads to ${l.href}; SPEC.md sends this page's to ${subServiceBase}/${expected}: point it there`));
      }
      found = true;
    }
    if (expected && !found) {
      out.push(ctx.report(rule, file, ['blocks'], `no "Learn More About Our Services" link: SPEC.md has one on this page, leading to ${subServiceBase}/${expected}`));
    }
  }
}

export const subservices = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  strayFiles(ctx, out);
  checkEntries(ctx, out);
  checkLearnMore(ctx, out);
  return out;
});
