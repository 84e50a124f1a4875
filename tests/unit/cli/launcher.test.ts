// bin/agency-site.js runs the CLI compiled at install (lib/), or the TypeScript sources when lib/
// is missing or older than a file under src/. Tried on a stand-in package, so the real lib/ and
// src/ are never touched.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { root } from '../../helpers/sites.ts';

const exec = promisify(execFile);
let pkg: string;

beforeAll(async () => {
  pkg = await mkdtemp(path.join(os.tmpdir(), 'agency-site-launcher-'));
  await cp(path.join(root, 'bin'), path.join(pkg, 'bin'), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(pkg, 'node_modules'));
  await writeFile(path.join(pkg, 'package.json'), '{"type":"module"}\n');
  await writeFile(path.join(pkg, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}\n');
  await mkdir(path.join(pkg, 'src/cli'), { recursive: true });
  await writeFile(
    path.join(pkg, 'src/cli/main.ts'),
    "export async function main(argv: string[]): Promise<number> { console.log('sources', process.env.NODE_ENV, argv.slice(2).join(' ')); return 3; }\n",
  );
  await mkdir(path.join(pkg, 'lib'));
  await writeFile(
    path.join(pkg, 'lib/agency-site.js'),
    "export async function main(argv) { console.log('compiled', process.env.NODE_ENV, argv.slice(2).join(' ')); return 4; }\n",
  );
});
afterAll(async () => {
  await rm(pkg, { recursive: true, force: true });
});

async function launch(): Promise<{ code: number; stdout: string }> {
  const { NODE_ENV: _unset, ...env } = process.env; // as a user's shell has it: unset
  try {
    const { stdout } = await exec(process.execPath, [path.join(pkg, 'bin/agency-site.js'), 'build', '--out', 'x'], {
      env,
    });
    return { code: 0, stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

it('runs the compiled CLI when it is newer than every source file, with its exit code and React in production mode', async () => {
  const old = new Date(Date.now() - 60_000);
  await utimes(path.join(pkg, 'src/cli/main.ts'), old, old);
  expect(await launch()).toEqual({ code: 4, stdout: 'compiled production build --out x\n' });
});

it('runs the sources when one of them is newer than the compiled CLI (an edit since install)', async () => {
  const later = new Date(Date.now() + 60_000);
  await utimes(path.join(pkg, 'src/cli/main.ts'), later, later);
  expect(await launch()).toEqual({ code: 3, stdout: 'sources production build --out x\n' });
});

it('runs the sources when nothing was compiled', async () => {
  await rm(path.join(pkg, 'lib'), { recursive: true });
  expect(await launch()).toEqual({ code: 3, stdout: 'sources production build --out x\n' });
});
