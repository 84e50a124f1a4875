// sharp is loaded on first use: a site without pictures of its own (and `check` of one) never pays
// for starting libvips.
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => {
    // The same bytes from every build: no cache of decoded files between calls, one thread per
    // call (several calls run at once on libuv's pool).
    m.default.cache(false);
    return m.default;
  });
  return loading;
}
