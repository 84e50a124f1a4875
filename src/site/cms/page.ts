// /admin/'s page: the CMS's script, no inline script, and its own Content-Security-Policy, the
// site's with what Sveltia needs: inline styles (its components set them), blob: pictures (media
// previews), and what it reaches of its Git host (backend.ts). Every other page keeps the site's
// strict policy.
import { contentSecurityPolicy, mergeCspAdditions, ownSources, type CspAdditions, type CspOptions } from '../csp.ts';
import type { CmsHosts } from './backend.ts';

/** What /admin/ adds to the site's policy. `hosts`: none for the test backend (nothing to reach). */
export function cmsCspAdditions(hosts: CmsHosts | undefined): CspAdditions {
  // data: in connect-src: it fetches its own inlined logo (a data: SVG).
  return {
    'style-src': ownSources("'unsafe-inline'"),
    'img-src': [...ownSources('blob:'), ...(hosts?.img ?? [])],
    'connect-src': [...ownSources('data:'), ...(hosts?.connect ?? [])],
  };
}

/** /admin/'s policy: the site's (`site`: its options) with the CMS's additions. */
export function cmsPolicy(site: CspOptions, hosts: CmsHosts | undefined): string {
  return contentSecurityPolicy({
    ...site,
    additions: mergeCspAdditions([site.additions ?? {}, cmsCspAdditions(hosts)]),
  });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function adminPage(o: { siteName: string; script: string; policy: string }): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(o.policy)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Content Manager · ${escapeAttr(o.siteName)}</title>`,
    `<script src="./${o.script}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}
