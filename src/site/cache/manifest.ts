// What the last successful build wrote: for the output folder and for its spare (cache/trees.ts),
// every file with its key and its identity (size, mtime, inode). One manifest per output folder,
// written after the new output is in place. A record only ever vouches for the exact file it
// describes, so a manifest that is out of date (a crash, a hand edit) costs work, never correctness.
// JSON: every value is a string, a number or null, and V8 parses JSON twice as fast as it
// deserializes the same records (about 18 ms against 34 at N = 4,000, read on every build).
import type { BuildSummary } from '../pipeline.ts';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asciiBytes, decodeText } from '../compiled/ascii.cjs';
import { CACHE_FORMAT } from './dir.ts';
import type { Inputs } from './inputs.ts';
import type { TrackedCollection } from './page-keys.ts';

/** [key, bytes, mtimeMs, ino]: key is a page key (page-keys.ts) or a hash of the file's contents. */
export type FileRecord = [string, number, number, number];

/** [mtimeMs, ino] of a folder, or null when it is not to be trusted (cache/trees.ts). */
export type DirRecord = [number, number] | null;

/**
 * A folder tree's folder records: as read (their JSON text, parsed when first wanted) or as made.
 * A rebuild only carries the live output's records over, as the spare's: written back as they were
 * read, they are never parsed (~5,400 records at 4,000 posts, ~4 ms of a one-post rebuild).
 */
export class DirRecords {
  private constructor(
    private text: string | undefined,
    private parsed: Record<string, DirRecord> | undefined,
  ) {}

  static of(records: Record<string, DirRecord>): DirRecords {
    return new DirRecords(undefined, records);
  }

  static fromJSON(text: string): DirRecords {
    return new DirRecords(text, undefined);
  }

  /** The records, to read or change. */
  get records(): Record<string, DirRecord> {
    if (!this.parsed) {
      this.parsed = JSON.parse(this.text!) as Record<string, DirRecord>;
      this.text = undefined; // they may change from now on
    }
    return this.parsed;
  }

  /** Stored inside the manifest as their own JSON text. */
  toJSON(): string {
    return this.text ?? JSON.stringify(this.parsed);
  }
}

export interface Manifest {
  format: number;
  outDir: string;
  /** Code fingerprint of the build that wrote it: when it differs, every page renders again. */
  code: string;
  /** Collections the renderer read directly (page-keys.ts); part of every key. */
  reads: TrackedCollection[];
  /** The image origins found in the content (csp.ts): a build where no post's data changed reuses them. */
  origins?: string[];
  /** The output folder's files. */
  current: Record<string, FileRecord>;
  /** The output folder's folders ('' the folder itself). Absent: every folder is read. */
  dirs?: DirRecords;
  /** The previous output, kept to be updated by the next build. */
  spare?: { dir: string; files: Record<string, FileRecord>; dirs?: DirRecords };
  /** What the build read (cache/inputs.ts): the same again, and the build has nothing to do. */
  inputs?: Inputs;
  /** The build's summary, repeated by a build that had nothing to do. */
  summary?: ManifestSummary;
  /** Stamp of the page graph that goes with this output (page-graph.ts). */
  graph?: string;
}

/** What a build that had nothing to do repeats (manifests are tied to the code that wrote them). */
export type ManifestSummary = Pick<BuildSummary, 'pages' | 'files' | 'bytes' | 'assets' | 'heaviestPage'>;

/** The summary of an output holding `files`, `pages` of them pages. */
export function summarize(files: Record<string, FileRecord>, pages: number, assets: ManifestSummary['assets']): ManifestSummary {
  let bytes = 0;
  let heaviestPage = { file: '', bytes: 0 };
  for (const [file, r] of Object.entries(files)) {
    bytes += r[1];
    if (file.endsWith('.html') && r[1] > heaviestPage.bytes) heaviestPage = { file, bytes: r[1] };
  }
  return { pages, files: Object.keys(files).length, bytes, assets, heaviestPage };
}

