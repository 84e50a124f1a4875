// What a build leaves out of the site (publish.ts): drafts, and posts dated after today. The
// words every kind's `publish` shares; publish.ts asks each kind for what it publishes.
import type { PostEntry } from './content.ts';

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

/** A day as content writes it (YYYY-MM-DD), on this machine's calendar, as `new post` dates posts. */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A post dated YYYY-MM-DD goes live that day (local); one with a time, at that instant. */
export function isFuture(date: string, now: Date): boolean {
  return date.length === 10 ? date > localDay(now) : Date.parse(date) > now.getTime();
}

/** The entries but drafts (unless the build includes them); each draft held back at its path. */
export function withoutDrafts<E extends { file: string; data: { draft?: boolean } }>(
  entries: readonly E[],
  options: PublishOptions,
  pathOf: (e: E) => string,
): { own: E[]; held: HeldBack[] } {
  const held: HeldBack[] = [];
  const own = entries.filter((e) => {
    if (!e.data.draft || options.drafts) return true;
    held.push({ file: e.file, path: pathOf(e), until: 'draft' });
    return false;
  });
  return { own, held };
}
