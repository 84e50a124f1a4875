// Files the build keeps between runs (cache entries, records) are written whole or not at all:
// under a new temporary name beside the target, then renamed over it. A build killed meanwhile
// leaves at most a stray temporary file, never a target cut short that a later build would trust.
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, data, { flag: 'wx' }); // a new file: never through a link left at that name
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
