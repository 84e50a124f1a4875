// One download from a self-hosted host, bounded: every redirect hop is followed by hand and must be
// a host named in images.selfHost, over https (plain http only to this machine, for tests); the
// body is read up to a cap and the time-out covers the whole download, redirects and body included.

/** The most a downloaded picture may weigh: 20 MB. */
export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Hosts that are this machine: the only ones plain http may reach (a local server stands in for a
// stock host in tests); anywhere else http could be read or changed on the way.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
// Types that say nothing of the bytes: left to the picture check, as no type at all is.
const UNTYPED = new Set(['application/octet-stream', 'binary/octet-stream']);

/** What this picture's host answered, that no other picture from the host need share. */
export class Refused extends Error {}

/** The host as a whole did not answer in time: its other pictures need not be tried. */
export class TooSlow extends Error {}

export interface FetchOptions {
  /** images.selfHost, lower case. */
  hosts: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes?: number;
}

/** The bytes at `url`, or a Refused (or TooSlow, or fetch's own error) saying why not. */
export async function fetchPicture(url: string, opts: FetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let at = new URL(url);
  for (let hop = 0; ; hop++) {
    const off = offLimits(at, opts.hosts);
    if (off) throw new Refused(hop ? `a redirect to ${at.href}, ${off}` : `${at.href} is ${off}`);
    const res = await fetch(at, { signal, redirect: 'manual' }).catch((err: unknown) => {
      throw (err as Error).name === 'TimeoutError' ? new TooSlow(`no answer in ${opts.timeoutMs / 1000} s`) : err;
    });
    if (REDIRECTS.has(res.status)) {
      await res.body?.cancel();
      if (hop === MAX_REDIRECTS) throw new Refused(`more than ${MAX_REDIRECTS} redirects`);
      at = nextHop(res, at);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Refused(`HTTP ${res.status}`);
    }
    const type = res.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase() || undefined;
    if (type && !type.startsWith('image/') && !UNTYPED.has(type)) {
      await res.body?.cancel();
      throw new Refused(`the host answered ${type}, not a picture`);
    }
    return readCapped(res, opts.maxBytes ?? MAX_DOWNLOAD_BYTES, signal, opts.timeoutMs);
  }
}

/** Why a download may not go to `url` (`not https`…), or undefined. */
function offLimits(url: URL, hosts: ReadonlySet<string>): string | undefined {
  if (!hosts.has(url.host.toLowerCase())) return 'a host not named in images.selfHost';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return undefined;
  return 'not https';
}

function nextHop(res: Response, from: URL): URL {
  const location = res.headers.get('location');
  if (!location) throw new Refused(`HTTP ${res.status} without a Location`);
  try {
    return new URL(location, from);
  } catch {
    throw new Refused(`a redirect to ${JSON.stringify(location)}, not an address`);
  }
}

/** The body, read up to `max` bytes: what declares more, or sends more, is refused there. */
async function readCapped(res: Response, max: number, signal: AbortSignal, timeoutMs: number): Promise<Buffer> {
  const tooLarge = `larger than the ${megabytes(max)} a downloaded picture may be`;
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > max) {
    await res.body?.cancel();
    throw new Refused(`${megabytes(declared)}, ${tooLarge}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
      size += chunk.value.byteLength;
      if (size > max) {
        await reader!.cancel(); // the rest is never received
        throw new Refused(tooLarge);
      }
      chunks.push(chunk.value);
    }
  } catch (err) {
    if (signal.aborted && !(err instanceof Refused)) throw new TooSlow(`not downloaded within ${timeoutMs / 1000} s`);
    throw err;
  }
  return Buffer.concat(chunks, size);
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
