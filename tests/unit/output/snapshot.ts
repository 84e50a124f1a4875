// A folder as it stands on disk, links not followed: for tests that a build changed nothing it
// should not, or put back what a hand had changed.
import { readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

/** Every entry under `dir`: `file:<text>`, `link:<target>`, or `dir` for an empty folder. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(e.parentPath, e.name);
    const rel = path.relative(dir, full).split(path.sep).join('/');
    if (e.isSymbolicLink()) tree[rel] = `link:${await readlink(full)}`;
    else if (e.isFile()) tree[rel] = `file:${(await readFile(full)).toString('base64')}`;
    else if (e.isDirectory() && (await readdir(full)).length === 0) tree[rel] = 'dir';
  }
  return tree;
}
