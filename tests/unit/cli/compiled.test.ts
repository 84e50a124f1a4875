// The CLI compiled at install (scripts/compile.mjs → lib/: the packages bundled in, React's
// production build, the card worker) builds exactly what the sources build. Compiled afresh in a
// stand-in package, so the test holds whatever state this checkout's own lib/ is in.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../../src/site/build.ts';
import { minimalSite, root } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const exec = promisify(execFile);
let pkg: string;

beforeAll(async () => {
  pkg = await mkdtemp(path.join(os.tmpdir(), 'agency-site-compiled-'));
  for (const entry of ['bin', 'src', 'scripts', 'package.json', 'tsconfig.json']) {
    await cp(path.join(root, entry), path.join(pkg, entry), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(pkg, 'node_modules'));
  await exec(process.execPath, [path.join(pkg, 'scripts/compile.mjs')]);
}, 60_000);
afterAll(async () => {
  await rm(pkg, { recursive: true, force: true });
});

async function files(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile())
      out.set(path.relative(dir, path.join(e.parentPath, e.name)), await readFile(path.join(e.parentPath, e.name)));
  }
  return out;
}

it('builds the same files, byte for byte, as the sources do', async () => {
  const compiledOut = path.join(pkg, 'out-compiled');
  const { stdout } = await exec(
    process.execPath,
    [path.join(pkg, 'bin/agency-site.js'), 'build', '--content', minimalSite, '--out', compiledOut],
    {
      env: { ...process.env, AGENCY_SITE_CACHE: 'off', NO_COLOR: '1' },
    },
  );
  expect(stdout).toMatch(/Built \d+ pages/);
  const sourcesOut = path.join(pkg, 'out-sources');
  await build({ site: defaultSite, contentDir: minimalSite, outDir: sourcesOut, cache: false });

  const [compiled, sources] = [await files(compiledOut), await files(sourcesOut)];
  expect([...compiled.keys()].sort()).toEqual([...sources.keys()].sort());
  expect([...compiled.keys()].filter((f) => f.startsWith('assets/og/'))).not.toHaveLength(0);
  for (const [file, bytes] of sources) expect(compiled.get(file)!.equals(bytes), file).toBe(true);
}, 60_000);
