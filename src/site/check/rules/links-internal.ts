// links/internal: every site path in content and on every rendered page leads to a route the site
// builds (exact case) or a file the build writes; every #anchor names an id on the target page.
import { classifyHref } from '../../model/schemas/index.ts';
import type { HeldBack } from '../../publish.ts';
import { collectRedirects } from '../../redirects/collect.ts';
import { notFoundPath, type Route } from '../../model/route.ts';
import { contentLinks, isRedirectTarget, type ContentLink } from '../content-links.ts';
import type { CheckContext } from '../context.ts';
import { atLink, indexByUrl, primarySource, sourcesOf } from '../links-common.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'links/internal';

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** An old address (aliases, site.yml redirects) has a redirect page, not the page: say where it leads. */
function oldAddresses(ctx: CheckContext): (p: string) => string | undefined {
  const oldPaths = new Map(collectRedirects(ctx.content, ctx.kinds).map((r) => [r.from.replace(/\/+$/, '') || '/', r]));
  return (p) => {
    const r = oldPaths.get(p.replace(/\/+$/, '') || '/');
    return r && `${p} is an old address (${r.file}, ${r.field.join('.')}) that redirects to ${r.to}: link to ${r.to}`;
  };
}

/** A likely fix for a link to `p`, which is not built: the case, the route form, a near path. */
function suggest(p: string, linkable: readonly Route[], byLower: ReadonlyMap<string, string>): string {
  if (p === notFoundPath) return 'the not-found page has no address of its own; link to / or the page meant';
  const exactLower = byLower.get(p.toLowerCase());
  if (exactLower) return `paths are case-sensitive: write ${exactLower}`;
  const trimmed = p.replace(/\/index\.html$|\.html$|\/+$/, '') || '/';
  const fixed = byLower.get(trimmed.toLowerCase());
  if (fixed) return `write the route form ${fixed}`;
  let best: { path: string; d: number } | undefined;
  for (const r of linkable) {
    const d = editDistance(p.toLowerCase(), r.path.toLowerCase());
    if (!best || d < best.d) best = { path: r.path, d };
  }
  if (best && best.d <= Math.max(2, Math.floor(p.length / 6))) return `did you mean ${best.path}?`;
  return 'fix the path or link to a page that exists';
}

function makeResolver(ctx: CheckContext) {
  const linkable = ctx.routes.filter((r) => r.path !== notFoundPath);
  const byLower = new Map(linkable.map((r) => [r.path.toLowerCase(), r.path]));
  const movedTo = oldAddresses(ctx);
  const slashed = ctx.content.site.trailingSlash === 'always';

  // Header and footer links repeat on every page: judge each URL once.
  const verdicts = new Map<string, string | undefined>();
  return function cached(url: string, from: string | undefined): string | undefined {
    const key = /^[#?]/.test(url) ? `${from}\0${url}` : url;
    if (!verdicts.has(key)) verdicts.set(key, problem(url, from));
    return verdicts.get(key);
  };

  /** Why `url` does not resolve from the page at `from` (undefined: it does, or cannot be known). */
  function problem(url: string, from: string | undefined): string | undefined {
    const hashAt = url.indexOf('#');
    const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
    const hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
    const pathPart = beforeHash.split('?')[0]!;
    let target: string | undefined = from;
    if (pathPart) {
      let p: string;
      try {
        p = decodeURI(pathPart);
      } catch {
        return `link to ${url}: the path has a broken %-escape`;
      }
      if (ctx.files.has(p)) return undefined;
      // With `trailingSlash: always`, pages are linked as the host serves them: `/about/`.
      if (slashed && p.length > 1 && p.endsWith('/') && ctx.routeByPath.has(p.slice(0, -1))) p = p.slice(0, -1);
      if (!ctx.routeByPath.has(p) || p === notFoundPath)
        return `link to ${url}: ${heldReason(ctx.held.get(p)) ?? movedTo(p) ?? `no page or file is built at ${p}; ${suggest(p, linkable, byLower)}`}`;
      target = p;
    }
    if (!hash || !target) return undefined;
    const ids = ctx.scanOf(target)?.ids;
    if (!ids) return undefined;
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      /* compared as written */
    }
    if (ids.includes(id)) return undefined;
    const sections = [
      ...new Set(ctx.scanOf(target)!.ids.filter((i) => !i.includes('-title') && !/^(main|site-nav)$/.test(i))),
    ].slice(0, 12);
    return `link to ${url}: ${target} has no element with id "${id}"${sections.length ? ` (its sections: ${sections.join(', ')})` : ''}`;
  }
}

