// site.yml's `cms:` as Sveltia's `backend` (its options: @sveltia/cms types/public.d.ts) and the
// one origin /admin/'s connect-src needs. Sveltia keeps two addresses per host: `api_root`, where it
// reads and commits, and `base_url`, where sign-in goes; a self-hosted GitLab or Gitea needs both
// (`base_url` alone leaves the API at gitlab.com or gitea.com).
import type { CmsSettings } from '../model/schemas/cms.ts';
import { alreadyParsed, parseOrigin } from '../shared/web-values.ts';
import { ownSources, type CspSource } from '../csp.ts';

/** Each host's public API, and the path of the API under a self-hosted instance's address. */
const hosts = {
  github: { api: 'https://api.github.com', apiPath: '' },
  gitlab: { api: 'https://gitlab.com/api/v4', apiPath: '/api/v4' },
  gitea: { api: 'https://gitea.com/api/v1', apiPath: '/api/v1' },
} as const;

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The `backend` of config.yml. */
export function cmsBackend(cms: CmsSettings): Record<string, unknown> {
  const instance = cms.baseUrl ? trimmed(cms.baseUrl) : undefined;
  return {
    name: cms.backend,
    repo: cms.repo,
    branch: cms.branch,
    // A self-hosted instance: its API, and its own sign-in page (the OAuth app is registered there).
    ...(instance ? { api_root: `${instance}${hosts[cms.backend].apiPath}`, base_url: instance } : {}),
    // GitHub's OAuth client (Sveltia CMS Authenticator): its sign-in goes there.
    ...(cms.authUrl ? { base_url: trimmed(cms.authUrl) } : {}),
    // GitLab's and Gitea's own OAuth application, signed in to from the browser (PKCE).
    ...(cms.appId ? { app_id: cms.appId, ...(cms.backend === 'gitlab' ? { auth_type: 'pkce' } : {}) } : {}),
    // Without one, the "Sign in with …" button would lead nowhere (GitHub's default is Netlify's
    // OAuth service): a personal access token is the one way in.
    ...(cms.authUrl || cms.appId ? {} : { auth_methods: ['token'] }),
  };
}

/**
 * Whether editors sign in through an OAuth window, which reports back to /admin/ through
 * `window.opener`: a Cross-Origin-Opener-Policy of `same-origin` cuts that link.
 */
export function signsInThroughWindow(cms: CmsSettings): boolean {
  return Boolean(cms.authUrl || cms.appId);
}

/** What /admin/ reaches beyond its own origin, for its CSP. */
export interface CmsHosts {
  /** connect-src: the host's API (also where a PKCE sign-in trades its code for a token), its status page's API. */
  connect: CspSource[];
  /** img-src: where the signed-in editor's avatar comes from. */
  img: CspSource[];
}

/**
 * The hosts /admin/ talks to (read in the pinned bundle: its API roots, and the status check it
 * makes every 5 minutes for github.com and gitlab.com, not for a self-hosted instance). `authUrl`
 * is not among them: it only opens in the sign-in window.
 */
export function cmsHosts(cms: CmsSettings): CmsHosts {
  const api = alreadyParsed(parseOrigin, cms.baseUrl ?? hosts[cms.backend].api);
  // GitLab (gitlab.com and a self-hosted one alike, by default) gives an editor who uploaded no
  // picture a Gravatar one.
  const img = cms.backend === 'gitlab' ? [api, ...ownSources('https://secure.gravatar.com')] : [api];
  if (cms.baseUrl) return { connect: [api], img };
  if (cms.backend === 'github')
    return {
      connect: [api, ...ownSources('https://www.githubstatus.com')],
      img: ownSources('https://avatars.githubusercontent.com'),
    };
  if (cms.backend === 'gitlab') return { connect: [api, ...ownSources('https://status-api.hostedstatus.com')], img };
  return { connect: [api], img };
}
