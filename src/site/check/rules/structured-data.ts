// structured-data: what search engines are told of the business is complete and honest. A warning
// while site.yml's `localBusiness` lacks a field Google recommends for a LocalBusiness (`geo`,
// `priceRange`); an error for review or rating markup on a page: made from the site's own
// testimonials it is self-serving, which Google ignores and its rules forbid.
import { primarySource } from '../links-common.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'structured-data';

const recommended = {
  geo: "the office's position is not given: add `localBusiness.geo: {latitude, longitude}` (read off the map) so search engines place the business",
  priceRange:
    'the price range is not given: add `localBusiness.priceRange` ("₹₹", or "₹1,999 – ₹1,49,999") as search results show it',
} as const;

const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const reviewMarkup = /"(?:aggregateRating|review)"\s*:|"@type"\s*:\s*"(?:Review|AggregateRating)"/;

export const structuredDataRule = defineRule(rule, (ctx) => {
  const findings = new Findings();
  const local = ctx.content.site.localBusiness;
  for (const [field, message] of Object.entries(recommended))
    if (local[field as keyof typeof recommended] === undefined)
      findings.add(ctx.report(rule, ctx.contentFiles.site, ['localBusiness'], message, 'warning'));
  for (const page of ctx.pages) {
    const blocks = [...page.html.matchAll(jsonLd)].map((m) => m[1]!);
    if (!blocks.some((b) => reviewMarkup.test(b))) continue;
    findings.add(
      ctx.report(
        rule,
        primarySource(page.route),
        undefined,
        `${page.route.path} tells search engines of reviews or a rating: from the site's own testimonials that is self-serving markup, which Google ignores and forbids; remove it (show testimonials as text only)`,
      ),
    );
  }
  return findings.list;
});
