// dev's private output folder in the system's temp folder. Its name carries dev's pid, and it
// holds the build's marker file, so a later dev can tell for certain which leftovers are its own:
// a dev killed with kill -9 (or a crash) cannot remove its folder, the next one does.
import { existsSync, lstatSync, readdirSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { markOwned, OUTPUT_MARKER, processAlive, removeOwned } from '../output-dir.ts';

const prefix = 'agency-site-dev-';
/** mkdtemp adds six characters to the prefix. */
const ownName = /^agency-site-dev-(\d+)-[A-Za-z0-9]{6}$/;

/** Make the folder, marked, and remove it also when the process exits without closing dev. */
export async function makeDevTemp(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}${process.pid}-`));
  await markOwned(dir);
  // process.exit() (a second Ctrl-C, the deadline of a stop) runs no more async code: 'exit'
  // removes what it can synchronously, within a bound, so that a big site cannot hold the exit.
  const onExit = () => {
    if (!existsSync(path.join(dir, OUTPUT_MARKER)) || removeWithin(dir, performance.now() + EXIT_REMOVAL_MS)) return;
    process.stdout.write(`left ${dir} (not all removed in time): the next agency-site dev removes it\n`);
  };
  process.on('exit', onExit);
  return {
    dir,
    async remove() {
      // Everything but the marker first: a removal cut short leaves a folder still known as dev's.
      for (const name of await readdir(dir).catch(() => []))
        if (name !== OUTPUT_MARKER) await rm(path.join(dir, name), { recursive: true, force: true });
      await removeOwned(dir);
      process.off('exit', onExit);
    },
  };
}

const EXIT_REMOVAL_MS = 200;

/** Remove `dir` depth first, the marker last; false when `deadline` (performance.now()) came first. */
function removeWithin(dir: string, deadline: number, top = true): boolean {
  try {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (performance.now() > deadline) return false;
      if (top && e.name === OUTPUT_MARKER) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!removeWithin(p, deadline, false)) return false;
      } else unlinkSync(p);
    }
    if (top) rmSync(path.join(dir, OUTPUT_MARKER), { force: true });
    rmdirSync(dir);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/**
 * Remove the folders of devs that are gone: named by this module with the pid of a process that
 * no longer runs, a real folder (not a link), this user's, and marked. Anything else stays.
 * Returns the folders removed.
 */
export function removeDeadDevTemps(tmp = os.tmpdir()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(tmp);
  } catch {
    return removed;
  }
  for (const name of names) {
    const pid = ownName.exec(name)?.[1];
    if (!pid || processAlive(Number(pid))) continue;
    const dir = path.join(tmp, name);
    try {
      const st = lstatSync(dir);
      if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid())) continue;
      if (!existsSync(path.join(dir, OUTPUT_MARKER))) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // another dev removing it at the same time, or not ours to remove: leave it
    }
  }
  return removed;
}
