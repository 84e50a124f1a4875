// One strict Content-Security-Policy for every page: our own script and stylesheet only,
// beacons only to the lead service, pictures only from this site and the hosts still linked.
// Integrations the content turns on (integrations/) widen named directives for their hosts only.
// A source is typed: an origin content names was parsed where the schema read it (a host of
// letters, digits and dashes: web-values.ts), anything else is the code's own, so no value from
// content can add a directive (`;`), a second policy (`,`) or a wildcard (`*`).
import { alreadyParsed, parseOrigin, type Origin } from './shared/web-values.ts';

declare const ownSource: unique symbol;
/** A source the code names: a keyword (`'self'`), a scheme (`data:`) or a host of a provider's (`https://*.googletagmanager.com`). */
export type OwnSource = string & { readonly [ownSource]: true };
export type CspSource = Origin | OwnSource;

/** The code's own sources, checked once when the module that names them loads. */
export function ownSources(...sources: string[]): OwnSource[] {
  for (const s of sources)
    if (!/^(?:'[a-z-]+'|[a-z]+:|https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.test(s))
      throw new Error(`not a CSP source the code may name: ${s}`);
  return sources as OwnSource[];
}

export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src';

/** Sources an integration needs, per directive: `{ 'frame-src': ['https://www.youtube-nocookie.com'] }`. */
export type CspAdditions = Partial<Record<CspDirective, readonly CspSource[]>>;

export interface CspOptions {
  /** Where beacons go (options.ts parsed it); empty: nowhere. */
  leadServiceUrl: string;
  /** Origins of the pictures still loaded from other hosts (images/prepare.ts). */
  imageOrigins?: readonly Origin[];
  /** What the content's integrations need (integrations/index.ts); none: today's policy. */
  additions?: CspAdditions;
}

export function contentSecurityPolicy(opts: CspOptions): string {
  const add = opts.additions ?? {};
  const withAdded = (name: CspDirective, base: readonly string[]) =>
    [name, ...new Set([...base, ...(add[name] ?? [])])].join(' ');
  // 'self' lets tools that fetch from the page (robots.txt checks) reach our own files.
  const connect = ["'self'", ...(opts.leadServiceUrl ? [alreadyParsed(parseOrigin, opts.leadServiceUrl)] : [])];
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
  const out: Partial<Record<CspDirective, CspSource[]>> = {};
  for (const additions of list) {
    for (const [name, sources] of Object.entries(additions) as [CspDirective, readonly CspSource[]][]) {
      out[name] = [...new Set([...(out[name] ?? []), ...sources])];
    }
  }
  return out;
}
