// Is what a host sent a picture the build can use? Asked before a download is cached, so a bad
// answer costs a warning, not every later build.
import { loadSharp, MAX_PIXELS } from './sharp.ts';

/**
 * Why `bytes` are not a usable picture, or undefined. `whole`: decode it all, as encode.ts will (a
 * truncated JPEG or PNG reads its size fine and fails only there); else only its header is read.
 */
export async function pictureProblem(bytes: Buffer, whole: boolean): Promise<string | undefined> {
  if (bytes.length === 0) return 'an empty answer';
  const sharp = await loadSharp();
  const meta = await sharp(bytes).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return 'not a picture the build can read (PNG, JPEG, WebP, AVIF, GIF or SVG)';
  if (meta.width * meta.height > MAX_PIXELS) {
    return `${meta.width} × ${meta.height} pixels, more than the ${MAX_PIXELS.toLocaleString('en')} a picture may have`;
  }
  if (!whole) return undefined;
  // Shrunk as it is read: a JPEG decodes at 1/8 and nothing holds the full picture. sharp's own
  // strictness (failOn: 'warning'), as encode.ts reads it.
  const decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(() => undefined, (err: Error) => err.message.trim());
  return decoded && `a damaged picture (${decoded})`;
}
