// One strict Content-Security-Policy for every page: our own script and stylesheet only,
// beacons only to the lead service, images from https hosts (content keeps stock-photo URLs).

export function contentSecurityPolicy(opts: { leadServiceUrl: string }): string {
  const connect = opts.leadServiceUrl ? new URL(opts.leadServiceUrl).origin : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
