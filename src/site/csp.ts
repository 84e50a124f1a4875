// One strict Content-Security-Policy for every page: our own script and stylesheet only,
// beacons only to the lead service, pictures only from this site and the hosts still linked.

export interface CspOptions {
  leadServiceUrl: string;
  /** Origins of the pictures still loaded from other hosts (images/prepare.ts). */
  imageOrigins?: readonly string[];
}

export function contentSecurityPolicy(opts: CspOptions): string {
  // 'self' lets tools that fetch from the page (robots.txt checks) reach our own files.
  const connect = ["'self'", ...(opts.leadServiceUrl ? [new URL(opts.leadServiceUrl).origin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // data: for the stylesheet's inline SVG placeholders; they cannot run script.
    ['img-src', "'self'", 'data:', ...(opts.imageOrigins ?? [])].join(' '),
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
