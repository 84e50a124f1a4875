// The numbers and names SPEC.md fixes at launch, as data: the launch profile (launch/, run by
// `check --profile launch`, CI and the conformance test) reads this table, so changing what the
// specification says is one line here. The default rules use only what holds for every version of
// the site: where a full sub-service page's calls to action lead, and the 'Learn More' label. Blocks are addressed by page and block `id`;
// `type` and `heading` find the block when an editor has not given it the id yet.
import type { PageKey } from '../model/collections.ts';
import { cards, type BlockRef, type PageRef } from './spec-refs.ts';

export type { BlockRef, BlockType, PageRef } from './spec-refs.ts';
export * from './spec-copy.ts';

// ─── Sub-services (SPEC.md §2 "Sub-service pages") ────────────────────────────────────────────

export type SubServiceSpec =
  | { slug: string; kind: 'full'; title: string; ctaLabel: string }
  | { slug: string; kind: 'stub'; title: string; price: number };

export const subServices: readonly SubServiceSpec[] = [
  { slug: 'local-seo', kind: 'full', title: 'SEO Services', ctaLabel: 'Free SEO Audit' },
  { slug: 'technical-seo', kind: 'stub', title: 'Technical SEO Services', price: 4999 },
  { slug: 'keyword-research', kind: 'stub', title: 'Keyword SEO Services', price: 1999 },
  { slug: 'content-optimization', kind: 'stub', title: 'Content SEO Services', price: 7999 },
  { slug: 'responsive-web-design', kind: 'full', title: 'Web Designing', ctaLabel: 'Book Free Strategy Session' },
  { slug: 'e-commerce-development', kind: 'stub', title: 'E-Commerce Development Services', price: 9999 },
  { slug: 'performance-optimization', kind: 'stub', title: 'Performance Optimization Services', price: 9999 },
  { slug: 'security-maintenance', kind: 'stub', title: 'Security & Maintenance Services', price: 9999 },
  { slug: 'branding', kind: 'full', title: 'Brand Identity & Graphic Design', ctaLabel: 'Free Design Consultation' },
  { slug: 'marketing-materials', kind: 'stub', title: 'Marketing material', price: 9999 },
  { slug: 'product-design', kind: 'stub', title: 'Product Design', price: 9999 },
  { slug: 'digital-graphics', kind: 'stub', title: 'Digital Graphics', price: 9999 },
  { slug: 'promotional-videos', kind: 'stub', title: 'Promotional Video', price: 1999 },
  { slug: 'social-media-videos', kind: 'stub', title: 'Social Media Videos', price: 3999 },
  { slug: 'social-media-add', kind: 'stub', title: 'Social Media Add', price: 9999 },
  { slug: 'video-editing', kind: 'full', title: 'AI Video Content & Editing', ctaLabel: 'Schedule Free Demo' },
  { slug: 'event-coverage', kind: 'stub', title: 'Content SEO Services', price: 7999 },
  { slug: 'community-management', kind: 'stub', title: 'community management', price: 9999 },
  { slug: 'content-creation', kind: 'full', title: 'Social Media Marketing', ctaLabel: 'Launch My Campaign' },
];

/** Every call to action on a full sub-service page leads here (SPEC.md). */
export const fullSubServiceCtaTarget = '/contact';

/** Stub prices in rupees (SPEC.md §9). */
export const stubPrices: readonly number[] = [1999, 3999, 4999, 7999, 9999];

/** Label of the links that must lead to a sub-service page, and where each service page's goes. */
export const learnMoreLabel = /^learn more about our services$/i;
export const learnMoreTargets: Partial<Record<PageKey, string>> = {
  seo: 'local-seo',
  webDevelopment: 'responsive-web-design',
  socialMedia: 'content-creation',
  graphicDesign: 'branding',
  videoCreation: 'video-editing',
};

// ─── Process steps (SPEC.md §9) ───────────────────────────────────────────────────────────────

