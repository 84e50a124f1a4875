// One fingerprint for "the code that turns content into pages": every file under src/site/, the
// TypeScript settings, the installed package versions and the Node version. Any change to one of
// them and nothing cached under the old fingerprint is used again.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './dir.ts';

/** Bump when the shape of anything cached changes. */
export const CACHE_FORMAT = 1;

const srcDir = path.join(projectRoot, 'src', 'site');

async function readOrEmpty(file: string): Promise<string | Buffer> {
  return readFile(file).catch(() => '');
}

/** Computed per build (a few ms): the worker bundle is compiled from the files as they are now. */
export async function codeFingerprint(): Promise<string> {
  const names = (await readdir(srcDir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.relative(srcDir, path.join(d.parentPath ?? d.path, d.name)).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  hash.update(`format ${CACHE_FORMAT}\0node ${process.version} ${process.versions.icu ?? ''}\0`);
  const extra = ['package.json', 'tsconfig.json', 'node_modules/.package-lock.json', 'package-lock.json'];
  const bodies = await Promise.all([...names.map((n) => readOrEmpty(path.join(srcDir, n))), ...extra.map((n) => readOrEmpty(path.join(projectRoot, n)))]);
  [...names.map((n) => `src/site/${n}`), ...extra].forEach((name, i) => {
    hash.update(`${name}\0${bodies[i]!.length}\0`);
    hash.update(bodies[i]!);
  });
  return hash.digest('hex').slice(0, 32);
}
