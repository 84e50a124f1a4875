// Everything a build reads, summed up without reading it: every file under the content folder by
// its identity (size, mtime, ctime, inode), and the flags and environment that pick the URLs.
// When code, inputs and the output folder are all as the last build left them, the build has
// nothing to do (pipeline.ts): that check costs a directory walk and a stat per file.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** [size, mtimeMs, ctimeMs, ino] */
export type InputRecord = [number, number, number, number];

export interface Inputs {
  /** Flags and environment variables that change the output. */
  settings: string;
  files: Record<string, InputRecord>;
}

/**
 * `previous`: the last build's snapshot; a file found as it recorded keeps that record (the same
 * array, not a new one per file: changedInputs then compares them at a glance).
 */
export function snapshotInputs(contentDir: string, settings: Record<string, string | undefined>, previous?: Inputs): Inputs {
  const before = previous?.files ?? {};
  const root = path.resolve(contentDir);
  const files: Record<string, InputRecord> = {};
  let entries: { name: string; parentPath?: string; path?: string; isFile(): boolean }[] = [];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    // no content folder: loading reports it
  }
  // Names built by hand, not path.join/relative: this runs for every content file on every build
  // (readdir gives normalized parent paths under root).
  const prefix = root + path.sep;
  for (const e of entries) {
    if (!e.isFile()) continue;
    const abs = (e.parentPath ?? e.path ?? root) + path.sep + e.name;
    try {
      const s = statSync(abs);
      const name = abs.slice(prefix.length);
      const was = before[name];
      files[name] = was && was[0] === s.size && was[1] === s.mtimeMs && was[2] === s.ctimeMs && was[3] === s.ino ? was : [s.size, s.mtimeMs, s.ctimeMs, s.ino];
    } catch {
      // gone between listing and stat: it will not match next time either
    }
  }
  return { settings: JSON.stringify(settings), files };
}

/**
 * Files (relative to the content folder) whose identity differs between two snapshots of the same
 * files with the same settings; undefined when the settings or the set of files differ.
 */
export function changedInputs(a: Inputs | undefined, b: Inputs): string[] | undefined {
  if (!a || a.settings !== b.settings) return undefined;
  const names = Object.keys(b.files);
  if (names.length !== Object.keys(a.files).length) return undefined;
  const changed: string[] = [];
  for (const name of names) {
    const x = a.files[name];
    const y = b.files[name]!;
    if (x === y) continue;
    if (!x) return undefined;
    if (x[0] !== y[0] || x[1] !== y[1] || x[2] !== y[2] || x[3] !== y[3]) changed.push(name);
  }
  return changed;
}
