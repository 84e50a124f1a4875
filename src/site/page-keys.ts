// A page's build key: a hash of everything its HTML is made from (render.ts's renderPage takes
// exactly these). Equal keys, equal HTML, so a page whose key the last build recorded is reused.
//
//   code      the code fingerprint (project.ts: lib/ or src/, installed package versions, Node)
//   settings  asset names, site URL, lead-service URL (flags and environment end up here), favicon or not
//   shared    the SharedInputs every page reads: site.yml, the blog page, the CSP's image origins
//   route     the route: path, title, description, lastmod and its view (blocks, posts with bodies)
import { hash } from 'node:crypto';
import type { RenderSettings, SharedInputs } from './render.ts';
import type { Route } from './model/route.ts';

function sha(text: string): string {
  return hash('sha1', text, 'base64url');
}

/** The key of every route, for one code, shared inputs and settings. */
export function pageKeys(code: string, shared: SharedInputs, settings: RenderSettings): (route: Route) => string {
  const common = sha(JSON.stringify([code, settings, shared]));
  // `sources` and `descriptionFrom` name content files (a listing lists every post): where the page
  // comes from, not what it shows.
  return (route) => sha(common + JSON.stringify({ ...route, sources: undefined, descriptionFrom: undefined }));
}
