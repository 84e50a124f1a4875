// What search results show of a page: its <title> (the page's own title and the site's name) and
// its description, each cut off with "…" past about 60 and 160 characters. The head (Document.tsx,
// SeoHead) and check's meta-length rule read the same limits and the same <title>.

/** About as many characters of a <title> as search results show. */
export const TITLE_LIMIT = 60;
/** About as many characters of a meta description as search results show. */
export const DESCRIPTION_LIMIT = 160;

const separator = ' | ';

/** Characters as a reader counts them: code points, so "₹" or "é" is one, not its UTF-16 units. */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

interface TitledPage {
  path: string;
  title: string;
}

/** The home page leads with the site's name, and keeps it: its brand is what it is found by. */
const leadsWithName = (page: TitledPage) => page.path === '/';

/**
 * The <title>: the page's own title and the site's name, which follows on every page but the home
 * page and is left out where the whole would pass TITLE_LIMIT, so a result shows the page's own
 * words in full.
 */
export function documentTitle(site: { name: string }, page: TitledPage): string {
  if (leadsWithName(page)) return `${site.name}${separator}${page.title}`;
  const whole = `${page.title}${separator}${site.name}`;
  return textLength(whole) <= TITLE_LIMIT ? whole : page.title;
}

/** How many characters a page's own title may take in a <title> that fits (fewer on the home page, with the name). */
export function titleRoom(site: { name: string }, page: TitledPage): number {
  return leadsWithName(page) ? TITLE_LIMIT - textLength(site.name + separator) : TITLE_LIMIT;
}
