// `check`'s default rules, run by the dev engine after every good rebuild, so the overlay shows
// what `check` would say (a broken link, an unknown category), not only what stops the build.
// The engine re-renders only the pages whose key changed; the link rules need every page, so the
// last rendered HTML of each route is kept here with its scan (scanned once per render, not per
// rebuild). Findings block nothing: the pages are served as rendered.
import type { AnyKind } from '../model/kind.ts';
import { runRules } from '../check/index.ts';
import { scanHtml, type ScannedPage } from '../check/html.ts';
import type { SiteContent } from '../model/content.ts';
import { bySeverity, sortDiagnostics } from '../diagnostics.ts';
import type { PreparedImages } from '../images/prepare.ts';
import type { Route } from '../model/route.ts';
import type { Problem } from './protocol.ts';

export interface CheckedSite {
  content: SiteContent;
  kinds: readonly AnyKind[];
  routes: readonly Route[];
  images: PreparedImages;
  /** URL paths of the files beside the pages (pipeline.ts outputPaths). */
  files: readonly string[];
}

export class DevFindings {
  /** Route path → its last rendered HTML (without the dev snippet) and that HTML's scan. */
  private readonly pages = new Map<string, { html: string; scan: ScannedPage }>();

  /** Pages rendered by a good rebuild, and routes gone since. */
  keep(rendered: readonly { route: string; html: string }[], removed: readonly string[]): void {
    for (const r of removed) this.pages.delete(r);
    for (const p of rendered) this.pages.set(p.route, { html: p.html, scan: scanHtml(p.html) });
  }

  /** Characters of HTML kept (UTF-16: about twice as many bytes), for the figures in ARCHITECTURE.md. */
  get keptChars(): number {
    let n = 0;
    for (const p of this.pages.values()) n += p.html.length;
    return n;
  }

  /**
   * The default profile's findings on the current site, errors first, then warnings. Every rule
   * runs on the whole site: a change to one file can break a link in another, which shows at once.
   * content/public/'s clashes are not repeated here: the engine reports them as build problems.
   */
  run(site: CheckedSite): Problem[] {
    const { content, kinds, routes, images, files } = site;
    // Pair each kept page with the current route: an unchanged page's old Route object may be stale.
    const pages = routes.flatMap((route) => {
      const kept = this.pages.get(route.path);
      return kept ? [{ route, ...kept }] : [];
    });
    let found: Problem[];
    try {
      found = sortDiagnostics(runRules({ content, kinds, routes, pages, files, images }, 'default'));
    } catch (err) {
      // A bug in a rule must not cost the rebuilt pages: they are served, the bug is listed.
      const message = `Internal error in agency-site's check rules (a bug, not your content): ${(err as Error)?.message ?? err}`;
      return [{ file: 'src/site/check', rule: 'internal', severity: 'error', message }];
    }
    return bySeverity(found);
  }
}
