// The rule ids and what each checks, with no imports: `agency-site check --help` prints this
// without loading the engine, and every rule module takes its description from here.

export const ruleCatalog = [
  {
    id: 'schema',
    description: 'every content file parses and matches its schema (the same schemas the build uses): real dates, site paths without backslashes…; content/public/ files the build can copy',
    also: ['yaml', 'front-matter', 'missing-file', 'slug', 'encoding', 'link', 'public'],
  },
  { id: 'render', description: 'every route renders without an error' },
  {
    id: 'links/internal',
    description: 'links to pages and files resolve to a built route (exact case) or file; #anchors exist on the target page; ids are unique',
  },
  {
    id: 'links/external',
    description: 'only http(s), mailto:, tel: and https://wa.me/<number>?text=<encoded> chat links; well-formed; new-tab links carry rel="noopener noreferrer"',
  },
  {
    id: 'subservices',
    description: "exactly the nineteen sub-service slugs of SPEC.md with their kind, title, price or CTA label; full pages show their title as the heading; 'Learn More' targets",
  },
  { id: 'titles', description: "every page's <title> is its own: pages that share a title carry a `label` that tells them apart" },
  {
    id: 'share-cards',
    description: "share cards can draw every character they show (page titles, the site's name, tagline, section labels): Latin, Greek, Cyrillic, Bengali, Devanagari; any other (Arabic, Hebrew, emoji…) is a warning, as the card leaves it out",
  },
  { id: 'process-steps', description: 'process steps per page as SPEC.md counts them (4 or 5), numbered 1…n without gaps' },
  { id: 'counts', description: 'the counts SPEC.md fixes: cards, testimonials, FAQs, industries, posts, categories, stub prices…' },
  { id: 'blog', description: 'posts: unique, local posts have a body, external posts an absolute url, images have alt text, known categories, no date in the future (a warning)' },
  { id: 'images', description: 'pictures in content/images/ exist, are files of the content folder within 50 MB and 40 megapixels, and decode to the last byte; none is narrower than the widest it is shown; self-hosted pictures the last build could not download (alt text: schema and blog)' },
  { id: 'placeholders', description: 'no unfilled {placeholder} left on any rendered page' },
] as const satisfies readonly { id: string; description: string; also?: readonly string[] }[];

export type RuleId = (typeof ruleCatalog)[number]['id'];

export function describeRule(id: RuleId): string {
  return ruleCatalog.find((r) => r.id === id)!.description;
}

/** The "Rules:" section of `agency-site check --help`. */
export function rulesHelp(): string {
  const width = Math.max(...ruleCatalog.map((r) => r.id.length));
  const lines = ruleCatalog.map((r) => {
    const also = 'also' in r ? ` (also reported as ${r.also.join(', ')})` : '';
    return `  ${r.id.padEnd(width)}  ${r.description}${also}`;
  });
  return `\nRules (each finding names one):\n${lines.join('\n')}\n\nExit status: 0 clean (warnings allowed unless --strict), 1 with findings, 2 usage error.\n`;
}
