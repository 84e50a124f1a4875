// The output folder belongs to the command writing it: it is missing, empty, or an earlier output
// of that command, which carries a marker file (`build` and `schema` each have their own). Anything
// else is refused before any file is touched, and no folder is ever removed unless it carries the
// marker (or is empty): a typo in --out (`--out .`) must never cost a user their project.
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BuildError } from './diagnostics.ts';

/** In the root of every folder the build writes (a dot-file: static hosts and `dev` never serve it). */
export const OUTPUT_MARKER = '.agency-site-output';
export const MARKER_TEXT = 'This folder is written by agency-site: a build replaces all of it.\n';
/** The build's lock (output/lock.ts): in the output folder, there only while a build runs. */
export const OUTPUT_LOCK = '.agency-site-lock';

/** A kind of folder a command writes into, and how its refusals read. */
export interface OutputKind {
  marker: string;
  markerText: string;
  /** "build into": refusing to … */
  verb: string;
  /** What it is, when another command finds it: "the output of `agency-site build`". */
  what: string;
  /** What to do instead. */
  advice: string;
  /** Refuse a folder given as a symbolic link (it would be written through, to anywhere). */
  noLink?: boolean;
}

export const BUILD_OUTPUT: OutputKind = {
  marker: OUTPUT_MARKER,
  markerText: MARKER_TEXT,
  verb: 'build into',
  what: 'the output of `agency-site build`',
  advice: 'A build replaces its whole output folder, so give it one of its own (--out dist), or empty this one first.',
};

export const SCHEMA_OUTPUT: OutputKind = {
  marker: '.agency-site-schemas',
  markerText: 'This folder is written by `agency-site schema`: it replaces the JSON Schemas in it.\n',
  verb: 'write the JSON Schemas into',
  what: 'the JSON Schemas folder of `agency-site schema`',
  advice: 'Give it a folder of its own (the default, .agency-site/schemas), or empty this one first.',
  noLink: true,
};

const kinds = [BUILD_OUTPUT, SCHEMA_OUTPUT];

export interface GuardOptions {
  contentDir: string;
  /** Where the command runs; its project may never be the output. Default process.cwd(). */
  cwd?: string;
  /** The user's home folder (tests pass a stand-in). Default os.homedir(). */
  home?: string;
}

