// Is what a host sent a picture the build can use? Asked before a download is cached, so a bad
// answer costs a warning, not every later build.
import { decodeError, sharpReason } from './decode.ts';
import { loadSharp, MAX_PIXELS } from './sharp.ts';

/**
 * Why `bytes` are not a usable picture, or undefined. `whole`: decode it all, as encode.ts will (a
 * truncated JPEG or PNG reads its size fine and fails only there); else only its header is read.
 */
export async function pictureProblem(bytes: Buffer, whole: boolean): Promise<string | undefined> {
  if (bytes.length === 0) return 'an empty answer';
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return 'not a picture the build can read (PNG, JPEG, WebP, AVIF, GIF or SVG)';
  if (meta.width * meta.height > MAX_PIXELS) {
    return `${meta.width} × ${meta.height} pixels, more than the ${MAX_PIXELS.toLocaleString('en')} a picture may have`;
  }
  if (!whole) return undefined;
  const err = await decodeError(bytes, meta.width * meta.height);
  return err === undefined ? undefined : `a damaged picture (${sharpReason(err) || 'unknown error'})`;
}
