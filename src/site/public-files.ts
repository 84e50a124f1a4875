// content/public/ is copied to the root of the output as it is (favicon, verification files…).
// Regular files only: a symbolic link could point anywhere. A file named like one the build writes
// itself (robots.txt, 404.html, a page, anything under assets/) is an error, as is a folder that
// cannot be read: never a file silently left out.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './model/content.ts';
import { NotReadableError, readRegularFile } from './content/regular-file.ts';
import { ContentError, diagnostic } from './diagnostics.ts';
import { OUTPUT_LOCK, OUTPUT_MARKER } from './output-dir.ts';
import type { OutputFile } from './output/update.ts';
import type { Route } from './model/route.ts';

export const publicDir = 'public';

/** The largest file copied: a brochure or a video poster, not a video (host those elsewhere). */
export const MAX_PUBLIC_BYTES = 50 * 1024 * 1024;

/** Output paths the build keeps for itself besides the ones it names: hashed assets may take any name there. */
const reserved = (rel: string) =>
  rel === 'assets' || rel.startsWith('assets/') || rel === OUTPUT_MARKER || rel === OUTPUT_LOCK;

/** What to do instead of a file the build writes itself. */
function clashHint(rel: string): string {
  if (rel.startsWith('assets')) return ' (assets/ holds the hashed script and stylesheet): rename or remove this file';
  // The hosts' files are printed from one table (hosting/rules.ts): content extends it, never replaces it.
  if (rel === '_headers' || rel === '_nginx.conf')
    return ': remove this file and put your own headers under `headers:` in content/site.yml (each {path, headers}); the build merges them in';
  return ': rename or remove this file';
}

/**
 * content/public/'s files as the build copies them, read; a ContentError for a name the build
 * writes itself or a folder that cannot be read (build and dev alike).
 * @param routes every page, each written at its `file`.
 * @param others output paths (forward slashes) of the other files the build writes itself.
 */
export function publicFiles(
  contentDir: string,
  routes: readonly Pick<Route, 'file'>[],
  others: readonly string[],
): OutputFile[] {
  const root = path.join(contentDir, publicDir);
  // Read synchronously: pictures are encoded on libuv's threads meanwhile, and a read queued
  // behind them would wait for the encoding.
  return publicPaths(contentDir, routes, others).map((rel) => ({
    path: rel,
    contents: readPublic(path.join(root, rel)),
  }));
}

/** A file listed as a regular one, read as one: it may have become a pipe since. */
function readPublic(abs: string): Buffer {
  try {
    return readRegularFile(abs, MAX_PUBLIC_BYTES);
  } catch (err) {
    if (!(err instanceof NotReadableError)) throw err;
    throw new ContentError([diagnostic({ file: displayPath(abs), rule: 'public', message: err.message })]);
  }
}

/** The output paths of content/public/'s files, sorted, checked as publicFiles does, not read. */
export function publicPaths(
  contentDir: string,
  routes: readonly Pick<Route, 'file'>[],
  others: readonly string[],
): string[] {
  const generated = new Set([...routes.map((r) => r.file), ...others]);
  const root = path.join(contentDir, publicDir);
  let rels: string[];
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    rels = entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT' && !e.path?.startsWith(root + path.sep)) return []; // no public folder: nothing to copy
    const hint = e.code === 'ENAMETOOLONG' ? 'a path in it is too long or too deep; shorten it' : 'make it readable';
    throw new ContentError([
      diagnostic({
        file: displayPath(e.path ?? root),
        rule: 'public',
        message: `content/public/ cannot be read (${e.code}): ${hint}`,
      }),
    ]);
  }
  const clashes = rels.filter((rel) => generated.has(rel) || reserved(rel));
  if (clashes.length) {
    throw new ContentError(
      clashes.map((rel) =>
        diagnostic({
          file: displayPath(path.join(root, rel)),
          rule: 'public',
          message: `the build writes /${rel} itself${clashHint(rel)}`,
        }),
      ),
    );
  }
  return rels.sort();
}
