// The render workers run one JavaScript file, bundled by esbuild from render-worker.ts: workers do
// not inherit tsx, production React is several times faster than development React, and one file
// loads far quicker than a few hundred modules. The bundle is kept per code fingerprint, so it is
// built once after each code change, not once per build.
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

// CommonJS packages (react-dom/server) require Node built-ins; ESM output needs a real `require`.
const banner = "import { createRequire as __agencyRequire } from 'node:module';\nconst require = __agencyRequire(import.meta.url);";

export interface CompiledWorker {
  file: string;
  /** True when this call bundled it (for the build summary). */
  fresh: boolean;
}

/**
 * @param dir folder for bundles (the cache's `engine/`); without one, a temp folder.
 * @param fingerprint code fingerprint (cache/code.ts): names the bundle.
 */
export async function compileRenderWorker(dir: string | undefined, fingerprint: string): Promise<CompiledWorker> {
  const folder = dir ?? path.join(os.tmpdir(), 'agency-site-engine');
  const file = path.join(folder, `render-worker-${fingerprint}.mjs`);
  if (await stat(file).then((s) => s.isFile(), () => false)) return { file, fresh: false };
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: banner },
  });
  await mkdir(folder, { recursive: true });
  // Written aside and renamed: a build running at the same time never sees half a file.
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, result.outputFiles[0]!.contents);
  await rename(tmp, file);
  await pruneOld(folder, path.basename(file));
  return { file, fresh: true };
}

/** Bundles of older code: removed once no build could still be starting from them. */
async function pruneOld(folder: string, keep: string) {
  const hour = 60 * 60 * 1000;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (name === keep || !name.startsWith('render-worker-')) continue;
    const full = path.join(folder, name);
    const s = await stat(full).catch(() => undefined);
    if (s && Date.now() - s.mtimeMs > hour) await rm(full, { force: true });
  }
}
