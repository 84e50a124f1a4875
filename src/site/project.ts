// Where agency-site's own files are, whether it runs from src/ (TypeScript) or from lib/ (compiled
// at install by scripts/compile.mjs into one file), and the fingerprint of its code.
import { hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`agency-site: no package.json above ${from}`);
  }
}

/** The agency-site package: the folder holding its package.json, src/ and node_modules/. */
export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file of the package's sources (the client script, styles, dev's browser script). */
export function sourceFile(rel: string): string {
  return path.join(projectRoot, 'src', rel);
}

/**
 * The build cache's folder: node_modules/.cache/agency-site (removed with node_modules), or
 * AGENCY_SITE_CACHE_DIR; AGENCY_SITE_CACHE=off (or `cache: false`) turns it off.
 */
export function cacheDir(cache: false | string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (cache === false || /^(0|off|false|no)$/i.test(env.AGENCY_SITE_CACHE ?? '')) return undefined;
  if (typeof cache === 'string') return path.resolve(cache);
  if (env.AGENCY_SITE_CACHE_DIR) return path.resolve(env.AGENCY_SITE_CACHE_DIR);
  return path.join(projectRoot, 'node_modules', '.cache', 'agency-site');
}

const versionFiles = ['package.json', 'package-lock.json'];
let fingerprint: string | undefined;

/**
 * What the pages' HTML depends on besides content and settings: every file under src/, the
 * locked package versions and Node's version. Computed once per process (a few ms).
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const src = path.join(projectRoot, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(projectRoot, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
  const parts = [`node ${process.version} ${process.versions.icu ?? ''}`];
  for (const rel of [...files, ...versionFiles]) {
    const body = existsSync(path.join(projectRoot, rel)) ? readFileSync(path.join(projectRoot, rel)) : '';
    parts.push(`${rel}\0${hash('sha1', body, 'base64url')}`);
  }
  return (fingerprint = hash('sha1', parts.join('\n'), 'base64url'));
}
