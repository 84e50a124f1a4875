// What a build publishes (Hugo's `draft` and `publishDate` are the model): every post, page and
// sub-service but drafts, and posts dated after today on the build's clock. `build` and `check` see
// only this set, so routes, listings, category counts, the feed and the sitemap follow it, and so
// do page keys: a post whose day comes changes the listings' keys though no file changed. `dev`
// does not filter: it shows drafts and scheduled posts (with a Draft badge, noindex).
import type { SiteContent } from './model/content.ts';
import { UsageError } from './diagnostics.ts';
import type { HeldBack, PublishOptions } from './model/drafts.ts';
import { entriesOf, kindContext, type AnyKind } from './model/kind.ts';

export { isFuture, localDay, type HeldBack, type PublishOptions } from './model/drafts.ts';

export interface Published {
  content: SiteContent;
  /** Drafts first, then scheduled posts soonest first. */
  held: HeldBack[];
  /** When the first scheduled post goes live, if one is waiting. */
  nextLive?: string;
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
    throw new UsageError(
      `AGENCY_SITE_NOW must be a day (2026-03-01) or an ISO date and time (2026-03-01T09:00:00+05:30), got "${value}"`,
    );
  }
  return now;
}

/** Each kind says what of it is published (its `publish`). */
export function publishedContent(content: SiteContent, options: PublishOptions, kinds: readonly AnyKind[]): Published {
  const at = kindContext(content, kinds);
  const published: Record<string, unknown> = { ...content };
  const drafts: HeldBack[] = [];
  const scheduled: HeldBack[] = [];
  for (const kind of kinds) {
    const p = kind.publish(entriesOf(content, kind), options, at);
    published[kind.key] = p.own;
    Object.assign(published, p.also);
    for (const h of p.held) (h.until === 'draft' ? drafts : scheduled).push(h);
  }
  scheduled.sort((a, b) => (a.until < b.until ? -1 : a.until > b.until ? 1 : 0));
  return {
    content: published as unknown as SiteContent,
    held: [...drafts, ...scheduled],
    nextLive: scheduled[0]?.until,
  };
}
