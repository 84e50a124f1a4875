// The build lock (output/lock.ts) through the real CLI: one lock per folder however it is named
// (a link to dist/ shares dist/'s), a lock whose pid now belongs to another process is taken over,
// a lock path that is not a file is an error, and a wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive } from '../../../src/site/output-dir.ts';
import { holderOf, lockFile, lockOutput } from '../../../src/site/output/lock.ts';
import { minimalSite } from '../../helpers/sites.ts';
import { readTree } from '../build/helpers.ts';
import { bin, runCli } from '../../helpers/cli.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-lock-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const envFor = (dir: string, extra: NodeJS.ProcessEnv = {}) => ({
  ...process.env,
  NO_COLOR: '1',
  AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache'),
  ...extra,
});

async function build(dir: string, out: string, extra: NodeJS.ProcessEnv = {}) {
  return runCli(['build', '--out', out], { cwd: dir, env: envFor(dir, extra), timeout: 60_000 });
}

/** A project: content/ (the minimal site), an empty dist/ and `link` → dist. */
async function project(name: string): Promise<string> {
  const dir = path.join(tmp, name);
  await cp(minimalSite, path.join(dir, 'content'), { recursive: true });
  await mkdir(path.join(dir, 'dist'));
  await symlink('dist', path.join(dir, 'link'));
  return dir;
}

/** Every path under `dir`, to see that nothing is left over (locks, temporary files). */
const listing = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

describe('the build lock', () => {
  it("two builds, one through a link to the other's dist/, wait for the lock and never run at once", async () => {
    const dir = await project('concurrent');
    const dist = await realpath(path.join(dir, 'dist'));
    const held = await lockOutput(dist); // this test is the build in progress
    const runs = ['dist', 'link'].map((out) =>
      started(spawn(process.execPath, [bin, 'build', '--out', out], { cwd: dir, env: envFor(dir) })),
    );
    try {
      for (const run of runs)
        await until(() => run.stderr.includes(`(process ${process.pid}, lock ${lockFile(dist)})`), 60_000);
    } finally {
      held.release(false);
    }
    const done = await Promise.all(runs.map((r) => r.exit));
    expect(done, runs.map((r) => r.stderr).join('\n')).toEqual([0, 0]);
    // As one build from scratch leaves it, and nothing else: no lock, no temporary file.
    expect((await build(dir, 'single')).code).toBe(0);
    expect(await readTree(path.join(dir, 'dist'))).toEqual(await readTree(path.join(dir, 'single')));
    expect(await listing(path.join(dir, 'dist'))).toEqual(await listing(path.join(dir, 'single')));
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid is now another, live, process (pid reused)',
    async () => {
      const dir = await project('reused');
      expect((await build(dir, 'dist')).code).toBe(0);
      const before = await readTree(path.join(dir, 'dist'));
      const other = spawn('sleep', ['600']);
      try {
        const file = lockFile(await realpath(path.join(dir, 'dist')));
        const live = holderOf(other.pid!);
        expect(processAlive(other.pid!) && live.start).toBeTruthy();
        await writeFile(file, JSON.stringify({ ...live, start: String(Number(live.start) - 1) }) + '\n'); // its pid, another start
        const r = await build(dir, 'link', { AGENCY_SITE_LOCK_WAIT: '60' });
        expect(r.code, r.stderr).toBe(0);
        expect(r.stderr).not.toContain('waiting');
        expect(await readTree(path.join(dir, 'dist'))).toEqual(before);
        await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' }); // taken over, and released
        expect(processAlive(other.pid!)).toBe(true); // and nothing done to that process
      } finally {
        other.kill();
      }
    },
    120_000,
  );

  it('gives up after the wait set by AGENCY_SITE_LOCK_WAIT, naming the holder and the lock file', async () => {
    const dir = await project('bounded');
    expect((await build(dir, 'dist')).code).toBe(0);
    const other = spawn('sleep', ['600']); // a live holder, as a build that hangs
    try {
      const file = lockFile(await realpath(path.join(dir, 'dist')));
      await writeFile(file, JSON.stringify(holderOf(other.pid!)) + '\n');
      const before = await readTree(path.join(dir, 'dist'));
      const r = await build(dir, 'dist', { AGENCY_SITE_LOCK_WAIT: '2' });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        `waiting for another agency-site build into dist/ (process ${other.pid}, lock ${file})`,
      );
      expect(r.stderr).toContain(
        `gave up after waiting 2 s for another agency-site build into ${path.dirname(file)}: its lock ${file} is held by process ${other.pid}`,
      );
      expect(r.stderr).toContain(`If no agency-site build is running, remove ${file} and build again`);
      expect(r.stderr).not.toMatch(/Internal error|\n\s+at /);
      expect(await readTree(path.join(dir, 'dist'))).toEqual(before); // the lock is the holder's still
    } finally {
      other.kill();
    }
  }, 120_000);

  it('a lock path that is a folder or a link is an error, not a wait; nothing is written through the link', async () => {
    const dir = await project('not-a-file');
    expect((await build(dir, 'dist')).code).toBe(0);
    const file = lockFile(await realpath(path.join(dir, 'dist')));
    await writeFile(path.join(dir, 'victim.txt'), 'precious\n');
    for (const [make, what] of [
      [() => mkdir(file), 'a folder'],
      [() => symlink('../victim.txt', file), 'a symbolic link'],
    ] as const) {
      await make();
      const before = await listing(path.join(dir, 'dist'));
      const r = await build(dir, 'dist', { AGENCY_SITE_LOCK_WAIT: '60' });
      expect(r.code, r.stdout).toBe(1);
      expect(r.stderr).toContain(
        `the build's lock ${file} is ${what}, not a lock file agency-site wrote. Nothing was changed. Remove it and build again.`,
      );
      expect(r.stderr).not.toMatch(/Internal error|\n\s+at /);
      expect(await listing(path.join(dir, 'dist'))).toEqual(before);
      await rm(file, { recursive: true });
    }
    expect(await readFile(path.join(dir, 'victim.txt'), 'utf8')).toBe('precious\n');
  }, 120_000);
});

/** A child's stderr as it comes, and its exit code. */
function started(child: ChildProcess): { readonly stderr: string; exit: Promise<number | null> } {
  const run = { stderr: '', exit: new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code))) };
  child.stderr!.on('data', (d: Buffer) => (run.stderr += d.toString()));
  child.stdout!.resume();
  return run;
}

async function until(test: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
