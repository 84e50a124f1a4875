// Embedded players, maps and posts (the `embed` block): the page address an editor copies, read
// into what the facade links to and what the iframe loads once a visitor asks for it. One table,
// read by the schema (a bad address is refused with what to write), the view, the CSP
// (integrations/embeds.ts) and check's raw-HTML rule (which names what a pasted iframe showed).

export const embedProviders = ['youtube', 'vimeo', 'google-maps', 'instagram'] as const;
export type EmbedProvider = (typeof embedProviders)[number];

export interface EmbedTarget {
  provider: EmbedProvider;
  /** The video's or post's id; for a map, the place or query. */
  id: string;
  /** The provider's own page: the link a visitor without JavaScript follows. */
  page: string;
  /** What the iframe loads after the click. */
  src: string;
}

interface ProviderInfo {
  /** Said in messages: "a YouTube video". */
  what: string;
  /** The one origin its iframe loads from (the CSP's frame-src). */
  frameOrigin: string;
  /** The iframe's `allow`, as each provider's own embed code has it. */
  allow: string;
  /** Which of site.yml's `ui.embed` words labels its button. */
  words: 'video' | 'map' | 'post';
  /** The forms of address it accepts, for the error message. */
  forms: string;
}

export const providerInfo: Record<EmbedProvider, ProviderInfo> = {
  youtube: {
    what: 'a YouTube video',
    frameOrigin: 'https://www.youtube-nocookie.com',
    words: 'video',
    allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
    forms: 'https://www.youtube.com/watch?v=<id> or https://youtu.be/<id> (an 11-character id)',
  },
  vimeo: {
    what: 'a Vimeo video',
    frameOrigin: 'https://player.vimeo.com',
    words: 'video',
    allow: 'autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media',
    forms: 'https://vimeo.com/<number> (or https://vimeo.com/<number>/<hash> for an unlisted video)',
  },
  'google-maps': {
    what: 'a Google map',
    frameOrigin: 'https://www.google.com',
    words: 'map',
    allow: 'fullscreen',
    forms:
      'a Google Maps place or search link (https://www.google.com/maps/place/…, https://www.google.com/maps/search/?api=1&query=…) or the address itself as text',
  },
  instagram: {
    what: 'an Instagram post',
    frameOrigin: 'https://www.instagram.com',
    words: 'post',
    allow: 'clipboard-write; encrypted-media; picture-in-picture; web-share',
    forms: 'https://www.instagram.com/p/<code>/ or https://www.instagram.com/reel/<code>/',
  },
};

export type EmbedRead = { ok: true; target: EmbedTarget } | { ok: false; message: string };

const bare = (host: string) => host.toLowerCase().replace(/^(www\.|m\.)/, '');
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

