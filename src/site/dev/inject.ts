// The dev server's only change to a rendered page: one <script src> for live reload, and
// `connect-src 'self'` in the page's CSP so that script may open the event stream. Done here,
// on the HTML string, so nothing in the build's render path knows about dev: `build` output
// cannot carry the snippet (tests/unit/dev/build-output.test.ts checks it).
import { reloadScriptPath } from './protocol.ts';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');
const unescapeAttr = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const cspMeta = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/i;

/** Add `'self'` to connect-src (replacing `'none'`), leaving every other directive as it is. */
export function allowSameOriginConnect(policy: string): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const i = directives.findIndex((d) => d.split(/\s+/)[0] === 'connect-src');
  if (i < 0) return [...directives, "connect-src 'self'"].join('; ');
  const sources = directives[i]!.split(/\s+/)
    .slice(1)
    .filter((s) => s !== "'none'" && s !== "'self'");
  directives[i] = ['connect-src', "'self'", ...sources].join(' ');
  return directives.join('; ');
}

/** `route` is the page's route path; the script reloads only when that route was rebuilt. */
export function injectDevSnippet(html: string, route: string): string {
  const withCsp = html.replace(
    cspMeta,
    (_m, open: string, value: string, close: string) =>
      open + escapeAttr(allowSameOriginConnect(unescapeAttr(value))) + close,
  );
  const tag = `<script type="module" src="${reloadScriptPath}" data-route="${escapeAttr(route)}"></script>`;
  // React escapes "<" in text and JSON-LD escapes it too, so the first </head> is the real one.
  const end = withCsp.indexOf('</head>');
  return end < 0 ? withCsp + tag : withCsp.slice(0, end) + tag + withCsp.slice(end);
}
