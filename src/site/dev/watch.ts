// Watches content/ (its pictures and public/ included) and src/site/ and reports each change with
// what it touches.
import { readdir, realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { publicDir } from '../public-files.ts';
import type { Area, Change, ChangeKind } from './queue.ts';

export interface WatchRoots {
  content: string;
  /** src/site, or undefined to leave code alone. */
  src?: string;
}

// Editor droppings: swap and backup files, vim's 4913 probe, emacs lock files, dotfiles
// (but not .well-known/, which content/public/ may hold).
const ignoredName = /^\.(?!well-known$)|~$|^#.*#$|\.(swp|swx|swo|tmp)$|^4913$/;

const contentFile = /\.(md|ya?ml|json)$/i;

export function classify(file: string, roots: WatchRoots): Area | undefined {
  if (ignoredName.test(path.basename(file))) return undefined;
  const inside = (root: string, f: string) => {
    const rel = path.relative(root, f);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep) : undefined;
  };
  const content = inside(roots.content, file);
  if (content) {
    if (content[0] === publicDir && content.length > 1) return 'public';
    // A picture: its bytes name its files (prepare.ts), so the pages showing it change too.
    if (content[0] === 'images' && content.length > 1) return 'content';
    // Only the files content is made of; anything else (sed's and IDEs' temporary files) is noise.
    return contentFile.test(file) ? 'content' : undefined;
  }
  const src = roots.src ? inside(roots.src, file) : undefined;
  if (!src) return undefined;
  if (src[0] === 'styles') return 'styles';
  if (src[0] === 'client') return 'client';
  return /\.(tsx?|mts|mjs|js|json)$/.test(file) ? 'code' : undefined;
}

// chokidar drops a file's further change events for 50 ms after one it reports, without a
// trailing event: a save that lands inside that window (a second quick save, or the rest of a
// write we saw begin) would be missed. Look at the file again after the window and report it
// if it differs from the version last read (or, not read yet, from what the event saw).
const recheckAfterMs = 60;
const sweepAfterMs = [recheckAfterMs, 1000];

/** A file version's identity for "did it change since": mtime, size and inode. */
export const statsStamp = (s: Stats | undefined): string => (s ? `${s.mtimeMs}:${s.size}:${s.ino}` : 'missing');
export const fileStamp = async (file: string): Promise<string> => statsStamp(await stat(file).catch(() => undefined));

export interface WatchOptions {
  /** Stamp of the version of `file` the last rebuild read, if any. */
  lastRead?: (file: string) => string | undefined;
}

/** `file` (under one of the real folders) under the name its folder was given. */
function shownPath(file: string, given: string[], real: string[]): string {
  const abs = path.resolve(file);
  for (const [i, dir] of real.entries()) {
    const rel = path.relative(dir, abs);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return rel ? path.join(given[i]!, rel) : given[i]!;
  }
  return abs;
}

/**
 * chokidar lists a new folder, then watches it: what is made in between (a folder copied in at
 * once) would never be reported. So each new folder is looked at again once it should be watched,
 * and once more late: a file chokidar does not know is reported as added, a folder it does not know
 * it is told to watch. It takes up such a folder silently (its files are its "initial" ones), so a
 * file that lands there before chokidar has listed it is known but never reported: in the folders
 * handed over, the sweeps report every file once themselves.
 */
class Sweeps {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly adopted = new Set<string>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly watcher: FSWatcher,
    private readonly missed: (file: string) => void,
  ) {}

  /** Look at `dir` again, after each of sweepAfterMs. */
  later(dir: string): void {
    for (const ms of sweepAfterMs) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        void this.sweep(dir).catch(() => undefined);
      }, ms);
      this.timers.add(t);
    }
  }

  private async sweep(dir: string): Promise<void> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    if (this.watcher.closed) return; // add() would open it again
    const known = this.watcher.getWatched();
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (
        path
          .relative(dir, file)
          .split(path.sep)
          .some((name) => ignoredName.test(name))
      )
        continue;
      const handedOver = [...this.adopted].some(
        (a) => entry.parentPath === a || entry.parentPath.startsWith(a + path.sep),
      );
      if (entry.isDirectory()) {
        if (known[entry.parentPath]?.includes(entry.name) || this.adopted.has(file)) continue;
        this.adopted.add(file);
        this.watcher.add(file);
        this.later(file);
      } else if (handedOver ? !this.reported.has(file) : !known[entry.parentPath]?.includes(entry.name)) {
        this.reported.add(file);
        this.missed(file);
      }
    }
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
  }
}

export async function watchSources(
  roots: WatchRoots,
  onChange: (change: Change) => void,
  onError: (err: Error) => void,
  opts: WatchOptions = {},
) {
  // Watched by their real paths (a content folder that is itself a link is still entered) and
  // reported under the paths given.
  const given = roots.src ? [roots.content, roots.src] : [roots.content];
  const real = await Promise.all(given.map((dir) => realpath(dir).catch(() => dir)));
  const shown = (file: string) => shownPath(file, given, real);
  const watcher = watch(real, {
    ignoreInitial: true,
    // Never into a link: one in content/public/ to / made the watcher walk the whole disk (GBs of
    // memory, minutes). What a link inside content leads to is watched under its own path anyway.
    followSymlinks: false,
    ignored: (file) => ignoredName.test(path.basename(file)),
  });
  const rechecks = new Map<string, NodeJS.Timeout>();
  const report = (file: string, kind: ChangeKind, stats?: Stats) => {
    const area = classify(file, roots);
    if (!area) return;
    onChange({ file, kind, area });
    if (kind === 'unlink') return;
    clearTimeout(rechecks.get(file));
    const seen = stats ? Promise.resolve(statsStamp(stats)) : fileStamp(file);
    rechecks.set(
      file,
      setTimeout(async () => {
        rechecks.delete(file);
        const now = await fileStamp(file);
        if (now !== 'missing' && now !== (opts.lastRead?.(file) ?? (await seen)))
          onChange({ file, kind: 'change', area });
      }, recheckAfterMs).unref(),
    );
  };
  watcher.on('add', (file, stats) => report(shown(file), 'add', stats));
  watcher.on('change', (file, stats) => report(shown(file), 'change', stats));
  watcher.on('unlink', (file) => report(shown(file), 'unlink'));
  // A removed folder of content: whatever it held is gone (its files carry no extension check here).
  watcher.on('unlinkDir', (dir) => {
    const abs = shown(dir);
    const rel = path.relative(roots.content, abs);
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel))
      onChange({ file: abs, kind: 'unlink', area: rel.split(path.sep)[0] === publicDir ? 'public' : 'content' });
  });
  const sweeps = new Sweeps(watcher, (file) => report(shown(file), 'add'));
  watcher.on('addDir', (dir) => sweeps.later(dir));
  watcher.on('error', (err) => onError(err as Error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      for (const t of rechecks.values()) clearTimeout(t);
      sweeps.stop();
      await watcher.close();
    },
  };
}
