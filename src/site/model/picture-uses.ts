// Where each picture of the content is shown, and so which sizes the build makes of it: the
// places and their widths. The components say the same with <Picture use="…">; a test renders every
// page to hold the two together. Each kind of content lists its own pictures (images/uses.ts helps).
import type { FieldPath } from './content.ts';
import type { FocusPoint } from './focus.ts';

export type ImageUse =
  | 'hero'
  | 'hero-main'
  | 'hero-side'
  | 'card'
  | 'spotlight'
  | 'row'
  | 'avatar'
  | 'team'
  | 'prose'
  | 'article'
  | 'inline'
  | 'social'
  | 'share'
  | 'logo'
  | 'embed'
  | 'gallery'
  | 'gallery-wide';

export interface UseSpec {
  /** Widths made for this place, in pixels: from 1× its usual width on screen to 2× its widest. */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** The widest it is ever shown, in CSS pixels: a smaller picture looks soft (check warns). */
  shown: number;
  what: string;
  /**
   * Fetched by the networks and search engines a page is shared with, never by the page: wanted as
   * a raster (even of an SVG), no origin in the page's img-src, and no place on the site.
   */
  shared?: true;
}

// Measured in Chromium at 375, 768 and 1280 px on every route of the shipped site (issue 37): the
// text column is 100vw less two gutters of clamp(1rem, 0.5rem + 2.5vw, 2rem) (tokens.css), so
// calc(95vw - 1rem) below 960 px; the container is 1200 px; cards sit 2 across from 640 px and 3
// from 1024 px. Widths cover each place at DPR 2 where it is widest: 714 px (a full column at
// 768 px) → 1440; an article's 780 px → 1600. One ladder for the large places, so a picture shown
// in several is made at three widths, not nine. SVG pictures need none of this (served as SVG).
const ladder = [480, 960, 1440];
const fullColumn = 'calc(95vw - 1rem)';
const column = `(min-width: 1024px) 400px, (min-width: 640px) calc(47.5vw - 1.25rem), ${fullColumn}`;
export const useSpecs: Record<ImageUse, UseSpec> = {
  hero: { widths: ladder, sizes: `(min-width: 960px) 550px, ${fullColumn}`, shown: 714, what: 'a hero picture' },
  // A hero with several pictures: a large one and smaller ones beside it (styles/layout.css).
  'hero-main': {
    widths: [240, 480, 960],
    sizes: '(min-width: 960px) 320px, calc((100vw - 3rem) * 0.58)',
    shown: 407,
    what: "a hero's main picture",
  },
  'hero-side': {
    widths: [240, 480, 600],
    sizes: '(min-width: 960px) 225px, calc((100vw - 3rem) * 0.4)',
    shown: 291,
    what: 'a small hero picture',
  },
  card: { widths: ladder, sizes: column, shown: 714, what: 'a card picture' },
  // A story of a spotlight: across the page from 1000 px (styles/components/layouts.css), its
  // picture 540 px; the others two across, 584 px; below 1000 px two across, one on phones.
  spotlight: {
    widths: ladder,
    sizes: `(min-width: 1024px) 590px, (min-width: 640px) calc(47.5vw - 1.25rem), ${fullColumn}`,
    shown: 590,
    what: 'a case study in the spotlight',
  },
  row: { widths: ladder, sizes: `(min-width: 860px) 580px, ${fullColumn}`, shown: 714, what: 'a row picture' },
  avatar: { widths: [64, 128], sizes: '52px', shown: 52, what: 'a portrait beside a quote' },
  team: { widths: ladder, sizes: column, shown: 714, what: 'a team photo' },
  prose: {
    widths: ladder,
    sizes: `(min-width: 960px) 560px, ${fullColumn}`,
    shown: 714,
    what: 'a picture beside text',
  },
  // The narrow column (--narrow: 780px) from 840 px.
  article: {
    widths: [480, 960, 1600],
    sizes: `(min-width: 840px) 780px, ${fullColumn}`,
    shown: 780,
    what: "a post's picture",
  },
  // In Markdown text (a post's body, a prose block): as wide as the text column.
  inline: {
    widths: [480, 960, 1600],
    sizes: `(min-width: 840px) 780px, ${fullColumn}`,
    shown: 780,
    what: 'a picture in Markdown text',
  },
  // An embed's poster: the player's box, at most the narrow column (styles/components/embeds.css).
  embed: {
    widths: [480, 960, 1600],
    sizes: `(min-width: 840px) 780px, ${fullColumn}`,
    shown: 780,
    what: "an embed's poster",
  },
  // A gallery (styles/components/gallery.css), measured in Chromium from 320 to 1600 px: one across
  // below 640 px (591 px at 639), two from 640 px and three from 1000 px, 1.5rem apart, in the
  // container (gutters 5.5rem from 900 px, 1200 px at most from 1376 px). Widest at 639 px: 591.
  gallery: {
    widths: ladder,
    sizes:
      '(min-width: 1376px) 384px, (min-width: 1000px) calc(33.33vw - 4.67rem), (min-width: 900px) calc(50vw - 6.25rem), (min-width: 640px) calc(47.5vw - 1.25rem), calc(95vw - 1rem)',
    shown: 591,
    what: 'a picture in a gallery',
  },
  // A wide gallery's pictures and each half of a before/after pair: two across from 640 px.
  'gallery-wide': {
    widths: ladder,
    sizes:
      '(min-width: 1376px) 588px, (min-width: 900px) calc(50vw - 6.25rem), (min-width: 640px) calc(47.5vw - 1.25rem), calc(95vw - 1rem)',
    shown: 591,
    what: 'a picture in a wide gallery or a before/after pair',
  },
  // A client logo in a strip (styles/components/case-study.css): at most 160 × 64 px.
  logo: { widths: [160, 320], sizes: '160px', shown: 160, what: 'a client logo' },
  // Shared on social networks as one file, the largest made; networks ask for at least 600 px.
  social: { widths: [], sizes: '', shown: 600, what: 'a social-card picture', shared: true },
  // A post's share preview: a 1.91:1 part of its picture around its focus (images/share-crop.ts).
  share: { widths: [], sizes: '', shown: 600, what: "a post's share preview", shared: true },
};

/** Alone, a hero picture is large; of three, the first is large and the others small; of two, both are small. */
export function heroUse(index: number, count: number): ImageUse {
  if (count === 1) return 'hero';
  return index === 0 && count > 2 ? 'hero-main' : 'hero-side';
}

/** A gallery's picture: a pair's halves and a wide gallery's pictures are larger than a grid's. */
export function galleryUse(layout: 'grid' | 'wide', pair: boolean): ImageUse {
  return layout === 'wide' || pair ? 'gallery-wide' : 'gallery';
}

/** One place a picture of the content is shown. */
export interface ImageRef {
  src: string;
  use: ImageUse;
  /** The content file and field that name it, for messages; the line, when it is in Markdown. */
  file: string;
  field: FieldPath;
  line?: number;
  /** A share preview's (use 'share'): the point it is cut around. */
  focus?: FocusPoint;
}

/**
 * Every story of a spotlight: the wide ones' pictures (45 % of the container beside their words,
 * 540 px) and the others', two across (584 px at 1280), are alike in width, wider than a card's.
 */
export function caseStudyUse(layout: 'cards' | 'spotlight', _index: number, _count: number): ImageUse {
  return layout === 'spotlight' ? 'spotlight' : 'card';
}
