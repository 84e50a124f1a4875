import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSite, type OutputFile } from '../../src/site/write.ts';

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-write-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('writeSite', () => {
  it('writes nested files and replaces the previous output as a whole', async () => {
    const out = path.join(tmp, 'dist');
    await writeSite(out, [{ path: 'old/index.html', contents: 'old' }]);
    const summary = await writeSite(out, [
      { path: 'index.html', contents: 'home' },
      { path: 'services/Subservices/local-seo/index.html', contents: 'seo' },
    ]);
    expect(summary).toEqual({ files: 2, bytes: 7 });
    expect(await readFile(path.join(out, 'services/Subservices/local-seo/index.html'), 'utf8')).toBe('seo');
    expect((await readdir(out)).sort()).toEqual(['.agency-site-output', 'index.html', 'services']); // stale pages are gone; marked as the build's own
    expect(await readdir(tmp)).toEqual(['dist']); // no staging or old folder left
  });

  it('leaves the previous output untouched when writing fails half-way', async () => {
    const out = path.join(tmp, 'dist');
    await writeSite(out, [{ path: 'index.html', contents: 'previous' }]);
    function* failing(): Generator<OutputFile> {
      yield { path: 'index.html', contents: 'new' };
      throw new Error('disk full');
    }
    await expect(writeSite(out, failing())).rejects.toThrow('disk full');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(tmp)).toEqual(['dist']);
  });
});
