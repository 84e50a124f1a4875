// The write stage, the one way agency-site writes an output folder (`build`, `dev`'s private folder,
// `agency-site cms`): make the folder hold exactly the wanted files, writing only those that differ
// from the record of what was left there (a `FileRecord` each: manifest.ts keeps it in the build
// cache, dev in memory). In two steps, so that a failed update changes nothing a visitor sees:
// every new file is written (pages rendered on the way) into one staging folder inside the output
// (`.agency-site-staging-<pid>`), and only when all are written does the commit (commit.ts) move
// them into place, all or none, and then the files no longer wanted are removed. A failure before
// or during the commit leaves the output as it was.
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import path from 'node:path';
import { BuildError, ContentError, type Diagnostic } from '../diagnostics.ts';
import { MARKER_TEXT, markOwned, OUTPUT_MARKER, processAlive, removeOwned } from '../output-dir.ts';
import { Commit, CommitError, type CommitFs } from './commit.ts';
import { forgetManifest, manifestFile, readManifest, writeManifest, type FileRecord } from './manifest.ts';
import { isPlainPath, OutputTree, removeUnwanted } from './tree.ts';

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

/** The key of a file that is not a page (page-keys.ts): its contents. */
export function contentKey(contents: string | Uint8Array): string {
  return hash('sha1', contents, 'base64url');
}

/** The marker that says a folder is agency-site's output (output-dir.ts): wanted by every update of a whole folder. */
export const markerFile: Wanted = { file: OUTPUT_MARKER, key: contentKey(MARKER_TEXT), contents: MARKER_TEXT };

/** What an update left in an output folder: each file's key, and its size and mtime then. */
export type OutputRecord = Record<string, FileRecord>;

export interface UpdateResult {
  /** Every wanted file of the output, as left now. */
  files: OutputRecord;
  /** What the next update starts from: these, the files it was not about, and those it could not remove. */
  record: OutputRecord;
  /** Files written by this build (the others were as wanted already). */
  written: Set<string>;
  /** Files no longer wanted that could not be removed, each with why (the next build tries again). */
  warnings: string[];
}

const STAGING = /^\.agency-site-staging-(\d+)$/;

export interface UpdateOptions {
  /** Where the record of the last update is kept (manifest.ts; none: every file is checked). */
  cache?: string;
  /**
   * The record of the last update, held by the caller instead (dev), of a folder only the caller
   * writes: files on it are not looked at on disk again. The result's `record` is the next one.
   */
  record?: OutputRecord;
  /**
   * The files this update is about (`cms`: admin/; dev: the pages and the share cards in turn):
   * every wanted file is one, and the others are left as they are, on disk and on record.
   */
  only?: (file: string) => boolean;
  onProgress?: (done: number, total: number) => void;
  /** The commit's file-system calls (tests make one fail). */
  fs?: CommitFs;
}

export async function updateOutput(
  outDir: string,
  wanted: readonly Wanted[],
  { cache, record, only, onProgress, fs }: UpdateOptions = {},
): Promise<UpdateResult> {
  assertDistinctPaths(wanted, only); // before anything is touched
  const manifest = cache ? manifestFile(cache, outDir) : undefined;
  const last = record ?? (existsSync(outDir) ? readManifest(manifest, outDir)?.files : undefined);
  const stage = new Staging(outDir, fs);
  await stage.begin();
  if (manifest) forgetManifest(manifest); // untrusted until this update is over
  const files: OutputRecord = {};
  const written = new Set<string>();
  try {
    const tree = new OutputTree(outDir);
    for (const w of wanted) {
      const before = last?.[w.file];
      // A record held in memory is of a folder only its holder writes (dev's): taken at its word.
      const intact = before && (record || unchangedOnDisk(tree, w.file, before));
      if (before && before[0] === w.key && intact) files[w.file] = before;
      else written.add(w.file);
    }
    await stage.writeAll(
      wanted.filter((w) => written.has(w.file)),
      files,
      onProgress,
    );
  } catch (err) {
    await stage.abort();
    if (manifest && last) writeManifest(manifest, outDir, last); // the output is as it recorded
    throw err;
  }
  try {
    stage.commit();
  } catch (err) {
    await stage.abort();
    if (manifest && last) writeManifest(manifest, outDir, last);
    throw commitFailed(outDir, err);
  }
  const lastFiles = last && Object.keys(last);
  const about = only ?? (() => true);
  const failed = removeUnwanted(outDir, new Set(wanted.map((w) => w.file)), lastFiles?.filter(about), about);
  // A file that could not be removed stays on record, so that the next update tries again.
  const kept: OutputRecord = {};
  for (const { file } of failed) kept[file] = last?.[file] ?? ['', 0, 0];
  const others = Object.fromEntries(Object.entries(last ?? {}).filter(([file]) => !about(file)));
  const next = { ...others, ...kept, ...files };
  // A record of part of a folder whose rest was never recorded would hide that rest from the next build.
  if (manifest && (last || !only)) writeManifest(manifest, outDir, next);
  return {
    files,
    record: next,
    written,
    warnings: failed.map(
      ({ file, why }) => `${path.join(outDir, file)} is no longer wanted but could not be removed (${why})`,
    ),
  };
}

/**
 * Output names are unique by construction, and no file lies inside another: a list that breaks
 * this is a bug of ours, refused before anything is touched (it would fail half-way through the commit).
 */
