// The cache keeps a manifest and a spare copy per output folder, and a memo per content folder.
// Those of folders that no longer exist (temp folders of tests and scripts) are removed after each
// build, so the cache does not grow without bound, and so are old spares a stopped build left
// moved aside but not yet removed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Each remembered folder has a `<id>.path` file naming it; `<id>.*` goes when the folder is gone. */
export async function pruneCache(cacheDir: string | undefined): Promise<void> {
  if (!cacheDir) return;
  await Promise.all([pruneDir(path.join(cacheDir, 'out')), pruneDir(path.join(cacheDir, 'content'))]);
}

async function pruneDir(dir: string) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const ids = new Map<string, string[]>();
  const gone: string[] = [];
  for (const name of names) {
    // An old spare moved aside to be removed (trees.ts), left by a build that was stopped first.
    if (name.includes('.trash-')) {
      if (!recentlyTouched(path.join(dir, name))) gone.push(path.join(dir, name));
      continue;
    }
    const id = name.split('.')[0]!;
    (ids.get(id) ?? ids.set(id, []).get(id)!).push(name);
  }
  for (const [id, files] of ids) {
    let target: string | undefined;
    try {
      target = readFileSync(path.join(dir, `${id}.path`), 'utf8');
    } catch {
      // written by an older version, or half-written: not ours to keep
    }
    if (target && existsSync(target)) continue;
    // A build of this folder may be running right now: leave anything touched in the last hour.
    if (files.some((f) => recentlyTouched(path.join(dir, f)))) continue;
    gone.push(...files.map((f) => path.join(dir, f)));
  }
  await Promise.all(gone.map((f) => rm(f, { recursive: true, force: true })));
}

function recentlyTouched(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 60 * 60 * 1000;
  } catch {
    return false;
  }
}
