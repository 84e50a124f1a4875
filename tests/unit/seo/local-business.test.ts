// Local search (issue #50, item 5): the agency's entry on every page is a complete LocalBusiness as
// Google reads one, and a priced sub-service page a Service with its Offer in rupees; each checked
// here field by field against schema.org's types and Google's required and recommended fields.
// `check` warns while geo or the price range is missing, and refuses review or rating markup.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRules } from '../../../src/site/check/index.ts';
import { defaultSite } from '../../../src/site/default-site.ts';
import { internationalPhone } from '../../../src/site/seo/structured-data.ts';
import { loadSite, renderDom, type LoadedSite } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

type Json = Record<string, unknown>;

let dir: string;
let site: LoadedSite;
beforeAll(async () => {
  dir = await siteCopy();
  const file = path.join(dir, 'site.yml');
  const yml = await readFile(file, 'utf8');
  await writeFile(
    file,
    yml.replace(
      /^localBusiness:\n/m,
      'localBusiness:\n  mapUrl: https://maps.app.goo.gl/Agartala\n  logo: /favicon.svg\n',
    ),
  );
  site = await loadSite(dir);
});
afterAll(() => removeSite(dir));

const jsonLd = (page: string): Json[] =>
  renderDom(site, page)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.textContent) as Json);

const isUrl = (v: unknown) => typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v);
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/** What a LocalBusiness must and should carry (developers.google.com/search/docs/appearance/structured-data/local-business). */
function localBusinessProblems(b: Json): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => void (ok || out.push(what));
  // ProfessionalService is a schema.org LocalBusiness.
  need(b['@context'] === 'https://schema.org' && b['@type'] === 'ProfessionalService', 'a LocalBusiness type');
  need(typeof b.name === 'string' && b.name.length > 0, 'name (required)');
  const a = b.address as Json | undefined;
  need(a?.['@type'] === 'PostalAddress', 'address (required) as a PostalAddress');
  for (const f of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'])
    need(typeof a?.[f] === 'string' && (a[f] as string).length > 0, `address.${f}`);
  const geo = b.geo as Json | undefined;
  need(geo?.['@type'] === 'GeoCoordinates' && isNumber(geo.latitude) && isNumber(geo.longitude), 'geo (recommended)');
  need(isUrl(b.url), 'url (recommended)');
  need(typeof b.telephone === 'string' && /^\+\d{8,15}$/.test(b.telephone), 'telephone in international form');
  need(typeof b.priceRange === 'string' && b.priceRange.length > 0 && b.priceRange.length <= 100, 'priceRange');
  const hours = b.openingHoursSpecification as Json[] | undefined;
  need(!!hours?.length && hours.every((h) => h['@type'] === 'OpeningHoursSpecification'), 'openingHoursSpecification');
  need(isUrl(b.image) && isUrl(b.logo) && isUrl(b.hasMap), 'image, logo and hasMap as URLs');
  need(!('aggregateRating' in b) && !('review' in b), 'no self-serving review markup');
  return out;
}

describe('JSON-LD', () => {
  it("the home page's agency entry is a complete LocalBusiness", () => {
    const business = jsonLd('/').find((j) => j['@type'] === 'ProfessionalService')!;
    expect(localBusinessProblems(business)).toEqual([]);
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 23.8315, longitude: 91.2868 });
    expect(business.hasMap).toBe('https://maps.app.goo.gl/Agartala');
  });

  it('a priced sub-service page is a Service by the agency, with an Offer in INR at its price', () => {
    const all = jsonLd('/services/Subservices/local-seo');
    const business = all.find((j) => j['@type'] === 'ProfessionalService')!;
    const service = all.find((j) => j['@type'] === 'Service')!;
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Local SEO',
      provider: { '@id': business['@id'] },
      offers: { '@type': 'Offer', price: '1999', priceCurrency: 'INR' },
    });
    expect(isUrl(service.url)).toBe(true);
    expect(isUrl((service.offers as Json).url)).toBe(true);
  });

  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['0091 381 232 1234', '+913812321234'],
  ])('telephone %s is told as %s', (given, told) => {
    expect(internationalPhone(given)).toBe(told);
  });
});

describe('check', () => {
  const findings = (s: LoadedSite, pages: { path: string; html: string }[] = []) =>
    runRules({
      content: s.content,
      kinds: defaultSite.kinds,
      routes: s.routes,
      pages: pages.map((p) => ({ route: s.routes.find((r) => r.path === p.path)!, html: p.html })),
    }).filter((d) => d.rule === 'structured-data');

  it('warns, at site.yml, while the office has no geo', async () => {
    const bare = await siteCopy();
    try {
      const file = path.join(bare, 'site.yml');
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^  geo:\n( {4}.*\n)+/m, ''));
      const found = findings(await loadSite(bare));
      expect(found).toEqual([
        expect.objectContaining({
          file: expect.stringMatching(/site\.yml$/),
          severity: 'warning',
          field: 'localBusiness',
          message: expect.stringContaining('localBusiness.geo'),
        }),
      ]);
    } finally {
      await removeSite(bare);
    }
  });

  it('refuses review or rating markup on a page', () => {
    const html = '<script type="application/ld+json">{"@type":"Review","reviewRating":{"ratingValue":5}}</script>';
    const found = findings(site, [{ path: '/', html }]);
    expect(found).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringContaining('self-serving') }),
    ]);
    expect(findings(site, [{ path: '/', html: renderDom(site, '/').toString() }])).toEqual([]);
  });
});
