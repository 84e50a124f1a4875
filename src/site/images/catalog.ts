// What the images stage makes of a picture, as pages read it: its size and the names of its files.
// Types only, so that the components showing pictures need none of the stage's code.
import type { FocusPoint } from '../model/focus.ts';

export interface PreparedImage {
  /** Output path without width and extension: `assets/img/team-priya-3f9a1c2b7d`. */
  base: string;
  width: number;
  height: number;
  /** For browsers that take neither AVIF nor WebP: JPEG, or PNG for a picture with transparency. */
  fallback: 'jpeg' | 'png';
  /** Widths made, ascending: those the places it is shown need, up to its own width. For an SVG, only a raster for networks, if it is shared. */
  widths: number[];
  /** The focus points of the share previews cut from it (share-crop.ts: a post shares it), sorted; none: absent. */
  shares?: FocusPoint[];
  /** An SVG drawing, served as itself (`<base>.svg`, cleaned: svg-clean.ts); its size is its viewBox's. */
  svg?: true;
}

/** src (as written in content) → what the build makes of it. A plain object: page keys hash it. */
export type ImageCatalog = Readonly<Record<string, PreparedImage>>;
