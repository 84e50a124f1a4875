// The only URL forms content may use: site-internal paths, anchors, http(s), mailto and tel.
import { parseOrigin } from '../shared/web-values.ts';

export type HrefKind = 'internal' | 'anchor' | 'external' | 'mailto' | 'tel' | 'invalid';

export function classifyHref(href: string): HrefKind {
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil.example` and
  // `/\t/evil.example` both lead to https://evil.example/. No URL content needs either.
  if (/[\\\u0000-\u001f\u007f]/.test(href)) return 'invalid';
  if (href.startsWith('#')) return href.length > 1 ? 'anchor' : 'invalid';
  if (href.startsWith('/')) return href.startsWith('//') ? 'invalid' : 'internal';
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return 'mailto';
  if (/^tel:\+?[0-9 ()-]{3,}$/i.test(href)) return 'tel';
  // A host of letters, digits and dashes, nothing invisible in it: the URL parser also takes `;`,
  // `,` or `*` in a host, and drops a zero-width space from one, which would change the meaning of
  // the Content-Security-Policy a picture's host enters (web-values.ts).
  if (/^https?:\/\//i.test(href)) return parseOrigin(href).ok ? 'external' : 'invalid';
  return 'invalid';
}

/**
 * A picture in content/images/, written relative to content/: `images/team/priya.jpg`. The build
 * reads it and makes the sizes and formats a page needs (src/site/images/).
 */
export const localImagePattern =
  /^images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

export function isLocalImage(src: string): boolean {
  return localImagePattern.test(src);
}
