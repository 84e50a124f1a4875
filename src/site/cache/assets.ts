// The client script and stylesheet come from src/site only, so one bundle per code fingerprint,
// kept with the compiled engine (cache/dir.ts): a rebuild with unchanged code does not start esbuild.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Assets } from '../assets.ts';
import { engineDir } from './dir.ts';

export async function cachedAssets(cacheDir: string | undefined, fingerprint: string, bundle: () => Promise<Assets>): Promise<Assets> {
  if (!cacheDir) return bundle();
  const file = path.join(engineDir(cacheDir), `assets-${fingerprint}.bin`);
  try {
    return deserialize(await readFile(file)) as Assets;
  } catch {
    // not bundled yet for this code
  }
  const assets = await bundle();
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, serialize(assets));
  await rename(tmp, file);
  return assets;
}
