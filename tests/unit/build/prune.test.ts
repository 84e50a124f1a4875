// Cache entries of folders that are gone are removed (src/site/cache/prune.ts).
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pruneCache } from '../../../src/site/cache/prune.ts';

let cache: string;
beforeEach(async () => {
  cache = await mkdtemp(path.join(os.tmpdir(), 'agency-site-prune-'));
});
afterEach(async () => {
  await rm(cache, { recursive: true, force: true });
});

async function entry(id: string, target: string, ageHours: number) {
  const out = path.join(cache, 'out');
  await mkdir(path.join(out, `${id}.spare`, 'blog'), { recursive: true });
  await writeFile(path.join(out, `${id}.bin`), 'manifest');
  await writeFile(path.join(out, `${id}.path`), target);
  const when = new Date(Date.now() - ageHours * 3600_000);
  for (const f of [`${id}.bin`, `${id}.path`, `${id}.spare`]) await utimes(path.join(out, f), when, when);
}

it('removes what belongs to output folders that no longer exist, keeps the rest', async () => {
  await entry('gone', path.join(cache, 'no-such-folder'), 2);
  await entry('kept', cache, 2); // its folder exists
  await entry('fresh', path.join(cache, 'no-such-folder-either'), 0); // may belong to a build running now
  await pruneCache(cache);
  expect((await readdir(path.join(cache, 'out'))).sort()).toEqual(['fresh.bin', 'fresh.path', 'fresh.spare', 'kept.bin', 'kept.path', 'kept.spare']);
});

it('removes an old spare that a stopped build moved aside, even of a folder that still exists', async () => {
  await entry('kept', cache, 2);
  const out = path.join(cache, 'out');
  const trash = (stamp: string, ageHours: number) => {
    const dir = path.join(out, `kept.spare.trash-${stamp}`);
    const when = new Date(Date.now() - ageHours * 3600_000);
    return mkdir(path.join(dir, 'blog'), { recursive: true }).then(() => utimes(dir, when, when));
  };
  await trash('old', 2);
  await trash('now', 0); // a build may be removing it right now
  await pruneCache(cache);
  expect((await readdir(out)).sort()).toEqual(['kept.bin', 'kept.path', 'kept.spare', 'kept.spare.trash-now']);
});
