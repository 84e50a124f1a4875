// The content half of the build cache: every content file's validated data (and Markdown body),
// with the hash of its text and the identity of the file it came from. A rebuild does not even
// read a file whose identity is unchanged (cache/inputs.ts), and does not parse one whose text is.
// Stored in 16 shards, so that editing one post rewrites one sixteenth of it. Valid only for the
// code that produced it: the code fingerprint is checked on open. In a shard file the Markdown
// bodies (most of its bytes) follow the rest as plain UTF-8, read and decoded only when a body is
// used: a rebuild that renders a few pages reads the headers only.
import { hash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { parseSource, type Parsed, type ParseMemo } from '../content/load.ts';
import type { InputRecord, Inputs } from './inputs.ts';

/** One remembered file. */
export interface MemoEntry {
  hash: string;
  data: unknown;
  /** Markdown body (the end of the file's text). */
  body?: string;
  bodyLine?: number;
  /** The body is empty or white space. */
  blank?: boolean;
  /** Identity of the file the text was read from, when known (cache/inputs.ts). */
  stat?: InputRecord;
  /** A body not decoded yet: where it is in its shard file's bodies. */
  stored?: { shard: ShardBodies; start: number; end: number };
}

/**
 * A shard file: the length of the header, a stamp (random, new with every write), the header
 * (v8-serialized), the bodies' UTF-8 bytes.
 */
interface ShardHeader {
  fingerprint: string;
  /** Entries without their bodies; `at` is a body's [start, end) in the bodies' bytes. */
  entries: Map<string, Omit<MemoEntry, 'body' | 'stored'> & { at?: [number, number] }>;
}

const STAMP_BYTES = 8;
const PREAMBLE = 4 + STAMP_BYTES;

/**
 * A shard file's bodies, read when the first of them is wanted. Null when the file is no longer
 * the one whose header was read (another build wrote it since: its stamp differs).
 */
class ShardBodies {
  private bytes?: Buffer | null;

  constructor(
    private readonly file: string,
    private readonly stamp: Buffer,
    private readonly offset: number,
  ) {}

  get(): Buffer | null {
    if (this.bytes === undefined) {
      try {
        const all = readFileSync(this.file);
        this.bytes = all.subarray(4, PREAMBLE).equals(this.stamp) ? all.subarray(this.offset) : null;
      } catch {
        this.bytes = null;
      }
    }
    return this.bytes;
  }
}

function readShard(file: string, fingerprint: string): Map<string, MemoEntry> | undefined {
  const fd = openSync(file, 'r');
  let header: ShardHeader;
  let preamble: Buffer;
  let length: number;
  try {
    preamble = Buffer.alloc(PREAMBLE);
    if (readSync(fd, preamble, 0, PREAMBLE, 0) !== PREAMBLE) return undefined;
    length = preamble.readUInt32LE(0);
    const head = Buffer.alloc(length);
    if (readSync(fd, head, 0, length, PREAMBLE) !== length) return undefined;
    header = deserialize(head) as ShardHeader;
  } finally {
    closeSync(fd);
  }
  if (header.fingerprint !== fingerprint) return undefined;
  const shard = new ShardBodies(file, preamble.subarray(4), PREAMBLE + length);
  const entries = new Map<string, MemoEntry>();
  for (const [name, { at, ...entry }] of header.entries) entries.set(name, at ? { ...entry, stored: { shard, start: at[0], end: at[1] } } : entry);
  return entries;
}

function shardBytes(fingerprint: string, entries: Map<string, MemoEntry>): Buffer {
  const header: ShardHeader = { fingerprint, entries: new Map() };
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const [name, entry] of entries) {
    const { body: _body, stored, ...rest } = entry;
    // A body never decoded is copied over as the bytes it was read as.
    const bytes = stored?.shard.get();
    const body = bytes ? undefined : bodyOf(entry, name);
    const chunk = bytes ? bytes.subarray(stored!.start, stored!.end) : body !== undefined ? Buffer.from(body) : undefined;
    if (chunk) {
      header.entries.set(name, { ...rest, at: [offset, offset + chunk.length] });
      chunks.push(chunk);
      offset += chunk.length;
    } else header.entries.set(name, rest);
  }
  const head = serialize(header);
  const preamble = Buffer.alloc(PREAMBLE);
  preamble.writeUInt32LE(head.length);
  randomBytes(STAMP_BYTES).copy(preamble, 4);
  return Buffer.concat([preamble, head, ...chunks]);
}

/**
 * The entry's body, decoded now if it was not yet. A shard file written anew since its header was
 * read no longer has it: then it is the body of `file` itself, unchanged since it was remembered.
 */
function bodyOf(entry: MemoEntry, file: string): string | undefined {
  if (entry.body === undefined && entry.stored) {
    const { shard, start, end } = entry.stored;
    const bytes = shard.get();
    entry.body = bytes ? bytes.toString('utf8', start, end) : parseSource(readFileSync(file, 'utf8'), file, [])?.body;
    entry.stored = undefined;
  }
  return entry.body;
}

const SHARDS = 16;

export function textHash(text: string): string {
  // crypto.hash: one call, no Hash object (a few µs less a file; Node ≥ 20.12, engines asks 20.19).
  return hash('sha1', text, 'base64url');
}

/**
 * Which shard remembers `file`: FNV-1a of its name (any spread will do; a SHA-1 per file was ~5 ms
 * of every rebuild at 4,000 posts). Memos of other code are never read, so this may change freely.
 */
export function shardOf(file: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SHARDS;
}

