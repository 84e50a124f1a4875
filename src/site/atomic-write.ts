// Files the build keeps between runs (cache entries, records) are written whole or not at all:
// under a new temporary name beside the target, then renamed over it. A build killed meanwhile
// leaves at most a stray temporary file, never a target cut short that a later build would trust.
import { randomBytes } from 'node:crypto';
import { linkSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const tempName = (file: string) => `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;

export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, data, { flag: 'wx' }); // a new file: never through a link left at that name
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/**
 * A file that must not exist yet (`new`'s scaffolds): it appears whole, so another command loading
 * the content meanwhile never reads it half-written, and never over a file or link already there.
 */
export function writeNewFile(file: string, data: string | Uint8Array): void {
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, data, { flag: 'wx' });
    linkSync(tmp, file); // EEXIST for anything at `file`, a dangling link included
  } catch (err) {
    // A file system without hard links: exclusive creation, at least never over another file.
    if (!['EPERM', 'ENOTSUP', 'ENOSYS'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    writeFileSync(file, data, { flag: 'wx' });
  } finally {
    rmSync(tmp, { force: true });
  }
}
