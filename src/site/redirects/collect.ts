// Redirects: the old addresses content keeps working. A renamed page or post lists its old paths
// in `aliases` (as Hugo does) and they lead to wherever it is now; `redirects` in site.yml
// ({from, to}) covers the rest (a removed page to its nearest one). The build writes both as
// `_redirects` lines and as a small page at each old path (output.ts); `check` reports the
// problems found here, each at its file, line and field.
import { singletonFiles } from '../model/collections.ts';
import type { SiteContent } from '../model/content.ts';
import {
  alreadyParsed,
  parseOldPath,
  parseRedirectTarget,
  type OldPath,
  type RedirectTarget,
} from '../shared/web-values.ts';
import type { FieldPath } from '../content/yaml.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { entriesOf, kindContext, type AnyKind } from '../model/kind.ts';
import { contentFile } from '../model/route.ts';
import { hostPath, type TrailingSlash } from '../model/urls.ts';

export interface Redirect {
  /** The old path, as written (`/blog/old-slug`, a trailing slash allowed). */
  from: OldPath;
  /** A path of this site (`/blog/new-slug`) or an https:// address, as every host file writes it (web-values.ts). */
  to: RedirectTarget;
  /** Where it is written: file and field, for diagnostics. */
  file: string;
  field: FieldPath;
}

/**
 * Every redirect of the content, in content order: each kind's aliases (kinds/), then site.yml's.
 * Their schemas parsed every path and target already; here they become the values host files take.
 */
export function collectRedirects(content: SiteContent, kinds: readonly AnyKind[]): Redirect[] {
  const out: Redirect[] = [];
  const at = kindContext(content, kinds);
  const redirect = (from: string, to: string, file: string, field: FieldPath): Redirect => ({
    from: alreadyParsed(parseOldPath, from),
    to: alreadyParsed(parseRedirectTarget, to),
    file,
    field,
  });
  for (const kind of kinds) {
    for (const { file, aliases, to } of kind.aliases(entriesOf(content, kind), at))
      aliases?.forEach((from, i) => out.push(redirect(from, to, file, ['aliases', i])));
  }
  const siteFile = contentFile(content, singletonFiles.site.file);
  content.site.redirects.forEach((r, i) => out.push(redirect(r.from, r.to, siteFile, ['redirects', i, 'from'])));
  return out;
}

/** The redirects as the host files write them: each target at its address as the host serves it (model/urls.ts hostPath). */
export function servedRedirects(redirects: readonly Redirect[], slash: TrailingSlash): Redirect[] {
  if (slash === 'never') return [...redirects];
  return redirects.map((r) => ({ ...r, to: alreadyParsed(parseRedirectTarget, hostPath(r.to, slash)) }));
}

