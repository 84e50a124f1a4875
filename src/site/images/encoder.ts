// How a picture's files are made from its bytes: sharp's pipeline alone. Every file's name holds a
// fingerprint of this module and what it imports (prepare.ts, project.ts codeFingerprint), so an
// edit here makes new names; keep here only what shapes the bytes.
import { decodeOptions, encoderSettings, loadSharp } from './sharp.ts';

/** The formats a picture's files come in (urls.ts names them). */
export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** The modules whose code makes a picture's bytes (an SVG's: its cleaning), for its name's fingerprint. */
export const ENCODER_MODULES = ['site/images/encoder.ts', 'site/images/svg-clean.ts'];

/** A picture's files, one per width and format: decoded (an SVG rasterised) once, then resized for each. */
export async function encodeVariants(
  source: Buffer,
  variants: readonly { width: number; format: EncodedFormat }[],
): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(source, decodeOptions).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    variants.map(({ width, format }) => {
      const img = sharp(data, raw).resize({ width, withoutEnlargement: true });
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
