// Where compiled code and the build cache live, and the fingerprint that names them: every file
// under src/, the TypeScript settings, the installed package versions and the Node version. Any
// change to one of those and nothing compiled or cached for the old code is used again.
// Plain JavaScript: the launcher runs it before any TypeScript loader exists.
//
// The cache folder: node_modules/.cache/agency-site (the usual place for tool caches, removed with
// node_modules), or AGENCY_SITE_CACHE_DIR; AGENCY_SITE_CACHE=off turns it off.
//   engine/   depends on the code only: compiled bundles and client assets (fingerprint in each name)
//   content/  parsed content files, one memo per content folder (cache/content-memo.ts)
//   out/      what each output folder holds, one manifest per folder (cache/manifest.ts)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bump when the shape of anything compiled or cached changes. */
export const CACHE_FORMAT = 2;

/** The project this engine belongs to (the folder holding package.json and node_modules/). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const extras = ['package.json', 'tsconfig.json', 'node_modules/.package-lock.json', 'package-lock.json'];

function read(file) {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
}

/**
 * @param {{ cache?: false | string, env?: NodeJS.ProcessEnv }} [opts] false: no cache; a string: its folder.
 * @returns {string | undefined}
 */
export function cacheDir(opts = {}) {
  const env = opts.env ?? process.env;
  if (opts.cache === false || /^(0|off|false|no)$/i.test(env.AGENCY_SITE_CACHE ?? '')) return undefined;
  if (typeof opts.cache === 'string') return path.resolve(opts.cache);
  if (env.AGENCY_SITE_CACHE_DIR) return path.resolve(env.AGENCY_SITE_CACHE_DIR);
  return path.join(projectRoot, 'node_modules', '.cache', 'agency-site');
}

/** Compiled code and assets: valid for as long as the code is the same, whatever the content. */
export function engineDir(cache) {
  return path.join(cache, 'engine');
}

const known = Symbol.for('agency-site.code-fingerprint');

/** The launcher's fingerprint of the code it started, so the build need not hash it again. */
export function rememberFingerprint(fingerprint) {
  globalThis[known] = fingerprint;
}

/** The fingerprint of the running code: the launcher's, or computed now. */
export function currentFingerprint() {
  return globalThis[known] ?? codeFingerprint();
}

/** A few ms for a couple of hundred source files; computed afresh each time (code can change). */
export function codeFingerprint(root = projectRoot) {
  const src = path.join(root, 'src');
  const names = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  hash.update(`format ${CACHE_FORMAT}\0node ${process.version} ${process.versions.icu ?? ''}\0`);
  for (const name of [...names, ...extras]) {
    const body = read(path.join(root, name));
    hash.update(`${name}\0${body.length}\0`);
    hash.update(body);
  }
  return hash.digest('hex').slice(0, 32);
}
