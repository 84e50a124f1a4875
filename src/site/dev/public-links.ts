// The symbolic links in content/public/: the build copies regular files only, so dev says once
// which ones it leaves out (a link could lead anywhere, / or /etc included).
import type { Dirent } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { publicDir } from '../public-files.ts';

/** Absolute paths of the links under content/public/, without following any of them. */
export async function publicLinks(contentDir: string): Promise<string[]> {
  const root = path.join(contentDir, publicDir);
  // withFileTypes looks at each entry itself (lstat): a link to a folder is not entered.
  const entries: Dirent[] = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isSymbolicLink())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Where a link points, as written in it, for the message ("/etc"). */
export async function linkTarget(file: string): Promise<string | undefined> {
  return readlink(file).catch(() => undefined);
}
