// Where each picture of the content is shown, and so which sizes the build makes of it. The
// components say the same with <Picture use="…">; a test renders every page to hold the two together.
// Each kind of content lists its own pictures with these (kinds/, gathered by kinds/pictures.ts).
import type { Block } from '../content/schemas/index.ts';
import type { FieldPath } from '../content/yaml.ts';
import { markdownRefs } from '../content/markdown-refs.ts';
import { mayShowPictures } from '../content/parse.ts';

export type ImageUse = 'hero' | 'hero-main' | 'hero-side' | 'card' | 'spotlight' | 'row' | 'avatar' | 'team' | 'prose' | 'article' | 'inline' | 'social' | 'logo';

export interface UseSpec {
  /** Widths made for this place, in pixels: 1× and 2× its usual width on screen. */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** The widest it is ever shown, in CSS pixels: a smaller picture looks soft (check warns). */
  shown: number;
  what: string;
}

// Read off the stylesheet (the container is 1200 px; cards sit 3 across from 1024 px). One ladder
// for every picture but portraits, so a picture shown in several places is made at two widths,
// not six: 480 covers each place at 1×, 960 at 2× (or ~1.8× for the widest).
const ladder = [480, 960];
const column = '(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)';
export const useSpecs: Record<ImageUse, UseSpec> = {
  hero: { widths: ladder, sizes: '(min-width: 960px) 540px, calc(100vw - 2rem)', shown: 540, what: 'a hero picture' },
  // A hero with several pictures: a large one and smaller ones beside it (styles/layout.css).
  'hero-main': { widths: [240, ...ladder], sizes: '(min-width: 960px) 320px, calc((100vw - 3rem) * 0.58)', shown: 320, what: "a hero's main picture" },
  'hero-side': { widths: [240, 480], sizes: '(min-width: 960px) 270px, calc((100vw - 3rem) * 0.5)', shown: 270, what: 'a small hero picture' },
  card: { widths: ladder, sizes: column, shown: 400, what: 'a card picture' },
  // A case study across the page from 1000 px (styles/components/layouts.css), a card below that.
  spotlight: { widths: ladder, sizes: '(min-width: 1000px) 540px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)', shown: 540, what: 'a case study in the spotlight' },
  row: { widths: ladder, sizes: '(min-width: 860px) 580px, calc(100vw - 2rem)', shown: 580, what: 'a row picture' },
  avatar: { widths: [64, 128], sizes: '52px', shown: 52, what: 'a portrait beside a quote' },
  team: { widths: ladder, sizes: column, shown: 400, what: 'a team photo' },
  prose: { widths: ladder, sizes: '(min-width: 960px) 560px, calc(100vw - 2rem)', shown: 560, what: 'a picture beside text' },
  article: { widths: ladder, sizes: '(min-width: 52rem) 736px, calc(100vw - 2rem)', shown: 736, what: "a post's picture" },
  // In Markdown text (a post's body, a prose block): as wide as the text column, 70ch at most.
  inline: { widths: ladder, sizes: '(min-width: 52rem) 736px, calc(100vw - 2rem)', shown: 736, what: 'a picture in Markdown text' },
  // A client logo in a strip (styles/components/case-study.css): at most 160 × 64 px.
  logo: { widths: [160, 320], sizes: '160px', shown: 160, what: 'a client logo' },
  // Shared on social networks as one file, the largest made; networks ask for at least 600 px.
  social: { widths: [], sizes: '', shown: 600, what: 'a social-card picture' },
};

/** Alone, a hero picture is large; of three, the first is large and the others small; of two, both are small. */
export function heroUse(index: number, count: number): ImageUse {
  if (count === 1) return 'hero';
  return index === 0 && count > 2 ? 'hero-main' : 'hero-side';
}

/** One place a picture of the content is shown. */
export interface ImageRef {
  src: string;
  use: ImageUse;
  /** The content file and field that name it, for messages; the line, when it is in Markdown. */
  file: string;
  field: FieldPath;
  line?: number;
}

/** The pictures of a Markdown text, `![alt](src)`; with lines when the text's first line is known. */
export function markdownImageRefs(source: string, firstLine: number | undefined, file: string, field: FieldPath, out: ImageRef[]): void {
  if (!mayShowPictures(source)) return;
  for (const ref of markdownRefs(source, firstLine ?? 1)) {
    if (ref.image) out.push({ src: ref.href, use: 'inline', file, field, line: firstLine === undefined ? undefined : ref.line });
  }
}

/** The pictures of a list of blocks (`key`: the field holding it), in `out`. */
export function blocksRefs(blocks: readonly Block[], file: string, out: ImageRef[], key = 'blocks'): void {
  blocks.forEach((block, i) => {
    const at = (use: ImageUse, ...field: FieldPath) => (src: string) => out.push({ src, use, file, field: [key, i, ...field] });
    switch (block.type) {
      case 'hero':
        block.images?.forEach((img, j, all) => at(heroUse(j, all.length), 'images', j, 'src')(img.src));
        break;
      case 'cards':
        block.items.forEach((c, j) => c.image && at(block.layout === 'alternating' ? 'row' : 'card', 'items', j, 'image', 'src')(c.image.src));
        break;
      case 'testimonials':
        block.items.forEach((t, j) => at('avatar', 'items', j, 'image', 'src')(t.image.src));
        break;
      case 'team':
        block.members.forEach((m, j) => at('team', 'members', j, 'image', 'src')(m.image.src));
        break;
      case 'case-studies':
        // Without items it lists the case-study files: the page's kind names those (kinds/case-study-listing.ts).
        block.items?.forEach((c, j, all) => at(caseStudyUse(block.layout, j, all.length), 'items', j, 'image', 'src')(c.image.src));
        break;
      case 'logos':
        block.items.forEach((l, j) => at('logo', 'items', j, 'src')(l.src));
        break;
      case 'prose':
        if (block.image) at('prose', 'image', 'src')(block.image.src);
        markdownImageRefs(block.body, undefined, file, [key, i, 'body'], out);
        break;
      default:
        // The other blocks show no pictures; a new block with one adds its case here.
        block satisfies Exclude<Block, { type: 'hero' | 'cards' | 'testimonials' | 'team' | 'case-studies' | 'logos' | 'prose' }>;
    }
  });
}

/** In a spotlight the first story is wide, and the last when the others would leave it alone in its row. */
export function caseStudyUse(layout: 'cards' | 'spotlight', index: number, count: number): ImageUse {
  const wide = index === 0 || (index === count - 1 && count % 2 === 0);
  return layout === 'spotlight' && wide ? 'spotlight' : 'card';
}
