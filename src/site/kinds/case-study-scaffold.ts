// `agency-site new case-study <slug>`: a case study to start from, valid for its schema (with
// `--draft`, left out of builds until it says `draft: false`), its {placeholders} flagged by `check` until replaced.
// `new` writes it in the CMS's text (cli/commands/new.ts), so no comments here: the schema's
// descriptions say what each field is.
import type { Scaffold } from '../model/kind.ts';

export const caseStudyScaffold: Omit<Scaffold, 'dir' | 'ext' | 'route'> = {
  command: 'case-study',
  noun: 'case study',
  description: 'a case study page to fill in',
  from: 'slug',
  drafts: true,
  needsContent: false,
  text: ({ draft }) =>
    [
      'title: "{title}"',
      'category: E-commerce',
      'client: "{client}: the business and its town, as the client agreed to be named"',
      'description: "{description}: a sentence or two for the card and search results"',
      'image:',
      '  src: images/analytics.svg',
      '  alt: "{imageAlt}: what the picture shows"',
      'problem: "{problem}: what the client needed, in a short paragraph"',
      'work:',
      '  - "{work}: one thing done, per line"',
      'results:',
      '  - { value: "{value}: 3×", label: "{label}: what the figure measures" }',
      'services: ["{service}"]',
      'technologies: ["{technology}"]',
      'cta:',
      '  type: cta',
      '  heading: "{ctaHeading}"',
      '  actions:',
      '    - { kind: chat, label: Chat on WhatsApp, message: "Hi! I read a case study of yours and want similar results.", style: primary }',
      ...(draft ? ['draft: true'] : []),
      '',
    ].join('\n'),
};
