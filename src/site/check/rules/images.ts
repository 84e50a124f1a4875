// images: a picture narrower than the widest it is shown looks soft there; a self-hosted picture the
// last build could not download is linked from its host; an SVG had something removed as it was
// cleaned; one picture fills more than MAX_PLACES places. Missing and unreadable files are the
// images stage's own problems (images/prepare.ts), reported by `check` as the build would stop on
// them; alt text is the schema's (image objects) and the blog rule's (posts).
import type { Diagnostic } from '../../diagnostics.ts';
import { useSpecs, type ImageRef } from '../../images/uses.ts';
import type { PreparedImage } from '../../images/catalog.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../images/card-size.ts';
import { shareSize } from '../../images/share-crop.ts';
import type { CheckContext } from '../context.ts';
import { defineRule } from './rule.ts';

const rule = 'images';

export const images = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const ref of ctx.images?.refs ?? []) {
    const image = ctx.images!.catalog[ref.src];
    // An SVG is sharp at any width; only what is shared is a raster, made from it.
    if (!image || (image.svg && !useSpecs[ref.use].shared) || seen.has(`${ref.src} ${ref.use}`)) continue;
    const said = tooSmall(ref, image);
    if (!said) continue;
    seen.add(`${ref.src} ${ref.use}`);
    out.push(ctx.report(rule, ref.file, ref.field, said, 'warning'));
  }
  return [...out, ...notDownloaded(ctx), ...cleaned(ctx), ...reused(ctx)];
});

/** Why a picture is too small where it is shown, or undefined. */
function tooSmall(ref: ImageRef, image: PreparedImage): string | undefined {
  const spec = useSpecs[ref.use];
  if (ref.use === 'share') {
    // Cut from the picture (images/share-crop.ts): its width is the crop's, not the picture's.
    const size = shareSize(image.width, image.height);
    if (size.width >= spec.shown) return undefined;
    const least = `${spec.shown} × ${Math.ceil((spec.shown * CARD_HEIGHT) / CARD_WIDTH)}`;
    return `${ref.src} gives ${spec.what} of ${size.width} × ${size.height} px (its widest part at 1.91:1), but networks ask for at least ${spec.shown} px wide: use a picture of at least ${least} px (${CARD_WIDTH} × ${CARD_HEIGHT} fills a preview)`;
  }
  if (image.width >= spec.shown) return undefined;
  // A social card is one file a network scales itself: no width for high-density screens to name.
  const sharp = spec.widths.length ? ` (${Math.max(...spec.widths)} px stays sharp on high-density screens)` : '';
  return `${ref.src} is ${image.width} px wide, but it is shown up to ${spec.shown} px wide as ${spec.what}: use a picture at least ${spec.shown} px wide${sharp}`;
}

/** The most places one picture may fill across the site before `check` warns (docs/check.md). */
export const MAX_PLACES = 3;

/**
 * A picture filling more than MAX_PLACES places makes pages look alike (issue 37: one drawing in 8).
 * A place is a field that names it (a post's picture counts once for its card and its page); what
 * is shared (a social card, a post's share preview) is none. Said once, at the first place past the limit.
 */
function reused(ctx: CheckContext): Diagnostic[] {
  const places = new Map<string, ImageRef[]>();
  for (const ref of ctx.images?.refs ?? []) {
    if (useSpecs[ref.use].shared) continue;
    const list = places.get(ref.src) ?? [];
    const at = (r: ImageRef) => `${r.file}#${r.field.join('.')}#${r.line ?? ''}`;
    if (!list.some((r) => at(r) === at(ref))) list.push(ref);
    places.set(ref.src, list);
  }
  return [...places]
    .filter(([, list]) => list.length > MAX_PLACES)
    .map(([src, list]) => {
      const ref = list[MAX_PLACES]!;
      const files = [...new Set(list.map((r) => r.file))];
      const found = ctx.report(
        rule,
        ref.file,
        ref.field,
        `${src} fills ${list.length} places across the site (${files.join(', ')}), more than ${MAX_PLACES}: pages that repeat a picture look alike; choose or draw another for some of them`,
        'warning',
      );
      return { ...found, line: ref.line ?? found.line };
    });
}

/** SVG pictures the build removed something from (images/svg-clean.ts): the editor should know the file differs. */
function cleaned(ctx: CheckContext): Diagnostic[] {
  return [...(ctx.images?.cleaned ?? [])].map(([src, removed]) => {
    const ref = ctx.images!.refs.find((r) => r.src === src)!;
    const found = ctx.report(
      rule,
      ref.file,
      ref.field,
      `${src} is served cleaned: removed ${removed.join(', ')} (an SVG is a file of the site, where these could run or load from elsewhere); remove them from the file to keep this quiet`,
      'warning',
    );
    return { ...found, line: ref.line ?? found.line };
  });
}

/** Self-hosted pictures the last build could not download (`check` itself does not download). */
function notDownloaded(ctx: CheckContext): Diagnostic[] {
  return [...(ctx.images?.notDownloaded ?? [])].map(([src, why]) => {
    const ref = ctx.images!.refs.find((r) => r.src === src)!;
    const found = ctx.report(
      rule,
      ref.file,
      ref.field,
      `${src} is linked from ${new URL(src).host}, not served from the site: ${why}`,
      'warning',
    );
    return { ...found, line: ref.line ?? found.line }; // in Markdown: the picture's own line
  });
}
