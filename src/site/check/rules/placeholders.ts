// placeholders: no `{name}`-style token survives onto a rendered page (SPEC.md's sample data has
// them; the site must not). Reported where the token is written in content.
import type { FieldPath } from '../../content/yaml.ts';
import type { CheckContext, ContentDoc } from '../context.ts';
import { htmlText } from '../html.ts';
import { primarySource } from '../links-common.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'placeholders';
const token = /\{[A-Za-z_][A-Za-z0-9_]*\}/g;
const anyToken = new RegExp(token.source);

/** Every string of a content file's data, with its field path. */
export function* strings(value: unknown, field: FieldPath): Generator<{ field: FieldPath; text: string }> {
  if (typeof value === 'string') yield { field, text: value };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* strings(value[i], [...field, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, [...field, k]);
}

/** Where a token is written among `docs`: page files first, the shared site config last. */
function writtenAt(docs: readonly ContentDoc[], siteFile: string, t: string) {
  const hits: { doc: ContentDoc; field: FieldPath; line?: number }[] = [];
  for (const doc of [...docs].sort((a, b) => Number(a.file === siteFile) - Number(b.file === siteFile))) {
    if (hits.length && doc.file === siteFile) break;
    for (const s of strings(doc.data, [])) if (s.text.includes(t)) hits.push({ doc, field: s.field });
    if (doc.body?.text.includes(t)) {
      const offset = doc.body.text.slice(0, doc.body.text.indexOf(t)).split('\n').length - 1;
      hits.push({ doc, field: [], line: doc.body.line + offset });
    }
  }
  return hits;
}

export const placeholders = defineRule(rule, (ctx: CheckContext) => {
  const findings = new Findings();
  for (const page of ctx.pages) {
    if (!anyToken.test(page.html)) continue; // most pages: no braces at all, nothing to read
    const tokens = new Set(htmlText(page.html).flatMap((t) => t.match(token) ?? []));
    if (!tokens.size) continue;
    const docs = ctx.docs.filter((d) => page.route.sources.includes(d.file));
    for (const t of tokens) {
      const message = `"${t}" is shown as written on ${page.route.path}: replace the placeholder with the real text`;
      const hits = writtenAt(docs, ctx.contentFiles.site, t);
      if (!hits.length) {
        findings.add(ctx.report(rule, primarySource(page.route), undefined, message));
        continue;
      }
      for (const h of hits) {
        const d = ctx.report(rule, h.doc.file, h.field.length ? h.field : undefined, message);
        if (h.line) d.line = h.line;
        // The same token in a shared file shows on many pages: one finding per place it is written.
        findings.add(d, `${d.file}:${d.line}:${d.field}:${t}`);
      }
    }
  }
  return findings.list;
});
