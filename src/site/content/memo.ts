// The content memo: validated data of every content file the last build loaded, so that a rebuild
// parses and validates only the files that changed (load.ts's ParseMemo). A file counts as
// unchanged when its size and mtime are those it had before it was read, or its text is the same.
// A post's body is cut from its file when wanted, at the offset remembered. One JSON file per
// content folder in the build cache, for one code fingerprint (the schemas are code); `dev` keeps
// one in memory from load to load.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ParseMemo } from './loader.ts';
import { isBlank, mayShowPictures, parseSource, readContentText, textHash, type Parsed } from './parse.ts';
import { writeFileAtomic } from '../atomic-write.ts';

interface Remembered {
  size: number;
  mtimeMs: number;
  textHash: string;
  data: unknown;
  /** Posts: where the body starts in the text (UTF-16 offset) and on which line. */
  body?: { at: number; line: number; blank: boolean; pictures: boolean };
}

interface Stored {
  code: string;
  files: Record<string, Remembered>;
}

export class ContentMemo implements ParseMemo {
  private next: Record<string, Remembered> = {};
  private statBeforeRead = new Map<string, { size: number; mtimeMs: number }>();

  constructor(
    private readonly file?: string,
    private readonly code = '',
    private last: Record<string, Remembered> = {},
  ) {}

  static open(cache: string, contentDir: string, code: string): ContentMemo {
    const file = path.join(cache, 'content', `${textHash(path.resolve(contentDir)).slice(0, 16)}.json`);
    let last: Record<string, Remembered> = {};
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
      if (stored.code === code) last = stored.files;
    } catch {
      // none yet, or unreadable: every file is parsed
    }
    return new ContentMemo(file, code, last);
  }

  unchanged(abs: string, file: string): { data: unknown; parsed: Parsed } | undefined {
    const s = statSync(abs, { throwIfNoEntry: false });
    if (!s) return undefined;
    this.statBeforeRead.set(file, { size: s.size, mtimeMs: s.mtimeMs });
    const known = this.last[file];
    if (!known || known.size !== s.size || known.mtimeMs !== s.mtimeMs) return undefined;
    return this.keep(abs, file, known);
  }

  get(file: string, text: string): { data: unknown; parsed: Parsed } | undefined {
    const known = this.last[file];
    if (!known || known.textHash !== textHash(text)) return undefined;
    const seen = this.statBeforeRead.get(file);
    return this.keep(undefined, file, seen ? { ...known, ...seen } : known, text);
  }

  set(file: string, text: string, value: { data: unknown; parsed: Parsed }): void {
    const seen = this.statBeforeRead.get(file);
    if (!seen) return; // not stat'ed before it was read: cannot tell later whether it changed
    const { body, bodyLine } = value.parsed;
    this.next[file] = {
      ...seen,
      textHash: value.parsed.textHash ?? textHash(text),
      data: value.data,
      body:
        body === undefined
          ? undefined
          : {
              at: text.length - body.length,
              line: bodyLine ?? 1,
              blank: isBlank(body),
              pictures: mayShowPictures(body),
            },
    };
  }

  /** After a load that succeeded: its files (only) are what the next load compares with, and stored. */
  save(): void {
    this.last = this.next;
    this.next = {};
    this.statBeforeRead = new Map();
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileAtomic(this.file, JSON.stringify({ code: this.code, files: this.last } satisfies Stored));
  }

  /** After a load that failed: the next one compares with the last good load. */
  discard(): void {
    this.next = {};
    this.statBeforeRead = new Map();
  }

  /** The body as the file has it now: cut at the offset remembered, or parsed again if the file changed meanwhile. */
  private bodyOf(file: string, text: string, known: Remembered): string {
    if (textHash(text) === known.textHash) return text.slice(known.body!.at);
    return parseSource(text, file, [])?.body ?? '';
  }

  /** The file parsed again, for its lines; none if it cannot be read now. */
  private static linesOf(file: string, readText: () => string): Parsed['lineOf'] {
    try {
      return parseSource(readText(), file, [])?.lineOf ?? (() => undefined);
    } catch {
      return () => undefined;
    }
  }

  private keep(
    abs: string | undefined,
    file: string,
    known: Remembered,
    text?: string,
  ): { data: unknown; parsed: Parsed } {
    this.next[file] = known;
    const body = known.body;
    // Lines are wanted only for a problem: the file is read and parsed again then, not before.
    let lineOf: Parsed['lineOf'] | undefined;
    const readText = () => text ?? readContentText(abs!);
    const parsed: Parsed = {
      data: known.data,
      lineOf: (at) => (lineOf ??= ContentMemo.linesOf(file, readText))(at),
      textHash: known.textHash,
    };
    if (body) {
      let cut: string | undefined;
      Object.assign(parsed, { bodyLine: body.line, bodyBlank: body.blank, bodyPictures: body.pictures });
      Object.defineProperty(parsed, 'body', {
        enumerable: true,
        get: () => (cut ??= this.bodyOf(file, readText(), known)),
      });
    }
    return { data: known.data, parsed };
  }
}
