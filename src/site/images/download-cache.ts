// The downloads kept between builds (remote.ts). A picture is kept only once checked, written under
// a temporary name and renamed into place: a file here is whole and was a picture. A failed
// download leaves a note (`<name>.failed`, its reason) for `check`, which does not download.
import { hash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MAX_DOWNLOAD_BYTES } from './fetch-picture.ts';
import { writeFileAtomic } from '../atomic-write.ts';

export class DownloadCache {
  // A new folder with this rule: older versions kept whatever a host sent (an HTML page, a
  // truncated picture) in images/downloads/, which is never read again.
  private readonly dir: string;

  constructor(cache: string) {
    this.dir = path.join(cache, 'images', 'downloads-checked');
  }

  read(url: string): Buffer | undefined {
    return readIfThere(this.file(url));
  }

  /** Why the last download of `url` failed, if it did. */
  failure(url: string): string | undefined {
    return readIfThere(`${this.file(url)}.failed`)?.toString('utf8');
  }

  save(url: string, bytes: Buffer): void {
    this.write(this.file(url), bytes);
    this.forget(`${this.file(url)}.failed`);
  }

  fail(url: string, reason: string): void {
    this.write(`${this.file(url)}.failed`, Buffer.from(reason));
  }

  drop(url: string): void {
    this.forget(this.file(url));
  }

  private file(url: string): string {
    return path.join(this.dir, hash('sha256', url, 'hex').slice(0, 32));
  }

  // The cache only saves time: a folder it cannot write to costs the next build a download.
  private write(file: string, bytes: Buffer): void {
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileAtomic(file, bytes);
    } catch {
      // not kept: the next build downloads it again
    }
  }

  private forget(file: string): void {
    try {
      rmSync(file, { force: true });
    } catch {
      // as for write
    }
  }
}

/** A regular file's bytes: anything else put there (a FIFO, a link, a huge file) is not read. */
function readIfThere(file: string): Buffer | undefined {
  try {
    const stat = lstatSync(file);
    return stat.isFile() && stat.size <= MAX_DOWNLOAD_BYTES ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
}
