// `new` writes its scaffold with writeNewFile: another command loading the content at that moment
// (two `new post` side by side: the second loads the blog to list its categories) must never read
// the first one's file half-written, and nothing already at the name is ever replaced.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { writeNewFile } from '../../../src/site/atomic-write.ts';

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-site-new-file-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('writeNewFile', () => {
  it('writes the whole text and leaves no temporary file beside it', () => {
    const dir = tempDir();
    writeNewFile(path.join(dir, 'post.md'), '---\ntitle: A\n---\n');
    expect(readFileSync(path.join(dir, 'post.md'), 'utf8')).toBe('---\ntitle: A\n---\n');
    expect(readdirSync(dir)).toEqual(['post.md']);
  });

  it('refuses a file already there and leaves it as it was', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'post.md'), 'the editor’s words');
    expect(() => writeNewFile(path.join(dir, 'post.md'), 'scaffold')).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(readFileSync(path.join(dir, 'post.md'), 'utf8')).toBe('the editor’s words');
    expect(readdirSync(dir)).toEqual(['post.md']);
  });

  it('never writes through a link, dangling or not', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'outside.txt'), 'not ours');
    symlinkSync(path.join(dir, 'outside.txt'), path.join(dir, 'post.md'));
    symlinkSync(path.join(dir, 'missing.txt'), path.join(dir, 'other.md'));
    expect(() => writeNewFile(path.join(dir, 'post.md'), 'scaffold')).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(() => writeNewFile(path.join(dir, 'other.md'), 'scaffold')).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(readFileSync(path.join(dir, 'outside.txt'), 'utf8')).toBe('not ours');
    expect(readdirSync(dir).sort()).toEqual(['other.md', 'outside.txt', 'post.md']);
  });

  it('another process watching the name first sees the file whole (with writeFile it saw 0 bytes)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'big.md');
    const text = 'x'.repeat(48 * 1024 * 1024); // long enough to take a while to write
    // Polls the name until it exists, then says how long the file was at that moment.
    const watcher = spawn(process.execPath, [
      '-e',
      `
      const fs = require('node:fs');
      process.stdout.write('ready\\n');
      for (;;) { const s = fs.statSync(${JSON.stringify(file)}, { throwIfNoEntry: false }); if (s) { console.log(s.size); break; } }
    `,
    ]);
    let out = '';
    watcher.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    const closed = new Promise((resolve) => watcher.on('close', resolve));
    await new Promise<void>((resolve) => watcher.stdout.once('data', () => resolve()));
    writeNewFile(file, text);
    await closed;
    expect(Number(out.split('\n')[1])).toBe(text.length);
  });
});
