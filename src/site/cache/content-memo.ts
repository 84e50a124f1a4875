// The content half of the build cache: every content file's validated data, by the hash of its
// text, so a rebuild reads each file but parses and validates only those whose text changed.
// Valid only for the code that produced it (the code fingerprint is part of the file name check).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { parseSource, type Parsed, type ParseMemo } from '../content/load.ts';

interface Stored {
  hash: string;
  data: unknown;
  /** Markdown body: its length, as the body is always the end of the file's text. */
  bodyLength?: number;
  bodyLine?: number;
}

interface MemoFile {
  fingerprint: string;
  entries: Map<string, Stored>;
}

export function textHash(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

export class ContentMemo implements ParseMemo {
  /** file → hash of the text read by this build, for page keys (cache/page-keys.ts). */
  readonly hashes = new Map<string, string>();
  private readonly next = new Map<string, Stored>();
  private changed = false;
  hits = 0;
  misses = 0;

  private constructor(
    private readonly file: string | undefined,
    private readonly fingerprint: string,
    private readonly previous: Map<string, Stored>,
  ) {}

  /** The memo saved by the last build of `contentDir` with this code, or an empty one. */
  static async open(cacheDir: string | undefined, contentDir: string, fingerprint: string): Promise<ContentMemo> {
    const file = cacheDir ? path.join(cacheDir, 'content', `${textHash(path.resolve(contentDir))}.bin`) : undefined;
    let previous = new Map<string, Stored>();
    if (file) {
      try {
        const stored = deserialize(await readFile(file)) as MemoFile;
        if (stored.fingerprint === fingerprint) previous = stored.entries;
      } catch {
        // no memo yet, or an unreadable one: parse everything
      }
    }
    return new ContentMemo(file, fingerprint, previous);
  }

  get(file: string, text: string): { data: unknown; parsed: Parsed } | undefined {
    const hash = textHash(text);
    this.hashes.set(file, hash);
    const stored = this.previous.get(file);
    if (!stored || stored.hash !== hash) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.next.set(file, stored);
    const parsed: Parsed = {
      data: stored.data,
      // Line numbers are wanted only for diagnostics: parse again on demand, never up front.
      lineOf: (p) => parseSource(readFileSync(file, 'utf8'), file, [])?.lineOf(p),
    };
    if (stored.bodyLength !== undefined) {
      parsed.body = text.slice(text.length - stored.bodyLength);
      parsed.bodyLine = stored.bodyLine;
    }
    return { data: stored.data, parsed };
  }

  set(file: string, text: string, value: { data: unknown; parsed: Parsed }): void {
    const hash = this.hashes.get(file) ?? textHash(text);
    const body = value.parsed.body;
    // A body that is not the end of the text (never seen) is simply not remembered.
    if (body !== undefined && !text.endsWith(body)) return;
    this.next.set(file, { hash, data: value.data, bodyLength: body?.length, bodyLine: value.parsed.bodyLine });
    this.changed = true;
  }

  /** Keep what this build read (files gone since are dropped). */
  async save(): Promise<void> {
    if (!this.file) return;
    if (!this.changed && this.next.size === this.previous.size) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    await writeFile(tmp, serialize({ fingerprint: this.fingerprint, entries: this.next } satisfies MemoFile));
    await rename(tmp, this.file);
  }
}
