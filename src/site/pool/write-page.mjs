// Writing one page into an output folder: shared by the render job (render-job.ts) and the page
// writer's thread (write-thread.mjs). Plain JavaScript, as that thread runs it without a loader.
import { closeSync, fstatSync, mkdirSync, openSync, unlinkSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';

/** A template's literal texts as UTF-8, by the texts array (the same for all its pages): encoded once. */
const encodedTexts = new WeakMap();

/**
 * A page given as pieces (layout-template.ts): its template's texts, encoded once, and its own
 * values between them, as the buffers of one writev.
 * @param {{ texts: readonly string[], values: string[] }} page
 */
function buffersOf({ texts, values }) {
  let encoded = encodedTexts.get(texts);
  if (!encoded) encodedTexts.set(texts, (encoded = texts.map((t) => Buffer.from(t))));
  const out = [encoded[0]];
  for (let i = 0; i < values.length; i++) {
    if (values[i]) out.push(Buffer.from(values[i]));
    out.push(encoded[i + 1]);
  }
  return out;
}

/**
 * A writer for one folder. `fresh`: the folder was empty at the start, so there is nothing to
 * replace. A page there may be a hard link shared with the live output (cache/trees.ts), so it is
 * replaced by a new file, never written into.
 * @param {boolean} fresh
 * @returns {((file: string, contents: string | Uint8Array | { texts: readonly string[], values: string[] }) => { bytes: number; mtimeMs: number; ino: number }) & { makeDir(dir: string): void }}
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
    const data = typeof contents === 'string' ? Buffer.from(contents) : 'texts' in contents ? buffersOf(contents) : contents;
    const fd = openSync(file, 'wx');
    try {
      let bytes = 0;
      if (Array.isArray(data)) {
        for (const b of data) bytes += b.byteLength;
        // writev may write less than asked (as write may): the rest goes after.
        const done = writevSync(fd, data);
        if (done < bytes) writeSync(fd, Buffer.concat(data).subarray(done));
      } else {
        bytes = data.byteLength;
        writeSync(fd, data);
      }
      const st = fstatSync(fd);
      return { bytes, mtimeMs: st.mtimeMs, ino: st.ino };
    } finally {
      closeSync(fd);
    }
  };
  write.makeDir = makeDir;
  return write;
}
