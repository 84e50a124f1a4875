// meta-length: a page's <title> and description fit what search results show (about 60 and 160
// characters; the rest is cut off with "…"). The site's name is counted in the title, and left out
// first (model/search-text.ts); words still past the limit are a warning where they were written.
import type { Diagnostic } from '../../diagnostics.ts';
import type { Route } from '../../model/route.ts';
import { DESCRIPTION_LIMIT, documentTitle, textLength, TITLE_LIMIT, titleRoom } from '../../model/search-text.ts';
import type { CheckContext } from '../context.ts';
import { descriptionSource, listedInSearch, titleSources } from '../written.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'meta-length';

export const metaLength = defineRule(rule, (ctx) => {
  // Once a field: the blog's title and description are those of every one of its listings.
  const found = new Findings();
  const add = (d: Diagnostic | undefined) => d && found.add(d, `${d.file}\0${d.field}`);
  for (const route of ctx.routes) {
    if (!listedInSearch(route)) continue;
    add(titleFinding(ctx, route));
    add(descriptionFinding(ctx, route));
  }
  return found.list;
});

function titleFinding(ctx: CheckContext, route: Route): Diagnostic | undefined {
  const site = ctx.content.site;
  const title = documentTitle(site, route);
  const length = textLength(title);
  const [own] = titleSources(ctx, route);
  if (length <= TITLE_LIMIT || !own) return undefined;
  const room = titleRoom(site, route);
  const name = room < TITLE_LIMIT ? "the site's name stays in it here" : "the site's name is left out already";
  const what = own.text === title ? 'it' : `"${own.text}"`;
  const message = `the <title> of ${route.path} is ${length} characters, past the ~${TITLE_LIMIT} search results show before cutting it off (${name}): "${title}"; make ${what} shorter, so the page's own title takes at most ${room}`;
  return ctx.report(rule, own.file, own.field, message, 'warning');
}

function descriptionFinding(ctx: CheckContext, route: Route): Diagnostic | undefined {
  const length = textLength(route.description);
  if (length <= DESCRIPTION_LIMIT) return undefined;
  const { file, field } = descriptionSource(route);
  const message = `the description of ${route.path} is ${length} characters, past the ~${DESCRIPTION_LIMIT} search results show before cutting it off with "…": write it in at most ${DESCRIPTION_LIMIT}, what the page offers first`;
  return ctx.report(rule, file, field, message, 'warning');
}
