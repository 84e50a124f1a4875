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

/**
 * The most pixels a picture may have (width × height): 40 million, an 8000 × 5000 photo. Decoded it
 * takes ~160 MB; a small file can claim far more (a 1 MB PNG of 16000² costs 1.2 GB).
 */
export const MAX_PIXELS = 40_000_000;
