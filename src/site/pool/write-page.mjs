// Writing one page into an output folder: shared by the render job (render-job.ts) and the page
// writer's thread (write-thread.mjs). Plain JavaScript, as that thread runs it without a loader.
import { closeSync, fstatSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A writer for one folder. `fresh`: the folder was empty at the start, so there is nothing to
 * replace. A page there may be a hard link shared with the live output (cache/trees.ts), so it is
 * replaced by a new file, never written into.
 * @param {boolean} fresh
 * @returns {((file: string, contents: string | Uint8Array) => { bytes: number; mtimeMs: number; ino: number }) & { makeDir(dir: string): void }}
 */
export function pageWriter(fresh) {
  const made = new Set();
  // One mkdir per page folder; its parent (blog/, category/…) is made once, on the first ENOENT.
  const makeDir = (dir) => {
    if (made.has(dir)) return;
    try {
      mkdirSync(dir);
    } catch (err) {
      if (err.code === 'ENOENT') mkdirSync(dir, { recursive: true });
      else if (err.code !== 'EEXIST') throw err;
    }
    made.add(dir);
  };
  const write = (file, contents) => {
    makeDir(path.dirname(file));
    if (!fresh) {
      try {
        unlinkSync(file);
      } catch {
        // nothing there yet
      }
    }
    const data = typeof contents === 'string' ? Buffer.from(contents) : contents;
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, data);
      const st = fstatSync(fd);
      return { bytes: data.byteLength, mtimeMs: st.mtimeMs, ino: st.ino };
    } finally {
      closeSync(fd);
    }
  };
  write.makeDir = makeDir;
  return write;
}
