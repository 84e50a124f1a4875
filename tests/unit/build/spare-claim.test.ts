// The spare's check on a stat thread (cache/spare-claim.ts, stat-thread.mjs): it must find every
// change made by hand that the main thread's own check finds, and a build given the thread must
// write exactly what a build from scratch writes.
import { existsSync, statSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirRecord, FileRecord } from '../../../src/site/cache/manifest.ts';
import { outputId } from '../../../src/site/cache/manifest.ts';
import { lock, SpareClaim, unlock } from '../../../src/site/cache/spare-claim.ts';
import { startStatThread } from '../../../src/site/cache/stat-thread.mjs';
import { spareDir } from '../../../src/site/cache/trees.ts';
import { build, type BuildOptions } from '../../../src/site/pipeline.ts';
import { readTree, tempSite, type TempSite } from './helpers.ts';

/** Resolves when the thread has stopped. */
const stopped = (thread: Worker) => new Promise<void>((resolve) => (thread.threadId < 0 ? resolve() : thread.once('exit', () => resolve())));

describe('SpareClaim', () => {
  let dir: string;
  const files: Record<string, FileRecord> = {};
  const dirs: Record<string, DirRecord> = {};
  const record = () => {
    for (const f of ['index.html', 'a/index.html', 'b/index.html', 'b/c/index.html']) {
      const s = statSync(path.join(dir, f));
      files[f] = ['key', s.size, s.mtimeMs, s.ino];
    }
    for (const d of ['', 'a', 'b', 'b/c']) {
      const s = statSync(path.join(dir, d));
      dirs[d] = [s.mtimeMs, s.ino];
    }
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-claim-'));
    await mkdir(path.join(dir, 'b', 'c'), { recursive: true });
    await mkdir(path.join(dir, 'a'));
    for (const f of ['index.html', 'a/index.html', 'b/index.html', 'b/c/index.html']) await writeFile(path.join(dir, f), `<p>${f}</p>`);
    await sleep(20); // folders' mtimes settle before they are recorded
    record();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers nothing stale for a spare as recorded, and lets the thread go', async () => {
    const thread = startStatThread();
    const claim = SpareClaim.take(dir, { files, dirs }, thread)!;
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const stale = await claim.stale();
    expect(stale && { files: [...stale.files], dirs: [...stale.dirs] }).toEqual({ files: [], dirs: [] });
    await stopped(thread);
    claim.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('finds a file edited in place, a file replaced, a file gone, a folder with a file added, and an untrusted record', async () => {
    await appendFile(path.join(dir, 'a/index.html'), 'edited');
    await rm(path.join(dir, 'b/c/index.html'));
    await writeFile(path.join(dir, 'b/index.html.tmp'), '<p>new</p>');
    await rm(path.join(dir, 'b/index.html'));
    await writeFile(path.join(dir, 'b/index.html'), '<p>b/index.html</p>'); // same size, another inode
    const claim = SpareClaim.take(dir, { files, dirs: { ...dirs, '': null } }, startStatThread())!;
    const stale = (await claim.stale())!;
    claim.release();
    expect([...stale.files].sort()).toEqual(['a/index.html', 'b/c/index.html', 'b/index.html']);
    expect([...stale.dirs].sort()).toEqual(['', 'b', 'b/c']);
  });

  it('is not taken while another build holds the lock: the thread is stopped', async () => {
    expect(lock(dir)).toBe(true);
    const thread = startStatThread();
    expect(SpareClaim.take(dir, { files, dirs }, thread)).toBeUndefined();
    await stopped(thread);
    unlock(dir);
  });

  it('once released, its answer is not given (the spare may have changed since)', async () => {
    const claim = SpareClaim.take(dir, { files, dirs }, startStatThread())!;
    claim.release();
    expect(claim.isHeld).toBe(false);
    expect(await claim.stale()).toBeUndefined();
  });
});

describe('a build given a stat thread', () => {
  let site: TempSite;
  const options = (extra: Partial<BuildOptions> = {}): BuildOptions => ({ contentDir: site.contentDir, outDir: site.outDir, cache: site.cache, env: {}, ...extra });
  const spare = () => spareDir(site.outDir, site.cache, outputId(site.outDir));

  beforeAll(async () => {
    site = await tempSite(5);
    await build(options());
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nFirst edit.\n');
    await build(options()); // the first output is the spare now
  });
  afterAll(async () => {
    await site.remove();
  });

  it('takes over a spare edited by hand, both ways a rebuild goes, and writes what a build from scratch does', async () => {
    const post = path.join(site.contentDir, 'blog', 'first-post.md');
    for (const [n, way, edit] of [
      [1, 'body edit', (text: string) => `${text}\nA body edit.\n`], // the short way (cache/body-edit.ts)
      [2, 'full', (text: string) => text.replace('title: First post', 'title: First post, retitled')],
    ] as const) {
      // By hand, in the spare: a page edited, a file added in a page's folder, one at the top.
      await appendFile(path.join(spare(), 'about', 'index.html'), `<!-- by hand ${n} -->`);
      await writeFile(path.join(spare(), 'about', 'stray.txt'), 'not ours');
      await writeFile(path.join(spare(), 'stray.txt'), 'not ours');
      await writeFile(post, edit(await readFile(post, 'utf8')));
      const thread = startStatThread();
      const summary = await build(options({ statThread: thread }));
      expect(summary.stages.some((s) => s.name === 'load content') ? 'full' : 'body edit').toBe(way);
      await stopped(thread);
      const scratch = path.join(site.root, `scratch-${n}`);
      await build(options({ outDir: scratch, cache: false }));
      expect(await readTree(site.outDir)).toEqual(await readTree(scratch));
      expect(existsSync(`${spare()}.lock`)).toBe(false);
    }
  }, 60_000);

  it('a first build, with nothing to check, stops the thread at once', async () => {
    const thread = startStatThread();
    await build(options({ outDir: path.join(site.root, 'fresh'), statThread: thread }));
    await stopped(thread);
  });

  it('a failed build lets go of the spare and the thread', async () => {
    await writeFile(path.join(site.contentDir, 'blog', 'broken.md'), '---\ntitle: [\n---\nBody\n');
    const thread = startStatThread();
    await expect(build(options({ statThread: thread }))).rejects.toThrow();
    await stopped(thread);
    expect(existsSync(`${spare()}.lock`)).toBe(false);
    await rm(path.join(site.contentDir, 'blog', 'broken.md'));
  });
});
