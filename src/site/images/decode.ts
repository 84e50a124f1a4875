// Decoding is where a picture costs memory: up to 4 bytes a pixel while it is decoded and resized.
// So pictures are decoded a few at a time, whatever their number: while the pixels in hand stay
// within MAX_PIXELS (a picture alone always starts: it is within MAX_PIXELS itself) and no more
// than there are cores. Peak memory is that of MAX_PIXELS decoded, not of the whole site.
import os from 'node:os';
import { decodeOptions, loadSharp, MAX_PIXELS } from './sharp.ts';

const slots = Math.max(1, os.availableParallelism());
const waiting: { pixels: number; start: () => void }[] = [];
let inHand = 0;
let running = 0;

/** Run `work` (a picture of `pixels` decoded) when the budget allows, first come first served. */
export async function withinDecodeBudget<T>(pixels: number, work: () => Promise<T>): Promise<T> {
  await new Promise<void>((start) => {
    waiting.push({ pixels, start });
    next();
  });
  try {
    return await work();
  } finally {
    inHand -= pixels;
    running--;
    next();
  }
}

function next(): void {
  while (waiting.length && running < slots && (running === 0 || inHand + waiting[0]!.pixels <= MAX_PIXELS)) {
    const job = waiting.shift()!;
    inHand += job.pixels;
    running++;
    job.start();
  }
}

/**
 * Decode the whole picture without keeping it, as the build will (`check`, and downloads before
 * they are cached): a file cut short or damaged shows only when its last bytes are read. Shrunk as
 * it is read (JPEG and WebP decode at an eighth), so it costs little memory; the answer is sharp's
 * error, or undefined.
 */
export async function decodeError(bytes: Buffer, pixels: number): Promise<unknown> {
  const sharp = await loadSharp();
  return withinDecodeBudget(pixels, () =>
    sharp(bytes, decodeOptions)
      .resize({ width: 64, height: 64, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer()
      .then(
        () => undefined,
        (err: unknown) => err ?? new Error('unknown error'),
      ),
  );
}

/** Why a local picture cannot be read, in words after its name, or undefined. */
export async function decodeProblem(bytes: Buffer, pixels: number): Promise<string | undefined> {
  const err = await decodeError(bytes, pixels);
  return err === undefined ? undefined : damaged(err);
}

/** What a failed decode says of the picture, after its name. */
export function damaged(err: unknown): string {
  // libvips keeps one error text for all its threads: another picture's work may have cleared it.
  const reason = sharpReason(err);
  const said = !reason || /^unknown error$/i.test(reason) ? '' : ` (${reason})`;
  return `is truncated or damaged${said}: export it again from the original`;
}

/** sharp's message, on one line: libvips and its loaders may add lines of their own (libheif: "bad seek" for each read past the end). */
export function sharpReason(err: unknown): string {
  const lines = String((err as Error)?.message ?? err)
    .split('\n')
    .map((l) => l.trim());
  const kept = lines.filter((l) => l && !/^source: bad seek/.test(l)).join(' ');
  return kept.length > 200 ? kept.slice(0, 199) + '…' : kept;
}

/** A picture over MAX_PIXELS, in words: its size and the limit. */
export function tooManyPixels(width: number, height: number): string {
  const mp = (n: number) => `${Math.round(n / 100_000) / 10} megapixels`;
  return `is ${width} × ${height} pixels (${mp(width * height)}), more than the ${mp(MAX_PIXELS)} a picture may have: scale it down (2,000 pixels on its longer side is plenty for a web page)`;
}
