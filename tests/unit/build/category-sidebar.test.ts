// The blog's category sidebar with many categories: /blog lists them all, every other listing page
// at most SIDEBAR_CATEGORIES (and its own), then links to that full list. Every category page
// listing every category made the output grow with the square of their number (10,000: 11 GB).
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIDEBAR_CATEGORIES } from '../../../src/site/routes.ts';
import { root } from '../../helpers/sites.ts';
import { tempSite, type TempSite } from './helpers.ts';

const exec = promisify(execFile);
const topics = Array.from({ length: 48 }, (_, i) => `Topic ${i + 1}`);
let site: TempSite;

beforeAll(async () => {
  site = await tempSite(4); // enough posts for a second page of /blog
  const blogYml = path.join(site.contentDir, 'pages/blog.yml');
  const listed = topics.map((t) => `    - { name: ${t}, slug: ${t.toLowerCase().replace(' ', '-')} }`).join('\n');
  await writeFile(
    blogYml,
    (await readFile(blogYml, 'utf8')).replace(
      /    - name: Social Media\n      slug: social-media\n(?:      description: .*\n)?/,
      `$&${listed}\n`,
    ),
  );
  const post = await readFile(path.join(site.contentDir, 'blog/second-post.md'), 'utf8');
  await writeFile(
    path.join(site.contentDir, 'blog/late-topic.md'),
    post.replace(/^title: .*$/m, 'title: Late topic').replace(/^category:.*(\n\s.*)*$/m, 'category: Topic 48'),
  );
  await exec(
    process.execPath,
    [path.join(root, 'bin/agency-site.js'), 'build', '--content', site.contentDir, '--out', site.outDir],
    {
      env: { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: site.cache },
    },
  );
}, 120_000);
afterAll(() => site?.remove());

async function sidebar(route: string) {
  const html = parse(await readFile(path.join(site.outDir, route, 'index.html'), 'utf8'));
  return html.querySelectorAll('.category-list li a').map((a) => ({
    href: a.getAttribute('href'),
    text: a.text.replace(/\s+/g, ' ').trim(),
    current: a.getAttribute('aria-current'),
  }));
}

it('/blog lists every category', async () => {
  const links = await sidebar('blog');
  expect(links).toHaveLength(1 + 50);
  expect(links.at(-1)).toMatchObject({ href: '/blog/category/topic-48', text: 'Topic 48 1' });
});

it('a category page lists the first categories and links to the full list on /blog', async () => {
  const links = await sidebar('blog/category/seo');
  expect(links).toHaveLength(1 + SIDEBAR_CATEGORIES + 1);
  expect(links[1]).toMatchObject({ href: '/blog/category/seo', current: 'page' });
  expect(links.at(-1)).toEqual({ href: '/blog#blog-categories-title', text: 'Categories 50', current: undefined });
});

it('a category past the bound still shows itself, marked as the current page', async () => {
  const links = await sidebar('blog/category/topic-48');
  expect(links).toHaveLength(1 + SIDEBAR_CATEGORIES + 2);
  expect(links.at(-2)).toMatchObject({ href: '/blog/category/topic-48', current: 'page' });
  expect(links.at(-1)!.href).toBe('/blog#blog-categories-title');
});

it('later pages of /blog are bounded too; the link leads to an anchor /blog has', async () => {
  expect(await sidebar('blog/page/2')).toHaveLength(1 + SIDEBAR_CATEGORIES + 1);
  const blog = parse(await readFile(path.join(site.outDir, 'blog/index.html'), 'utf8'));
  expect(blog.getElementById('blog-categories-title')).not.toBeNull();
});
