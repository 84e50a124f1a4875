// Pages from content files (issue #36, item 2), through the real CLI on the minimal fixture: every
// content/pages/**/<name>.yml beyond the fixed pages is a generic page at its path, built, in the
// sitemap and checked; a file that cannot be a page fails build and check naming it; a draft page
// file is left out. The footer's bottom line takes its links from site.yml (`footer.legal`).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { readTree } from './helpers.ts';

let content: string;
let root: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  content = await siteCopy();
  root = path.dirname(content);
  env = { AGENCY_SITE_CACHE_DIR: path.join(root, 'cache'), AGENCY_SITE_NOW: '2030-06-01' };
});
afterEach(() => removeSite(content));

const page = (title: string, extra = '', body = 'Some words.') =>
  [
    `title: ${title}`,
    `description: The ${title} page.`,
    extra,
    'blocks:',
    '  - type: hero',
    `    heading: ${title} heading`,
    '  - type: prose',
    '    id: words',
    '    heading: Words',
    `    body: "${body}"`,
    '',
  ].join('\n');
const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(content, rel)), { recursive: true });
  await writeFile(path.join(content, rel), text);
};
const build = () => runCli(['build', '--content', content, '--out', path.join(root, 'dist')], { env, timeout: 90_000 });
const check = () => runCli(['check', '--content', content], { env, timeout: 90_000 });
const read = (rel: string) => readFile(path.join(root, 'dist', rel), 'utf8');

/** The about page links to /careers; the footer's bottom line to /legal/terms (site.yml `footer.legal`). */
async function linkThem() {
  const about = path.join(content, 'pages/about.yml');
  await writeFile(
    about,
    (await readFile(about, 'utf8')).replace(
      '        href: /contact\n',
      '        href: /contact\n      - { kind: link, label: Join us, href: /careers }\n',
    ),
  );
  const site = path.join(content, 'site.yml');
  await writeFile(
    site,
    (await readFile(site, 'utf8')).replace(
      /^footer:\n/m,
      'footer:\n  legal:\n    - { label: Terms, href: /legal/terms }\n',
    ),
  );
}

describe('page files', () => {
  it('builds pages/careers.yml at /careers and pages/legal/terms.yml at /legal/terms, in the sitemap, linked and checked', async () => {
    await write('pages/careers.yml', page('Careers', 'aliases: [/jobs]', 'See [our services](/services).'));
    await write('pages/legal/terms.yml', page('Terms'));
    await linkThem();
    const c = await check();
    expect(c.stdout + c.stderr).toContain('check passed');
    expect(c.code).toBe(0);
    const b = await build();
    expect(b.stderr).toBe('');
    expect(b.code).toBe(0);
    const careers = await read('careers/index.html');
    expect(careers).toContain('Careers heading');
    expect(careers).toContain('<a href="/services">our services</a>');
    expect(await read('legal/terms/index.html')).toContain('Terms heading');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('/careers</loc>');
    expect(sitemap).toContain('/legal/terms</loc>');
    expect(await read('about/index.html')).toContain('href="/careers"');
    expect(await read('index.html')).toContain('<span class="footer-legal"> · <a href="/legal/terms">Terms</a></span>');
    expect(await read('jobs/index.html')).toContain('/careers'); // its alias leads to it
  }, 180_000);

  it('checks the links inside a page file', async () => {
    await write('pages/careers.yml', page('Careers', '', 'Apply at [the jobs page](/no-such-page).'));
    const c = await check();
    expect(c.code).toBe(1);
    expect(c.stdout + c.stderr).toMatch(/pages\/careers\.yml:\d+.*\/no-such-page/);
  }, 120_000);

  it('fails build and check on a file that cannot be a page, naming each', async () => {
    await write('pages/Careers_Page.yml', page('Bad name'));
    await write('pages/blog/news.yml', page('Under the blog'));
    await write('pages/services/subservices/extra.yml', page('Under the sub-services'));
    await write('pages/notes.txt', 'not a page');
    await write('pages/terms.yaml', page('Wrong extension'));
    for (const r of [await check(), await build()]) {
      const out = r.stdout + r.stderr;
      expect(r.code, out).toBe(1);
      expect(out).not.toMatch(/Internal error|    at /);
      expect(out).toMatch(/pages\/Careers_Page\.yml.*not a valid slug/);
      expect(out).toMatch(/pages\/blog\/news\.yml.*\/blog\/news is under \/blog/);
      expect(out).toMatch(/pages\/services\/subservices\/extra\.yml.*under \/services\/Subservices/);
      expect(out).toMatch(/pages\/notes\.txt.*not a page file/);
      expect(out).toMatch(/pages\/terms\.yaml.*rename it to \.yml/);
    }
  }, 180_000);

  it('reports a page file that breaks the page schema at its file and line', async () => {
    await write('pages/careers.yml', 'title: Careers\ndescription: Jobs.\nblocks:\n  - type: nonsense\n');
    const r = await check();
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/pages\/careers\.yml:4/);
  }, 120_000);

  it('leaves a draft page file out of the build and reports a published link to it', async () => {
    await write('pages/careers.yml', page('Careers', 'draft: true'));
    const b = await build();
    expect(b.code).toBe(0);
    expect(b.stdout).toMatch(/left out 1 draft.*pages\/careers\.yml/);
    const files = await readTree(path.join(root, 'dist'));
    expect(files.has('careers/index.html')).toBe(false);
    expect(files.get('sitemap.xml')).not.toContain('careers');
    await linkThem();
    const c = await check();
    expect(c.code).toBe(1);
    expect(c.stdout + c.stderr).toMatch(/pages\/about\.yml:\d+.*\/careers.*draft/);
  }, 180_000);
});
