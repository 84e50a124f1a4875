// How a picture's files are made from its bytes: sharp's pipeline alone. Every file's name holds a
// fingerprint of this module and what it imports (prepare.ts, project.ts codeFingerprint), so an
// edit here makes new names; keep here only what shapes the bytes.
import type { Sharp } from 'sharp';
import type { FocusPoint } from '../model/focus.ts';
import { shareWindow } from './share-crop.ts';
import { decodeOptions, encoderSettings, loadSharp } from './sharp.ts';

/** The formats a picture's files come in (urls.ts names them). */
export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** The modules whose code makes a picture's bytes (an SVG's: its cleaning), for its name's fingerprint. */
export const ENCODER_MODULES = ['site/images/encoder.ts', 'site/images/svg-clean.ts'];

/** One file of a picture: its width and format; a share preview's, its height and the point it is cut around. */
export interface EncodedVariant {
  width: number;
  format: EncodedFormat;
  crop?: { height: number; focus: FocusPoint };
}

/** A picture's files, one per width and format: decoded (an SVG rasterised) once, then resized for each. */
export async function encodeVariants(source: Buffer, variants: readonly EncodedVariant[]): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(source, decodeOptions).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    variants.map(({ width, format, crop }) => {
      const whole = sharp(data, raw);
      const img = crop ? cut(whole, info, { width, ...crop }) : whole.resize({ width, withoutEnlargement: true });
      switch (format) {
        case 'avif':
          return img.avif(encoderSettings.avif).toBuffer();
        case 'webp':
          return img.webp(encoderSettings.webp).toBuffer();
        case 'jpeg':
          return img.flatten({ background: '#ffffff' }).jpeg(encoderSettings.jpeg).toBuffer();
        case 'png':
          return img.png(encoderSettings.png).toBuffer();
      }
    }),
  );
}

/**
 * A share preview (share-crop.ts): its window found in the pixels as decoded, then scaled to the
 * size the page names (`cover`: a window rounded to whole pixels may be a pixel off 1.91:1).
 */
function cut(
  img: Sharp,
  decoded: { width: number; height: number },
  to: { width: number; height: number; focus: FocusPoint },
): Sharp {
  const window = shareWindow(decoded.width, decoded.height, to.focus);
  const cropped = img.extract(window);
  return window.width === to.width && window.height === to.height
    ? cropped
    : cropped.resize({ width: to.width, height: to.height, fit: 'cover' });
}