/** Why a page that exists in content is not on the published site (a draft, a scheduled post). */
function heldReason(held: HeldBack | undefined): string | undefined {
  if (!held) return undefined;
  if (held.until === 'draft')
    return `${held.file} is a draft (draft: true), which build leaves out: publish it first, or remove the link`;
  return `${held.file} is scheduled for ${held.until} and not built before then: link to it once it is live, or move its \`date\` to today`;
}

function isSitePath(href: string): boolean {
  const kind = classifyHref(href);
  return kind === 'internal' || kind === 'anchor';
}

/** Duplicate ids break anchors and labels: report the block whose `id` repeats, else the page. */
function duplicateIds(ctx: CheckContext, findings: Findings) {
  const lists = ctx.allBlockLists();
  for (const page of ctx.pages) {
    const seen = new Set<string>();
    const dup = new Set<string>();
    for (const id of page.scan.ids) (seen.has(id) ? dup : seen).add(id);
    const ownersOf = (id: string) =>
      lists.flatMap((l) =>
        page.route.sources.includes(l.file) ? l.blocks.flatMap((b, i) => (b.id === id ? [{ l, i }] : [])) : [],
      );
    const blockIds = [...dup].filter((id) => ownersOf(id).length > 0);
    for (const id of dup) {
      const owners = ownersOf(id);
      const twice = `id "${id}" is used twice on ${page.route.path}: anchors and labels need unique ids`;
      if (owners.length > 1) {
        for (const { l, i } of owners.slice(1))
          findings.add(ctx.report(rule, l.file, [...l.path, i, 'id'], `${twice}; rename one block's \`id\``));
      } else if (owners.length === 1) {
        const { l, i } = owners[0]!;
        findings.add(
          ctx.report(
            rule,
            l.file,
            [...l.path, i, 'id'],
            `${twice}: the page layout uses it too; choose another \`id\` for this block`,
          ),
        );
      } else if (!blockIds.some((b) => id.startsWith(`${b}-`))) {
        // Ids a component derives from a block id (`team-title`) repeat with it: one finding is enough.
        findings.add(ctx.report(rule, primarySource(page.route), undefined, twice));
      }
    }
  }
}

export const linksInternal = defineRule(rule, (ctx) => {
  const findings = new Findings();
  const problem = makeResolver(ctx);
  const links = contentLinks(ctx).filter((l) => isSitePath(l.href) && !isRedirectTarget(l));

  // Paths as written in content. Bare #anchors depend on the page showing them: checked below.
  for (const link of links) {
    if (link.href.startsWith('#')) continue;
    const why = problem(link.href, undefined);
    if (why) findings.add(atLink(rule, link, why), linkKey(link));
  }

  // Every link on every rendered page, including the ones components generate.
  const index = indexByUrl(links);
  for (const page of ctx.pages) {
    for (const link of page.scan.links) {
      if (!isSitePath(link.url)) continue;
      const why = problem(link.url, page.route.path);
      if (!why) continue;
      report(ctx, findings, page.route, sourcesOf(index, page.route, link.url), why);
    }
  }

  duplicateIds(ctx, findings);
  return findings.list;
});

function report(ctx: CheckContext, findings: Findings, route: Route, written: ContentLink[], why: string) {
  if (!written.length) {
    findings.add(
      ctx.report(rule, primarySource(route), undefined, `${why} (a link the site generates on ${route.path})`),
    );
    return;
  }
  // A link written once (in site.yml, say) can fail on many pages; the first page names the problem.
  for (const l of written) findings.add(atLink(rule, l, why), linkKey(l));
}

const linkKey = (l: ContentLink) => `${l.file}:${l.line}:${l.field.join('.')}:${l.href}`;
