// Where the build keeps what it can reuse: node_modules/.cache/agency-site (the usual place for
// tool caches, removed with node_modules), or AGENCY_SITE_CACHE_DIR. AGENCY_SITE_CACHE=off turns it off.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project this engine belongs to (the folder holding package.json and node_modules/). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CacheSettings {
  /** false: no cache (every build renders everything). A string: the cache folder. */
  cache?: false | string;
  env?: NodeJS.ProcessEnv;
}

export function cacheDir(opts: CacheSettings = {}): string | undefined {
  const env = opts.env ?? process.env;
  if (opts.cache === false || /^(0|off|false|no)$/i.test(env.AGENCY_SITE_CACHE ?? '')) return undefined;
  if (typeof opts.cache === 'string') return path.resolve(opts.cache);
  if (env.AGENCY_SITE_CACHE_DIR) return path.resolve(env.AGENCY_SITE_CACHE_DIR);
  return path.join(projectRoot, 'node_modules', '.cache', 'agency-site');
}
