// Flags, environment and site config resolve to one settings object: a flag wins over the
// variable, the variable over content/site.yml (CONTRACT.md).
import { parseOrigin } from './shared/web-values.ts';
import { UsageError } from './diagnostics.ts';
import { basePathProblem } from './model/site-url.ts';
import type { Site } from './model/schemas/index.ts';

export interface UrlOverrides {
  siteUrl?: string;
  leadService?: string;
}

export interface ResolvedUrls {
  siteUrl: string;
  /** Empty string: beacons off. Never ends with a slash. */
  leadServiceUrl: string;
}

/** An absolute http(s) URL whose host the Content-Security-Policy and the host files can name, as site.yml's must be. */
function checkUrl(value: string, name: string): string {
  const origin = parseOrigin(value);
  if (!origin.ok)
    throw new UsageError(
      `${name} must be an absolute http(s) URL whose host is a host name; it ${origin.problem}, got "${value}"`,
    );
  return value;
}

function checkSiteUrl(value: string, name: string): string {
  const problem = basePathProblem(checkUrl(value, name));
  if (problem) throw new UsageError(`${name} ${problem}, got "${value}"`);
  return value;
}

export function resolveUrls(
  site: Pick<Site, 'siteUrl' | 'leadServiceUrl'>,
  flags: UrlOverrides,
  env: NodeJS.ProcessEnv = process.env,
): ResolvedUrls {
  const siteUrl = flags.siteUrl ?? env.AGENCY_SITE_URL ?? site.siteUrl;
  const lead = flags.leadService ?? env.AGENCY_LEAD_SERVICE_URL ?? site.leadServiceUrl;
  return {
    siteUrl: checkSiteUrl(
      siteUrl,
      flags.siteUrl !== undefined ? '--site-url' : env.AGENCY_SITE_URL !== undefined ? 'AGENCY_SITE_URL' : 'siteUrl',
    ),
    leadServiceUrl:
      lead === ''
        ? ''
        : checkUrl(lead, flags.leadService !== undefined ? '--lead-service' : 'AGENCY_LEAD_SERVICE_URL').replace(
            /\/+$/,
            '',
          ),
  };
}
