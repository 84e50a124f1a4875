// What the two link rules share: where a rendered link came from in content, and which file
// speaks for a route when a link was generated rather than written.
import type { Diagnostic, Severity } from '../diagnostics.ts';
import type { Route } from '../model/route.ts';
import type { RuleId } from './catalog.ts';
import type { ContentLink } from './content-links.ts';

/** The content file an editor would open for a route: render.ts's, which render failures name too. */
export { primarySource } from '../render.ts';

export function atLink(rule: RuleId, link: ContentLink, message: string, severity: Severity = 'error'): Diagnostic {
  return {
    file: link.file,
    line: link.line,
    field: link.field.length ? link.field.map(String).join('.') : undefined,
    rule,
    message,
    severity,
  };
}

/** Content links by the URL the page shows, to say where a rendered link was written. */
export function indexByUrl(links: readonly ContentLink[]): Map<string, ContentLink[]> {
  const map = new Map<string, ContentLink[]>();
  for (const l of links) {
    for (const key of new Set([l.href, safeDecode(l.href)])) (map.get(key) ?? map.set(key, []).get(key)!).push(l);
  }
  return map;
}

export function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** Content links that a rendered `url` on `route` came from (only files the route is built from). */
export function sourcesOf(index: Map<string, ContentLink[]>, route: Route, url: string): ContentLink[] {
  const found = index.get(url) ?? index.get(safeDecode(url)) ?? [];
  return found.filter((l) => route.sources.includes(l.file));
}
