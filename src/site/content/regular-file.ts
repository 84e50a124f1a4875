// Reading a file of the content folder: only a regular file, and only so much of it. A named pipe
// would never answer (and stop every later rebuild of `dev`), a device file such as /dev/zero would
// never end. The loader's text files and the pictures (images/local.ts) are read this way.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

// Not blocking: a FIFO opens at once (and is then refused) instead of waiting for a writer.
export const openFlags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** What a file that is not a regular one is, in words. */
export function fileKind(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a file';
}

/** A file that cannot be read as content: not a regular file, or larger than content may be. */
export class NotReadableError extends Error {}

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** The bytes of a regular file of at most `max` bytes (links followed); NotReadableError says what else it is. */
export function readRegularFile(abs: string, max: number): Buffer {
  const fd = openSync(abs, openFlags);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new NotReadableError(
        `is not a regular file (${fileKind(stat)}): content files must be ordinary files; remove it, or save its text as a file`,
      );
    if (stat.size > max)
      throw new NotReadableError(
        `is ${megabytes(stat.size)}, more than the ${megabytes(max)} a content file may be: split it, or move what is not text out of the content folder`,
      );
    const bytes = Buffer.alloc(stat.size);
    let got = 0;
    while (got < stat.size) {
      const n = readSync(fd, bytes, got, stat.size - got, got);
      if (n === 0) break; // it shrank while read: what there is
      got += n;
    }
    return bytes.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}
