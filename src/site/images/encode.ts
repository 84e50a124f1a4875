// The images stage, second half: the files of every prepared picture, AVIF and WebP at each width
// and one JPEG or PNG fallback. A file already in the cache is read only if the output lacks it; the
// others are encoded (each source decoded once) and kept in the cache for the next build.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Wanted } from '../output/update.ts';
import type { PreparedImages } from './prepare.ts';
import { variantsOf, type ImageFormat } from './urls.ts';
import { encoderSettings, loadSharp } from './sharp.ts';

/** Every file of every picture, as the write stage wants them: the name is the key (it holds a hash). */
export async function encodeImages(prepared: PreparedImages, cache: string | undefined): Promise<Wanted[]> {
  const dir = cache && path.join(cache, 'images', 'encoded');
  if (dir) mkdirSync(dir, { recursive: true });
  const files: Wanted[] = [];
  const images = Object.values(prepared.catalog);
  await Promise.all(
    images.map(async (image) => {
      const all = variantsOf(image);
      const kept = dir ? all.filter((v) => existsSync(path.join(dir, path.basename(v.file)))) : [];
      for (const v of kept) files.push({ file: v.file, key: v.file, contents: () => readFileSync(path.join(dir!, path.basename(v.file))) });
      const missing = all.filter((v) => !kept.includes(v));
      if (missing.length === 0) return;
      const encoded = await encode(prepared.sources.get(image.base)!, missing);
      for (const [i, v] of missing.entries()) {
        if (dir) writeFileSync(path.join(dir, path.basename(v.file)), encoded[i]!);
        files.push({ file: v.file, key: v.file, contents: encoded[i]! });
      }
    }),
  );
  return files.sort((a, b) => (a.file < b.file ? -1 : 1));
}

async function encode(source: Buffer, variants: { width: number; format: ImageFormat }[]): Promise<Buffer[]> {
  const sharp = await loadSharp();
  // Decoded (an SVG rasterised) once, then resized for each file.
  const { data, info } = await sharp(source).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    variants.map(({ width, format }) => {
      const img = sharp(data, raw).resize({ width, withoutEnlargement: true });
      switch (format) {
        case 'avif': return img.avif(encoderSettings.avif).toBuffer();
        case 'webp': return img.webp(encoderSettings.webp).toBuffer();
        case 'jpeg': return img.flatten({ background: '#ffffff' }).jpeg(encoderSettings.jpeg).toBuffer();
        case 'png': return img.png(encoderSettings.png).toBuffer();
      }
    }),
  );
}
