// Pictures from a self-hosted host (site.yml images.selfHost): downloaded once into the cache, then
// treated like content/images/. A host that cannot be reached costs one warning and the picture is
// linked from it as before: a build never fails for another site.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Downloads {
  bytes: Map<string, Buffer>;
  warnings: string[];
}

export async function downloadImages(urls: readonly string[], opts: { cache?: string; timeoutMs: number; download: boolean }): Promise<Downloads> {
  const out: Downloads = { bytes: new Map(), warnings: [] };
  const dir = opts.cache && path.join(opts.cache, 'images', 'downloads');
  const failed = new Map<string, string>(); // host → why
  await Promise.all(
    urls.map(async (url) => {
      const file = dir && path.join(dir, hash('sha256', url, 'hex').slice(0, 32));
      const kept = file && readIfThere(file);
      if (kept) return void out.bytes.set(url, kept);
      if (!opts.download) return;
      const host = new URL(url).host;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs), redirect: 'follow' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const bytes = Buffer.from(await res.arrayBuffer());
        out.bytes.set(url, bytes);
        if (dir && file) {
          mkdirSync(dir, { recursive: true });
          writeFileSync(file, bytes);
        }
      } catch (err) {
        if (!failed.has(host)) failed.set(host, why(err, opts.timeoutMs));
      }
    }),
  );
  for (const [host, reason] of [...failed].sort()) {
    out.warnings.push(`pictures from ${host} could not be downloaded (${reason}): they are linked from ${host} for now, and downloaded by a later build`);
  }
  return out;
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function why(err: unknown, timeoutMs: number): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return `no answer in ${timeoutMs / 1000} s`;
  return e.cause?.code ?? e.cause?.message ?? e.message; // fetch's own message is only "fetch failed"
}
