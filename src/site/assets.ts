// The browser's two files: the client script and the stylesheet, bundled, minified and
// named by content hash so hosts can cache them for ever.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Message } from 'esbuild';
import { codeFingerprint, compiledDir, projectRoot, sourceFile } from './project.ts';
import { ContentError, diagnostic } from './diagnostics.ts';
import { displayPath } from './content/load.ts';
import type { OutputFile } from './output/update.ts';

export const clientEntry = sourceFile('site/client/main.ts');
export const stylesEntry = sourceFile('site/styles/main.css');

export interface Assets {
  /** URL paths the pages link: `/assets/client-HASH.js`, `/assets/styles-HASH.css`. */
  js: string;
  css: string;
  files: OutputFile[];
}

export async function bundleAssets(): Promise<Assets> {
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: { client: clientEntry, styles: stylesEntry },
      // The hashes in the file names cover the entries' paths relative to this folder: the
      // project's, so that the names do not depend on where the command runs from.
      absWorkingDir: projectRoot,
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
      entryNames: '[name]-[hash]',
      outdir: '/assets',
      write: false,
      logLevel: 'silent',
      legalComments: 'none',
      charset: 'utf8',
    });
    const files = result.outputFiles.map((f) => ({ path: f.path.replace(/^\//, ''), contents: f.contents }));
    const find = (ext: string) => '/' + files.find((f) => f.path.endsWith(ext))!.path;
    return { js: find('.js'), css: find('.css'), files };
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    if (!errors) throw err;
    throw new ContentError(
      errors.map((e) =>
        diagnostic({
          file: e.location ? displayPath(path.resolve(e.location.file)) : 'src/site',
          line: e.location?.line,
          rule: 'bundle',
          message: e.text,
        }),
      ),
      'the client script or stylesheet does not compile',
    );
  }
}

type StoredAssets = Omit<Assets, 'files'> & { files: { path: string; text: string }[] };

/** Where the assets of one code fingerprint are kept, in the build cache or in lib/. */
const assetsFile = (dir: string, code: string) => path.join(dir, `assets-${code}.json`);

function readAssets(file: string): Assets | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredAssets;
    return { js: stored.js, css: stored.css, files: stored.files.map((f) => ({ path: f.path, contents: Buffer.from(f.text) })) };
  } catch {
    return undefined; // not bundled yet for this code
  }
}

function writeAssets(file: string, assets: Assets): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const files = assets.files.map((f) => ({ path: f.path, text: Buffer.from(f.contents).toString() }));
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify({ js: assets.js, css: assets.css, files } satisfies StoredAssets));
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * The assets of this code. They depend on nothing else, so they are bundled once per code
 * fingerprint: at install beside the compiled CLI (prebundleAssets), or by the first build, which
 * keeps them in the build cache. A build finding them there does not start esbuild.
 */
export async function cachedAssets(cache: string | undefined, code: string): Promise<Assets> {
  const known = (cache && readAssets(assetsFile(cache, code))) || readAssets(assetsFile(compiledDir, code));
  if (known) return known;
  const assets = await bundleAssets();
  if (cache) writeAssets(assetsFile(cache, code), assets);
  return assets;
}

/** At install (scripts/compile.mjs): the assets of the code just compiled, into lib/. */
export async function prebundleAssets(): Promise<void> {
  writeAssets(assetsFile(compiledDir, codeFingerprint()), await bundleAssets());
}
