// header: the header shows its links in one row beside the name and the chat button, collapsing
// them behind the menu button where the row has no room (shared/header-fit.ts). It is laid out and
// tested for up to eight links; past eight, most screens would see the links only behind the menu,
// so a ninth is a warning at the first link too many.
import { defineRule } from './rule.ts';

const rule = 'header';

/** The most links the header is laid out for (tests/browser/width-sweep.test.ts holds it at eight). */
export const MAX_NAV_LINKS = 8;

export const headerRule = defineRule(rule, (ctx) => {
  const nav = ctx.content.site.nav;
  if (nav.length <= MAX_NAV_LINKS) return [];
  const extra = nav.slice(MAX_NAV_LINKS).map((l) => `"${l.label}"`);
  return [
    ctx.report(
      rule,
      ctx.contentFiles.site,
      ['nav', MAX_NAV_LINKS],
      `the header has ${nav.length} links; it is laid out for ${MAX_NAV_LINKS} at most, and with more most screens show them only behind the menu button: put ${extra.join(', ')} in the footer's quick links (\`footer.quickLinks\`) instead, or merge two`,
      'warning',
    ),
  ];
});
