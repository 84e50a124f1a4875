// The pictures a content file shows, found in its blocks and Markdown: each kind of content lists its
// own with these (kinds/, gathered by kinds/pictures.ts); the places are model/picture-uses.ts's.
import type { Block } from '../model/schemas/index.ts';
import type { FieldPath, SiteContent } from '../model/content.ts';
import type { AnyKind } from '../model/kind.ts';
import { filled, listedBy } from '../model/listings.ts';
import { markdownRefs, shownInMarkdown } from '../content/markdown-refs.ts';
import { mayShowPictures } from '../content/parse.ts';
import { caseStudyUse, galleryUse, heroUse, type ImageRef, type ImageUse } from '../model/picture-uses.ts';

export * from '../model/picture-uses.ts';

/** The pictures of a Markdown text, `![alt](src)`; with lines when the text's first line is known. */
export function markdownImageRefs(
  source: string,
  firstLine: number | undefined,
  file: string,
  field: FieldPath,
  out: ImageRef[],
): void {
  if (!mayShowPictures(source)) return;
  for (const ref of markdownRefs(source, firstLine ?? 1)) {
    // One the renderer drops (content/markdown.ts) is shown nowhere: check's link rules report it.
    if (ref.image && shownInMarkdown(ref.href))
      out.push({ src: ref.href, use: 'inline', file, field, line: firstLine === undefined ? undefined : ref.line });
  }
}

/** The pictures of a list of blocks (`key`: the field holding it), in `out`. */
export function blocksRefs(blocks: readonly Block[], file: string, out: ImageRef[], key = 'blocks'): void {
  blocks.forEach((block, i) => {
    const at =
      (use: ImageUse, ...field: FieldPath) =>
      (src: string) =>
        out.push({ src, use, file, field: [key, i, ...field] });
    switch (block.type) {
      case 'hero':
        block.images?.forEach((img, j, all) => at(heroUse(j, all.length), 'images', j, 'src')(img.src));
        break;
      case 'cards':
        block.items.forEach(
          (c, j) =>
            c.image && at(block.layout === 'alternating' ? 'row' : 'card', 'items', j, 'image', 'src')(c.image.src),
        );
        break;
      // A person without a photo is shown by their initials: no picture to make.
      case 'testimonials':
        block.items.forEach((t, j) => t.image && at('avatar', 'items', j, 'image', 'src')(t.image.src));
        break;
      case 'team':
        block.members.forEach((m, j) => m.image && at('team', 'members', j, 'image', 'src')(m.image.src));
        break;
      case 'case-studies':
        // Without items it lists the case-study files: listingRefs names those.
        block.items?.forEach((c, j, all) =>
          at(caseStudyUse(block.layout, j, all.length), 'items', j, 'image', 'src')(c.image.src),
        );
        break;
      case 'logos':
        block.items.forEach((l, j) => at('logo', 'items', j, 'src')(l.src));
        break;
      case 'prose':
        if (block.image) at('prose', 'image', 'src')(block.image.src);
        markdownImageRefs(block.body, undefined, file, [key, i, 'body'], out);
        break;
      case 'embed':
        if (block.poster) at('embed', 'poster')(block.poster);
        break;
      case 'gallery':
        block.items.forEach((p, j) => {
          at(galleryUse(block.layout, !!p.before), 'items', j, 'src')(p.src);
          if (p.before) at('gallery-wide', 'items', j, 'before', 'src')(p.before.src);
        });
        break;
      default:
        // The other blocks show no pictures; a new block with one adds its case here.
        block satisfies Exclude<
          Block,
          {
            type: 'hero' | 'cards' | 'testimonials' | 'team' | 'case-studies' | 'logos' | 'prose' | 'embed' | 'gallery';
          }
        >;
    }
  });
}

/** The pictures a page's listings show (model/listings.ts), named by the file of the entry that holds each. */
export function listingRefs(
  blocks: readonly Block[],
  content: SiteContent,
  kinds: readonly AnyKind[],
  out: ImageRef[],
): void {
  for (const block of blocks) {
    const listed = listedBy(block, content, kinds);
    if (!listed) continue;
    // The uses are the shown block's: its refs are [key, 0, 'items', j, ...], j the entry.
    const shown: ImageRef[] = [];
    blocksRefs(
      [
        filled(
          block,
          listed.map((e) => e.item),
        ),
      ],
      '',
      shown,
    );
    for (const ref of shown) {
      const entry = listed[ref.field[3] as number];
      if (entry?.picture) out.push({ src: ref.src, use: ref.use, file: entry.file, field: entry.picture.field });
    }
  }
}
