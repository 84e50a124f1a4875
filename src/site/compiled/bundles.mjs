// esbuild turns our TypeScript into the JavaScript that actually runs:
//   cli-<fingerprint>/main.cjs        the CLI (src/cli/main.ts): what `agency-site` runs once
//                                     compiled (launch.cjs, which keeps V8's code cache beside it)
//   render-worker-<fingerprint>.mjs   the build's render threads (src/site/pool/render-worker.ts)
// Both are bundled with their packages and production React (several times faster than the
// development build, same markup), and one file loads far quicker than a few hundred modules
// through a TypeScript loader. They live in the cache's engine/ folder under the code fingerprint,
// so they are compiled once per code change. Plain JavaScript: the launcher uses it before tsx.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asciiOnly } from './ascii.cjs';
import { cliBundle, projectRoot } from './code.cjs';

const srcDir = path.join(projectRoot, 'src');

// CommonJS packages (react-dom/server) require Node built-ins; ESM output needs a real `require`.
// (Spelled in two pieces so that sourceLocation below leaves this line alone when bundling itself.)
const banner = "import { createRequire as __agencyRequire } from 'node:module';\nconst require = __agencyRequire(import.meta" + '.url);';

/**
 * Our modules find files next to themselves (`new URL('./x', import.meta.url)`, `__dirname` in
 * CommonJS): inside a bundle that would be the cache folder, so each keeps its own source location.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    // Spelt in pieces: this file is bundled too (pipeline.ts compiles the render threads' code),
    // and a whole name here would be replaced in its own copy.
    const metaUrl = ['import', 'meta', 'url'].join('.');
    const dirname = ['', '', 'dirname'].join('_');
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs|cjs|js)$/ }, async (args) => {
      if (!args.path.startsWith(srcDir + path.sep)) return undefined;
      const name = args.path.endsWith('.cjs') ? dirname : metaUrl;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes(name)) return undefined;
      const ext = path.extname(args.path).slice(1);
      const loader = ext === 'tsx' ? 'tsx' : ext === 'ts' || ext === 'mts' ? 'ts' : 'js';
      const here = name === dirname ? path.dirname(args.path) : pathToFileURL(args.path).href;
      return { contents: text.replaceAll(name, JSON.stringify(here)), loader };
    });
  },
};

/**
 * esbuild stays a package of its own (it finds its binary next to itself), loaded by absolute
 * path (a URL for import()): the bundles live in the cache folder, which may be outside the
 * project (AGENCY_SITE_CACHE_DIR).
 */
const ownPackages = {
  name: 'own-packages',
  setup(build) {
    const require = createRequire(path.join(projectRoot, 'package.json'));
    const cjs = build.initialOptions.format === 'cjs';
    build.onResolve({ filter: /^esbuild$/ }, (args) => ({ path: cjs ? require.resolve(args.path) : pathToFileURL(require.resolve(args.path)).href, external: true }));
  },
};

/**
 * gray-matter's own YAML engine (js-yaml, which loads esprima) is never used: content/load.ts
 * passes its own. A stand-in keeps both out of every command's start-up.
 */
const grayMatterYaml = {
  name: 'gray-matter-yaml',
  setup(build) {
    build.onResolve({ filter: /^js-yaml$/ }, (args) =>
      args.importer.includes(`${path.sep}gray-matter${path.sep}`) ? { path: path.join(srcDir, 'site', 'compiled', 'gray-matter-yaml.cjs') } : undefined,
    );
  },
};

/** commander's child_process: loaded only if used (lazy-child-process.cjs). */
const commanderSpawn = {
  name: 'commander-spawn',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes(`${path.sep}commander${path.sep}`) ? { path: path.join(srcDir, 'site', 'compiled', 'lazy-child-process.cjs') } : undefined,
    );
  },
};

function options() {
  return {
    absWorkingDir: projectRoot, // the same bundles wherever the command runs from
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
    plugins: [sourceLocation, ownPackages, grayMatterYaml, commanderSpawn],
  };
}

async function exists(file) {
  return stat(file).then(() => true, () => false);
}

/** Write `files` ({path relative to dir, contents}) into `dir` atomically: all or nothing. */
async function writeDir(dir, files) {
  const tmp = `${dir}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  for (const f of files) {
    await mkdir(path.dirname(path.join(tmp, f.path)), { recursive: true });
    await writeFile(path.join(tmp, f.path), f.contents);
  }
  try {
    await rename(tmp, dir);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (!(await exists(dir))) throw err; // else another process compiled the same code first
  }
}

/** Compiled code of other fingerprints: removed once no process could still be starting from it. */
async function pruneOld(engineDir, fingerprint) {
  const hour = 60 * 60 * 1000;
  for (const name of await readdir(engineDir).catch(() => [])) {
    if (name.includes(fingerprint)) continue;
    const full = path.join(engineDir, name);
    const s = await stat(full).catch(() => undefined);
    if (s && Date.now() - s.mtimeMs > hour) await rm(full, { recursive: true, force: true });
  }
}

/**
 * The CLI, one CommonJS file: launch.cjs runs it as a script with V8's code cache, which Node 20
 * offers for scripts and not for ES modules. Compiled from the cache, the whole CLI (React, zod,
 * every command) is ready in about 20 ms, where parsing its modules took over 60.
 */
export async function compileCli(engineDir, fingerprint) {
  const file = cliBundle(engineDir, fingerprint);
  if (await exists(file)) return file;
  const { build } = await import('esbuild');
  const { banner: _esmOnly, ...shared } = options();
  // No import() left in it: a script compiled from V8's code cache loses Node's import() hook
  // (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so each becomes a require().
  const result = await build({
    ...shared,
    format: 'cjs',
    supported: { 'dynamic-import': false },
    entryPoints: [path.join(srcDir, 'cli', 'main.ts')],
    outfile: '/out/main.cjs',
  });
  await mkdir(engineDir, { recursive: true });
  // In ASCII: read back on every command without UTF-8 decoding (launch.cjs).
  await writeDir(path.dirname(file), result.outputFiles.map((f) => ({ path: path.relative('/out', f.path), contents: asciiOnly(f.text) })));
  await pruneOld(engineDir, fingerprint);
  return file;
}

export function renderWorkerBundle(engineDir, fingerprint) {
  return path.join(engineDir, `render-worker-${fingerprint}.mjs`);
}

/** The render threads' code: one file. Returns its path and whether this call compiled it. */
export async function compileRenderWorker(engineDir, fingerprint) {
  const file = renderWorkerBundle(engineDir, fingerprint);
  if (await exists(file)) return { file, fresh: false };
  const { build } = await import('esbuild');
  const result = await build({ ...options(), entryPoints: [path.join(srcDir, 'site', 'pool', 'render-worker.ts')] });
  await mkdir(engineDir, { recursive: true });
  // Written aside and renamed: a build starting at the same time never sees half a file.
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, result.outputFiles[0].contents);
  await rename(tmp, file);
  await pruneOld(engineDir, fingerprint);
  return { file, fresh: true };
}

