// The addresses of a prepared picture's files, as pages name them.
import type { FocusPoint } from '../model/focus.ts';
import type { ImageCatalog, PreparedImage } from './catalog.ts';
import { shareSize } from './share-crop.ts';
import { useSpecs, type ImageUse } from './uses.ts';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const extensions: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
export const mimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The output path of one file of a picture. */
export function variantPath(image: PreparedImage, width: number, format: ImageFormat): string {
  return `${image.base}-${width}.${extensions[format]}`;
}

/** Best first: browsers take the first <source> they can show. */
export const modernFormats = ['avif', 'webp'] as const;

/** One file made of a picture; a share preview's says its height and the point it is cut around. */
export interface Variant {
  width: number;
  format: ImageFormat | 'svg';
  file: string;
  crop?: { height: number; focus: FocusPoint };
}

/**
 * Every file made of a picture: each width in AVIF and WebP, and the one fallback; an SVG, and its
 * one raster if it has one; and a JPEG for each share preview cut from it.
 */
export function variantsOf(image: PreparedImage): Variant[] {
  const shares = (image.shares ?? []).map((focus): Variant => {
    const { width, height } = shareSize(image.width, image.height);
    return { width, format: 'jpeg', file: sharePath(image, focus), crop: { height, focus } };
  });
  if (image.svg) {
    const raster: Variant[] = image.widths.length
      ? [{ width: image.widths.at(-1)!, format: image.fallback, file: fallbackPath(image) }]
      : [];
    return [{ width: image.width, format: 'svg', file: svgPath(image) }, ...raster, ...shares];
  }
  const modern = image.widths.flatMap((width) =>
    modernFormats.map((format): Variant => ({ width, format, file: variantPath(image, width, format) })),
  );
  return [...modern, { width: image.widths.at(-1)!, format: image.fallback, file: fallbackPath(image) }, ...shares];
}

/** The widths offered where a picture is shown: those made for that place (the smallest made if none fit). */
export function widthsFor(image: PreparedImage, use: ImageUse): number[] {
  const max = Math.max(...useSpecs[use].widths);
  const fit = image.widths.filter((w) => w <= max);
  return fit.length ? fit : image.widths.slice(0, 1);
}

export function srcset(image: PreparedImage, widths: readonly number[], format: ImageFormat): string {
  return widths.map((w) => `/${variantPath(image, w, format)} ${w}w`).join(', ');
}

/** The fallback's `srcset` on the <img> of a <picture>: its one file, with its width. */
export function fallbackSrcset(image: PreparedImage): string {
  return `/${fallbackPath(image)} ${image.widths.at(-1)!}w`;
}

/** One address for a picture outside <picture> (social cards, structured data): the fallback file (an SVG without a raster: itself). */
export function plainImageUrl(src: string, catalog: ImageCatalog): string {
  const image = catalog[src];
  if (!image) return src;
  return '/' + (image.svg && !image.widths.length ? svgPath(image) : fallbackPath(image));
}

/** The size and type of the file `plainImageUrl` names, where the build makes it: what a share preview is told. */
export function plainImageFile(
  src: string,
  catalog: ImageCatalog,
): { width: number; height: number; type: string } | undefined {
  const image = catalog[src];
  if (!image) return undefined;
  if (image.svg && !image.widths.length) return { width: image.width, height: image.height, type: 'image/svg+xml' };
  const width = image.widths.at(-1)!;
  const height = Math.round((width * image.height) / image.width);
  return { width, height, type: image.fallback === 'png' ? 'image/png' : 'image/jpeg' };
}

/** The file a post's page is shared with (share-crop.ts), where the build cut it from the picture. */
export function sharePreview(
  src: string,
  catalog: ImageCatalog,
  focus: FocusPoint,
): { file: string; width: number; height: number; type: string } | undefined {
  const image = catalog[src];
  if (!image?.shares?.some(([x, y]) => x === focus[0] && y === focus[1])) return undefined;
  return { file: sharePath(image, focus), ...shareSize(image.width, image.height), type: 'image/jpeg' };
}

/** A share preview's output path: the point it is cut around is in its name. */
function sharePath(image: PreparedImage, focus: FocusPoint): string {
  return `${image.base}-share-${focus[0]}-${focus[1]}.jpg`;
}

/** The output path of an SVG picture, served as itself. */
export function svgPath(image: PreparedImage): string {
  return `${image.base}.svg`;
}

/**
 * The JPEG or PNG, made once at the largest width: only a browser that takes neither AVIF nor WebP
 * loads it (none of today's), and search engines, which read it in structured data as one large file.
 */
export function fallbackPath(image: PreparedImage): string {
  return variantPath(image, image.widths.at(-1)!, image.fallback);
}