function youtube(u: URL): string | undefined {
  const host = bare(u.hostname);
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return parts[0];
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  if (u.pathname === '/watch') return u.searchParams.get('v') ?? undefined;
  return ['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : undefined;
}

function vimeo(u: URL): string | undefined {
  const host = bare(u.hostname);
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com' && parts[0] === 'video' && /^\d+$/.test(parts[1] ?? '')) return parts[1];
  if (host !== 'vimeo.com' || !/^\d+$/.test(parts[0] ?? '')) return undefined;
  // An unlisted video's address carries its private hash: the player needs it as ?h=.
  return parts[1] && /^[0-9a-f]+$/i.test(parts[1]) ? `${parts[0]}?h=${parts[1]}` : parts[0];
}

/** The place or query of a Maps link: ?q=, ?query= (search links), or the name in /maps/place/<name>. */
function mapsQuery(u: URL): string | undefined {
  const host = bare(u.hostname);
  if (
    !((host === 'google.com' || /^google\.[a-z.]+$/.test(host)) && u.pathname.startsWith('/maps')) &&
    host !== 'maps.google.com'
  )
    return undefined;
  const q = u.searchParams.get('q') ?? u.searchParams.get('query');
  if (q?.trim()) return q.trim();
  const place = /^\/maps\/(?:place|search)\/([^/@]+)/.exec(u.pathname)?.[1];
  return place ? decodeURIComponent(place.replace(/\+/g, ' ')).trim() || undefined : undefined;
}

function instagram(u: URL): string | undefined {
  if (bare(u.hostname) !== 'instagram.com') return undefined;
  const m = /^\/(?:[A-Za-z0-9._]+\/)?(?:p|reel|tv)\/([A-Za-z0-9_-]+)\/?/.exec(u.pathname);
  return m?.[1];
}

function targetOf(provider: EmbedProvider, id: string): EmbedTarget {
  switch (provider) {
    case 'youtube':
      return {
        provider,
        id,
        page: `https://www.youtube.com/watch?v=${id}`,
        src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      };
    case 'vimeo': {
      const [num, hash] = id.split('?h=');
      return {
        provider,
        id,
        page: `https://vimeo.com/${num}${hash ? `/${hash}` : ''}`,
        src: `https://player.vimeo.com/video/${num}?${hash ? `h=${hash}&` : ''}dnt=1&autoplay=1`,
      };
    }
    case 'google-maps': {
      const q = encodeURIComponent(id);
      return {
        provider,
        id,
        page: `https://www.google.com/maps/search/?api=1&query=${q}`,
        src: `https://www.google.com/maps?q=${q}&output=embed`,
      };
    }
    case 'instagram':
      return {
        provider,
        id,
        page: `https://www.instagram.com/p/${id}/`,
        src: `https://www.instagram.com/p/${id}/embed/`,
      };
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    const u = new URL(text);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the address an editor wrote for `provider`; the message says which forms it takes. */
export function readEmbedUrl(provider: EmbedProvider, url: string): EmbedRead {
  const text = url.trim();
  const info = providerInfo[provider];
  const fail = (why: string): EmbedRead => ({ ok: false, message: `${why}: for ${provider}, write ${info.forms}` });
  const u = parseUrl(text);
  if (provider === 'google-maps' && !u) {
    return /^[a-z][a-z0-9+.-]*:/i.test(text)
      ? fail(`"${text}" is not a web address`)
      : { ok: true, target: targetOf(provider, text) };
  }
  if (!u) return fail(`"${text}" is not an https:// address`);
  if (provider === 'google-maps' && /(^|\.)goo\.gl$/i.test(u.hostname)) {
    return fail(
      `"${text}" is a short link, which the build cannot read without fetching it: open it and copy the full address from the browser's address bar`,
    );
  }
  const id =
    provider === 'youtube'
      ? youtube(u)
      : provider === 'vimeo'
        ? vimeo(u)
        : provider === 'google-maps'
          ? mapsQuery(u)
          : instagram(u);
  if (!id || (provider === 'youtube' && !youtubeId.test(id))) return fail(`"${text}" is not ${info.what}'s address`);
  return { ok: true, target: targetOf(provider, id) };
}

/** Whose player a pasted iframe's `src` is, and what it shows where the address says (check's raw-HTML rule). */
export function embedOfFrameSrc(src: string): { provider: EmbedProvider; target?: EmbedTarget } | undefined {
  const full = src.startsWith('//') ? `https:${src}` : src;
  const u = parseUrl(full);
  if (!u) return undefined;
  const host = bare(u.hostname);
  const provider: EmbedProvider | undefined =
    host === 'youtube.com' || host === 'youtube-nocookie.com'
      ? 'youtube'
      : host === 'player.vimeo.com' || host === 'vimeo.com'
        ? 'vimeo'
        : host === 'instagram.com'
          ? 'instagram'
          : host === 'maps.google.com' || (host.startsWith('google.') && u.pathname.startsWith('/maps'))
            ? 'google-maps'
            : undefined;
  if (!provider) return undefined;
  const read = readEmbedUrl(provider, full);
  return { provider, target: read.ok ? read.target : undefined };
}
