// The images stage, second half: the files of every prepared picture, AVIF and WebP at each width
// and one JPEG or PNG fallback. A file already in the cache is read only if the output lacks it; the
// others are encoded (each source decoded once) and kept in the cache for the next build.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../diagnostics.ts';
import type { Wanted } from '../output/update.ts';
import { damaged, withinDecodeBudget } from './decode.ts';
import type { PreparedImage, PreparedImages } from './prepare.ts';
import { encodeVariants } from './encoder.ts';
import { variantsOf } from './urls.ts';
import { writeFileAtomic } from '../atomic-write.ts';

/**
 * Every file of every picture, as the write stage wants them: the name is the key (it holds a
 * hash). Encoding starts now, on sharp's threads, a few pictures at a time (decode.ts), and each
 * file's contents wait for it: put them after the pages and they are encoded while the pages
 * render. A picture that cannot be decoded (cut short, damaged) fails the build naming it.
 */
export function encodeImages(prepared: PreparedImages, cache: string | undefined): Wanted[] {
  const dir = cache && path.dirname(keptFile(cache, 'x'));
  if (dir) mkdirSync(dir, { recursive: true });
  const kept = (file: string) => keptFile(cache!, file);
  const files: Wanted[] = [];
  for (const [base, { src, image, variants }] of variantsByBase(prepared)) {
    const source = prepared.sources.get(base)!;
    // An SVG is served as cleaned (prepare.ts): its bytes are at hand, nothing to encode or keep.
    const svg = [...variants.values()].filter((v) => v.format === 'svg');
    for (const v of svg) files.push({ file: v.file, key: v.file, contents: () => source });
    const all = [...variants.values()].filter((v): v is Raster => v.format !== 'svg');
    const missing = all.filter((v) => !(dir && existsSync(kept(v.file))));
    const encoded = missing.length
      ? withinDecodeBudget(image.width * image.height, () => encodeVariants(source, missing)).catch((err: unknown) => {
          throw new ContentError([prepared.problem(src, `${src} ${damaged(err)}`)], 'a picture could not be made');
        })
      : Promise.resolve([]);
    encoded.catch(() => {}); // reported where a file is written; a build that fails before has its own error
    for (const v of all) {
      const i = missing.indexOf(v);
      const contents =
        i < 0
          ? () => readFileSync(kept(v.file))
          : async () => {
              const bytes = (await encoded)[i]!;
              if (dir) writeFileAtomic(kept(v.file), bytes);
              return bytes;
            };
      files.push({ file: v.file, key: v.file, contents });
    }
  }
  return files.sort((a, b) => (a.file < b.file ? -1 : 1));
}

type Variant = ReturnType<typeof variantsOf>[number];
type Raster = Variant & { format: Exclude<Variant['format'], 'svg'> };

/**
 * Each picture's files once, whichever srcs share it: srcs with the same bytes and the same stem
 * (`images/a-x.svg`, `images/a/x.svg`) have one base, and a file's name says all it holds. The
 * first src names the picture in an error.
 */
function variantsByBase(
  prepared: PreparedImages,
): Map<string, { src: string; image: PreparedImage; variants: Map<string, Variant> }> {
  const byBase = new Map<string, { src: string; image: PreparedImage; variants: Map<string, Variant> }>();
  for (const [src, image] of Object.entries(prepared.catalog)) {
    const entry = byBase.get(image.base) ?? { src, image, variants: new Map<string, Variant>() };
    for (const v of variantsOf(image)) entry.variants.set(v.file, v);
    byBase.set(image.base, entry);
  }
  return byBase;
}

/** Where the cache keeps a file of a picture between builds. */
export function keptFile(cache: string, file: string): string {
  return path.join(cache, 'images', 'encoded', path.basename(file));
}