function assertDistinctPaths(wanted: readonly Wanted[], only = (_file: string) => true): void {
  const files = new Set<string>();
  const folders = new Set<string>();
  for (const { file } of wanted) {
    const parts = file.split('/');
    if (!isPlainPath(file) || STAGING.test(parts[0]!))
      throw new Error(`the build wants a file at ${JSON.stringify(file)}, not a plain path inside the output`);
    if (!only(file)) throw new Error(`an update wants ${file}, which is not among the files it is about`);
    if (files.has(file)) throw new Error(`the build wants two files at ${file}`);
    files.add(file);
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const both = [...files].find((f) => folders.has(f));
  if (both) throw new Error(`the build wants ${both} both as a file and as a folder`);
}

/** The file stands as the last build left it, reached through real folders (a link is never taken for it). */
function unchangedOnDisk(tree: OutputTree, file: string, [, bytes, mtimeMs]: FileRecord): boolean {
  try {
    const s = tree.stat(file);
    return !!s && s.isFile() && s.size === bytes && s.mtimeMs === mtimeMs;
  } catch {
    return false; // unreadable: written again (the commit says so if it cannot be)
  }
}

/** What a commit that failed says: what broke, and that the output is as it was (or what is not). */
function commitFailed(outDir: string, err: unknown): BuildError {
  const e = (err instanceof CommitError ? err.cause : err) as NodeJS.ErrnoException;
  const what = `could not put the new files in place in ${outDir} (${e.code ?? e.message}${e.path ? `: ${e.path}` : ''})`;
  const notUndone = err instanceof CommitError ? err.notUndone : [];
  if (!notUndone.length)
    return new BuildError(`${what}: nothing was changed; put that right and build again`, { cause: err });
  return new BuildError(
    `${what}, and ${notUndone.length} of the steps taken could not be undone (${notUndone.join('; ')}): the output is partly updated; put that right and build again`,
    { cause: err },
  );
}

/**
 * The staging folder of one update, and what undoes it. Files are staged flat, by number (no
 * folder is made until the commit), and synchronously: for thousands of small files the fastest way here.
 */
class Staging {
  private readonly dir: string;
  private readonly staged: [staged: string, file: string][] = [];
  private existed = true;

  constructor(
    private readonly outDir: string,
    private readonly fs?: CommitFs,
  ) {
    this.dir = path.join(outDir, `.agency-site-staging-${process.pid}`);
  }

  async begin(): Promise<void> {
    this.existed = existsSync(this.outDir);
    if (this.existed) removeDeadStaging(this.outDir);
    else {
      mkdirSync(this.outDir, { recursive: true });
      await markOwned(this.outDir); // a failure now may remove it: it is ours
    }
    mkdirSync(this.dir);
  }

  /**
   * Write each file into the staging folder, rendering pages one by one. A file that cannot be
   * made for the content's sake (ContentError: a page that fails to render, a damaged picture)
   * does not stop the others: every such problem is thrown at the end, together.
   */
  async writeAll(
    files: readonly Wanted[],
    records: Record<string, FileRecord>,
    onProgress?: (done: number, total: number) => void,
  ): Promise<void> {
    const failed: ContentError[] = [];
    for (const [i, w] of files.entries()) {
      let contents: string | Uint8Array;
      try {
        const made = typeof w.contents === 'function' ? w.contents() : w.contents;
        contents = made instanceof Promise ? await made : made;
      } catch (err) {
        if (!(err instanceof ContentError)) throw err;
        if (!failed.includes(err)) failed.push(err); // a picture's files fail together, as one
        continue;
      }
      if (failed.length) continue; // the build fails: nothing more to stage, only more problems to find
      const staged = path.join(this.dir, String(i));
      try {
        writeFileSync(staged, contents);
      } catch (err) {
        throw new BuildError(
          `could not write ${w.file} into ${this.outDir} (${(err as NodeJS.ErrnoException).code}); nothing was changed`,
          { cause: err },
        );
      }
      this.staged.push([staged, w.file]);
      const s = statSync(staged);
      records[w.file] = [w.key, s.size, s.mtimeMs];
      onProgress?.(i + 1, files.length);
    }
    if (failed.length === 1) throw failed[0];
    if (failed.length)
      throw new ContentError(
        failed.flatMap((e) => e.diagnostics),
        failedMessage(failed.flatMap((e) => e.diagnostics)),
      );
  }

  /** Every file is staged: move each into place, all or none. */
  commit(): void {
    new Commit(this.outDir, path.join(this.dir, 'old'), this.fs).run(this.staged);
    this.staged.length = 0;
    rmSync(this.dir, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
    if (!this.existed) await removeOwned(this.outDir);
  }
}

/** '3 pages failed to render', '2 files could not be made'. */
function failedMessage(problems: readonly Diagnostic[]): string {
  return problems.every((d) => d.rule === 'render')
    ? `${problems.length} pages failed to render`
    : `${problems.length} files could not be made`;
}

/** Staging folders a killed build left in the output (a build running now keeps its own; ours is new). */
function removeDeadStaging(outDir: string): void {
  for (const name of readdirSync(outDir)) {
    const m = STAGING.exec(name);
    if (!m || (processAlive(Number(m[1])) && Number(m[1]) !== process.pid)) continue;
    const full = path.join(outDir, name);
    if (lstatSync(full).isDirectory()) rmSync(full, { recursive: true, force: true });
    else unlinkSync(full); // a link or a file by that name: removed, not followed
  }
}
