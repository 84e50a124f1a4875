// A page's cache key: a hash of everything its HTML is made from. Equal keys, equal HTML.
//
//   code      the code fingerprint (every file of src/site, package versions, Node)
//   settings  asset names, site URL, lead-service URL (flags and environment land here)
//   shared    what every page reads: site.yml, the blog page, the image origins of the CSP
//             (mirrors pageInputs in dev/diff.ts), plus any content collection the renderer was
//             seen reading directly (render-worker.ts reports it; see `reads`)
//   route     the route itself: path, title, description, lastmod and its view (blocks, post data)
//
// A post inside a view counts by the hash of its file's text (the memo already computed it), so a
// listing page's key costs a few string hashes, not its posts' bodies.
import { hash } from 'node:crypto';
import type { PostEntry, SiteContent } from '../content/load.ts';
import { imageOrigins } from '../csp.ts';
import type { RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';

/** Top-level parts of SiteContent a renderer may read besides `site` and `blogPage`. */
export const trackedCollections = ['pages', 'subservices', 'posts'] as const;
export type TrackedCollection = (typeof trackedCollections)[number];

/** A post entry, found inside a route's view (keys and the page graph look for them there). */
export function isPostEntry(value: unknown): value is PostEntry {
  return !!value && typeof value === 'object' && 'body' in value && 'bodyLine' in value;
}

function sha(text: string): string {
  return hash('sha1', text, 'base64url');
}

/**
 * The part of every key that all pages share: code, settings, site.yml, the blog page, the image
 * origins, and the collections the renderer was seen reading directly.
 * @param fileHashes content file → hash of its text (ContentMemo.hashes).
 * @param reads collections the renderer read directly in the last build (see trackedCollections).
 */
export function sharedKeyOf(code: string, content: SiteContent, settings: RenderSettings, fileHashes: ReadonlyMap<string, string>, reads: readonly TrackedCollection[] = []): string {
  const parts: unknown[] = [code, settings, content.site, content.blogPage, imageOrigins(content)];
  const keys = new PageKeys('', fileHashes);
  for (const name of [...reads].sort()) {
    if (name === 'posts') parts.push(name, content.posts.map((p) => keys.postKey(p)));
    else if (name === 'subservices') parts.push(name, content.subservices.map((s) => [s.file, fileHashes.get(s.file) ?? s.data]));
    else parts.push(name, content.pages);
  }
  return sha(JSON.stringify(parts));
}

export class PageKeys {
  private readonly posts = new Map<PostEntry, string>();

  /**
   * @param shared the shared part (sharedKeyOf), or a stored one still true (cache/body-edit.ts).
   * @param fileHashes content file → hash of its text (ContentMemo.hashes); a post missing there
   *   counts by its data and body.
   */
  constructor(
    private readonly shared: string,
    private readonly fileHashes: ReadonlyMap<string, string>,
  ) {}

  /** Hash of the shared part: the same for every page of this build. */
  get sharedKey(): string {
    return this.shared;
  }

  key(route: Route): string {
    const { path, file, title, description, lastmod } = route;
    const { view, nested } = this.shallow(route.view);
    return sha(this.shared + JSON.stringify({ path, file, title, description, lastmod, view, nested }));
  }

  /**
   * The route's key, or `previous` (its key in the last build) when the route cannot have changed:
   * for a build whose only changes are in the text of `changed` posts, everything else the keys
   * read being as it was (pipeline.ts checks that). So only a route showing one of them is keyed.
   */
  keyUnlessUnchanged(route: Route, changed: ReadonlySet<PostEntry>, previous: string | undefined): string {
    return previous === undefined || this.shows(route.view, changed, 0) ? this.key(route) : previous;
  }

  /** Whether `value` holds one of `posts`; past a few levels of nesting, assumed so. */
  private shows(value: unknown, posts: ReadonlySet<PostEntry>, depth: number): boolean {
    if (!value || typeof value !== 'object') return false;
    if (isPostEntry(value)) return posts.has(value);
    if (depth > 6) return true;
    for (const v of Array.isArray(value) ? value : Object.values(value)) if (this.shows(v, posts, depth + 1)) return true;
    return false;
  }

  /**
   * Posts found directly in the view (`post`, `posts`, `featured`) are replaced by their hash. Other
   * objects go apart (`nested`) as their JSON, a post deeper in them still counted (the replacer
   * finds it): never a stale key. That JSON is made once per object: every listing page shows the
   * same category list.
   */
  private shallow(view: Route['view']): { view: Record<string, unknown>; nested?: Record<string, string> } {
    const out: Record<string, unknown> = {};
    let nested: Record<string, string> | undefined;
    for (const [k, v] of Object.entries(view)) {
      if (isPostEntry(v)) out[k] = this.postKey(v);
      else if (Array.isArray(v) && v.length && v.every((x) => isPostEntry(x))) out[k] = v.map((x) => this.postKey(x as PostEntry));
      else if (v && typeof v === 'object') (nested ??= {})[k] = this.json(v);
      else out[k] = v;
    }
    return { view: out, nested };
  }

  private readonly jsonOf = new Map<object, string>();

  private json(value: object): string {
    let text = this.jsonOf.get(value);
    if (text === undefined) this.jsonOf.set(value, (text = JSON.stringify(value, this.replacer)));
    return text;
  }

  private readonly replacer = (_key: string, value: unknown): unknown => (isPostEntry(value) ? this.postKey(value) : value);

  /** What a post counts as in a key: its slug and the hash of its file's text. */
  postKey(entry: PostEntry): string {
    let h = this.posts.get(entry);
    if (h === undefined) {
      const text = this.fileHashes.get(entry.file);
      h = `${entry.slug}:${text ?? sha(JSON.stringify([entry.data, entry.body]))}`;
      this.posts.set(entry, h);
    }
    return h;
  }
}
