// content/public/ is copied to the root of the output as it is (favicon, verification files…).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './output/update.ts';

export const publicDir = 'public';

export async function publicFiles(contentDir: string): Promise<OutputFile[]> {
  const root = path.join(contentDir, publicDir);
  let entries: string[];
  try {
    entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return []; // no public folder: nothing to copy
  }
  return Promise.all(entries.sort().map(async (rel) => ({ path: rel.split(path.sep).join('/'), contents: await readFile(path.join(root, rel)) })));
}
