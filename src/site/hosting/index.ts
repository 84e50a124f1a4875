// The files a host reads beside the pages: `_headers` (Netlify, Cloudflare Pages) and the nginx
// include, both from the one table (rules.ts), so every host gets the same headers and redirects.
import type { SiteContent } from '../content/load.ts';
import type { Origin } from '../content/web-values.ts';
import { cmsHosts, signsInThroughWindow } from '../cms/backend.ts';
import { cmsPolicy } from '../cms/page.ts';
import { contentSecurityPolicy } from '../csp.ts';
import { integrationCsp } from '../integrations/index.ts';
import type { ResolvedUrls } from '../options.ts';
import type { OutputFile } from '../output/update.ts';
import type { Redirect } from '../redirects/collect.ts';
import { headersFile, headersFileName } from './headers-file.ts';
import { nginxFileName, nginxInclude } from './nginx.ts';
import { hostRules } from './rules.ts';

/** `imageOrigins`: the hosts pages still load pictures from (images/prepare.ts), for the CSP. */
export function hostFiles(content: SiteContent, urls: Pick<ResolvedUrls, 'leadServiceUrl'>, imageOrigins: readonly Origin[], redirects: readonly Redirect[]): OutputFile[] {
  const site = { leadServiceUrl: urls.leadServiceUrl, imageOrigins, additions: integrationCsp(content) };
  const cms = content.site.cms;
  // With the CMS, /admin/ needs a wider policy than the pages. Netlify and Cloudflare join the CSP
  // of every rule a path matches into policies that all apply, and no rule can leave /admin/ out of
  // `/*`: so the header is the site's policy widened by exactly what /admin/ adds, and each page's
  // own <meta> policy, which applies as well, keeps the pages to the strict one.
  const csp = cms ? cmsPolicy(site, cmsHosts(cms)) : contentSecurityPolicy(site);
  const rules = hostRules(csp, content.site.headers, redirects, !(cms && signsInThroughWindow(cms)));
  return [
    { path: headersFileName, contents: headersFile(rules) },
    { path: nginxFileName, contents: nginxInclude(rules) },
  ];
}
