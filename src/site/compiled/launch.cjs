// What `agency-site` runs: the compiled CLI when it matches the code (no TypeScript loader, one
// bundle: starts in a fraction of the time), else the TypeScript sources through tsx, compiling
// the CLI meanwhile so that the next run is the fast one. With the cache off, always tsx.
// CommonJS, as are the modules of its fast way (code.cjs, ascii.cjs): Node then starts without
// its ES module loader, ~8 ms sooner for every command.
'use strict';
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');
const { decodeText } = require('./ascii.cjs');
const { cacheDir, cliBundle, codeFingerprint, engineDir, projectRoot, rememberFingerprint } = require('./code.cjs');

/** @param {string[]} argv @returns {Promise<number>} the exit code */
async function launch(argv) {
  tuneCompiler();
  const cache = cacheDir();
  const fingerprint = cache ? codeFingerprint() : undefined;
  if (cache && fingerprint) {
    rememberFingerprint(fingerprint);
    const compiled = cliBundle(engineDir(cache), fingerprint);
    if (existsSync(compiled)) return runCompiled(compiled, argv);
  }
  const { register } = await import('tsx/esm/api');
  // The project's own TypeScript settings (JSX among them), wherever the command runs from: tsx
  // would look for a tsconfig.json in the working folder.
  register({ tsconfig: path.join(projectRoot, 'tsconfig.json') });
  // A failed compile only means the next run uses tsx again; the TypeScript run reports real errors.
  const compiling = cache && fingerprint ? import('./bundles.mjs').then(({ compileCli }) => compileCli(engineDir(cache), fingerprint)).catch(() => undefined) : undefined;
  const { main } = await import('../../cli/main.ts');
  const code = await main(argv);
  await compiling;
  return code;
}

/**
 * V8 optimizes a function once it has run a given amount of bytecode: a budget made for pages that
 * run for minutes. A build runs for a second or two, and on two cores the optimizing compiler's
 * threads then take time from the build's own (about a quarter of its CPU at 4,000 posts, by
 * perf). Four times the budget leaves the lukewarm functions unoptimized. Measured (bench/ sites,
 * alternating runs): at 4,000 posts CPU 3.91 → 3.20 s and the build 2.21 → 1.90 s; at 1,000
 * 0.95 → 0.80 s; at 250 0.52 → 0.47 s; a one-post rebuild unchanged. Eight times gained no more.
 * Set before the CLI's code is compiled, so that V8's code cache, which records the flags, stays valid.
 */
function tuneCompiler() {
  v8.setFlagsFromString('--interrupt-budget=264000'); // V8 11's default: 67,584
}

const commands = new Set(['build', 'check', 'dev']);

/**
 * Run the compiled CLI (a CommonJS bundle, bundles.mjs) as a script with V8's code cache: one per
 * command, taken after the command ran, so that it holds the functions that command compiled too.
 * A cache V8 turns down (another Node, other flags) is made again; one that cannot be written is
 * only a slower start next time.
 * @param {string} file @param {string[]} argv @returns {Promise<number>}
 */
async function runCompiled(file, argv) {
  const command = commands.has(argv[2] ?? '') ? argv[2] : 'other';
  const cacheFile = file.replace(/\.cjs$/, `.${command}.v8cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // not made yet
  }
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${decodeText(readFileSync(file))}\n})`;
  // The bundle holds no import() (bundles.mjs): no import hook needed, none lost with the cache.
  const script = new vm.Script(wrapper, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const code = await module.exports.main(argv);
  if (!cachedData || script.cachedDataRejected) {
    try {
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      // a read-only cache folder: no code cache
    }
  }
  return code;
}

module.exports = { launch };
