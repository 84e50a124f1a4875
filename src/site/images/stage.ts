// The images stage as the build runs it: prepare every picture before pages render (their names go
// into the pages), then make the files of pictures and share cards while the pages render.
import type { SiteContent } from '../content/load.ts';
import { ContentError } from '../diagnostics.ts';
import type { Wanted } from '../output/update.ts';
import type { Route } from '../routes.ts';
import { encodeImages } from './encode.ts';
import { prepareImages, type PreparedImages } from './prepare.ts';
import { shareCardFiles, shareCards } from './share-card.ts';

export async function prepareOrThrow(content: SiteContent, cache: string | undefined): Promise<PreparedImages> {
  const prepared = await prepareImages(content, { cache });
  if (prepared.problems.length) throw new ContentError(prepared.problems);
  return prepared;
}

/**
 * Every picture's files and every page's share card, as the write stage wants them. What must be
 * made is started now, off this thread: put them after the pages (update.ts).
 */
export function pictureFiles(prepared: PreparedImages, routes: readonly Route[], site: SiteContent['site'], siteUrl: string, cache: string | undefined): Wanted[] {
  return [...encodeImages(prepared, cache), ...shareCardFiles(shareCards(routes, site, siteUrl), cache)];
}
