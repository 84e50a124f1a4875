// The words SPEC.md quotes, as data for the launch profile's copy rule (launch/copy.ts).
import type { PageKey } from '../model/collections.ts';
import type { BlockRef } from './spec-refs.ts';
import { cards } from './spec-refs.ts';

// ─── Words SPEC.md quotes (§1 and §2) ─────────────────────────────────────────────────────────

export interface CopySpec {
  /** A fixed page, or `blog` for the blog listing (content/pages/blog.yml). */
  page: PageKey | 'blog';
  /** Labels of buttons and links (`label`, `linkLabel`) and of form fields, verbatim. */
  labels?: readonly string[];
  /** Headings of blocks (`heading`), verbatim. */
  headings?: readonly string[];
  /** Placeholders of form fields, verbatim. */
  placeholders?: readonly string[];
  /** Statistics exactly as given, even where pages disagree: a value, and its label where SPEC.md quotes it. */
  stats?: readonly { value: string; label?: string }[];
  /** Words a field of the page must hold, such as the form's reply promise. */
  says?: readonly { field: string; words: string }[];
}

export const copy: readonly CopySpec[] = [
  {
    page: 'home',
    labels: ['Get Free Consultation', 'View Our Work', 'Schedule a Call'],
    headings: ['What we Offer'],
    stats: [{ value: '10+', label: 'Clients' }, { value: '1+' }, { value: '250%' }, { value: '24/7' }],
  },
  { page: 'about', stats: [{ value: '2025' }, { value: '10+' }, { value: '2+', label: 'States' }, { value: '98%' }] },
  { page: 'services', labels: ['Learn More', 'Get Quote', 'Contact Us'], headings: ['Ready to Get Started'] },
  { page: 'seo', labels: ['Call Now', 'Learn More About Our Services'], stats: [{ value: '500+' }] },
  { page: 'videoCreation', labels: ['Get Video Quote', 'Learn More About Our Services'] },
  { page: 'webDevelopment', labels: ['Learn More About Our Services'], headings: ['Our Development Process'] },
  {
    page: 'socialMedia',
    headings: [
      'Social Media Marketing for Indian Businesses',
      'Our Social Media Services',
      'Content That Engages Indian Audiences',
      'Why Social Media Marketing Works',
    ],
  },
  {
    page: 'graphicDesign',
    headings: ['Graphic Design Services for Indian Businesses', 'Why Professional Design Matters'],
  },
  {
    page: 'portfolio',
    headings: ['Our Success Stories'],
    stats: [{ value: '10+' }, { value: '250%' }, { value: '2+', label: 'Industries Served' }, { value: '98%' }],
  },
  {
    page: 'contact',
    headings: ['Get In Touch With Us'],
    labels: ['Full Name', 'Business Name', 'Phone Number', 'Email Address', 'Service Interested In', 'Your Message'],
    placeholders: ['+91 XXXXX XXXXX'],
    says: [{ field: 'replyPromise', words: '24 hours' }],
  },
  { page: 'blog', headings: ['Digital Marketing Insights'] },
];

/** Lists SPEC.md names item by item, in order: `field` of each item (or the item itself). Each is
 * counted in `counts` too, whose finding a list of the wrong length gets (one mistake, one finding). */
export const namedLists: readonly {
  page: PageKey;
  block: BlockRef;
  list: string;
  field?: string;
  names: readonly string[];
  what: string;
}[] = [
  {
    page: 'home',
    block: cards('services', /offer/i),
    list: 'items',
    field: 'href',
    names: [
      '/services/seo',
      '/services/web-development',
      '/services/social-media',
      '/services/graphic-design',
      '/services/video-creation',
    ],
    what: 'service cards, by where they lead',
  },
  {
    page: 'about',
    block: cards('core-values', /value/i),
    list: 'items',
    field: 'title',
    names: ['Results-Driven', 'Client-Centric', 'Excellence', 'Local Commitment'],
    what: 'core values',
  },
  {
    page: 'portfolio',
    block: { id: 'industries', type: 'tags' },
    list: 'items',
    names: [
      'E-commerce',
      'Healthcare',
      'Education',
      'Tourism',
      'Restaurant',
      'Real Estate',
      'Fashion',
      'Technology',
      'Manufacturing',
      'Consulting',
      'Retail',
      'Services',
    ],
    what: 'industries',
  },
  {
    page: 'contact',
    block: { id: 'contact-form', type: 'contact-form' },
    list: 'serviceOptions',
    names: [
      'SEO Services',
      'Website Development',
      'Social Media Marketing',
      'Google Ads',
      'Complete Digital Marketing',
      'Consultation',
    ],
    what: "options of 'Service Interested In'",
  },
];

/** The services overview's 'Get Quote' chat on each service embeds the service's title (SPEC.md §2). */
export const quoteChat = {
  page: 'services' as PageKey,
  block: cards('services', /core services/i),
  label: 'Get Quote',
};
