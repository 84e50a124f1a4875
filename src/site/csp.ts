// One strict Content-Security-Policy for every page: our own script and stylesheet only,
// beacons only to the lead service, images only from the hosts the content names.
import type { SiteContent } from './content/load.ts';

export interface CspOptions {
  leadServiceUrl: string;
  /** Origins of the external images content uses (stock photos). */
  imageOrigins?: readonly string[];
}

export function contentSecurityPolicy(opts: CspOptions): string {
  // 'self' lets tools that fetch from the page (robots.txt checks) reach our own files.
  const connect = ["'self'", ...(opts.leadServiceUrl ? [new URL(opts.leadServiceUrl).origin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // data: for the stylesheet's inline SVG placeholders; they cannot run script.
    ['img-src', "'self'", 'data:', ...(opts.imageOrigins ?? [])].join(' '),
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

type OriginSources = Pick<SiteContent, 'site' | 'pages' | 'subservices' | 'posts' | 'blogPage'>;

const known = new WeakMap<object, string[]>();

/** Every origin an image in content is loaded from (the CSP's img-src), found once per loaded content. */
export function imageOrigins(content: OriginSources): string[] {
  let origins = known.get(content);
  if (!origins) known.set(content, (origins = findOrigins(content)));
  return origins;
}

function findOrigins(content: OriginSources): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if ((key === 'src' || key === 'image' || key === 'socialImage') && /^https?:\/\//.test(value)) origins.add(new URL(value).origin);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit([content.site, content.pages, content.blogPage, content.subservices.map((s) => s.data), content.posts.map((p) => p.data)]);
  return [...origins].sort();
}
