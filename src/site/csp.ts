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

const byContent = new WeakMap<object, string[]>();
/** By the posts array: a view of the same content (render-job.ts) shares the result. */
const byPosts = new WeakMap<object, { parts: unknown[]; origins: string[] }>();

/**
 * A plain http(s) URL's origin, as `new URL()` gives it, without parsing the whole URL: lowercase
 * host names only, the last label starting with a letter (a numeric one makes an IPv4 address,
 * which URL rewrites), no port, user or trailing dot. Anything else goes through URL.
 */
const plainOrigin = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*(?=[/?#]|$)/;

function originOf(url: string): string {
  return plainOrigin.exec(url)?.[0] ?? new URL(url).origin;
}

/** Every origin an image in content is loaded from, found once per loaded content. */
export function imageOrigins(content: OriginSources): string[] {
  const known = byContent.get(content);
  if (known) return known; // without reading the collections again (render-job.ts watches reads)
  const parts = partsOf(content);
  const shared = byPosts.get(content.posts);
  const origins = shared && shared.parts.every((p, i) => p === parts[i]) ? shared.origins : findOrigins(content);
  byContent.set(content, origins);
  byPosts.set(content.posts, { parts, origins });
  return origins;
}

/** What the origins are found in: the same objects, the same origins. */
function partsOf(content: OriginSources): unknown[] {
  return [content.site, content.pages, content.blogPage, content.subservices, content.posts];
}

/** Origins worked out elsewhere for this very content (a render thread gets the build's). */
export function rememberImageOrigins(content: OriginSources, origins: string[]): void {
  byContent.set(content, origins);
  byPosts.set(content.posts, { parts: partsOf(content), origins });
}

function findOrigins(content: OriginSources): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if ((key === 'src' || key === 'image' || key === 'socialImage') && /^https?:\/\//.test(value)) origins.add(originOf(value));
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit([content.site, content.pages, content.blogPage, content.subservices.map((s) => s.data), content.posts.map((p) => p.data)]);
  return [...origins].sort();
}
