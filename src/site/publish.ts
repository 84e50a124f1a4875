// What a build publishes (Hugo's `draft` and `publishDate` are the model): every post, page and
// sub-service but drafts, and posts dated after today on the build's clock. `build` and `check` see
// only this set, so routes, listings, category counts, the feed and the sitemap follow it, and so
// do page keys: a post whose day comes changes the listings' keys though no file changed. `dev`
// does not filter: it shows drafts and scheduled posts (with a Draft badge, noindex).
import { pageFiles, type PageKey } from './content/collections.ts';
import type { PostEntry, SiteContent } from './content/load.ts';
import { UsageError } from './diagnostics.ts';
import { blogPostPath, contentFile, fixedRoutes, subServiceBase } from './routes.ts';

export interface PublishOptions {
  /** Include drafts (`build --drafts`). */
  drafts?: boolean;
  /** Include posts dated after today (`build --future`). */
  future?: boolean;
  /** The build's clock: today is its day in the machine's time zone. */
  now: Date;
}

/** A file left out of the build, and why. */
export interface HeldBack {
  file: string;
  /** The URL path it would have. */
  path: string;
  /** 'draft', or the day (or ISO time) a scheduled post goes live. */
  until: 'draft' | string;
  /** A scheduled post itself: `check` holds it to the blog's rules before its day comes. */
  post?: PostEntry;
}

export interface Published {
  content: SiteContent;
  /** Drafts first, then scheduled posts soonest first. */
  held: HeldBack[];
  /** When the first scheduled post goes live, if one is waiting. */
  nextLive?: string;
}

/** A day as content writes it (YYYY-MM-DD), on this machine's calendar, as `new post` dates posts. */
export const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A post dated YYYY-MM-DD goes live that day (local); one with a time, at that instant. */
export function isFuture(date: string, now: Date): boolean {
  return date.length === 10 ? date > localDay(now) : Date.parse(date) > now.getTime();
}

/**
 * The build's clock: AGENCY_SITE_NOW (YYYY-MM-DD, local midnight, or an ISO date and time) where
 * set, for previewing a schedule and for tests; else the machine's time.
 */
export function clockOf(env: NodeJS.ProcessEnv): Date {
  const value = env.AGENCY_SITE_NOW?.trim();
  if (!value) return new Date();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const now = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(now.getTime())) {
    throw new UsageError(`AGENCY_SITE_NOW must be a day (2026-03-01) or an ISO date and time (2026-03-01T09:00:00+05:30), got "${value}"`);
  }
  return now;
}

export function publishedContent(content: SiteContent, options: PublishOptions): Published {
  const drafts: HeldBack[] = [];
  const scheduled: HeldBack[] = [];
  const posts: PostEntry[] = [];
  for (const post of content.posts) {
    const at = { file: post.file, path: post.data.url ?? blogPostPath(post.slug) };
    if (post.data.draft && !options.drafts) drafts.push({ ...at, until: 'draft' });
    else if (!options.future && isFuture(post.data.date, options.now)) scheduled.push({ ...at, until: post.data.date, post });
    else posts.push(post);
  }
  const subservices = content.subservices.filter((s) => {
    if (!s.data.draft || options.drafts) return true;
    drafts.push({ file: s.file, path: `${subServiceBase}/${s.slug}`, until: 'draft' });
    return false;
  });
  const morePages = content.morePages.filter((p) => {
    if (!p.data.draft || options.drafts) return true;
    drafts.push({ file: p.file, path: p.path, until: 'draft' });
    return false;
  });
  const draftPages = new Set<PageKey>();
  if (!options.drafts) {
    // The not-found page is not among them: it is always built.
    for (const { path, page } of fixedRoutes) {
      if (!content.pages[page].draft) continue;
      draftPages.add(page);
      drafts.push({ file: contentFile(content, pageFiles[page]), path, until: 'draft' });
    }
  }
  scheduled.sort((a, b) => (a.until < b.until ? -1 : a.until > b.until ? 1 : 0));
  return { content: { ...content, posts, subservices, morePages, draftPages }, held: [...drafts, ...scheduled], nextLive: scheduled[0]?.until };
}
