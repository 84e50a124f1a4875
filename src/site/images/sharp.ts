// sharp is loaded on first use: a site without pictures of its own (and `check` of one) never pays
// for starting libvips.
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => {
    // Each picture is decoded once per build (encode.ts): sharp's cache of decoded files would
    // only hold memory.
    m.default.cache(false);
    return m.default;
  });
  return loading;
}

/**
 * The most pixels a picture may have: 40 megapixels (7,500 × 5,000 fits; most cameras make less).
 * Decoded, a pixel costs up to 4 bytes: a 1 MB file claiming 16,000 × 16,000 would cost 1 GB.
 * Checked from the header before anything is decoded (prepare.ts), and by sharp's own limit after.
 */
export const MAX_PIXELS = 40_000_000;

/**
 * How every picture is opened for decoding: within MAX_PIXELS, and a file cut short or damaged is
 * an error. Not sharp's default ('warning'), which also refuses files whose only fault is a harmless
 * warning, as some cameras' JPEGs carry.
 */
export const decodeOptions = { failOn: 'truncated', limitInputPixels: MAX_PIXELS } as const;

/**
 * How each format is written; part of every file's name (prepare.ts), so new settings make new
 * names. AVIF at effort 0 and WebP at 2: higher efforts doubled the site's first build for a few
 * per cent of bytes (ARCHITECTURE.md).
 */
export const encoderSettings = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 78, effort: 2 },
  jpeg: { quality: 80 },
  png: { compressionLevel: 9 },
} as const;
