// `npm install` / `npm ci` run this (the `prepare` script): the CLI's TypeScript becomes plain
// JavaScript in lib/ (git-ignored): lib/agency-site.js, which bin/agency-site.js runs, and one chunk
// per command in lib/chunks/. The packages it uses are bundled in too, but those below. Takes well
// under a second; nothing is compiled when a command runs.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Bundled, a command reads a few files instead of hundreds of small modules (lucide-react's index
// alone loads ~1,500 icons; zod, markdown-it and yaml are many modules each). Left as packages:
// esbuild and tsx (their own binaries and loaders), and what only `dev` uses.
// sharp loads native binaries: it stays a package. So does svgo: css-tree, inside it, reads its
// data files by paths relative to its own modules (createRequire), which a bundle breaks; it is
// loaded only to clean an SVG the build cache does not hold yet (images/svg-files.ts).
const external = ['esbuild', 'tsx', 'chokidar', 'sirv', 'sharp', 'svgo'];
for (const name of external) if (!(name in dependencies)) throw new Error(`compile.mjs: ${name} is no dependency any more; update the list`);

rmSync(path.join(root, 'lib'), { recursive: true, force: true });
await build({
  // The share-card worker and dev's engine worker are threads of their own.
  entryPoints: {
    'agency-site': path.join(root, 'src/cli/main.ts'),
    'card-worker': path.join(root, 'src/site/images/card-worker.mjs'),
    'dev-worker': path.join(root, 'src/site/dev/worker.ts'),
  },
  outdir: path.join(root, 'lib'),
  // Each command's code in a chunk of its own, loaded when it runs (`--help` loads none).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // React's production build (bin/agency-site.js sets the same for the sources): the same HTML, faster.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'none',
  banner: {
    // CommonJS packages bundled into ES modules still call require() for Node's own modules.
    js: "// Compiled from src/ by scripts/compile.mjs (npm prepare). Do not edit.\nimport { createRequire as compiledRequire } from 'node:module';\nconst require = compiledRequire(import.meta.url);",
  },
});
