// One build at a time into an output folder: a second one waits for the first, saying so, instead
// of both writing the same files (two first builds into a missing dist/ failed with ENOTEMPTY).
// The lock is a file in the system's temporary folder holding the builder's pid; a lock whose
// process is gone (a killed build) is taken over.
import { hash } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processAlive } from '../output-dir.ts';

const POLL_MS = 100;
/** A lock file still empty after this long was left by a build killed as it took the lock. */
const EMPTY_STALE_MS = 5000;

export function lockFile(outDir: string): string {
  return path.join(os.tmpdir(), `agency-site-${hash('sha1', path.resolve(outDir), 'hex').slice(0, 16)}.lock`);
}

/** Take the lock of `outDir`, waiting while another build holds it; resolves to its release. */
export async function lockOutput(outDir: string, onWait?: (pid: number) => void): Promise<() => void> {
  const file = lockFile(outDir);
  let told = false;
  for (;;) {
    if (tryLock(file)) return () => rmSync(file, { force: true });
    const holder = holderOf(file);
    if (holder === 'stale') {
      rmSync(file, { force: true });
      continue;
    }
    if (holder && !told) {
      onWait?.(holder);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function tryLock(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return true;
}

/** The pid holding the lock, 'stale' when it is gone, undefined while the lock is being taken. */
function holderOf(file: string): number | 'stale' | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined; // released meanwhile: try again
  }
  const pid = Number(text);
  if (!text) return Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > EMPTY_STALE_MS ? 'stale' : undefined;
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : 'stale';
}
