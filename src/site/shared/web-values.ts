// Values content writes into other languages: an origin into the Content-Security-Policy, a path or
// an address into `_redirects`, the nginx include and the refresh pages. Each is parsed here once,
// where the schema reads it, into a string that cannot carry those languages' syntax: a host of
// letters, digits and dashes, a path of a fixed set of characters with every
// other one percent-encoded. The writers take only these types. No imports: the schemas read this.

declare const parsed: unique symbol;
/** `https://cdn.example.in` or `http://127.0.0.1:8080`: a scheme, a host of letters, digits and dashes, a port. */
export type Origin = string & { readonly [parsed]: 'origin' };
/** An old address of a page (`aliases`, `redirects.from`): `/blog/old-slug`, of letters, digits, `-` and `_`. */
export type OldPath = string & { readonly [parsed]: 'old-path' };
/** A redirect's target as the host files write it: a site path or an https:// address, percent-encoded. */
export type RedirectTarget = string & { readonly [parsed]: 'redirect-target' };

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const fail = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

/** Unicode white space of every class, controls and format characters (zero-width, bidi marks). */
const invisible = /[\p{White_Space}\p{Cc}\p{Cf}]/u;

/** The first space or invisible character of `s`, said so an editor can find it, or undefined. */
export function invisibleProblem(s: string): string | undefined {
  const c = invisible.exec(s)?.[0];
  if (c === undefined) return undefined;
  if (c === ' ') return 'contains a space: write it as %20, or remove it';
  const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `contains ${names[c] ?? `the invisible character ${code}`}${names[c] ? ` (${code})` : ''}: remove it (it cannot be seen, and hosts read it as a separator)`;
}

const names: Record<string, string> = {
  '\t': 'a tab',
  '\n': 'a line break',
  '\r': 'a carriage return',
  '\u00a0': 'a no-break space',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u200b': 'a zero-width space',
  '\ufeff': 'a byte-order mark',
};

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Why a host (as `URL` writes it: lower case, punycode) is not one a policy or a host file can
 * name. An IPv6 literal is not: the CSP's grammar has none, and Chromium ignores one as invalid,
 * so the picture it serves would be blocked.
 */
export function hostProblem(host: string): string | undefined {
  if (host.startsWith('['))
    return `has the IPv6 address ${host} as its host: write the host's name instead (a Content-Security-Policy cannot name an IPv6 address, so browsers would block it)`;
  if (host.length > 253) return `has a host name of ${host.length} characters: at most 253`;
  if (host.split('.').every((l) => label.test(l))) return undefined;
  return `has the host "${host}", which is not a host name: letters, digits and dashes between dots (xn-- for other scripts), like cdn.example.in`;
}

/**
 * An absolute http(s) URL's parts, or why it is not one a host file or policy may name. Nothing
 * invisible in its host: the URL parser drops a zero-width space or a soft hyphen from one, so what
 * an editor sees would not be the host the page reaches. (Its path and query it encodes.)
 */
