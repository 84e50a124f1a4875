// Third-party services the content turns on (analytics named in site.yml, embedded players and
// maps): what each needs from the CSP. Pages and `_headers` both take the policy from here, so
// a host is allowed exactly when the content uses it, and nothing is added when none is used.
import type { SiteContent } from '../model/content.ts';
import { mergeCspAdditions, type CspAdditions } from '../csp.ts';
import type { AnyKind } from '../model/kind.ts';
import type { OutputFile } from '../output/update.ts';
import { analyticsCsp, analyticsFiles } from './analytics.ts';
import { embedsCsp } from './embeds.ts';

/** Every integration's CSP needs for this content (its kinds' block lists hold the embeds). */
export function integrationCsp(content: SiteContent, kinds: readonly AnyKind[]): CspAdditions {
  return mergeCspAdditions([analyticsCsp(content.site.analytics), embedsCsp(content, kinds)]);
}

/** Files the integrations add beside the pages (GA4's bootstrap); none when none is used. */
export function integrationFiles(content: SiteContent): OutputFile[] {
  return analyticsFiles(content.site.analytics);
}
