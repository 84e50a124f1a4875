// Where compiled code and the build cache live, and the fingerprint that names them: every file
// under src/, the TypeScript settings, the installed package versions and the Node version. Any
// change to one of those and nothing compiled or cached for the old code is used again.
// Plain JavaScript, and CommonJS: the launcher (launch.cjs) runs it before any TypeScript loader
// exists, and without Node's ES module loader, which alone costs a command ~8 ms to start.
//
// The cache folder: node_modules/.cache/agency-site (the usual place for tool caches, removed with
// node_modules), or AGENCY_SITE_CACHE_DIR; AGENCY_SITE_CACHE=off turns it off.
//   engine/   depends on the code only: compiled bundles and client assets (fingerprint in each name)
//   content/  parsed content files, one memo per content folder (cache/content-memo.ts)
//   out/      what each output folder holds, one manifest per folder (cache/manifest.ts)
'use strict';
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Bump when the shape of anything compiled or cached changes. */
const CACHE_FORMAT = 4;

/** The project this engine belongs to (the folder holding package.json and node_modules/). */
const projectRoot = path.resolve(__dirname, '../../..');

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
function cacheDir(opts = {}) {
  const env = opts.env ?? process.env;
  if (opts.cache === false || /^(0|off|false|no)$/i.test(env.AGENCY_SITE_CACHE ?? '')) return undefined;
  if (typeof opts.cache === 'string') return path.resolve(opts.cache);
  if (env.AGENCY_SITE_CACHE_DIR) return path.resolve(env.AGENCY_SITE_CACHE_DIR);
  return path.join(projectRoot, 'node_modules', '.cache', 'agency-site');
}

/** Compiled code and assets: valid for as long as the code is the same, whatever the content. */
function engineDir(cache) {
  return path.join(cache, 'engine');
}

/** The compiled CLI of this code (bundles.mjs compiles it; the launcher runs it). */
function cliBundle(engine, fingerprint) {
  return path.join(engine, `cli-${fingerprint}`, 'main.cjs');
}

const known = Symbol.for('agency-site.code-fingerprint');

/** The launcher's fingerprint of the code it started, so the build need not hash it again. */
function rememberFingerprint(fingerprint) {
  globalThis[known] = fingerprint;
}

/** The fingerprint of the running code: the launcher's, or computed now. */
function currentFingerprint() {
  return globalThis[known] ?? codeFingerprint();
}

/** A few ms for a couple of hundred source files; computed afresh each time (code can change). */
function codeFingerprint(root = projectRoot) {
  const src = path.join(root, 'src');
  // Names made by hand, not path.relative/join: every command runs this (~2 ms of ~6 for those).
  const cut = path.resolve(root).length + 1;
  const names = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => `${(d.parentPath ?? d.path).slice(cut)}${path.sep}${d.name}`.split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  hash.update(`format ${CACHE_FORMAT}\0node ${process.version} ${process.versions.icu ?? ''}\0`);
  for (const name of [...names, ...extras]) {
    const body = read(`${root}/${name}`);
    hash.update(`${name}\0${body.length}\0`);
    hash.update(body);
  }
  return hash.digest('hex').slice(0, 32);
}

module.exports = { CACHE_FORMAT, projectRoot, cacheDir, engineDir, cliBundle, rememberFingerprint, currentFingerprint, codeFingerprint };