function parseAbsolute(raw: string, schemes: readonly string[]): Parsed<URL> {
  const hidden = invisibleProblem(/^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? raw);
  if (hidden) return fail(hidden);
  if (raw.includes('\\')) return fail('contains a backslash: write / instead');
  if (!URL.canParse(raw)) return fail('is not a well-formed address: write it in full, like https://cdn.example.in/');
  const url = new URL(raw);
  if (!schemes.includes(url.protocol)) return fail(`must start with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  const host = hostProblem(url.hostname);
  return host ? fail(host) : { ok: true, value: url };
}

/** An address a visitor or an editor is sent to: https, and no user name or password before the host (a phishing form). */
export function parseHttpsAddress(raw: string): Parsed<URL> {
  const url = parseAbsolute(raw, ['https:']);
  if (url.ok && (url.value.username || url.value.password))
    return fail('must not carry a user name or password before the host');
  return url;
}

/** The origin of an http(s) URL, or why it cannot be named in a Content-Security-Policy. */
export function parseOrigin(raw: string, schemes: readonly string[] = ['https:', 'http:']): Parsed<Origin> {
  const url = parseAbsolute(raw, schemes);
  return url.ok ? { ok: true, value: url.value.origin as Origin } : url;
}

// Each part of an old path becomes a folder of the output (file systems take 255 bytes a name), and
// the path and its target share one `_redirects` line, which Cloudflare Pages reads up to 1,000 characters.
export const MAX_SEGMENT_LENGTH = 100;
export const MAX_OLD_PATH_LENGTH = 250;

/**
 * No dots or leading underscores, so the page written there (`<old>/index.html`) can never land on
 * a file the build writes itself (sitemap.xml, _redirects, assets/…).
 */
export const oldPathPattern = String.raw`^(?:/[A-Za-z0-9][A-Za-z0-9_-]*)+/?$`;

/** An old address, parsed. */
export function parseOldPath(raw: string): Parsed<OldPath> {
  if (!new RegExp(oldPathPattern).test(raw))
    return fail(
      'must be an old page path: write it as /blog/old-slug (letters, digits, dashes and underscores between slashes, no dots; an old .html address belongs in content/public/_redirects)',
    );
  const long = raw.split('/').find((part) => part.length > MAX_SEGMENT_LENGTH);
  if (long)
    return fail(
      `has a part of ${long.length} characters ("${long.slice(0, 24)}…"): each part between slashes may have at most ${MAX_SEGMENT_LENGTH}`,
    );
  if (raw.length > MAX_OLD_PATH_LENGTH)
    return fail(`is ${raw.length} characters: an old path may have at most ${MAX_OLD_PATH_LENGTH}`);
  return { ok: true, value: raw as OldPath };
}

/** The longest redirect target: with an old path (at most 250) a `_redirects` line stays under Cloudflare's 1,000. */
export const MAX_TARGET_LENGTH = 700;

// What a target's path and query keep as written: RFC 3986's unreserved characters and the
// delimiters no host file reads as syntax. `*` and `:` (Netlify's and Cloudflare's splats and
// placeholders), `$` (an nginx variable), quotes, braces and the rest are percent-encoded.
const keep = /[A-Za-z0-9\-._~!&'()+,;=@/?%]/;
const encoded = (s: string) =>
  [...s]
    .map((c) =>
      keep.test(c)
        ? c
        : encodeURIComponent(c).replace(/[!'()*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('');

/** A redirect's `to`, parsed: a site path or an https:// address, written in the form every host file reads alike. */
export function parseRedirectTarget(raw: string): Parsed<RedirectTarget> {
  const hidden = invisibleProblem(raw);
  if (hidden) return fail(hidden);
  if (raw.includes('#'))
    return fail(
      'contains "#": a redirect leads to a page, not to a place on it; remove the #… part (a "#" that is part of the address is written %23)',
    );
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return fail('contains a "%" that does not start a %-escape: write it as %25');
  let value: string;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//') || raw.includes('\\'))
      return fail(
        'must be a site path (/services/seo) or an https:// address: a path starts with one "/" and has no backslash',
      );
    const url = new URL(raw, 'https://site.invalid');
    value = encoded(url.pathname + url.search);
  } else if (/^https?:\/\//i.test(raw)) {
    const url = parseHttpsAddress(raw);
    if (!url.ok) return url;
    value = url.value.origin + encoded(url.value.pathname + url.value.search);
  } else return fail('must be a site path (/services/seo) or an https:// address');
  if (value.length > MAX_TARGET_LENGTH)
    return fail(
      `is ${value.length} characters written out: a redirect's target may have at most ${MAX_TARGET_LENGTH} (Cloudflare Pages reads no _redirects line over 1,000)`,
    );
  return { ok: true, value: value as RedirectTarget };
}

/** A value the schema has parsed already (`parse`: its parser): a bug of ours if it fails. */
export function alreadyParsed<T>(parse: (raw: string) => Parsed<T>, raw: string): T {
  const result = parse(raw);
  if (!result.ok)
    throw new Error(`${JSON.stringify(raw)} reached a host file or policy unparsed: it ${result.problem}`);
  return result.value;
}
