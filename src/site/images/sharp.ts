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