export const processBlock: BlockRef = { id: 'process', type: 'process' };

export const processSteps: readonly { page: PageRef; steps: number }[] = [
  { page: 'services', steps: 4 },
  { page: 'seo', steps: 4 },
  { page: 'webDevelopment', steps: 4 },
  { page: 'socialMedia', steps: 4 },
  { page: 'graphicDesign', steps: 5 },
  { page: 'videoCreation', steps: 5 },
  { page: 'full-subservice', steps: 4 },
];

// ─── Counts (SPEC.md §2 and §9) ───────────────────────────────────────────────────────────────

export interface CountRule {
  page: PageRef;
  block: BlockRef;
  /** The block's list field that is counted. */
  list: string;
  count: number;
  /** Also: every item's own list of this name has this many entries ("four features each"). */
  each?: { list: string; count: number };
  /** What is counted, in the words of SPEC.md. */
  what: string;
}

export const counts: readonly CountRule[] = [
  // Home
  { page: 'home', block: { id: 'hero', type: 'hero' }, list: 'stats', count: 4, what: 'hero statistics' },
  { page: 'home', block: cards('services', /offer/i), list: 'items', count: 5, what: 'service cards' },
  {
    page: 'home',
    block: { id: 'why-choose-us', type: 'checklist' },
    list: 'items',
    count: 5,
    what: "'Why choose us' bullets",
  },
  {
    page: 'home',
    block: { id: 'why-choose-us', type: 'checklist' },
    list: 'stats',
    count: 6,
    what: "'Why choose us' statistic tiles",
  },
  {
    page: 'home',
    block: { id: 'testimonials', type: 'testimonials' },
    list: 'items',
    count: 3,
    what: 'client testimonials',
  },
  {
    page: 'home',
    block: { id: 'success-stories', type: ['cards', 'stats'], heading: /success/i },
    list: 'items',
    count: 4,
    what: 'success-story tiles',
  },
  // About
  { page: 'about', block: cards('core-values', /value/i), list: 'items', count: 4, what: 'core values' },
  { page: 'about', block: { id: 'team', type: 'team' }, list: 'members', count: 3, what: 'team members' },
  { page: 'about', block: { id: 'by-the-numbers', type: 'stats' }, list: 'items', count: 4, what: 'statistic tiles' },
  // Services overview
  { page: 'services', block: cards('services', /core services/i), list: 'items', count: 5, what: 'services' },
  // SEO
  { page: 'seo', block: cards('sub-services', /seo services/i), list: 'items', count: 4, what: 'sub-service cards' },
  { page: 'seo', block: cards('why-choose', /why/i), list: 'items', count: 3, what: 'why-choose reasons' },
  // Web development
  { page: 'webDevelopment', block: cards('services', /services/i), list: 'items', count: 4, what: 'service cards' },
  { page: 'webDevelopment', block: cards('technologies', /technolog/i), list: 'items', count: 8, what: 'technologies' },
  {
    page: 'webDevelopment',
    block: cards('recent-projects', /project/i),
    list: 'items',
    count: 3,
    what: 'recent projects',
  },
  // Social media
  {
    page: 'socialMedia',
    block: cards('platforms', /platform/i),
    list: 'items',
    count: 3,
    each: { list: 'features', count: 4 },
    what: 'platforms',
  },
  { page: 'socialMedia', block: cards('services', /services/i), list: 'items', count: 3, what: 'service cards' },
  { page: 'socialMedia', block: cards('content-types', /content/i), list: 'items', count: 6, what: 'content types' },
  { page: 'socialMedia', block: cards('benefits', /works/i), list: 'items', count: 6, what: 'benefits' },
  // Graphic design
  {
    page: 'graphicDesign',
    block: cards('solutions', /solution/i),
    list: 'items',
    count: 4,
    each: { list: 'features', count: 4 },
    what: 'solution cards',
  },
  { page: 'graphicDesign', block: cards('why-design', /matters/i), list: 'items', count: 6, what: 'benefits' },
  {
    page: 'graphicDesign',
    block: cards('portfolio', /portfolio/i),
    list: 'items',
    count: 3,
    what: 'portfolio samples',
  },
  // Video creation
  { page: 'videoCreation', block: cards('services', /services/i), list: 'items', count: 4, what: 'service cards' },
  { page: 'videoCreation', block: cards('video-types', /types/i), list: 'items', count: 6, what: 'video types' },
  {
    page: 'videoCreation',
    block: cards('benefits', /works|impact/i),
    list: 'items',
    count: 6,
    what: 'marketing benefits',
  },
  // Portfolio
  { page: 'portfolio', block: { id: 'results', type: 'stats' }, list: 'items', count: 4, what: 'statistics' },
  {
    page: 'portfolio',
    block: { id: 'case-studies', type: 'case-studies' },
    list: 'items',
    count: 6,
    what: 'case studies',
  },
  {
    page: 'portfolio',
    block: { id: 'testimonials', type: 'testimonials' },
    list: 'items',
    count: 3,
    what: 'testimonials',
  },
  { page: 'portfolio', block: { id: 'industries', type: 'tags' }, list: 'items', count: 12, what: 'industries' },
  // Contact
  {
    page: 'contact',
    block: cards('contact-options', /contact|reach/i),
    list: 'items',
    count: 4,
    what: 'contact cards',
  },
  { page: 'contact', block: { id: 'faq', type: 'faq' }, list: 'items', count: 5, what: 'FAQs' },
  {
    page: 'contact',
    block: { id: 'contact-form', type: 'contact-form' },
    list: 'serviceOptions',
    count: 6,
    what: "options of 'Service Interested In'",
  },
  // Every full sub-service page
  { page: 'full-subservice', block: { id: 'hero', type: 'hero' }, list: 'images', count: 3, what: 'hero images' },
  {
    page: 'full-subservice',
    block: { id: 'why-it-matters', type: ['stats', 'checklist'], heading: /matter/i },
    list: 'items',
    count: 4,
    what: 'why-it-matters statistics',
  },
  { page: 'full-subservice', block: cards('offerings'), list: 'items', count: 5, what: 'offerings' },
  {
    page: 'full-subservice',
    block: { id: 'testimonials', type: ['quotes', 'testimonials'] },
    list: 'items',
    count: 3,
    what: 'client testimonials',
  },
  { page: 'full-subservice', block: { id: 'faq', type: 'faq' }, list: 'items', count: 4, what: 'FAQs' },
];

