// The rule ids and what each checks, with no imports: `agency-site check --help` prints this
// without loading the engine, and every rule module takes its description from here.

export const ruleCatalog = [
  {
    id: 'schema',
    description:
      'every content file parses and matches its schema (the same schemas the build uses): real dates, site paths without backslashes, text without control characters, regular files only…; content/public/ files the build can copy',
    also: ['yaml', 'front-matter', 'missing-file', 'not-a-file', 'slug', 'encoding', 'link', 'public'],
  },
  { id: 'render', description: 'every route renders without an error' },
  {
    id: 'links/internal',
    description:
      'links to pages and files resolve to a built route (exact case) or file; #anchors exist on the target page; ids are unique',
  },
  {
    id: 'links/external',
    description:
      'only http(s), mailto:, tel: and https://wa.me/<number>?text=<encoded> chat links; well-formed; new-tab links carry rel="noopener noreferrer"',
  },
  {
    id: 'subservices',
    description:
      "sub-service files end in .yml; full pages show their title as the heading and send every call to action, labelled `ctaLabel`, to /contact; 'Learn More' links lead to a sub-service page",
  },
  {
    id: 'titles',
    description: "every page's <title> is its own: pages that share a title carry a `label` that tells them apart",
  },
  {
    id: 'meta-length',
    description:
      "titles and descriptions fit what search results show: a warning where a page's <title> passes ~60 characters (the site's name counted, and left out first) or its description ~160, at the field the words were written in",
  },
  {
    id: 'descriptions',
    description:
      "every page search engines list has a meta description of its own: a warning where pages share one, at the field each took it from, naming the others (a listing's later pages repeat their first page's, as they should)",
  },
  {
    id: 'share-cards',
    description:
      "share cards can draw every character they show (page titles, the site's name, tagline, section labels): Latin, Greek, Cyrillic, Bengali, Devanagari; any other (Arabic, Hebrew, emoji…) is a warning, as the card leaves it out",
  },
  {
    id: 'process-steps',
    description: 'every process block numbers its steps 1…n without gaps, and has as many steps as its `count` says',
  },
  {
    id: 'blog',
    description:
      'posts: unique, local posts have a body, external posts an absolute url, images have alt text, known categories (scheduled posts too), when a post dated after today goes live (a warning)',
  },
  {
    id: 'images',
    description:
      'pictures in content/images/ exist, are files of the content folder within 50 MB and 40 megapixels, and decode to the last byte; none is narrower than the widest it is shown; self-hosted pictures the last build could not download (alt text: schema and blog)',
  },
  { id: 'placeholders', description: 'no unfilled {placeholder} left on any rendered page' },
  {
    id: 'raw-html',
    description:
      'no raw HTML in Markdown (prose blocks, post bodies), which is published as visible code: a warning at its line saying what to write instead (an embed block for a pasted video, map or post iframe)',
  },
  {
    id: 'redirects',
    description:
      'old addresses (`aliases`, site.yml `redirects`) lead to a built page in one step: no missing target, no chain, no loop, none from the address of a live page, each old path once (content/public/_redirects included)',
  },
  {
    id: 'hosts',
    description:
      "the hosts' files fit every host's limits (build stops on these too): no _headers line over 2,000 characters (the Content-Security-Policy grows with the hosts pictures are linked from), at most 100 header rules, 2,000 static and 100 dynamic redirects, no _redirects line over 1,000 characters, no nginx value over 4,096 bytes",
  },
  {
    id: 'orphans',
    description:
      'every published page can be reached from the home page by following links, as visitors and crawlers do (not only through the sitemap)',
  },
  {
    id: 'header',
    description:
      "the header's links: at most eight in site.yml `nav` (a warning past eight: the header is laid out for eight, and more leave its links behind the menu button on most screens)",
  },
  {
    id: 'structured-data',
    description:
      "what search engines are told of the business: a warning while site.yml's localBusiness lacks geo or priceRange (Google recommends both for a LocalBusiness); review or rating markup on a page, self-serving from the site's own testimonials",
  },
  // The launch profile (`--profile launch`): SPEC.md's figures, the test of the shipped content.
  {
    id: 'launch/subservices',
    profile: 'launch',
    description:
      "the nineteen sub-service slugs of SPEC.md with their kind, title, price or CTA label; each service page's 'Learn More' target",
  },
  {
    id: 'launch/process-steps',
    profile: 'launch',
    description: 'the number of process steps SPEC.md gives each page (4 or 5)',
  },
  {
    id: 'launch/counts',
    profile: 'launch',
    description: 'the counts SPEC.md fixes: cards, testimonials, FAQs, industries, navigation links, stub prices…',
  },
  {
    id: 'launch/copy',
    profile: 'launch',
    description:
      "the words SPEC.md quotes: button and form labels, headings, statistics as given, the core values, industries and services it names, 'Get Quote' chats naming their service, a chat message of its own per page",
  },
  {
    id: 'launch/blog',
    profile: 'launch',
    description:
      "SPEC.md's blog: 7 posts, one featured, the posts per category, the sidebar's categories, the articles published locally, 6 cards on the first page",
  },
  // The publish profile (`--profile publish`): the site is ready to go live.
  {
    id: 'publish/samples',
    profile: 'publish',
    description:
      'no value shipped as a sample is left: example.in addresses (site, lead service, e-mail, links), the sample phone and WhatsApp number, text marked SAMPLE, placeholders of words in braces',
  },
] as const satisfies readonly {
  id: string;
  description: string;
  also?: readonly string[];
  profile?: 'launch' | 'publish';
}[];

export type RuleId = (typeof ruleCatalog)[number]['id'];

/**
 * `default`: what must hold for every version of the site. `launch`: those rules and SPEC.md's
 * launch figures, the conformance test of the shipped content (CI runs it; a grown site need not).
 * `publish`: the default rules and no sample value left, the gate before going live (the deploy
 * workflow runs it).
 */
export const profileNames = ['default', 'launch', 'publish'] as const;
export type ProfileName = (typeof profileNames)[number];

/** The rule ids a profile runs, in catalog order. */
export function profileRules(profile: ProfileName): RuleId[] {
  return ruleCatalog.filter((r) => !('profile' in r) || profile === r.profile).map((r) => r.id);
}

export function describeRule(id: RuleId): string {
  return ruleCatalog.find((r) => r.id === id)!.description;
}

/** The "Rules:" section of `agency-site check --help`. */
export function rulesHelp(): string {
  const width = Math.max(...ruleCatalog.map((r) => r.id.length));
  const line = (r: (typeof ruleCatalog)[number]) => {
    const also = 'also' in r ? ` (also reported as ${r.also.join(', ')})` : '';
    return `  ${r.id.padEnd(width)}  ${r.description}${also}`;
  };
  const of = (profile?: string) =>
    ruleCatalog
      .filter((r) => ('profile' in r ? r.profile : undefined) === profile)
      .map(line)
      .join('\n');
  return `\nRules of every version of the site (each finding names one):\n${of()}\n\nWith --profile launch, also SPEC.md's launch figures (the test of the shipped content):\n${of('launch')}\n\nWith --profile publish, also no sample value left (the gate before going live):\n${of('publish')}\n\nExit status: 0 clean (warnings allowed unless --strict), 1 with findings, 2 usage error.\n`;
}
