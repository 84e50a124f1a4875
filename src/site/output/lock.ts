// One build at a time into an output folder: a second one waits for the first, saying so, instead
// of both writing the same files. The lock is a file in the output folder itself (OUTPUT_LOCK, a
// dot-file no host serves, there only while a build runs): a folder reached by two paths (a link)
// has one lock, and only those who may write the folder can hold it (a lock in the shared /tmp let
// any local user stop every build). It names its holder: pid, the process's start time (Linux:
// /proc/<pid>/stat), the boot and the host, so a lock whose process is gone, or whose pid now
// belongs to another process, is taken over. A wait is bounded: past it the build stops, naming
// the process and the file.
import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  type Stats,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';
import { MARKER_TEXT, OUTPUT_LOCK, OUTPUT_MARKER, processAlive, realPath, removeLeftovers } from '../output-dir.ts';

const POLL_MS = 100;
/** A lock file still empty (or half written) after this long was left by a build killed as it took the lock. */
const EMPTY_STALE_MS = 5000;
/** How long a build waits for another one by default; AGENCY_SITE_LOCK_WAIT (seconds) changes it. */
export const DEFAULT_WAIT_S = 300;

/** What a lock file says (one line of JSON): enough to tell its process from a later one with its pid. */
export interface Holder {
  pid: number;
  /** The process's start, in clock ticks since boot (field 22 of /proc/<pid>/stat); absent where unknown. */
  start?: string;
  boot?: string;
  host?: string;
}

export interface LockOptions {
  /** Told once when another build holds the lock and this one starts waiting. */
  onWait?: (pid: number, lock: { file: string; waitMs: number }) => void;
  env?: NodeJS.ProcessEnv;
}

export interface OutputLock {
  file: string;
  /** Release the lock; after a failed build, also remove the folder made for it if nothing else went in. */
  release(failed: boolean): void;
}

/** The lock of an output folder, given by its real path (output-dir.ts realPath). */
export function lockFile(outDir: string): string {
  return path.join(outDir, OUTPUT_LOCK);
}

/** The process `pid` as a lock names it. */
export function holderOf(pid: number): Holder {
  return { pid, start: startOf(pid), boot: bootId(), host: os.hostname() };
}

/**
 * Run `write` on an output folder (given its real path) as every command that writes one does
 * (`build`, `agency-site cms`): `guard` says whether the folder is agency-site's to write (output-dir.ts
 * assertOwnedOutput), before anything is touched and again once the lock is held, as the folder may
 * have changed while this one waited; what killed builds left beside it goes first.
 */
export async function withLockedOutput<T>(
  outDir: string,
  guard: () => void,
  opts: LockOptions,
  write: (realOut: string) => Promise<T>,
): Promise<T> {
  const out = realPath(outDir); // links resolved: one lock and one record per folder, however it is named
  guard();
  await removeLeftovers(out);
  const lock = await lockOutput(out, opts);
  let failed = true;
  try {
    guard();
    const result = await write(out);
    failed = false;
    return result;
  } finally {
    lock.release(failed);
  }
}

