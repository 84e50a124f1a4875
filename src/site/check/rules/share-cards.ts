// share-cards: every character a page's share card shows can be drawn. The fonts cover Latin,
// Greek, Cyrillic, Bengali and Devanagari; a character none has (Arabic, Hebrew, emoji…) is left
// out of the card, and this warning says where it was written.
import { coveredScripts, cardLine } from '../../images/card-fonts.ts';
import { shareCard, type CardText } from '../../images/share-card.ts';
import type { Route } from '../../model/route.ts';
import type { WrittenText } from '../../model/kind.ts';
import type { CheckContext } from '../context.ts';
import { titleSources } from '../written.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'share-cards';

export const shareCards = defineRule(rule, (ctx) => {
  const found = new Findings();
  for (const route of ctx.routes) {
    const card = shareCard(route, ctx.content.site, ctx.content.site.siteUrl, ctx.kinds);
    if (!card) continue;
    for (const { file, field, text } of cardSources(ctx, route, card.text)) {
      const { left } = cardLine(text);
      if (!left.length) continue;
      const chars = left.slice(0, 12).join(' ') + (left.length > 12 ? ' …' : '');
      const message = `"${text}" is shown on share cards, and no font they are drawn with has ${chars}: the cards leave ${left.length > 1 ? 'these characters' : 'it'} out (their fonts cover ${coveredScripts}); change the text if the card should show ${left.length > 1 ? 'them' : 'it'}`;
      found.add(ctx.report(rule, file, field, message, 'warning'));
    }
  }
  return found.list;
});

/** Where each text of a route's card was written: its title's parts, the kicker, the site's name. */
function cardSources(ctx: CheckContext, route: Route, text: CardText): WrittenText[] {
  const site = ctx.content.site;
  const siteFile = ctx.contentFiles.site;
  const nav = site.nav.findIndex((n) => n.label === text.kicker);
  return [
    ...titleSources(ctx, route),
    nav >= 0
      ? { file: siteFile, field: ['nav', nav, 'label'], text: text.kicker }
      : { file: siteFile, field: ['tagline'], text: site.tagline },
    { file: siteFile, field: ['name'], text: site.name },
  ];
}