/** A path as routes spell it: no query, no #anchor, no trailing slash (but `/`). */
export function pathOf(href: string): string {
  const bare = href.replace(/[?#].*$/, '');
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

const internal = (to: string) => to.startsWith('/');

/** The line of a field (a file the memo kept reads its lines again when asked: content/memo.ts). */
export function lineOf(content: SiteContent, file: string, field: FieldPath): number | undefined {
  return content.lines.get(file)?.(field);
}

/** Where a redirect's problem is reported: its `to` for a target, else the field that names it. */
function at(content: SiteContent, r: Redirect, message: string, field = r.field): Diagnostic {
  return diagnostic({
    file: r.file,
    line: lineOf(content, r.file, field),
    field: field.map(String).join('.'),
    rule: 'redirects',
    message,
  });
}

const targetField = (r: Redirect): FieldPath =>
  r.field[0] === 'redirects' ? ['redirects', r.field[1]!, 'to'] : r.field;

export type ProblemKind = 'shadow' | 'duplicate' | 'missing' | 'chain' | 'loop';

/**
 * What is wrong with the redirects. `shadow` (an old path that is a live page) and `duplicate`
 * (one old path twice) would write two files at one place: the build stops on those. `targets`
 * are the paths a redirect may lead to (exact case): every route, and the files the build writes; the
 * others (`missing`, `chain`, `loop`) are `check`'s. Paths compare without case, as a
 * case-insensitive disk would write them.
 */
export function redirectProblems(
  content: SiteContent,
  redirects: readonly Redirect[],
  routePaths: Iterable<string>,
  targets?: ReadonlySet<string>,
): Problem[] {
  const { out, byFrom } = fromProblems(content, redirects, routePaths);
  if (targets) out.push(...toProblems(content, redirects, byFrom, targets));
  return out;
}

type Problem = Diagnostic & { kind: ProblemKind; redirect: Redirect };

/** Old paths that are live pages, under /assets/ or redirected twice; and each old path's first redirect. */
function fromProblems(content: SiteContent, redirects: readonly Redirect[], routePaths: Iterable<string>) {
  const out: Problem[] = [];
  const live = new Map([...routePaths].map((p) => [p.toLowerCase(), p]));
  const byFrom = new Map<string, Redirect>();
  for (const r of redirects) {
    const key = pathOf(r.from).toLowerCase();
    const page = live.get(key);
    const shadow =
      page !== undefined
        ? `${r.from} is the live page ${page}: a redirect there would hide it; remove the redirect or rename the page`
        : key === '/assets' || key.startsWith('/assets/')
          ? `${r.from} is under /assets/, which the build keeps for the hashed script and stylesheet: remove it`
          : undefined;
    if (shadow) out.push({ ...at(content, r, shadow), kind: 'shadow', redirect: r });
    const first = byFrom.get(key);
    if (!first) byFrom.set(key, r);
    else {
      const message = `${r.from} is already redirected by ${where(content, first)}: an old path leads to one place; remove one`;
      out.push({ ...at(content, r, message), kind: 'duplicate', redirect: r });
    }
  }
  return { out, byFrom };
}

/** Redirects that loop, lead to another redirect, or lead to no page. */
function toProblems(
  content: SiteContent,
  redirects: readonly Redirect[],
  byFrom: ReadonlyMap<string, Redirect>,
  targets: ReadonlySet<string>,
): Problem[] {
  const out: Problem[] = [];
  for (const r of redirects) {
    if (!internal(r.to) || byFrom.get(pathOf(r.from).toLowerCase()) !== r) continue;
    const trail = follow(r, byFrom);
    const found: [ProblemKind, string] | undefined = trail.loop
      ? ['loop', `redirect loop: ${trail.paths.join(' → ')}: point ${r.from} at a page`]
      : trail.paths.length > 2
        ? [
            'chain',
            `${r.from} leads to ${r.to}, which is itself redirected (${trail.paths.join(' → ')}): point it at ${trail.paths.at(-1)} directly`,
          ]
        : !targets.has(pathOf(r.to))
          ? ['missing', `${r.from} leads to ${r.to}, which is not a page of the site: point it at one that is built`]
          : undefined;
    if (found) out.push({ ...at(content, r, found[1], targetField(r)), kind: found[0], redirect: r });
  }
  return out;
}

/** The paths a redirect passes through to where it ends, and whether it comes back on itself. */
function follow(r: Redirect, byFrom: ReadonlyMap<string, Redirect>): { paths: string[]; loop: boolean } {
  const paths: string[] = [r.from];
  const seen = new Set([pathOf(r.from).toLowerCase()]);
  let to: string = r.to;
  for (;;) {
    paths.push(to);
    if (!internal(to)) return { paths, loop: false };
    const key = pathOf(to).toLowerCase();
    if (seen.has(key)) return { paths, loop: key === pathOf(r.from).toLowerCase() }; // else it runs into another's loop
    const next = byFrom.get(key);
    if (!next) return { paths, loop: false };
    seen.add(key);
    to = next.to;
  }
}

function where(content: SiteContent, r: Redirect): string {
  const line = lineOf(content, r.file, r.field);
  return `${r.file}${line ? `:${line}` : ''} (${r.field.map(String).join('.')})`;
}

/**
 * The redirects the build writes, and the problems of those it cannot (an old path that is a live
 * page, or redirected twice: two files at one place). Those are left out, and the build stops on them.
 */
export function writableRedirects(
  content: SiteContent,
  kinds: readonly AnyKind[],
  routePaths: Iterable<string>,
): { redirects: Redirect[]; problems: Diagnostic[] } {
  const all = collectRedirects(content, kinds);
  const found = all.length ? redirectProblems(content, all, routePaths) : [];
  const unwritable = new Set(found.map((p) => p.redirect));
  return {
    redirects: all.filter((r) => !unwritable.has(r)),
    problems: found.map(({ kind: _k, redirect: _r, ...d }) => d),
  };
}