/** Take the lock of `outDir` (made, and marked, when missing), waiting while another build holds it. */
export async function lockOutput(outDir: string, opts: LockOptions = {}): Promise<OutputLock> {
  const file = lockFile(outDir);
  const waitMs = waitLimit(opts.env ?? process.env);
  const deadline = Date.now() + waitMs;
  const me = JSON.stringify(holderOf(process.pid)) + '\n';
  let made = false;
  let told = false;
  for (;;) {
    let mine: Stats | undefined;
    try {
      made = makeFolder(outDir) || made;
      mine = tryLock(file, me);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      throw new BuildError(
        `cannot take the build's lock ${file} (${e.code ?? e.message}): the output folder must be one you may write. Nothing was changed.`,
        { cause: err },
      );
    }
    if (mine) return { file, release: (failed) => release(file, mine, failed && made) };
    const state = readLock(file);
    if (state === 'gone') continue;
    if (state.stale) {
      takeOver(file, state.seen);
      continue;
    }
    if (state.holder && !told) {
      opts.onWait?.(state.holder.pid, { file, waitMs });
      told = true;
    }
    if (Date.now() >= deadline) throw new BuildError(gaveUp(outDir, file, state, waitMs));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function waitLimit(env: NodeJS.ProcessEnv): number {
  const text = env.AGENCY_SITE_LOCK_WAIT?.trim();
  if (!text) return DEFAULT_WAIT_S * 1000;
  const s = Number(text);
  if (!Number.isFinite(s) || s < 0)
    throw new BuildError(`AGENCY_SITE_LOCK_WAIT must be a number of seconds to wait for another build, got "${text}"`);
  return s * 1000;
}

/** Make a missing output folder, marked as the build's own before the lock goes in (output-dir.ts). */
function makeFolder(dir: string): boolean {
  if (mkdirSync(dir, { recursive: true }) === undefined) return false;
  writeFileSync(path.join(dir, OUTPUT_MARKER), MARKER_TEXT);
  return true;
}

/** Create the lock (never through a link: O_EXCL); its stats, or undefined when it exists (or the folder went). */
function tryLock(file: string, text: string): Stats | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return undefined; // held, or its folder removed by a failed first build
    throw err;
  }
  try {
    writeSync(fd, text);
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}

type LockState = 'gone' | { stale: boolean; holder?: Holder; seen: Stats };

/** Who holds the lock, and whether that holder is gone. A lock that is not a regular file is an error. */
function readLock(file: string): LockState {
  const seen = lstatSync(file, { throwIfNoEntry: false });
  if (!seen) return 'gone';
  if (!seen.isFile()) {
    const what = seen.isDirectory() ? 'a folder' : seen.isSymbolicLink() ? 'a symbolic link' : 'not a regular file';
    throw new BuildError(
      `the build's lock ${file} is ${what}, not a lock file agency-site wrote. Nothing was changed. Remove it and build again.`,
    );
  }
  const holder = parseHolder(readStart(file));
  if (!holder) return { stale: Date.now() - seen.mtimeMs > EMPTY_STALE_MS, seen }; // being written, or left half written
  return { stale: isStale(holder), holder, seen };
}

/** The first KB of the lock: all a lock holds, and a bound on what a stray file there costs. */
function readStart(file: string): string {
  const buf = Buffer.alloc(1024);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return ''; // released meanwhile
  }
  try {
    return buf.toString('utf8', 0, readSync(fd, buf, 0, buf.length, 0));
  } finally {
    closeSync(fd);
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const h = JSON.parse(text) as Holder;
    return Number.isInteger(h?.pid) && h.pid > 0 ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the holder is gone: its process ended, the machine restarted, or its pid is another process's now. */
function isStale(h: Holder): boolean {
  if (h.host && h.host !== os.hostname()) return false; // another machine's build (a shared folder): cannot tell
  const boot = bootId();
  if (h.boot && boot && h.boot !== boot) return true;
  if (!processAlive(h.pid)) return true;
  const start = startOf(h.pid);
  return !!h.start && !!start && start !== h.start;
}

/**
 * Remove a stale lock, the one judged so only: moved aside first, so that if another build took it
 * over and locked meanwhile, its lock (another file) is put back rather than deleted.
 */
function takeOver(file: string, seen: Stats): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // taken over by another build already
  }
  const moved = lstatSync(aside);
  if (moved.ino === seen.ino && moved.mtimeMs === seen.mtimeMs) unlinkSync(aside);
  else renameSync(aside, file);
}

function release(file: string, mine: Stats, removeFolder: boolean): void {
  const now = lstatSync(file, { throwIfNoEntry: false });
  if (now?.ino === mine.ino && now.dev === mine.dev) unlinkSync(file); // ours still (never another build's)
  if (!removeFolder) return;
  // A first build that failed leaves no folder behind, as before the lock lived in it.
  const dir = path.dirname(file);
  try {
    const names = readdirSync(dir);
    if (names.length === 1 && names[0] === OUTPUT_MARKER) unlinkSync(path.join(dir, OUTPUT_MARKER));
    rmdirSync(dir);
  } catch {
    // holds something (another build's lock or output): it stays
  }
}

function gaveUp(outDir: string, file: string, state: Exclude<LockState, 'gone'>, waitMs: number): string {
  const h = state.holder;
  const who = h
    ? `process ${h.pid}${h.host && h.host !== os.hostname() ? ` on ${h.host}` : ''}`
    : 'a build that has not finished taking it';
  return (
    `gave up after waiting ${Math.round(waitMs / 1000)} s for another agency-site build into ${outDir}: its lock ${file} ` +
    `is held by ${who} (since ${state.seen.mtime.toISOString()}). Nothing was changed. If no agency-site build is running, ` +
    `remove ${file} and build again; AGENCY_SITE_LOCK_WAIT=<seconds> waits longer (default ${DEFAULT_WAIT_S}).`
  );
}

/** The start of process `pid` in clock ticks since boot (Linux), which a later process with its pid does not share. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": comm may hold spaces and parentheses, so count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined; // not Linux, or not visible: liveness of the pid alone decides
  }
}

let boot: string | undefined | null = null;
function bootId(): string | undefined {
  if (boot === null) {
    try {
      boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
    } catch {
      boot = undefined;
    }
  }
  return boot;
}
