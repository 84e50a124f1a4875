// content/public/ is copied to the root of the output as it is (favicon, verification files…).
// Regular files only: a symbolic link could point anywhere. A file named like one the build writes
// itself (robots.txt, 404.html, a page, anything under assets/) is an error, as is a folder that
// cannot be read: never a file silently left out. The problems are returned, the files at stake
// left out, and each command decides (build stops, dev shows them, check reports them).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './model/content.ts';
import { NotReadableError, readRegularFile } from './content/regular-file.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
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
 * content/public/'s files as the build copies them, read; each name the build writes itself, and
 * a folder or file that cannot be read, is a problem and left out (build and dev alike).
 * @param routes every page, each written at its `file`.
 * @param others output paths (forward slashes) of the other files the build writes itself.
 */
export function publicFiles(
  contentDir: string,
  routes: readonly Pick<Route, 'file'>[],
  others: readonly string[],
): { files: OutputFile[]; problems: Diagnostic[] } {
  const root = path.join(contentDir, publicDir);
  const { rels, problems } = publicPaths(contentDir, routes, others);
  const files: OutputFile[] = [];
  // Read synchronously: pictures are encoded on libuv's threads meanwhile, and a read queued
  // behind them would wait for the encoding.
  for (const rel of rels) {
    try {
      files.push({ path: rel, contents: readRegularFile(path.join(root, rel), MAX_PUBLIC_BYTES) });
    } catch (err) {
      // A file listed as a regular one may have become a pipe since.
      if (!(err instanceof NotReadableError)) throw err;
      problems.push(diagnostic({ file: displayPath(path.join(root, rel)), rule: 'public', message: err.message }));
    }
  }
  return { files, problems };
}

/** The output paths of content/public/'s files that do not clash, sorted, not read; and the problems. */
function publicPaths(
  contentDir: string,
  routes: readonly Pick<Route, 'file'>[],
  others: readonly string[],
): { rels: string[]; problems: Diagnostic[] } {
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
    if (e.code === 'ENOENT' && !e.path?.startsWith(root + path.sep)) return { rels: [], problems: [] }; // no public folder
    const hint = e.code === 'ENAMETOOLONG' ? 'a path in it is too long or too deep; shorten it' : 'make it readable';
    const message = `content/public/ cannot be read (${e.code}): ${hint}`;
    return { rels: [], problems: [diagnostic({ file: displayPath(e.path ?? root), rule: 'public', message })] };
  }
  const clashes = (rel: string) => generated.has(rel) || reserved(rel);
  const problems = rels.filter(clashes).map((rel) =>
    diagnostic({
      file: displayPath(path.join(root, rel)),
      rule: 'public',
      message: `the build writes /${rel} itself${clashHint(rel)}`,
    }),
  );
  return { rels: rels.filter((rel) => !clashes(rel)).sort(), problems };
}
