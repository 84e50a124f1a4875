// What the site publishes lives in the content folder: a symbolic link is followed only to a file
// inside it (a post kept once, listed twice). The loader (load.ts) and the pictures
// (images/local.ts) ask the same question here.
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** Where `abs` really is (every link followed), and whether that is inside `dir`; undefined when it leads nowhere. */
export function realTarget(dir: string, abs: string): { target: string; inside: boolean } | undefined {
  let target: string;
  try {
    target = realpathSync(abs);
  } catch {
    return undefined;
  }
  const rel = path.relative(realpathSync(dir), target);
  const inside = rel !== '' && rel !== '..' && !rel.startsWith('..' + path.sep) && !path.isAbsolute(rel);
  return { target, inside };
}
