// Disk errors in the write stage: a file it no longer wants but cannot remove is reported (anything
// but "already gone") and tried again next build; a file it cannot put in place is a clear error.
// unlinkSync and renameSync are made to fail for one file: as root, no permission can make them.
import * as fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BuildError } from '../../../src/site/diagnostics.ts';
import { updateOutput, type Wanted } from '../../../src/site/output/update.ts';

let failing: string | undefined;
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const fail = (syscall: string, p: fs.PathLike) => {
    if (failing && String(p).endsWith(failing))
      throw Object.assign(new Error(`EBUSY: resource busy, ${syscall} '${String(p)}'`), {
        code: 'EBUSY',
        path: String(p),
      });
  };
  const unlinkSync: typeof real.unlinkSync = (p) => (fail('unlink', p), real.unlinkSync(p));
  const renameSync: typeof real.renameSync = (from, to) => (fail('rename', to), real.renameSync(from, to));
  return { ...real, default: { ...real, unlinkSync, renameSync }, unlinkSync, renameSync };
});

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-unlink-'));
});
afterEach(async () => {
  failing = undefined;
  await rm(tmp, { recursive: true, force: true });
});

const file = (name: string, text: string): Wanted => ({ file: name, key: text, contents: text });

it('reports a file no longer wanted that cannot be removed, and removes it next build', async () => {
  const out = path.join(tmp, 'dist');
  const cache = path.join(tmp, 'cache');
  await updateOutput(out, [file('index.html', 'home'), file('old/stuck.html', 'stuck'), file('gone.html', 'gone')], {
    cache,
  });
  fs.rmSync(path.join(out, 'gone.html')); // removed by hand: already gone is no problem
  failing = 'stuck.html';
  const second = await updateOutput(out, [file('index.html', 'home')], { cache });
  expect(second.warnings).toEqual([
    `${path.join(out, 'old/stuck.html')} is no longer wanted but could not be removed (EBUSY)`,
  ]);
  expect(Object.keys(second.files)).toEqual(['index.html']);
  failing = undefined;
  const third = await updateOutput(out, [file('index.html', 'home')], { cache });
  expect(third.warnings).toEqual([]);
  expect(fs.existsSync(path.join(out, 'old'))).toBe(false);
});

it('a file it cannot put in place is a clear error naming it, and leaves the output as it was, with no staging folder', async () => {
  const out = path.join(tmp, 'dist');
  await updateOutput(out, [file('index.html', 'home'), file('a.html', 'a')]);
  failing = 'stuck.html';
  const err = await updateOutput(out, [
    file('index.html', 'new home'),
    file('a.html', 'new a'),
    file('stuck.html', 'new'),
  ]).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BuildError);
  expect((err as Error).message).toBe(
    `could not put the new files in place in ${out} (EBUSY: ${path.join(out, 'stuck.html')}): nothing was changed; put that right and build again`,
  );
  expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('home');
  expect(fs.readFileSync(path.join(out, 'a.html'), 'utf8')).toBe('a');
  expect(fs.readdirSync(out).filter((n) => n.startsWith('.agency-site-staging'))).toEqual([]);
});
