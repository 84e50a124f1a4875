// One strict Content-Security-Policy for every page: our own script and stylesheet only,
// beacons only to the lead service, pictures only from this site and the hosts still linked.
// Integrations the content turns on (integrations/) widen named directives for their hosts only.

export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src';

/** Sources an integration needs, per directive: `{ 'frame-src': ['https://www.youtube-nocookie.com'] }`. */
export type CspAdditions = Partial<Record<CspDirective, readonly string[]>>;

export interface CspOptions {
  leadServiceUrl: string;
  /** Origins of the pictures still loaded from other hosts (images/prepare.ts). */
  imageOrigins?: readonly string[];
  /** What the content's integrations need (integrations/index.ts); none: today's policy. */
  additions?: CspAdditions;
}

export function contentSecurityPolicy(opts: CspOptions): string {
  const add = opts.additions ?? {};
  const withAdded = (name: CspDirective, base: readonly string[]) => [name, ...new Set([...base, ...(add[name] ?? [])])].join(' ');
  // 'self' lets tools that fetch from the page (robots.txt checks) reach our own files.
  const connect = ["'self'", ...(opts.leadServiceUrl ? [new URL(opts.leadServiceUrl).origin] : [])];
  return [
    "default-src 'self'",
    withAdded('script-src', ["'self'"]),
    withAdded('style-src', ["'self'"]),
    // data: for the stylesheet's inline SVG placeholders; they cannot run script.
    withAdded('img-src', ["'self'", 'data:', ...(opts.imageOrigins ?? [])]),
    withAdded('font-src', ["'self'"]),
    withAdded('connect-src', connect),
    // Frames fall back to default-src ('self') until an integration names its player's host.
    ...(add['frame-src']?.length ? [withAdded('frame-src', ["'self'"])] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Several integrations' needs as one. */
export function mergeCspAdditions(list: readonly CspAdditions[]): CspAdditions {
  const out: Partial<Record<CspDirective, string[]>> = {};
  for (const additions of list) {
    for (const [name, sources] of Object.entries(additions) as [CspDirective, readonly string[]][]) {
      out[name] = [...new Set([...(out[name] ?? []), ...sources])];
    }
  }
  return out;
}
