// Sveltia CMS (pinned in package.json) served from the site's own origin: its bundle, with the
// addresses it would fetch from CDNs rewritten to files beside it, so /admin/'s CSP needs no other host.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentKey } from '../output/update.ts';

const require = createRequire(import.meta.url);
/** A package's folder: its main file's, up to its package.json (@sveltia/cms exports no package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export const adminDir = 'admin';

/** The three fonts the bundle's stylesheet loads from jsDelivr, and the same files from @fontsource. */
const fonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    pkg: '@fontsource-variable/source-sans-3',
    file: 'source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    pkg: '@fontsource/noto-mono',
    file: 'noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    pkg: '@fontsource-variable/material-symbols-outlined',
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
  },
];

/**
 * Its hourly check for a newer version reads unpkg's package.json: it reads ours instead, which
 * names the pinned version, so the check finds nothing and nothing leaves the origin.
 */
const versionCheck = { from: '`${iP}/package.json`', to: `\`/${adminDir}/version.json\`` };

export interface CmsBundle {
  /** The script's name under admin/, with its content hash. */
  script: string;
  files: { path: string; contents: string | Uint8Array }[];
}

let memo: CmsBundle | undefined;

/** The bundle and what it loads, read once per process (2 MB). Throws when the pinned bundle changed shape. */
export function cmsBundle(): CmsBundle {
  if (memo) return memo;
  const dir = packageDir('@sveltia/cms');
  const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  let js = readFileSync(path.join(dir, 'dist', 'sveltia-cms.js'), 'utf8');
  for (const { from, to } of [
    ...fonts.map((f) => ({ from: f.cdn, to: `/${adminDir}/fonts/${f.file}` })),
    versionCheck,
  ]) {
    // Exactly once each: a new version of the bundle must be looked at, not half rewritten.
    if (js.split(from).length !== 2)
      throw new Error(
        `@sveltia/cms ${version}: expected "${from}" once in its bundle; update cms/bundle.ts for this version`,
      );
    js = js.replace(from, () => to);
  }
  // The chunk it loads beside itself for React-based widgets (chunks/<name>.js, relative to the script).
  const chunk = readFileSync(path.join(dir, 'dist', 'chunks', 'react-dom.js'));
  const script = `sveltia-cms.${contentKey(js).slice(0, 10)}.js`;
  memo = {
    script,
    files: [
      { path: `${adminDir}/${script}`, contents: js },
      { path: `${adminDir}/chunks/react-dom.js`, contents: chunk },
      { path: `${adminDir}/version.json`, contents: `${JSON.stringify({ version })}\n` },
      ...fonts.map((f) => ({
        path: `${adminDir}/fonts/${f.file}`,
        contents: readFileSync(path.join(packageDir(f.pkg), 'files', f.file)),
      })),
    ],
  };
  return memo;
}
