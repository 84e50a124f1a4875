// The site the page-rendering tests look at: never the shipped content/ (an editor's change there
// must fail only the conformance test, check --profile launch), but the check fixtures' base site
// (tests/fixtures/check/base: every block SPEC.md's pages have) copied to a temp folder, with the
// layouts and links below switched on so that each thing the renderer offers is on some page
// (compact cards, the tilted home cards and the alternating rows the base has already).
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixtures } from './sites.ts';

export const baseSite = path.join(fixtures, 'check/base');

/** [file, text in it (every match of a RegExp), what it becomes]: each must apply, so a changed base fails loudly here. */
const edits: readonly (readonly [string, string | RegExp, string])[] = [
  ['pages/home.yml', '    id: testimonials\n', '    id: testimonials\n    layout: band\n'],
  ['pages/about.yml', '    id: by-the-numbers\n', '    id: by-the-numbers\n    layout: band\n'],
  ['pages/services/seo.yml', '    id: process\n', '    id: process\n    layout: timeline\n'],
  ['pages/portfolio.yml', '    id: industries\n', '    id: industries\n    layout: strip\n'],
  ['pages/portfolio.yml', '    id: case-studies\n', '    id: case-studies\n    layout: spotlight\n'],
  ['pages/contact.yml', '    id: contact-options\n', '    id: contact-options\n    onPhones: stack\n'],
  // Pictures of the site's own (the base's are on another host), for the sizes each is asked for.
  [
    'pages/portfolio.yml',
    /image: \{ src: "https:\/\/images\.example\.com\/case-\d\.jpg"/g,
    'image: { src: images/case-study.svg',
  ],
  ['pages/404.yml', 'label: Go to the home page', 'label: Back to Home'],
  // The SEO page's sub-services name it, so each stub leads back to it and on to the others.
  ...['local-seo', 'technical-seo', 'keyword-research', 'content-optimization'].map(
    (slug) => [`subservices/${slug}.yml`, 'description:', 'service: /services/seo\ndescription:'] as const,
  ),
];

export interface PagesSite {
  contentDir: string;
  remove(): Promise<void>;
}

export async function pagesSite(): Promise<PagesSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-pages-'));
  const contentDir = path.join(dir, 'content');
  await cp(baseSite, contentDir, { recursive: true });
  for (const [file, find, replace] of edits) {
    const abs = path.join(contentDir, file);
    const text = await readFile(abs, 'utf8');
    if (typeof find === 'string' ? !text.includes(find) : !find.test(text))
      throw new Error(`tests/helpers/pages-site.ts: ${file} of the base site no longer has ${JSON.stringify(find)}`);
    await writeFile(abs, text.replace(find, replace));
  }
  await mkdir(path.join(contentDir, 'images'), { recursive: true });
  await writeFile(
    path.join(contentDir, 'images/case-study.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e0e7ff"/></svg>\n',
  );
  return { contentDir, remove: () => rm(dir, { recursive: true, force: true }) };
}
