// `check` reads the pictures as the build does, to the last byte: a file cut short or damaged past
// its header shows only when decoded, which the build does as it encodes (encode.ts). A picture
// whose every file is in the cache is not decoded again, by `check` as by the build: those files
// were made from these very bytes (their hash is in the names). An SVG is parsed whole to read
// its size (prepare.ts), so one cut short has been found already.
import { existsSync } from 'node:fs';
import { decodeProblem } from './decode.ts';
import { keptFile } from './encode.ts';
import type { PreparedImage, PreparedImages } from './prepare.ts';
import { variantsOf } from './urls.ts';

/** The pictures as `check` sees them: those the build could not decode are problems, not pictures. */
export async function verifyImages(images: PreparedImages, cache: string | undefined): Promise<PreparedImages> {
  const catalog = { ...images.catalog };
  const found = await Promise.all(
    Object.entries(images.catalog).map(async ([src, image]) => {
      if (image.svg || /\.svg$/i.test(src) || encoded(image, cache)) return undefined;
      const problem = await decodeProblem(images.sources.get(image.base)!, image.width * image.height);
      return problem && { src, problem };
    }),
  );
  const problems = [...images.problems];
  for (const f of found) {
    if (!f) continue;
    delete catalog[f.src];
    problems.push(images.problem(f.src, `${f.src} ${f.problem}`));
  }
  return { ...images, catalog, problems };
}

const encoded = (image: PreparedImage, cache: string | undefined) =>
  !!cache && variantsOf(image).every((v) => existsSync(keptFile(cache, v.file)));
