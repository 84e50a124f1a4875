// The files a host reads beside the pages: `_headers` (Netlify, Cloudflare Pages) and the nginx
// include, both from the one table (rules.ts), so every host gets the same headers and redirects,
// and what of them would pass a host's limits (limits.ts), each at the field that takes it there.
import type { SiteContent } from '../model/content.ts';
import { contentSecurityPolicy, mergeCspAdditions, type CspAdditions } from '../csp.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { integrationCsp } from '../integrations/index.ts';
import type { AnyKind } from '../model/kind.ts';
import type { ResolvedUrls } from '../options.ts';
import type { OutputFile } from '../output/update.ts';
import type { Redirect } from '../redirects/collect.ts';
import { headersFile, headersFileName } from './headers-file.ts';
import { hostLimitProblems, type LimitInput } from './limits.ts';
import { nginxFileName, nginxInclude } from './nginx.ts';
import { hostRules } from './rules.ts';

export interface HostInput {
  content: SiteContent;
  /** The site's kinds: their block lists say which players the CSP allows. */
  kinds: readonly AnyKind[];
  urls: Pick<ResolvedUrls, 'leadServiceUrl'>;
  /** The pictures: the hosts pages still load them from (images/prepare.ts) enter the CSP. */
  images: LimitInput['images'];
  redirects: readonly Redirect[];
  /** content/public/_redirects, when there is one. */
  handMade?: string;
  /** What the CMS at /admin/ asks of every path's headers (cms/index.ts cmsHeaderNeeds); none without it. */
  cms?: { csp: CspAdditions; opener: boolean };
}

/** The names of the files hostFiles writes. */
export const hostFileNames = [headersFileName, nginxFileName];

/** `_headers` and `_nginx.conf`, and the host limits they would pass (build and check stop on those). */
export function hostFiles(o: HostInput): { files: OutputFile[]; problems: Diagnostic[] } {
  const { content } = o;
  // With the CMS, /admin/ needs a wider policy than the pages. Netlify and Cloudflare join the CSP
  // of every rule a path matches into policies that all apply, and no rule can leave /admin/ out of
  // `/*`: so the header is the site's policy widened by exactly what /admin/ adds, and each page's
  // own <meta> policy, which applies as well, keeps the pages to the strict one.
  const additions = mergeCspAdditions([integrationCsp(content, o.kinds), o.cms?.csp ?? {}]);
  const csp = contentSecurityPolicy({
    leadServiceUrl: o.urls.leadServiceUrl,
    imageOrigins: o.images.origins,
    additions,
  });
  const rules = hostRules(csp, content.site.headers, o.redirects, o.cms?.opener ?? true);
  return {
    files: [
      { path: headersFileName, contents: headersFile(rules) },
      { path: nginxFileName, contents: nginxInclude(rules) },
    ],
    problems: hostLimitProblems({ content, rules, redirects: o.redirects, images: o.images, handMade: o.handMade }),
  };
}
