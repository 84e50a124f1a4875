// The images stage as the pipeline runs it (pipeline.ts): every picture is prepared before pages
// render (their names go into the pages); the files of pictures and share cards are named in the
// plan, and made while the pages render by the commands that write them. `check` makes none.
import type { SiteContent } from '../model/content.ts';
import type { AnyKind } from '../model/kind.ts';
import type { Wanted } from '../output/update.ts';
import type { Route } from '../model/route.ts';
import { encodeImages } from './encode.ts';
import type { PreparedImages } from './prepare.ts';
import { shareCardFiles, shareCardPaths, shareCards } from './share-card.ts';
import { variantsOf } from './urls.ts';

/** What says how the pages are shared: the site (its name, tagline and menu), its URL, the kinds whose views say it. */
export interface PagesShared {
  site: SiteContent['site'];
  siteUrl: string;
  kinds: readonly AnyKind[];
}

export interface PictureFiles {
  /** Every picture's files (AVIF, WebP, fallback), keyed by name. */
  pictures: Wanted[];
  /** Every page's share card, keyed by name. */
  cards: Wanted[];
}

/**
 * Every picture's files and every page's share card, as the write stage wants them. What must be
 * made is started now, off this thread: put them after the pages (update.ts). `have`: files the
 * caller has already (dev's output), named but never made again, even with the cache off.
 */
export function pictureFiles(
  prepared: PreparedImages,
  routes: readonly Route[],
  pages: PagesShared,
  cache: string | undefined,
  have?: (file: string) => boolean,
): PictureFiles {
  const cards = shareCards(routes, pages.site, pages.siteUrl, pages.kinds);
  if (!have) return { pictures: encodeImages(prepared, cache), cards: shareCardFiles(cards, cache) };
  const fresh = Object.entries(prepared.catalog).filter(([, image]) => variantsOf(image).some((v) => !have(v.file)));
  const pictures = encodeImages({ ...prepared, catalog: Object.fromEntries(fresh) }, cache);
  const newCards = shareCardFiles(new Map([...cards].filter(([file]) => !have(file))), cache);
  const made = new Set([...pictures, ...newCards].map((w) => w.file));
  const names = pictureNames(prepared, routes, pages);
  return {
    pictures: [...pictures, ...names.pictures.filter((w) => !made.has(w.file))],
    cards: [...newCards, ...names.cards.filter((w) => !made.has(w.file))],
  };
}

/** The same files by name only (`check`, and files already held): asking for their contents is a bug. */
export function pictureNames(prepared: PreparedImages, routes: readonly Route[], pages: PagesShared): PictureFiles {
  const none = () => {
    throw new Error('a picture asked for that this stage did not make');
  };
  const named = (files: Iterable<string>) =>
    [...new Set(files)].map((file): Wanted => ({ file, key: file, contents: none }));
  return {
    pictures: named(
      Object.values(prepared.catalog)
        .flatMap(variantsOf)
        .map((v) => v.file),
    ),
    cards: named(shareCardPaths(routes, pages.site, pages.siteUrl, pages.kinds)),
  };
}
