// The write stage: make the output folder hold exactly the wanted files, writing only those that
// differ from what the last build left (manifest.ts). In two steps, so that a failed build changes
// nothing a visitor sees: every new file is written (pages rendered on the way) beside its target
// under a temporary name, and only when all are written are they renamed into place and the files
// no longer wanted removed. A failure before that removes the temporary files and any folder made.
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markOwned, OUTPUT_LOCK, OUTPUT_MARKER, removeOwned } from '../output-dir.ts';
import { forgetManifest, manifestFile, readManifest, writeManifest, type FileRecord } from './manifest.ts';

/** A file of the output, as the stages make it. */
export interface OutputFile {
  /** Relative to the output folder, with forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

export interface Wanted {
  /** Relative to the output folder, with forward slashes. */
  file: string;
  key: string;
  /**
   * A page is rendered (a cached picture read) only when it has to be written. A promise is for
   * files made off this thread (pictures, share cards): put them last, and they are made while
   * the pages before them render.
   */
  contents: string | Uint8Array | (() => string | Uint8Array | Promise<Uint8Array>);
}

export interface UpdateResult {
  /** Every file of the output, as left now. */
  files: Record<string, FileRecord>;
  /** Files written by this build (the others were as wanted already). */
  written: Set<string>;
}

export async function updateOutput(outDir: string, cache: string | undefined, wanted: readonly Wanted[], onProgress?: (done: number, total: number) => void): Promise<UpdateResult> {
  const manifest = cache ? manifestFile(cache, outDir) : undefined;
  const last = existsSync(outDir) ? readManifest(manifest, outDir) : undefined;
  const update = new Update(outDir, `.${process.pid}.agency-site-tmp`);
  await update.begin();
  if (manifest) forgetManifest(manifest); // untrusted until this build is over
  try {
    const files: Record<string, FileRecord> = {};
    const written = new Set<string>();
    for (const w of wanted) {
      const before = last?.files[w.file];
      if (before && before[0] === w.key && unchangedOnDisk(path.join(outDir, w.file), before)) files[w.file] = before;
      else written.add(w.file);
    }
    await update.writeAll(wanted.filter((w) => written.has(w.file)), files, onProgress);
    update.commit();
    removeUnwanted(outDir, new Set(wanted.map((w) => w.file)), last && Object.keys(last.files));
    if (manifest) writeManifest(manifest, outDir, files);
    return { files, written };
  } catch (err) {
    await update.abort();
    if (manifest && last) writeManifest(manifest, outDir, last.files); // the output is as it recorded
    throw err;
  }
}

function unchangedOnDisk(file: string, [, bytes, mtimeMs]: FileRecord): boolean {
  const s = statSync(file, { throwIfNoEntry: false });
  return !!s && s.isFile() && s.size === bytes && s.mtimeMs === mtimeMs;
}

/** The temporary files and folders of one update, and what undoes them. Files are written synchronously: for thousands of small files the fastest way here. */
class Update {
  private readonly made: string[] = []; // folders this update created
  private readonly dirs = new Set<string>();
  private readonly temps: [tmp: string, target: string][] = [];
  private existed = true;

  constructor(
    private readonly outDir: string,
    private readonly suffix: string,
  ) {}

  async begin(): Promise<void> {
    this.existed = existsSync(this.outDir);
    if (this.existed) return;
    mkdirSync(this.outDir, { recursive: true });
    await markOwned(this.outDir); // a failure now may remove it: it is ours
  }

  private folder(dir: string): void {
    if (this.dirs.has(dir)) return;
    this.dirs.add(dir);
    const first = mkdirSync(dir, { recursive: true });
    if (first) for (let d = dir; d.length >= first.length; d = path.dirname(d)) this.made.push(d);
  }

  /** Write each file under its temporary name, rendering pages one by one. */
  async writeAll(files: readonly Wanted[], records: Record<string, FileRecord>, onProgress?: (done: number, total: number) => void): Promise<void> {
    for (const [i, w] of files.entries()) {
      const made = typeof w.contents === 'function' ? w.contents() : w.contents;
      const contents = made instanceof Promise ? await made : made;
      const target = path.join(this.outDir, w.file);
      const tmp = target + this.suffix;
      this.folder(path.dirname(target));
      this.temps.push([tmp, target]);
      writeFileSync(tmp, contents);
      const s = statSync(tmp);
      records[w.file] = [w.key, s.size, s.mtimeMs];
      onProgress?.(i + 1, files.length);
    }
  }

  commit(): void {
    for (const [tmp, target] of this.temps) renameSync(tmp, target);
    this.temps.length = 0;
  }

  async abort(): Promise<void> {
    for (const [tmp] of this.temps) rmSync(tmp, { force: true });
    if (!this.existed) return removeOwned(this.outDir);
    for (const dir of this.made.sort().reverse()) {
      try {
        rmdirSync(dir);
      } catch {
        // holds something
      }
    }
  }
}

/**
 * Remove the files of the output that are not wanted: those the last build wrote (when its
 * manifest is known), else every file found there. Folders left empty go too.
 */
function removeUnwanted(outDir: string, wanted: ReadonlySet<string>, lastFiles: readonly string[] | undefined): void {
  const found = lastFiles ?? listFiles(outDir);
  const emptied = new Set<string>();
  for (const file of found) {
    if (wanted.has(file) || file === OUTPUT_MARKER || file === OUTPUT_LOCK) continue; // the marker, and this build's lock (lock.ts)
    try {
      unlinkSync(path.join(outDir, file));
    } catch {
      continue; // already gone
    }
    for (let d = path.dirname(file); d !== '.'; d = path.dirname(d)) emptied.add(d);
  }
  // Deepest first; a folder that still holds anything stays.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(path.join(outDir, dir));
    } catch {
      // not empty
    }
  }
}

function listFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}
