// JSON-LD for search engines: the agency on every page, FAQPage where FAQs are shown,
// BlogPosting on local articles, BreadcrumbList on nested pages.
import type { SiteContent } from '../model/content.ts';
import type { Block, Site } from '../model/schemas/index.ts';
import type { CaseStudyFile } from '../model/schemas/case-study.ts';
import type { Route } from '../model/route.ts';
import { notFoundPath } from '../model/route.ts';
import { absoluteUrl, resolveUrl } from '../model/urls.ts';
import type { ImageCatalog } from '../images/prepare.ts';
import { plainImageUrl } from '../images/urls.ts';

type Json = Record<string, unknown>;
const context = 'https://schema.org';

/** The agency's entry is on every page: made once per site, picture and URL (the same object each time). */
const organizations = new WeakMap<Site, Map<string, Json>>();

export function organization(site: Site, image: string, siteUrl: string): Json {
  let bySiteUrl = organizations.get(site);
  if (!bySiteUrl) organizations.set(site, (bySiteUrl = new Map()));
  let org = bySiteUrl.get(siteUrl + ' ' + image);
  if (!org) bySiteUrl.set(siteUrl + ' ' + image, (org = Object.freeze(makeOrganization(site, image, siteUrl))));
  return org;
}

function makeOrganization(site: Site, image: string, siteUrl: string): Json {
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(siteUrl, '/'),
    telephone: site.phone,
    email: site.email,
    image,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: site.hours.days, opens: site.hours.opens, closes: site.hours.closes },
    ],
    areaServed: site.areasServed.map((name) => ({ '@type': name === 'India' ? 'Country' : 'City', name })),
    ...(site.social.length ? { sameAs: site.social.map((s) => s.url) } : {}),
  };
}

function faqPage(blocks: readonly Block[]): Json | undefined {
  const faqs = blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
  if (!faqs.length) return undefined;
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
  };
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
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: absoluteUrl(siteUrl, t.path) })),
  };
}

export function structuredData(route: Route, content: Pick<SiteContent, 'site'> & { images: ImageCatalog }, siteUrl: string): Json[] {
  const out: Json[] = [organization(content.site, resolveUrl(siteUrl, plainImageUrl(content.site.socialImage, content.images)), siteUrl)];
  const v = route.view;
  if (v.kind === 'blocks') {
    const faq = faqPage(v.blocks);
    if (faq) out.push(faq);
  }
  if (v.kind === 'blog-post') {
    const d = v.post.data;
    out.push({
      '@context': context,
      '@type': 'BlogPosting',
      headline: d.title,
      description: d.excerpt,
      image: resolveUrl(siteUrl, plainImageUrl(d.image, content.images)),
      datePublished: d.date,
      author: { '@type': 'Organization', name: d.author },
      publisher: { '@id': `${absoluteUrl(siteUrl, '/')}#organization` },
      mainEntityOfPage: absoluteUrl(siteUrl, route.path),
      articleSection: d.category,
      inLanguage: 'en-IN',
    });
  }
  if (v.kind === 'case-study') out.push(caseStudy(v.entry.data, route, content.images, siteUrl));
  const crumbs = breadcrumbs(route, content.site, siteUrl);
  if (crumbs) out.push(crumbs);
  return out;
}

/** A case study (kinds/case-studies.ts): an Article about the client, by the agency, with its results as text. */
function caseStudy(d: CaseStudyFile, route: Route, images: ImageCatalog, siteUrl: string): Json {
  const org = { '@id': `${absoluteUrl(siteUrl, '/')}#organization` };
  return {
    '@context': context,
    '@type': 'Article',
    headline: d.title,
    description: d.description,
    image: resolveUrl(siteUrl, plainImageUrl(d.image.src, images)),
    author: org,
    publisher: org,
    about: { '@type': 'Organization', name: d.client },
    articleSection: d.category,
    keywords: [...d.services, ...d.technologies].join(', '),
    mainEntityOfPage: absoluteUrl(siteUrl, route.path),
    inLanguage: 'en-IN',
  };
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
