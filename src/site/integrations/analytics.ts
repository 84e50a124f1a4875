// Analytics named in site.yml: the provider's script tags, the CSP entries it needs and, for GA4,
// its bootstrap as a hashed file (the CSP allows no inline script). Unset: nothing at all.
import { createHash } from 'node:crypto';
import type { Analytics } from '../model/schemas/analytics.ts';
import { ownSources, type CspAdditions } from '../csp.ts';
import { alreadyParsed, parseOrigin } from '../shared/web-values.ts';
import type { OutputFile } from '../output/update.ts';

export const plausibleDefaultSrc = 'https://plausible.io/js/script.js';
export const umamiDefaultSrc = 'https://cloud.umami.is/script.js';
/** Umami Cloud's tracker posts its hits here, not to the host it is served from (its script.js). */
export const umamiCloudApi = 'https://api-gateway.umami.dev';

/** One `<script>` the page loads: its address, how it loads, and the provider's data attributes. */
export interface AnalyticsScript {
  src: string;
  load: 'async' | 'defer';
  data: Record<string, string>;
}

/** GA4's bootstrap (Google's snippet without the tag): gtag.js reads the queue whenever it arrives. */
export function ga4ConfigFile(measurementId: string): OutputFile {
  const id = JSON.stringify(measurementId);
  const contents = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${id});\n`;
  // Named by content hash as assets.ts's bundles are, so hosts may cache it for ever.
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
  return { path: `assets/ga4-config-${hash}.js`, contents };
}

/** The scripts a page loads for these analytics, in order. */
export function analyticsScripts(a: Analytics | undefined): AnalyticsScript[] {
  if (!a) return [];
  switch (a.provider) {
    case 'plausible':
      return [{ src: a.src ?? plausibleDefaultSrc, load: 'defer', data: { domain: a.domain } }];
    case 'umami':
      return [{ src: a.src ?? umamiDefaultSrc, load: 'defer', data: { 'website-id': a.websiteId } }];
    case 'ga4':
      return [
        { src: '/' + ga4ConfigFile(a.measurementId).path, load: 'async', data: {} },
        {
          src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(a.measurementId)}`,
          load: 'async',
          data: {},
        },
      ];
  }
}

/** The files beside the pages these analytics need: GA4's bootstrap. */
export function analyticsFiles(a: Analytics | undefined): OutputFile[] {
  return a?.provider === 'ga4' ? [ga4ConfigFile(a.measurementId)] : [];
}

// Google's "Use Tag Manager with a Content Security Policy" guide, section "Google Analytics 4
// (Google Analytics)" (developers.google.com/tag-platform/security/guides/csp).
const ga4Csp: CspAdditions = {
  'script-src': ownSources('https://*.googletagmanager.com'),
  'img-src': ownSources('https://*.google-analytics.com', 'https://*.googletagmanager.com'),
  'connect-src': ownSources(
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ),
};

/** Exactly the hosts the provider's script is loaded from and sends its hits to. */
export function analyticsCsp(a: Analytics | undefined): CspAdditions {
  if (!a) return {};
  if (a.provider === 'ga4') return ga4Csp;
  const script = alreadyParsed(parseOrigin, analyticsScripts(a)[0]!.src);
  // Plausible and a self-hosted Umami post to the script's own host; Umami Cloud to its API host.
  const hits =
    a.provider === 'umami' && script === new URL(umamiDefaultSrc).origin
      ? alreadyParsed(parseOrigin, umamiCloudApi)
      : script;
  return { 'script-src': [script], 'connect-src': [hits] };
}
