// The content half of the build cache: every content file's validated data, with the hash of its
// text and the identity of the file it came from. A rebuild does not even read a file whose
// identity is unchanged (cache/inputs.ts), and does not parse one whose text is. Stored in 16
// shards, so that editing one post rewrites one sixteenth of it. Valid only for the code that
// produced it: the code fingerprint is checked on open. A Markdown body is not stored: it is the
// end of its file's text, read from the file when a page needs it (a rebuild that renders a few
// pages reads a few), so a cold build does not encode and write every post's text a second time.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { isBlank, parseSource, type Parsed, type ParseMemo } from '../content/load.ts';
import type { InputRecord, Inputs } from './inputs.ts';

/** One remembered file. */
export interface MemoEntry {
  hash: string;
  data: unknown;
  /** Markdown body: known in the build that parsed the file (or stored, when not the end of its text). */
  body?: string;
  /** The body is the end of the file's text, this long (UTF-16 units): read from the file when used. */
  bodyChars?: number;
  bodyLine?: number;
  /** The body is empty or white space. */
  blank?: boolean;
  /** Identity of the file the text was read from, when known (cache/inputs.ts). */
  stat?: InputRecord;
}

/** A shard file: v8-serialized; an entry's body only if it is not the end of its file's text. */
interface Shard {
  fingerprint: string;
  entries: Map<string, MemoEntry>;
}

function readShard(file: string, fingerprint: string): Map<string, MemoEntry> | undefined {
  const shard = deserialize(readFileSync(file)) as Shard;
  return shard.fingerprint === fingerprint ? shard.entries : undefined;
}

function shardBytes(fingerprint: string, entries: Map<string, MemoEntry>): Buffer {
  const shard: Shard = { fingerprint, entries: new Map() };
  // A body that is the end of its file's text is read from there; another (never seen) is kept whole.
  for (const [name, { body, ...rest }] of entries) shard.entries.set(name, rest.bodyChars !== undefined || body === undefined ? rest : { ...rest, body });
  return serialize(shard);
}

/**
 * The entry's body, read from its file now if it was not yet. The file's identity was the same at
 * the start of this build (unchanged()); one edited since (its text's hash differs) is parsed for
 * its own body (the next build sees its new identity and parses it anyway).
 */
function bodyOf(entry: MemoEntry, abs: string, file: string): string | undefined {
  if (entry.body === undefined && entry.bodyChars !== undefined) {
    const text = readFileSync(abs, 'utf8');
    entry.body = textHash(text) === entry.hash ? text.slice(text.length - entry.bodyChars) : parseSource(text, file, [])?.body;
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
    return {
      hash,
      data: value.data,
      body,
      bodyChars: body !== undefined && text.endsWith(body) ? body.length : undefined,
      bodyLine: value.parsed.bodyLine,
      blank: body === undefined ? undefined : isBlank(body),
    };
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
    // Same text, new identity (touched, copied): remember the new identity. The body is at hand.
    const stat = this.statOf(this.abs.get(file));
    if (entry.body === undefined && entry.bodyChars !== undefined) entry.body = text.slice(text.length - entry.bodyChars);
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
    const abs = this.abs.get(file) ?? path.resolve(file);
    // Line numbers are wanted only for diagnostics: parse again on demand, never up front.
    const lineOf: Parsed['lineOf'] = (p) => parseSource(readFileSync(abs, 'utf8'), file, [])?.lineOf(p);
    const parsed: Parsed =
      entry.body !== undefined || entry.bodyChars !== undefined
        ? {
            data: entry.data,
            lineOf,
            // A getter in the literal (not defineProperty): the body is read when first used.
            get body() {
              return bodyOf(entry, abs, file);
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