/** Lists in content/site.yml (SPEC.md "Common layout"). */
export const siteCounts: readonly { list: string; count: number; what: string }[] = [
  { list: 'nav', count: 6, what: 'header navigation links' },
  { list: 'footer.quickLinks', count: 6, what: 'footer quick links' },
  { list: 'footer.serviceLinks', count: 3, what: 'footer service links' },
  { list: 'footer.moreServices', count: 3, what: 'footer services named without links' },
];

// ─── Blog (SPEC.md §2 "Blog", §9) ─────────────────────────────────────────────────────────────

export const blog = {
  posts: 7,
  featured: 1,
  /** Article cards beside the featured one on the first listing page. */
  cardsOnFirstPage: 6,
  /** Sidebar counts; `All Posts` is every post. */
  categories: {
    'All Posts': 7,
    SEO: 2,
    'Social Media': 2,
    'Web Development': 1,
    'Google Ads': 1,
    'Digital Marketing': 3,
    'Content Marketing': 1,
  } as Record<string, number>,
  /** Articles the listing links to locally: each must be a post with a body and no `url`. */
  localArticles: [
    'ecommerce-website-must-haves-indian-customers',
    'google-ads-small-indian-businesses-guide',
    'whatsapp-business-marketing-india',
    'content-marketing-strategies-indian-b2b-companies',
  ],
} as const;
