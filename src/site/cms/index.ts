// The browser CMS at /admin/ (issue 39): when site.yml has `cms:`, the files it is made of, planned
// with the site's other files (pipeline.ts), so build and dev make them and `agency-site cms` too.
import { stringify } from 'yaml';
import type { SiteContent } from '../model/content.ts';
import type { CspAdditions, CspOptions } from '../csp.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { OutputFile } from '../output/update.ts';
import { lineOf, pathOf, type Redirect } from '../redirects/collect.ts';
import { primarySource } from '../render.ts';
import type { Route } from '../model/route.ts';
import type { AnyKind } from '../model/kind.ts';
import { cmsBackend, cmsHosts, signsInThroughWindow } from './backend.ts';
import { adminDir, cmsBundle } from './bundle.ts';
import { cmsConfig } from './config.ts';
import { adminPage, cmsCspAdditions, cmsPolicy } from './page.ts';

/**
 * /admin/'s files; none without `cms:` in site.yml. `csp`: the site's policy options, of which
 * /admin/ keeps the pictures' hosts (the CMS previews them) and none of what the pages' scripts
 * reach (the lead service, analytics, embedded players).
 */
export function cmsFiles(
  content: SiteContent,
  o: { kinds: readonly AnyKind[]; csp: CspOptions; siteUrl: string },
): OutputFile[] {
  const cms = content.site.cms;
  if (!cms) return [];
  const { csp } = o;
  const { config } = cmsConfig({ backend: cmsBackend(cms), siteUrl: o.siteUrl, kinds: o.kinds });
  const bundle = cmsBundle();
  const policy = cmsPolicy({ leadServiceUrl: '', imageOrigins: csp.imageOrigins }, cmsHosts(cms));
  return [
    {
      path: `${adminDir}/index.html`,
      contents: adminPage({ siteName: content.site.name, script: bundle.script, policy }),
    },
    { path: `${adminDir}/config.yml`, contents: configYaml(config) },
    ...bundle.files,
  ];
}

/** What /admin/ asks of the headers every path gets (hosting/: `_headers`, the nginx include). */
export interface CmsHeaderNeeds {
  /** Added to the site's policy: Netlify and Cloudflare join the CSP of every rule a path matches, and no rule can leave /admin/ out of `/*`. */
  csp: CspAdditions;
  /** Cross-Origin-Opener-Policy may be sent: false when editors sign in through a window that reports back through its opener. */
  opener: boolean;
}

/** None without `cms:`. */
export function cmsHeaderNeeds(content: SiteContent): CmsHeaderNeeds | undefined {
  const cms = content.site.cms;
  return cms && { csp: cmsCspAdditions(cmsHosts(cms)), opener: !signsInThroughWindow(cms) };
}

const atAdmin = (urlPath: string) => {
  const p = pathOf(urlPath).toLowerCase();
  return p === `/${adminDir}` || p.startsWith(`/${adminDir}/`);
};

/** Pages and old addresses at /admin or under it, where the CMS is: each an error at its file. */
export function cmsClashes(
  content: SiteContent,
  routes: readonly Route[],
  redirects: readonly Redirect[],
): Diagnostic[] {
  if (!content.site.cms) return [];
  const why = (p: string) => `${p} is where the CMS is (\`cms:\` in site.yml serves it at /${adminDir}/)`;
  return [
    ...routes
      .filter((r) => atAdmin(r.path))
      .map((r) =>
        diagnostic({
          file: primarySource(r),
          rule: 'page-file',
          message: `${why(r.path)}: give this page another path`,
        }),
      ),
    ...redirects
      .filter((r) => atAdmin(r.from))
      .map((r) =>
        diagnostic({
          file: r.file,
          line: lineOf(content, r.file, r.field),
          field: r.field.join('.'),
          rule: 'redirects',
          message: `${why(r.from)}: remove this redirect, or point another old path at the page`,
        }),
      ),
  ];
}

/** config.yml's text, marked as made (each block's fields are written out wherever blocks are). */
export function configYaml(config: unknown): string {
  return `# Made by agency-site from the content schemas (src/site/cms/): edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`;
}
