// The commit of the write stage (src/site/output/commit.ts), made to fail at each of its steps in
// turn: every time, the output is byte for byte as it was, hand-made obstructions included, and
// no staging folder is left. And a name the file system cannot take is found before the first
// rename: the output, or its absence, is untouched.
import * as fs from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BuildError } from '../../../src/site/diagnostics.ts';
import type { CommitFs } from '../../../src/site/output/commit.ts';
import { updateOutput, type Wanted } from '../../../src/site/output/update.ts';
import { snapshot } from './snapshot.ts';

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-commit-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const file = (name: string, text: string): Wanted => ({ file: name, key: text, contents: text });

/** An output a build left, then changed by hand: a file where a folder goes, a folder where a file goes, links. */
async function lastOutput(out: string, cache: string): Promise<void> {
  await updateOutput(
    out,
    [
      file('index.html', 'home'),
      file('blog/x/index.html', 'x'),
      file('robots.txt', 'robots'),
      file('about/index.html', 'about'),
      file('old.html', 'old'),
    ],
    { cache },
  );
  await rm(path.join(out, 'blog/x'), { recursive: true });
  await writeFile(path.join(out, 'blog/x'), 'a file where a folder was');
  await rm(path.join(out, 'robots.txt'));
  await mkdir(path.join(out, 'robots.txt/inner'), { recursive: true });
  await writeFile(path.join(out, 'robots.txt/inner/f'), 'a folder where a file goes');
  await rm(path.join(out, 'about'), { recursive: true });
  await symlink(path.join(tmp, 'elsewhere'), path.join(out, 'about'));
}

const next = [
  file('index.html', 'new home'),
  file('blog/x/index.html', 'new x'),
  file('robots.txt', 'new robots'),
  file('about/index.html', 'new about'),
  file('new/deep/page/index.html', 'new page'),
];

/** node:fs, but the `at`-th call that changes the file system throws EIO. */
function failingAt(at: number): { fs: CommitFs; calls: () => number } {
  let n = 0;
  const step =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      if (++n === at) throw Object.assign(new Error(`EIO: i/o error, step ${at}`), { code: 'EIO' });
      return call(...args);
    };
  const commitFs = {
    ...fs,
    renameSync: step(fs.renameSync),
    linkSync: step(fs.linkSync),
    mkdirSync: step(fs.mkdirSync),
    rmdirSync: step(fs.rmdirSync),
  } as CommitFs;
  return { fs: commitFs, calls: () => n };
}

it('fails at every step of the commit in turn, and each time leaves the output byte for byte as it was', async () => {
  let steps = 0;
  for (let at = 1; ; at++) {
    const out = path.join(tmp, `dist-${at}`);
    const cache = path.join(tmp, `cache-${at}`);
    await lastOutput(out, cache);
    const before = await snapshot(out);
    const { fs: commitFs, calls } = failingAt(at);
    const err = await updateOutput(out, next, { cache, fs: commitFs }).catch((e: unknown) => e);
    if (!(err instanceof Error)) {
      steps = calls();
      break;
    }
    expect(err, `step ${at}`).toBeInstanceOf(BuildError);
    expect(err.message, `step ${at}`).toMatch(/\(EIO\): nothing was changed; put that right and build again$/);
    expect(await snapshot(out), `step ${at}`).toEqual(before);
    // The record of the last build still holds: the next build writes only what changed.
    const after = await updateOutput(out, next, { cache });
    expect([...after.written].sort(), `step ${at}`).toEqual(next.map((w) => w.file).sort());
  }
  // Moving aside what stands in the way, making folders, placing each file: every one was failed once.
  expect(steps).toBeGreaterThanOrEqual(12);
});

it('a name the file system cannot take is found before the first rename: an existing output is unchanged, a new one is not made', async () => {
  const long = `blog/${'a'.repeat(300)}/index.html`;
  const out = path.join(tmp, 'dist');
  await updateOutput(out, [file('index.html', 'home')]);
  const before = await snapshot(out);
  const err = await updateOutput(out, [file('index.html', 'new home'), file(long, 'long')]).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BuildError);
  expect((err as Error).message).toMatch(
    /could not put the new files in place in .* \(ENAMETOOLONG: .*blog\/a{300}\/index\.html\): nothing was changed/,
  );
  expect(await snapshot(out)).toEqual(before);

  const first = path.join(tmp, 'first');
  await expect(updateOutput(first, [file('index.html', 'home'), file(long, 'long')])).rejects.toThrow(/ENAMETOOLONG/);
  expect(fs.existsSync(first)).toBe(false);
});
