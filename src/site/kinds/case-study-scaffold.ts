// `agency-site new case-study <slug>`: a case study to start from, valid for its schema (with
// `--draft`, left out of builds until that line goes), its {placeholders} flagged by `check` until replaced.
import type { Scaffold } from './kind.ts';

export const caseStudyScaffold: Scaffold = {
  command: 'case-study',
  dir: 'case-studies',
  ext: '.yml',
  route: (slug) => `/portfolio/${slug}`,
  needsContent: false,
  text: ({ draft }) =>
    [
      '# A case study: its own page at /portfolio/<this file name>, listed on /portfolio.',
      'title: "{title}"',
      'category: E-commerce # one of: E-commerce, Travel & Tourism, Social Media Marketing, SEO, Healthcare, Fashion & Retail',
      'client: "{client}: the business and its town, as the client agreed to be named"',
      'description: "{description}: a sentence or two for the card and search results"',
      'image:',
      '  src: images/analytics.svg # a picture in content/images/',
      '  alt: "{imageAlt}: what the picture shows"',
      'problem: "{problem}: what the client needed, in a short paragraph"',
      'work:',
      '  - "{work}: one thing done, per line"',
      'results: # each a figure: value "3×", "60%", "2,000+"; a result without a number goes in outcomes',
      '  - { value: "{value}: 3×", label: "{label}: what the figure measures" }',
      'services: ["{service}"]',
      'technologies: ["{technology}"]',
      '# quote: { text: "…", author: "…", role: "Owner, …" } # the client\'s words, once they agree',
      'cta:',
      '  type: cta',
      '  heading: "{ctaHeading}"',
      '  actions:',
      '    - { kind: chat, label: Chat on WhatsApp, message: "Hi! I read a case study of yours and want similar results.", style: primary }',
      ...(draft ? ['draft: true # dev shows it, build leaves it out: remove this line to publish'] : []),
      '',
    ].join('\n'),
};
