// What `agency-site` runs: the compiled CLI when it matches the code (no TypeScript loader, one
// bundle: starts in a fraction of the time), else the TypeScript sources through tsx, compiling
// the CLI meanwhile so that the next run is the fast one. With the cache off, always tsx.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cliBundle, compileCli } from './bundles.mjs';
import { cacheDir, codeFingerprint, engineDir, rememberFingerprint } from './code.mjs';

/** @param {string[]} argv @returns {Promise<number>} the exit code */
export async function launch(argv) {
  const cache = cacheDir();
  const fingerprint = cache ? codeFingerprint() : undefined;
  if (cache && fingerprint) {
    rememberFingerprint(fingerprint);
    const compiled = cliBundle(engineDir(cache), fingerprint);
    if (existsSync(compiled)) {
      const { main } = await import(pathToFileURL(compiled).href);
      return main(argv);
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  // A failed compile only means the next run uses tsx again; the TypeScript run reports real errors.
  const compiling = cache && fingerprint ? compileCli(engineDir(cache), fingerprint).catch(() => undefined) : undefined;
  const { main } = await import('../../cli/main.ts');
  const code = await main(argv);
  await compiling;
  return code;
}
