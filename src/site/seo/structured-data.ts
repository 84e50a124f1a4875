// JSON-LD for search engines: the agency on every page, what each page's view says of it (its
// kind declares that: FAQPage where FAQs are shown, BlogPosting on a post...), BreadcrumbList on nested pages.
import type { SiteContent } from '../model/content.ts';
import type { Block, Site } from '../model/schemas/index.ts';
import type { Route } from '../model/route.ts';
import { viewDecl, type AnyKind, type Json, type LinkedData } from '../model/kind.ts';
import { notFoundPath } from '../model/route.ts';
import { absoluteUrl, resolveUrl } from '../model/urls.ts';
import type { ImageCatalog } from '../images/prepare.ts';
import { plainImageUrl } from '../images/urls.ts';

export const context = 'https://schema.org';

/** The agency's entry is on every page: made once per site, pictures and URL (the same object each time). */
const organizations = new WeakMap<Site, Map<string, Json>>();

export function organization(site: Site, pictures: { image: string; logo?: string }, siteUrl: string): Json {
  let bySiteUrl = organizations.get(site);
  if (!bySiteUrl) organizations.set(site, (bySiteUrl = new Map()));
  const key = `${siteUrl} ${pictures.image} ${pictures.logo ?? ''}`;
  let org = bySiteUrl.get(key);
  if (!org) bySiteUrl.set(key, (org = Object.freeze(makeOrganization(site, pictures, siteUrl))));
  return org;
}

/** A phone number as search engines want it, in international form: "+91 98765 43210" → "+919876543210". */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  // An Indian number as dialled at home: ten digits, or with the trunk 0 before them.
  return `+91${digits.replace(/^0(?=\d{10}$)/, '')}`;
}

function makeOrganization(site: Site, pictures: { image: string; logo?: string }, siteUrl: string): Json {
  const local = site.localBusiness;
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl(siteUrl, '/', site.trailingSlash)}#organization`,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(siteUrl, '/', site.trailingSlash),
    telephone: internationalPhone(site.phone),
    email: site.email,
    image: pictures.image,
    ...(pictures.logo ? { logo: pictures.logo } : {}),
    ...(local.priceRange ? { priceRange: local.priceRange } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    ...(local.geo ? { geo: { '@type': 'GeoCoordinates', ...local.geo } } : {}),
    ...(local.mapUrl ? { hasMap: local.mapUrl } : {}),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.days,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: site.areasServed.map((name) => ({ '@type': name === 'India' ? 'Country' : 'City', name })),
    ...(site.social.length ? { sameAs: site.social.map((s) => s.url) } : {}),
  };
}

/** A priced service the agency offers (a sub-service stub's page): the Service, with its Offer in rupees. */
export function pricedService(service: { title: string; price: number }, route: Route, at: LinkedData): Json {
  const url = at.url(route.path);
  return {
    '@context': context,
    '@type': 'Service',
    name: service.title,
    description: route.description,
    url,
    provider: at.agency,
    offers: {
      '@type': 'Offer',
      price: String(service.price),
      priceCurrency: 'INR',
      url,
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The questions and answers of a page's FAQ blocks (the blocks view's structured data, kinds/blocks-view.ts). */
export function faqPage(blocks: readonly Block[]): Json[] {
  const faqs = blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
  if (!faqs.length) return [];
  return [
    {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: faqs.map((f) => ({
        '@type': 'Question',
        name: f.q,
        acceptedAnswer: { '@type': 'Answer', text: f.a },
      })),
    },
  ];
}

/** Home › section (from the navigation) › this page, for pages below the top level. */
function breadcrumbs(route: Route, site: Site, siteUrl: string): Json | undefined {
  const segments = route.path.split('/').filter(Boolean);
  if (segments.length < 2 || route.path === notFoundPath) return undefined;
  const home = site.nav.find((n) => n.href === '/');
  const section = site.nav.find((n) => n.href === `/${segments[0]}`);
  const trail = [
    ...(home ? [{ name: home.label, path: '/' }] : []),
    ...(section ? [{ name: section.label, path: section.href }] : []),
    { name: route.title, path: route.path },
  ];
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
      item: absoluteUrl(siteUrl, t.path, site.trailingSlash),
    })),
  };
}

/** The agency's entry, then what the page's view says of it (its kind declares that: model/kind.ts), then the breadcrumbs. */
export function structuredData(
  route: Route,
  content: Pick<SiteContent, 'site'> & { images: ImageCatalog },
  siteUrl: string,
  kinds: readonly AnyKind[],
): Json[] {
  const picture = (src: string) => resolveUrl(siteUrl, plainImageUrl(src, content.images));
  const { socialImage, localBusiness, trailingSlash: slash } = content.site;
  const pictures = { image: picture(socialImage), logo: localBusiness.logo && picture(localBusiness.logo) };
  const out: Json[] = [organization(content.site, pictures, siteUrl)];
  const at: LinkedData = {
    url: (sitePath) => absoluteUrl(siteUrl, sitePath, slash),
    image: picture,
    agency: { '@id': `${absoluteUrl(siteUrl, '/', slash)}#organization` },
  };
  out.push(...viewDecl(kinds, route.view).structuredData(route.view, route, at));
  const crumbs = breadcrumbs(route, content.site, siteUrl);
  if (crumbs) out.push(crumbs);
  return out;
}

/** Texts of frozen entries (the agency's, on every page): written once. */
const texts = new WeakMap<Json, string>();

/** JSON safe inside <script>: `<` is escaped so no `</script>` can end the block early. */
export function jsonLdText(data: Json): string {
  if (!Object.isFrozen(data)) return toText(data);
  let text = texts.get(data);
  if (text === undefined) texts.set(data, (text = toText(data)));
  return text;
}

function toText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
