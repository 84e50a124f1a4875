// Where agency-site's own files are, whether it runs from src/ (TypeScript) or from lib/ (compiled
// at install by scripts/compile.mjs into one file), and the fingerprint of its code (ARCHITECTURE.md,
// "One key scheme").
import { hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`agency-site: no package.json above ${from}`);
  }
}

/** The agency-site package: the folder holding its package.json, src/ and node_modules/. */
export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file of the package's sources (the client script, styles, dev's browser script). */
export function sourceFile(rel: string): string {
  return path.join(projectRoot, 'src', rel);
}

/**
 * The build cache's folder: node_modules/.cache/agency-site (removed with node_modules), or
 * AGENCY_SITE_CACHE_DIR; AGENCY_SITE_CACHE=off (or `cache: false`) turns it off.
 */
export function cacheDir(cache: false | string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (cache === false || /^(0|off|false|no)$/i.test(env.AGENCY_SITE_CACHE ?? '')) return undefined;
  if (typeof cache === 'string') return path.resolve(cache);
  if (env.AGENCY_SITE_CACHE_DIR) return path.resolve(env.AGENCY_SITE_CACHE_DIR);
  return path.join(projectRoot, 'node_modules', '.cache', 'agency-site');
}

/** True when the CLI runs compiled (lib/, one bundle and its chunks), false when it runs src/ through tsx. */
export const runsCompiled = import.meta.url.endsWith('.js');

/**
 * lib/<name>.js, when the CLI runs compiled and no file under src/ is newer than it (the rule
 * bin/agency-site.js starts by); undefined when the sources run or a developer has edited them
 * since `npm prepare`.
 */
export function compiledEntry(name: string): string | undefined {
  const file = path.join(projectRoot, 'lib', `${name}.js`);
  if (!runsCompiled || !existsSync(file)) return undefined;
  const compiledAt = statSync(file).mtimeMs;
  const sources = readdirSync(path.join(projectRoot, 'src'), { recursive: true, withFileTypes: true });
  const edited = sources.some((e) => e.isFile() && statSync(path.join(e.parentPath, e.name)).mtimeMs > compiledAt);
  return edited ? undefined : file;
}

const fingerprints = new Map<string, string>();

/**
 * The fingerprint of the code that makes a file (ARCHITECTURE.md, "One key scheme"), with Node's
 * version and the installed version of every dependency (node_modules/<pkg>/package.json: what
 * `npm install <pkg>` changed, whether or not lib/ was compiled again). The code:
 * - no entries (pages, the content memo): all of it as it runs, every file under lib/ when
 *   compiled (one bundle, the packages it uses inside), else every file under src/;
 * - entries (src/-relative: pictures, cards): those modules and every module they import at run
 *   time, from src/ whichever runs. lib/ is compiled from them, and they bundle no package (sharp
 *   and the fonts are read from node_modules, in the key by version), so the names they give
 *   files are the same compiled or not.
 * Computed once per process and entry list (a few ms).
 */
export function codeFingerprint(entries: readonly string[] = []): string {
  const id = entries.join('\n');
  let print = fingerprints.get(id);
  if (!print)
    fingerprints.set(id, (print = fingerprintOf(projectRoot, entries.length ? entries : runsCompiled ? 'lib' : 'src')));
  return print;
}

/** codeFingerprint for the package at `root`: all of lib/ or src/, or src/ modules and what they import. */
export function fingerprintOf(root: string, code: 'lib' | 'src' | readonly string[]): string {
  const files = typeof code === 'string' ? filesUnder(root, code) : moduleClosure(root, code);
  const parts = [`node ${process.version} ${process.versions.icu ?? ''}`, ...installedVersions(root)];
  for (const rel of files) {
    const abs = path.join(root, rel);
    parts.push(`${rel}\0${hash('sha1', existsSync(abs) ? readFileSync(abs) : '', 'base64url')}`);
  }
  return hash('sha1', parts.join('\n'), 'base64url');
}

function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

/** The package's dependencies as installed: `name@version`, or `name@-` for one missing. */
function installedVersions(root: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {})
    .sort()
    .map((name) => {
      const file = path.join(root, 'node_modules', name, 'package.json');
      const version = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version : '-';
      return `${name}@${version}`;
    });
}

// A relative import or re-export that runs (not `import type`), static or dynamic.
const importPattern =
  /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/** The modules `entries` (src/-relative) and, transitively, those they import: root-relative, sorted. */
function moduleClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (abs: string) => {
    if (seen.has(abs) || !existsSync(abs)) return;
    seen.add(abs);
    for (const m of readFileSync(abs, 'utf8').matchAll(importPattern))
      visit(path.resolve(path.dirname(abs), (m[1] ?? m[2])!));
  };
  for (const entry of entries) {
    // A renamed entry must not leave a fingerprint of nothing.
    if (!existsSync(path.join(root, 'src', entry)))
      throw new Error(`agency-site: codeFingerprint: no module src/${entry}`);
    visit(path.join(root, 'src', entry));
  }
  return [...seen].map((abs) => path.relative(root, abs).split(path.sep).join('/')).sort();
}
