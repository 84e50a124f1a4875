// The dev server's output folder: a private temporary folder the static handler serves. Each file
// is written beside its target under a dot-name (never served) and renamed over it, so a request
// sees the old page or the new one, never half of one.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltFile } from './protocol.ts';

const CONCURRENCY = 16;

export class DevOutput {
  private readonly dirs = new Set<string>();
  private seq = 0;
  /** HTML pages written so far (relative paths), to find stale ones after a full rebuild. */
  readonly pages = new Set<string>();
  private readonly assets = new Set<string>();

  constructor(readonly root: string) {}

  /** `pages`: these are pages (tracked to find stale ones); an HTML file beside them (/admin/) is not. */
  async write(all: readonly BuiltFile[], { pages = false } = {}): Promise<void> {
    // Hashed assets never change under the same name: write each once.
    const files = all.filter((f) => !(f.path.startsWith('assets/') && this.assets.has(f.path)));
    let next = 0;
    const worker = async () => {
      while (next < files.length) await this.writeOne(files[next++]!, pages);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  }

  async remove(paths: Iterable<string>): Promise<void> {
    const list = [...paths];
    if (!list.length) return;
    this.dirs.clear(); // a removed folder must be made again before the next write into it
    await Promise.all(
      list.map((p) => {
        this.pages.delete(p);
        return rm(this.resolve(p), { force: true, recursive: true }); // a folder from content/public/ too
      }),
    );
  }

  private async writeOne(file: BuiltFile, page: boolean) {
    const target = this.resolve(file.path);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}-${this.seq++}.tmp`);
    await writeFile(tmp, file.contents);
    await rename(tmp, target);
    if (page && file.path.endsWith('.html')) this.pages.add(file.path);
    if (file.path.startsWith('assets/')) this.assets.add(file.path);
  }

  /** Output paths come from our own route table; still, never write outside the folder. */
  private resolve(rel: string): string {
    const abs = path.resolve(this.root, rel);
    if (!abs.startsWith(this.root + path.sep))
      throw new Error(`refusing to write outside the dev output folder: ${rel}`);
    return abs;
  }
}
