// The thread that checks the spare (spare-claim.ts): stats every file and folder its records name
// and answers those not as recorded. At 4,000 posts that is ~10,700 stats, the largest part of a
// one-post rebuild; here they run on the other core while the main thread reads the content and
// renders. A thread takes 30-80 ms to start on the project's 2-core machine, so the launcher
// starts this one first, for `build`, while the CLI's code loads (compiled/launch.mjs).
// Plain JavaScript, so that the launcher and the thread need no TypeScript loader.
import { statSync } from 'node:fs';
import { Worker, parentPort, workerData } from 'node:worker_threads';

/** Start the thread; unreferenced, it keeps no process alive until it is given work (spare-claim.ts). */
export function startStatThread() {
  const thread = new Worker(new URL(import.meta.url), { workerData: { statThread: true } });
  thread.unref();
  return thread;
}

/**
 * The names (joined by "\0") inside `root` whose identity is not the recorded one: `ids` holds
 * [size, mtimeMs, ino] per file, or [mtimeMs, ino] per folder (NaN: a record not to be trusted).
 */
function notAsRecorded(root, names, ids, dirs) {
  const list = names ? names.split('\0') : [];
  const out = [];
  for (let i = 0; i < list.length; i++) {
    let s;
    try {
      // Joined by hand: path.join would normalize the whole path again, for each.
      s = statSync(list[i] ? `${root}/${list[i]}` : root);
    } catch {
      // missing, or a file where a folder was
    }
    const same = !s ? false : dirs
      ? s.isDirectory() && s.mtimeMs === ids[i * 2] && s.ino === ids[i * 2 + 1]
      : s.isFile() && s.size === ids[i * 3] && s.mtimeMs === ids[i * 3 + 1] && s.ino === ids[i * 3 + 2];
    if (!same) out.push(list[i]);
  }
  return out;
}

if (workerData?.statThread) {
  parentPort.on('message', ({ root, files, fileIds, dirs, dirIds }) => {
    parentPort.postMessage({ dirs: notAsRecorded(root, dirs, dirIds, true), files: notAsRecorded(root, files, fileIds, false) });
  });
}