function sameStat(a: InputRecord | undefined, b: InputRecord | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

export class ContentMemo implements ParseMemo {
  /** file → hash of its text in this build, for page keys (cache/page-keys.ts). */
  readonly hashes = new Map<string, string>();
  private readonly next = new Map<string, MemoEntry>();
  private readonly dirty = new Set<number>();
  private readonly abs = new Map<string, string>();
  private readonly primed = new Set<string>();
  hits = 0;
  misses = 0;

  private constructor(
    private readonly dir: string | undefined,
    private readonly root: string,
    private readonly fingerprint: string,
    private readonly previous: Map<string, MemoEntry>,
    private readonly inputs: Inputs | undefined,
  ) {}

  /** The memo saved for `contentDir` with this code, or an empty one. */
  static open(cacheDir: string | undefined, contentDir: string, fingerprint: string, inputs?: Inputs): ContentMemo {
    const root = path.resolve(contentDir);
    const dir = cacheDir ? path.join(cacheDir, 'content', textHash(root)) : undefined;
    const previous = new Map<string, MemoEntry>();
    for (let i = 0; dir && i < SHARDS; i++) {
      try {
        const entries = readShard(path.join(dir, `${i}.bin`), fingerprint);
        if (!entries) break; // other code: nothing of it can be used
        for (const [file, entry] of entries) previous.set(file, entry);
      } catch {
        // missing or unreadable: those files are parsed again
      }
    }
    return new ContentMemo(dir, root, fingerprint, previous, inputs);
  }

  /** Files remembered. */
  get size(): number {
    return this.previous.size;
  }

  /** Add files parsed ahead of loading (by the render threads, cache/prefill.ts). */
  prime(entries: Iterable<{ file: string } & MemoEntry>): void {
    for (const { file, ...entry } of entries) {
      this.previous.set(file, { ...entry, stat: this.statOf(path.resolve(file)) });
      this.primed.add(file);
    }
  }

  /** The entry to remember for a parsed file. */
  static entry(text: string, value: { data: unknown; parsed: Parsed }, hash = textHash(text)): MemoEntry {
    const body = value.parsed.body;
    return { hash, data: value.data, body, bodyLine: value.parsed.bodyLine, blank: body === undefined ? undefined : !body.trim() };
  }

  unchanged(abs: string, file: string): { data: unknown; parsed: Parsed } | undefined {
    this.abs.set(file, abs);
    const entry = this.previous.get(file);
    if (!entry || !sameStat(entry.stat, this.statOf(abs))) return undefined;
    return this.use(file, entry);
  }

  get(file: string, text: string): { data: unknown; parsed: Parsed } | undefined {
    const hash = textHash(text);
    this.hashes.set(file, hash);
    const entry = this.previous.get(file);
    if (!entry || entry.hash !== hash) {
      this.misses++;
      return undefined;
    }
    // Same text, new identity (touched, copied): remember the new identity.
    const stat = this.statOf(this.abs.get(file));
    return this.use(file, sameStat(entry.stat, stat) ? entry : { ...entry, stat });
  }

  set(file: string, text: string, value: { data: unknown; parsed: Parsed }): void {
    this.remember(file, { ...ContentMemo.entry(text, value, this.hashes.get(file)), stat: this.statOf(this.abs.get(file)) });
  }

  /**
   * The file's validated data in this build is what it was in the last build (its text may differ,
   * in the Markdown body). False when either build did not have it.
   */
  sameData(file: string): boolean {
    const before = this.previous.get(file);
    const now = this.next.get(file);
    if (!before || !now || this.primed.has(file)) return false; // primed: parsed in this build, not the last
    // Strict: a Date is not its ISO string (JSON would say equal).
    return before === now || before.hash === now.hash || isDeepStrictEqual(before.data, now.data);
  }

  /** Write the shards that changed; files gone since the last build are dropped. */
  async save(): Promise<void> {
    if (!this.dir) return;
    for (const file of this.previous.keys()) if (!this.next.has(file)) this.dirty.add(shardOf(file));
    if (!this.dirty.size) return;
    const shards = Array.from({ length: SHARDS }, () => new Map<string, MemoEntry>());
    for (const [file, entry] of this.next) shards[shardOf(file)]!.set(file, entry);
    await mkdir(this.dir, { recursive: true });
    await writeFile(`${this.dir}.path`, this.root); // for pruning (prune.ts)
    await Promise.all(
      [...this.dirty].map(async (i) => {
        const file = path.join(this.dir!, `${i}.bin`);
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, shardBytes(this.fingerprint, shards[i]!));
        await rename(tmp, file);
      }),
    );
  }

  private use(file: string, entry: MemoEntry): { data: unknown; parsed: Parsed } {
    this.hits++;
    this.hashes.set(file, entry.hash);
    this.remember(file, entry);
    // Line numbers are wanted only for diagnostics: parse again on demand, never up front.
    const lineOf: Parsed['lineOf'] = (p) => parseSource(readFileSync(file, 'utf8'), file, [])?.lineOf(p);
    const parsed: Parsed =
      entry.body !== undefined || entry.stored
        ? {
            data: entry.data,
            lineOf,
            // A getter in the literal (not defineProperty): the body is decoded when first used.
            get body() {
              return bodyOf(entry, file);
            },
            bodyLine: entry.bodyLine,
            bodyBlank: entry.blank,
          }
        : { data: entry.data, lineOf };
    return { data: entry.data, parsed };
  }

  private remember(file: string, entry: MemoEntry) {
    if (this.previous.get(file) !== entry || this.primed.has(file)) this.dirty.add(shardOf(file));
    this.next.set(file, entry);
  }

  private statOf(abs: string | undefined): InputRecord | undefined {
    if (!abs || !this.inputs) return undefined;
    const rel = abs.startsWith(this.root + path.sep) ? abs.slice(this.root.length + 1) : path.relative(this.root, abs);
    return this.inputs.files[rel];
  }
}