/** The real path of `p` (links resolved), or of its nearest existing parent with the rest appended. */
export function realPath(p: string): string {
  const abs = path.resolve(p);
  try {
    return realpathSync(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(realPath(parent), path.basename(abs));
  }
}

/** Whether `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function isFolder(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `dir` is an output of agency-site (marked) or holds nothing at all. */
function isOwnedOrEmpty(dir: string): boolean {
  const names = readdirSync(dir);
  return names.length === 0 || names.includes(OUTPUT_MARKER);
}

/** Why `outDir` may not be the output of this kind, in words for the user; undefined when it may. */
export function outputProblem(outDir: string, opts: GuardOptions, kind: OutputKind = BUILD_OUTPUT): string | undefined {
  const out = realPath(outDir);
  const content = realPath(opts.contentDir);
  const cwd = realPath(opts.cwd ?? process.cwd());
  const home = realPath(opts.home ?? os.homedir());
  if (path.parse(out).root === out) return 'it is the root of the file system';
  if (out === home) return 'it is your home folder';
  if (within(home, out)) return 'it holds your home folder';
  if (out === cwd) return 'it is the folder you are working in, the project';
  if (within(cwd, out)) return 'it is a parent of the folder you are working in';
  if (out === content) return 'it is the content folder the site is built from';
  if (within(content, out)) return `it holds the content folder (${path.relative(out, content)})`;
  if (within(out, content)) return 'it is inside the content folder, which the build reads';
  return linkProblem(path.resolve(outDir), kind) ?? folderProblem(out, kind);
}

/** A link given as the folder: refused where the kind says so, and always when it leads nowhere. */
function linkProblem(given: string, kind: OutputKind): string | undefined {
  const s = lstatSync(given, { throwIfNoEntry: false });
  if (!s?.isSymbolicLink()) return undefined;
  if (!existsSync(given)) return `it is a symbolic link to ${readlinkSync(given)}, which does not exist`;
  if (kind.noLink) return `it is a symbolic link (to ${readlinkSync(given)}); give the folder itself`;
  return undefined;
}

/** What makes an existing folder someone else's: a project, a file, or files the command did not write. */
function folderProblem(out: string, kind: OutputKind): string | undefined {
  if (!existsSync(out)) return undefined;
  if (!isFolder(out)) return 'it is a file, not a folder';
  const names = readdirSync(out);
  const project = names.find((n) => n === 'package.json' || n === '.git');
  if (project) return `it is a project folder (it holds ${project})`;
  if (names.includes(kind.marker)) return undefined;
  const other = kinds.find((k) => names.includes(k.marker));
  if (other) return `it is ${other.what} (it holds ${other.marker})`;
  const foreign = names.filter((n) => n !== OUTPUT_LOCK); // a build's lock, taken just as the folder was made
  if (foreign.length) {
    const shown = foreign.sort().slice(0, 3).join(', ') + (foreign.length > 3 ? ', …' : '');
    return `it holds files agency-site did not write (${shown})`;
  }
  return undefined;
}

/** Refuse a folder the command does not own: a BuildError (exit 1) that says why and what to do. */
export function assertOwnedOutput(outDir: string, opts: GuardOptions, kind: OutputKind = BUILD_OUTPUT): void {
  const why = outputProblem(outDir, opts, kind);
  if (!why) return;
  throw new BuildError(
    `refusing to ${kind.verb} ${outDir} (${path.resolve(outDir)}): ${why}. Nothing was changed. ${kind.advice}`,
  );
}

/** Mark a folder as the build's own: written first into every folder the build makes. */
export async function markOwned(dir: string): Promise<void> {
  await writeFile(path.join(dir, OUTPUT_MARKER), MARKER_TEXT);
}

/**
 * Remove a folder the build made: only one that carries the marker, or is empty. Anything else
 * is an internal error (a bug of ours), never a deletion.
 */
export async function removeOwned(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (names.length === 0) return rmdir(dir);
  if (!names.includes(OUTPUT_MARKER))
    throw new Error(`refusing to remove ${dir}: it does not carry agency-site's output marker`);
  await rm(dir, { recursive: true, force: true });
}

/** Whether the process `pid` runs (ours does): its lock or its leftovers are not to be taken. */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Staging and swapped-out folders a killed build left beside the output: those named so, marked
 * (or empty), and made by a process that is gone (a build running now keeps its own). When the
 * output itself is missing (killed between the two renames of a swap), the newest swapped-out
 * folder is put back instead of removed. Returns the folders removed.
 */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const out = path.resolve(outDir);
  const parent = path.dirname(out);
  const name = path.basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${name}\\.(tmp|old)-(\\d+)-([0-9a-z]+)(?:-[0-9a-z]+)?$`);
  const found: { dir: string; kind: string; made: number }[] = [];
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    const m = pattern.exec(entry);
    if (!m || processAlive(Number(m[2]))) continue;
    const dir = path.join(parent, entry);
    if (isFolder(dir) && isOwnedOrEmpty(dir)) found.push({ dir, kind: m[1]!, made: parseInt(m[3]!, 36) });
  }
  const lastOld = found
    .filter((f) => f.kind === 'old')
    .sort((a, b) => a.made - b.made)
    .at(-1);
  if (lastOld && !existsSync(out)) {
    found.splice(found.indexOf(lastOld), 1);
    // Runs before the lock: a build starting beside this one may have put it back, or made the folder.
    await rename(lastOld.dir, out).catch(() => undefined);
  }
  for (const { dir } of found) await rm(dir, { recursive: true, force: true });
  return found.map((f) => f.dir);
}
