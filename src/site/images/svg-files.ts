// An SVG picture cleaned once (svg-clean.ts) and kept in the build cache under its file's name, so
// a later build reads ~2 KB of JSON instead of loading svgo (~0.3 s of CPU) and parsing it again.
// The name holds the hash of the source and of the cleaning code (prepare.ts), so a kept entry is
// exactly what cleaning these bytes would give.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-write.ts';
import { cleanSvg, type CleanSvg } from './svg-clean.ts';

/** Does it start like an SVG (XML whose root is <svg>)? svgo says for sure as it cleans it. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  return /^\s*</.test(head) && /<svg[\s>]/i.test(head);
}

/** The SVG cleaned, from the cache when it holds `name` (a picture's base name), else cleaned now and kept. */
export async function cleanedSvg(
  source: Buffer,
  name: string,
  cache: string | undefined,
): Promise<CleanSvg | { problem: string }> {
  const file = cache && path.join(cache, 'images', 'svg', `${path.basename(name)}.json`);
  const kept = file ? readKept(file) : undefined;
  if (kept) return kept;
  const clean = await cleanSvg(source);
  if (file && 'svg' in clean) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic(file, JSON.stringify({ ...clean, svg: clean.svg.toString('utf8') }));
  }
  return clean;
}

/** A kept entry, or undefined when there is none or it is not one (then it is made again). */
function readKept(file: string): CleanSvg | undefined {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8')) as {
      svg: unknown;
      width: unknown;
      height: unknown;
      removed: unknown;
    };
    if (
      typeof j.svg !== 'string' ||
      !Number.isInteger(j.width) ||
      !Number.isInteger(j.height) ||
      !Array.isArray(j.removed)
    )
      return undefined;
    return {
      svg: Buffer.from(j.svg),
      width: j.width as number,
      height: j.height as number,
      removed: j.removed.map(String),
    };
  } catch {
    return undefined;
  }
}
