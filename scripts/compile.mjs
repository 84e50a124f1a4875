// `npm install` / `npm ci` run this (the `prepare` script): the CLI's TypeScript becomes one plain
// JavaScript module, lib/agency-site.js (git-ignored; its commands in lib/chunks/), which
// bin/agency-site.js runs. Packages stay imports of node_modules, but one (below). Takes well
// under a second; nothing is compiled when a command runs.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// lucide-react is bundled: its few icons we use, not the ~1,500 its index loads (~115 ms a command).
const bundled = new Set(['lucide-react']);
rmSync(path.join(root, 'lib'), { recursive: true, force: true });
await build({
  entryPoints: { 'agency-site': path.join(root, 'src/cli/main.ts') },
  outdir: path.join(root, 'lib'),
  // Each command's code in a chunk of its own, loaded when it runs (`--help` loads none).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => !bundled.has(name)),
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'none',
  banner: { js: '// Compiled from src/ by scripts/compile.mjs (npm prepare). Do not edit.' },
});

