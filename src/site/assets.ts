// The browser's files: the client script, the stylesheet and the font files it names, bundled,
// minified and named by content hash so hosts can cache them for ever.
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { projectRoot, sourceFile } from './project.ts';
import { ContentError, diagnostic } from './diagnostics.ts';
import { displayPath } from './model/content.ts';
import type { OutputFile } from './output/update.ts';
import { headerFitCss } from './shared/header-fit.ts';

export const clientEntry = sourceFile('site/client/main.ts');
export const stylesEntry = sourceFile('site/styles/main.css');

export interface Assets {
  /** URL paths the pages link: `/assets/client-HASH.js`, `/assets/styles-HASH.css`. */
  js: string;
  css: string;
  /** The stylesheet's font files (`/assets/sora-latin-700-normal-HASH.woff2`): pages preload them. */
  fonts: string[];
  files: OutputFile[];
}

/** `@import 'agency:header-fit.css'` (styles/main.css): the header's breakpoints, printed from the widths they are chosen by. */
const headerFit: Plugin = {
  name: 'header-fit',
  setup(build) {
    build.onResolve({ filter: /^agency:header-fit\.css$/ }, (args) => ({ path: args.path, namespace: 'agency' }));
    build.onLoad({ filter: /.*/, namespace: 'agency' }, () => ({ contents: headerFitCss(), loader: 'css' }));
  },
};

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
      assetNames: '[name]-[hash]',
      loader: { '.woff2': 'file' },
      outdir: '/assets',
      write: false,
      logLevel: 'silent',
      legalComments: 'none',
      charset: 'utf8',
      plugins: [headerFit],
    });
    const files = result.outputFiles.map((f) => ({ path: f.path.replace(/^\//, ''), contents: f.contents }));
    const find = (ext: string) => '/' + files.find((f) => f.path.endsWith(ext))!.path;
    const fonts = files.filter((f) => f.path.endsWith('.woff2')).map((f) => '/' + f.path);
    return { js: find('.js'), css: find('.css'), fonts, files };
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
