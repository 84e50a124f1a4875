// images: a picture narrower than the widest it is shown looks soft there; a self-hosted picture the
// last build could not download is linked from its host; an SVG had something removed as it was cleaned. Missing and unreadable files are the
// images stage's own problems (images/prepare.ts), reported by `check` as the build would stop on
// them; alt text is the schema's (image objects) and the blog rule's (posts).
import type { Diagnostic } from '../../diagnostics.ts';
import { useSpecs } from '../../images/uses.ts';
import type { CheckContext } from '../context.ts';
import { defineRule } from './rule.ts';

const rule = 'images';

export const images = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const ref of ctx.images?.refs ?? []) {
    const image = ctx.images!.catalog[ref.src];
    const spec = useSpecs[ref.use];
    // An SVG is sharp at any width; only its social card is a raster, made from it.
    if (!image || (image.svg && ref.use !== 'social') || image.width >= spec.shown || seen.has(`${ref.src} ${ref.use}`)) continue;
    seen.add(`${ref.src} ${ref.use}`);
    // A social card is one file a network scales itself: no width for high-density screens to name.
    const sharp = spec.widths.length ? ` (${Math.max(...spec.widths)} px stays sharp on high-density screens)` : '';
    out.push(ctx.report(rule, ref.file, ref.field, `${ref.src} is ${image.width} px wide, but it is shown up to ${spec.shown} px wide as ${spec.what}: use a picture at least ${spec.shown} px wide${sharp}`, 'warning'));
  }
  return [...out, ...notDownloaded(ctx), ...cleaned(ctx)];
});

/** SVG pictures the build removed something from (images/svg-clean.ts): the editor should know the file differs. */
function cleaned(ctx: CheckContext): Diagnostic[] {
  return [...(ctx.images?.cleaned ?? [])].map(([src, removed]) => {
    const ref = ctx.images!.refs.find((r) => r.src === src)!;
    const found = ctx.report(rule, ref.file, ref.field, `${src} is served cleaned: removed ${removed.join(', ')} (an SVG is a file of the site, where these could run or load from elsewhere); remove them from the file to keep this quiet`, 'warning');
    return { ...found, line: ref.line ?? found.line };
  });
}

/** Self-hosted pictures the last build could not download (`check` itself does not download). */
function notDownloaded(ctx: CheckContext): Diagnostic[] {
  return [...(ctx.images?.notDownloaded ?? [])].map(([src, why]) => {
    const ref = ctx.images!.refs.find((r) => r.src === src)!;
    const found = ctx.report(rule, ref.file, ref.field, `${src} is linked from ${new URL(src).host}, not served from the site: ${why}`, 'warning');
    return { ...found, line: ref.line ?? found.line }; // in Markdown: the picture's own line
  });
}
