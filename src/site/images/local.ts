// A picture in content/images/, read as the content loader reads posts: a regular file inside the
// content folder (a link is followed only to a file inside it), and at most MAX_PICTURE_BYTES. A
// link out of content/ would publish any file of the machine; /dev/zero would never end; a FIFO
// would never answer.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { realTarget } from '../content/real-path.ts';
import { fileKind, openFlags } from '../content/regular-file.ts';

/** The largest picture file read: 50 MB, far more than a web page's picture needs. */
export const MAX_PICTURE_BYTES = 50 * 1024 * 1024;

// Not following a link: the path opened is the real one, checked above.
const flags = openFlags | (constants.O_NOFOLLOW ?? 0);

/** The picture's bytes, or what is wrong with it, said after its name (`images/x.png is …`). */
export async function readLocalPicture(
  contentDir: string,
  src: string,
  shownDir: string,
): Promise<{ bytes: Buffer } | { problem: string }> {
  const real = realTarget(contentDir, path.join(contentDir, src));
  if (!real) return { problem: `does not exist in ${shownDir}: add the file there or correct the name` };
  if (!real.inside)
    return {
      problem: `is a symbolic link to ${real.target}, outside the content folder: pictures the site publishes live in it; copy the file into ${shownDir} instead`,
    };
  const file = await open(real.target, flags).catch(() => undefined);
  if (!file) return { problem: `cannot be opened (${real.target}): check its permissions` };
  try {
    const stat = await file.stat();
    if (!stat.isFile())
      return { problem: `is not a regular file (${fileKind(stat)}): save the picture as a file in ${shownDir}` };
    if (stat.size === 0) return { problem: 'is an empty file (0 bytes): save the picture again' };
    if (stat.size > MAX_PICTURE_BYTES)
      return {
        problem: `is ${megabytes(stat.size)}, more than the ${megabytes(MAX_PICTURE_BYTES)} a picture may be: save it smaller (a web page's picture rarely needs 1 MB)`,
      };
    return { bytes: await readAll(file, stat.size) };
  } finally {
    await file.close();
  }
}

/** `size` bytes at most: a file that grows while it is read is read as it was. */
async function readAll(file: import('node:fs/promises').FileHandle, size: number): Promise<Buffer> {
  const bytes = Buffer.alloc(size);
  let got = 0;
  while (got < size) {
    const { bytesRead } = await file.read(bytes, got, size - got, got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return bytes.subarray(0, got);
}

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