/**
 * The summary of an output that holds the same files as the one `previous` summed up, `changed`
 * the only ones whose records may differ (`before` → `after`): worked out from those alone, as
 * summarize would from all of them. When the heaviest page may be another one, all are summed up.
 */
export function summarizeChange(previous: ManifestSummary, before: Record<string, FileRecord>, after: Record<string, FileRecord>, changed: readonly string[]): ManifestSummary {
  let bytes = previous.bytes;
  for (const file of changed) {
    const was = before[file];
    const now = after[file];
    // The heaviest page changed, or another reaches it (which comes first then is a question of order).
    if (!was || !now || file === previous.heaviestPage.file || (file.endsWith('.html') && now[1] >= previous.heaviestPage.bytes)) {
      return summarize(after, previous.pages, previous.assets);
    }
    bytes += now[1] - was[1];
  }
  return { ...previous, bytes };
}

/** A short stable id for an output folder (names its manifest and spare). */
export function outputId(outDir: string): string {
  return createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16);
}

function manifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'out', `${outputId(outDir)}.json`);
}

/**
 * As stored: the spare's files as they differ from the output's (null: not in the spare). The spare
 * is the previous output, so after a rebuild the two differ in the few files it changed, and
 * storing the spare's records in full would double what every build reads.
 */
type Stored = Omit<Manifest, 'spare' | 'dirs'> & {
  /** Folder records as their own JSON text (DirRecords). */
  dirs?: string;
  spare?: { dir: string; except: Record<string, FileRecord | null>; dirs?: string };
};

function sameRecord(a: FileRecord, b: FileRecord): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

export function readManifest(cacheDir: string | undefined, outDir: string): Manifest | undefined {
  if (!cacheDir) return undefined;
  try {
    const { dirs, spare, ...m } = JSON.parse(decodeText(readFileSync(manifestFile(cacheDir, outDir)))) as Stored;
    if (m.format !== CACHE_FORMAT || m.outDir !== path.resolve(outDir)) return undefined;
    const records = (text: unknown) => (typeof text === 'string' ? DirRecords.fromJSON(text) : undefined);
    const read: Manifest = { ...m, dirs: records(dirs) };
    if (!spare) return read;
    const files = { ...m.current };
    for (const [file, record] of Object.entries(spare.except)) {
      if (record) files[file] = record;
      else delete files[file];
    }
    return { ...read, spare: { dir: spare.dir, files, dirs: records(spare.dirs) } };
  } catch {
    return undefined;
  }
}

export async function writeManifest(cacheDir: string | undefined, outDir: string, manifest: Omit<Manifest, 'format' | 'outDir'>): Promise<void> {
  if (!cacheDir) return;
  const file = manifestFile(cacheDir, outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  let spare: Stored['spare'];
  if (manifest.spare) {
    const { dir, files, dirs } = manifest.spare;
    const except: Record<string, FileRecord | null> = {};
    for (const [file, record] of Object.entries(files)) if (!Object.hasOwn(manifest.current, file) || !sameRecord(record, manifest.current[file]!)) except[file] = record;
    for (const file of Object.keys(manifest.current)) if (!Object.hasOwn(files, file)) except[file] = null;
    spare = { dir, except, dirs: dirs?.toJSON() };
  }
  const stored: Stored = { format: CACHE_FORMAT, outDir: path.resolve(outDir), ...manifest, dirs: manifest.dirs?.toJSON(), spare };
  // In ASCII (a file name's other characters as JSON escapes): read back without decoding.
  // Written in one call, not in the chunks (each a trip through libuv's threads) of the promise
  // API, which left the build waiting ~10 ms at its very end.
  writeFileSync(tmp, asciiBytes(JSON.stringify(stored)));
  renameSync(tmp, file);
  const named = file.replace(/\.json$/, '.path'); // for pruning (prune.ts)
  if (!existsSync(named)) writeFileSync(named, path.resolve(outDir));
}
