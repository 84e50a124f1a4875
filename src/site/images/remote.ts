// Pictures from a self-hosted host (site.yml images.selfHost): downloaded once into the cache, then
// treated like content/images/. Whatever a host answers is its problem, never the site's: a host
// out of reach, a redirect off the named hosts, an answer that is not a picture within the limits
// each cost a warning, and the picture is linked from its host as before. Only a checked picture
// is cached, so a later build tries again and a bad answer never bricks one.
import { DownloadCache } from './download-cache.ts';
import { fetchPicture, Refused, TooSlow } from './fetch-picture.ts';
import { pictureProblem } from './picture-check.ts';

export interface Downloads {
  bytes: Map<string, Buffer>;
  /** Pictures left linked from their host, and why: `check` reports them. */
  missed: Map<string, string>;
  /** The build's: one per host out of reach, one per picture refused. */
  warnings: string[];
}

export interface DownloadOptions {
  cache?: string;
  timeoutMs: number;
  /** False (`check`): the cache is read, nothing is downloaded and nothing in the cache changes. */
  download: boolean;
  /** images.selfHost, lower case: every redirect hop must be one of them. */
  hosts: ReadonlySet<string>;
}

// Downloads at a time: each may hold up to 20 MB and a decode.
const AT_ONCE = 4;

export async function downloadImages(urls: readonly string[], opts: DownloadOptions): Promise<Downloads> {
  const out: Downloads = { bytes: new Map(), missed: new Map(), warnings: [] };
  const cache = opts.cache === undefined ? undefined : new DownloadCache(opts.cache);
  const down = new Map<string, string>(); // host → why it could not be reached
  const refused = new Map<string, string>(); // url → why
  await eachAtMost(AT_ONCE, urls, async (url) => {
    const kept = cache?.read(url);
    // Kept pictures were checked whole when downloaded: the header is enough (and cheap) here.
    const keptProblem = kept && (await pictureProblem(kept, false));
    if (kept && !keptProblem) return void out.bytes.set(url, kept);
    if (!opts.download) {
      const why = cache && notKept(url, cache, keptProblem);
      return void (why && out.missed.set(url, why));
    }
    if (keptProblem) cache!.drop(url);
    const host = new URL(url).host;
    let reason = down.get(host); // its other pictures are not tried this build
    if (!reason) {
      try {
        const bytes = await fetchChecked(url, opts);
        out.bytes.set(url, bytes);
        return void cache?.save(url, bytes);
      } catch (err) {
        reason = err instanceof Refused || err instanceof TooSlow ? err.message : why(err);
        if (err instanceof Refused) refused.set(url, reason);
        else if (!down.has(host)) down.set(host, reason);
      }
    }
    out.missed.set(url, reason);
    cache?.fail(url, reason);
  });
  for (const [host, reason] of [...down].sort()) {
    out.warnings.push(
      `pictures from ${host} could not be downloaded (${reason}): they are linked from ${host} for now, and downloaded by a later build`,
    );
  }
  for (const [url, reason] of [...refused].sort()) {
    out.warnings.push(
      `${url} was not downloaded (${reason}): it is linked from ${new URL(url).host} for now; a later build tries again`,
    );
  }
  return out;
}

/** For `check`, which does not download: why the cache does not hold a usable copy of `url`, as far as it knows. */
function notKept(url: string, cache: DownloadCache, keptProblem: string | undefined): string | undefined {
  if (keptProblem) return `its copy in the cache cannot be used (${keptProblem}): start a build to download it again`;
  const failed = cache.failure(url);
  // Never tried (a new picture, a new cache): nothing to say, the next build downloads it.
  return (
    failed &&
    `the last build could not download it (${failed}): check the address and its host; the next build tries again`
  );
}

async function fetchChecked(url: string, opts: DownloadOptions): Promise<Buffer> {
  const bytes = await fetchPicture(url, { hosts: opts.hosts, timeoutMs: opts.timeoutMs });
  const problem = await pictureProblem(bytes, true);
  if (problem) throw new Refused(problem);
  return bytes;
}

/** Runs `run` on every item, at most `n` at a time. */
async function eachAtMost<T>(n: number, items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

function why(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message; // fetch's own message is only "fetch failed"
}
