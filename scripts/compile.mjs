// `npm install` / `npm ci` run this (the `prepare` script): the CLI's TypeScript becomes plain
// JavaScript in lib/ (git-ignored): lib/agency-site.js, which bin/agency-site.js runs, and one chunk
// per command in lib/chunks/. The packages it uses are bundled in too, but those below. The
// browser's files are bundled here too (lib/assets/, named by lib/assets.json), so that no command
// of the compiled CLI starts esbuild. Takes well under a second.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Bundled, a command reads a few files instead of hundreds of small modules (lucide-react's index
// alone loads ~1,500 icons; zod, markdown-it and yaml are many modules each). Left as packages:
// esbuild and tsx (their own binaries and loaders), and what only `dev` uses.
// sharp and resvg load native binaries, satori a WebAssembly layout engine: they stay packages.
const external = ['esbuild', 'tsx', 'chokidar', 'sirv', 'sharp', 'satori', '@resvg/resvg-js'];
for (const name of external) if (!(name in dependencies)) throw new Error(`compile.mjs: ${name} is no dependency any more; update the list`);

// Made beside lib/ and renamed into place when whole: an interrupted install leaves no lib/ that
// bin/agency-site.js would run without its browser files.
const lib = path.join(root, 'lib');
const partial = path.join(root, 'lib.partial');
rmSync(partial, { recursive: true, force: true });
await build({
  // The share-card worker is a thread of its own (src/site/images/card-worker.mjs).
  entryPoints: {
    'agency-site': path.join(root, 'src/cli/main.ts'),
    'card-worker': path.join(root, 'src/site/images/card-worker.mjs'),
    'browser-assets': path.join(root, 'src/site/assets.ts'),
  },
  outdir: partial,
  // Each command's code in a chunk of its own, loaded when it runs (`--help` loads none).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // React's production build (bin/agency-site.js sets the same for the sources): the same HTML, faster.
  // AGENCY_SITE_COMPILED: assets.ts reads the browser's files bundled below.
  define: { 'process.env.NODE_ENV': '"production"', AGENCY_SITE_COMPILED: 'true' },
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'none',
  banner: {
    // CommonJS packages bundled into ES modules still call require() for Node's own modules.
    js: "// Compiled from src/ by scripts/compile.mjs (npm prepare). Do not edit.\nimport { createRequire as compiledRequire } from 'node:module';\nconst require = compiledRequire(import.meta.url);",
  },
});

// The browser's files, made by the function the sources call at run time (src/site/assets.ts),
// compiled above; assets.ts reads them back from lib/ (`compiledAssets`).
const { bundleAssetsNow } = await import(pathToFileURL(path.join(partial, 'browser-assets.js')).href);
const { files, ...names } = await bundleAssetsNow();
for (const f of files) {
  mkdirSync(path.dirname(path.join(partial, f.path)), { recursive: true });
  writeFileSync(path.join(partial, f.path), f.contents);
}
writeFileSync(path.join(partial, 'assets.json'), JSON.stringify({ ...names, files: files.map((f) => f.path) }));

rmSync(lib, { recursive: true, force: true });
renameSync(partial, lib);
