// meta-length: a page's <title> fits what search results show (about 60 characters; the rest is
// cut off with "…"). The site's name is counted, and left out first (model/search-text.ts); a
// page's own words past the limit are a warning where they were written.
import { documentTitle, textLength, TITLE_LIMIT, titleRoom } from '../../model/search-text.ts';
import { listedInSearch, titleSources } from '../written.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'meta-length';

export const metaLength = defineRule(rule, (ctx) => {
  // Once a field: the blog's title may make every one of its listings' titles too long.
  const found = new Findings();
  const site = ctx.content.site;
  for (const route of ctx.routes) {
    if (!listedInSearch(route)) continue;
    const title = documentTitle(site, route);
    const length = textLength(title);
    if (length <= TITLE_LIMIT) continue;
    const room = titleRoom(site, route);
    const [own] = titleSources(ctx, route);
    if (!own) continue;
    const name = room < TITLE_LIMIT ? "the site's name stays in it here" : "the site's name is left out already";
    const what = own.text === title ? 'it' : `"${own.text}"`;
    const message = `the <title> of ${route.path} is ${length} characters, past the ~${TITLE_LIMIT} search results show before cutting it off (${name}): "${title}"; make ${what} shorter, so the page's own title takes at most ${room}`;
    found.add(ctx.report(rule, own.file, own.field, message, 'warning'), `${own.file}\0${own.field.join('.')}`);
  }
  return found.list;
});
