// Drafts and scheduled posts through the real CLI (Hugo's `draft` and `publishDate` are the model):
// `build` leaves out a draft and a post dated after today (its page, listings, category counts,
// feed, sitemap) and says so; --drafts and --future put them back; a build after the day comes
// equals a cold build; `check` names a published link to either; `new post --draft`. "Today" is
// AGENCY_SITE_NOW, so the test never ages.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { siteCopy, removeSite } from '../../helpers/sites.ts';
import { readTree } from './helpers.ts';

let content: string;
let root: string;
let env: NodeJS.ProcessEnv;
const BEFORE = '2030-06-01';
const AFTER = '2030-07-01';

const post = (title: string, extra: string, body = 'A body.') =>
  [
    '---',
    `title: ${title}`,
    'excerpt: Words.',
    'image: https://images.unsplash.com/photo-9?w=800&h=450',
    'imageAlt: A chart',
    'author: Team',
    extra,
    'category: SEO',
    'readTime: 2 min read',
    '---',
    body,
    '',
  ].join('\n');

beforeEach(async () => {
  content = await siteCopy();
  root = path.dirname(content);
  env = { AGENCY_SITE_CACHE_DIR: path.join(root, 'cache'), AGENCY_SITE_NOW: BEFORE };
  await writeFile(
    path.join(content, 'blog/work-in-progress.md'),
    post('Work in progress', 'date: 2025-04-01\ndraft: true'),
  );
  await writeFile(path.join(content, 'blog/next-month.md'), post('Next month', 'date: 2030-06-20'));
  await writeFile(
    path.join(content, 'subservices/draft-service.yml'),
    'kind: stub\ntitle: Draft service\ntagline: Soon.\nprice: 999\ndescription: Not yet.\ndraft: true\n',
  );
});
afterEach(() => removeSite(content));

const build = (out: string, ...flags: string[]) =>
  runCli(['build', '--content', content, '--out', path.join(root, out), ...flags], { env, timeout: 90_000 });
const read = (out: string, rel: string) => readFile(path.join(root, out, rel), 'utf8');
/** The SEO count in the blog's category list. */
const seoCount = async (out: string) =>
  /category\/seo">SEO <span class="count">(\d+)</.exec(await read(out, 'blog/index.html'))?.[1];

describe('build', () => {
  it('leaves a draft and a scheduled post out of pages, listings, counts, feed and sitemap, and says so', async () => {
    const r = await build('dist');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const files = await readTree(path.join(root, 'dist'));
    expect(files.has('services/Subservices/draft-service/index.html')).toBe(false);
    for (const slug of ['work-in-progress', 'next-month', 'draft-service']) {
      expect(files.has(`blog/${slug}/index.html`), slug).toBe(false);
      for (const [file, text] of files)
        if (/\.(html|xml)$/.test(file)) expect(text, `${file} mentions ${slug}`).not.toContain(slug);
    }
    expect(await seoCount('dist')).toBe('2'); // the fixture's two SEO posts
    // In the order of the kinds of content (src/site/kinds/index.ts): sub-services before posts.
    expect(r.stdout).toMatch(
      /left out 2 drafts \(--drafts includes them\): \S*subservices\/draft-service\.yml, \S*blog\/work-in-progress\.md\n/,
    );
    expect(r.stdout).toMatch(
      /left out 1 scheduled post \(--future includes them\): \S*blog\/next-month\.md \(2030-06-20\)/,
    );
    expect(r.stdout).toContain('next post goes live 2030-06-20');
  }, 120_000);

  it('--drafts and --future include them; a draft has a Draft badge and noindex', async () => {
    const r = await build('dist', '--drafts', '--future');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('left out');
    const draft = await read('dist', 'blog/work-in-progress/index.html');
    expect(draft).toContain('<meta name="robots" content="noindex"/>');
    expect(draft).toContain('class="draft-badge"');
    const scheduled = await read('dist', 'blog/next-month/index.html');
    expect(scheduled).not.toContain('noindex');
    expect(await seoCount('dist')).toBe('4');
    const sitemap = await read('dist', 'sitemap.xml');
    expect(sitemap).toContain('/blog/next-month');
    expect(sitemap, 'a draft is noindex, so never in the sitemap').not.toContain('/blog/work-in-progress');
    const feed = await read('dist', 'blog/feed.xml');
    expect(feed).toContain('Next month');
    expect(feed, 'a draft is never in the feed, even with --drafts').not.toContain('/blog/work-in-progress');
  }, 120_000);

  it('a post whose day has come is built by the next build though no file changed, as a cold build makes it', async () => {
    expect((await build('dist')).code).toBe(0);
    env.AGENCY_SITE_NOW = AFTER;
    const r = await build('dist');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('scheduled post');
    expect(await read('dist', 'blog/next-month/index.html')).toContain('Next month');
    const cold = await build('cold');
    expect(cold.code).toBe(0);
    const [warm, fresh] = [await readTree(path.join(root, 'dist')), await readTree(path.join(root, 'cold'))];
    const skip = (f: string) => f.startsWith('.agency-site');
    expect([...warm.keys()].filter((f) => !skip(f)).sort()).toEqual([...fresh.keys()].filter((f) => !skip(f)).sort());
    const differ = [...fresh].filter(([f, text]) => !skip(f) && warm.get(f) !== text).map(([f]) => f);
    expect(differ).toEqual([]);
    expect(await seoCount('dist')).toBe('3');
  }, 120_000);
});

it('refuses an AGENCY_SITE_NOW that is not a date, naming it (exit 2)', async () => {
  env.AGENCY_SITE_NOW = 'next tuesday';
  const r = await build('dist');
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('AGENCY_SITE_NOW must be a day (2026-03-01) or an ISO date and time');
  expect(r.stderr).not.toMatch(/\bat \S+\.ts:\d+/); // no stack trace
}, 60_000);

describe('check', () => {
  it('names file and line of a published link to a draft and to a scheduled post; a scheduled post says when it goes live', async () => {
    const linking = path.join(content, 'blog/first-post.md');
    const text =
      (await readFile(linking, 'utf8')) + '\nSee [the draft](/blog/work-in-progress) and [soon](/blog/next-month).\n';
    await writeFile(linking, text);
    const line = text.split('\n').findIndex((l) => l.startsWith('See [the draft]')) + 1;
    await writeFile(
      path.join(content, 'blog/odd-category.md'),
      post('Odd', 'date: 2030-08-01').replace('category: SEO', 'category: Cooking'),
    );
    const r = await runCli(['check', '--content', content, '--format', 'json'], { env, timeout: 60_000 });
    expect(r.code).toBe(1);
    const found = JSON.parse(r.stdout) as {
      file: string;
      line: number;
      rule: string;
      severity: string;
      message: string;
    }[];
    const links = found.filter((f) => f.rule === 'links/internal');
    expect(links.map((f) => [path.relative(content, f.file), f.line, f.severity])).toEqual([
      ['blog/first-post.md', line, 'error'],
      ['blog/first-post.md', line, 'error'],
    ]);
    expect(links.map((f) => f.message).join('\n')).toMatch(
      /link to \/blog\/work-in-progress: \S*work-in-progress\.md is a draft \(draft: true\)/,
    );
    expect(links.map((f) => f.message).join('\n')).toMatch(
      /link to \/blog\/next-month: \S*next-month\.md is scheduled for 2030-06-20/,
    );
    const odd = found.find((f) => f.file.endsWith('odd-category.md') && f.severity === 'error');
    expect(odd?.message, 'a scheduled post is held to the blog rules before its day').toMatch(
      /^category "Cooking" is not in the blog's categories/,
    );
    const dated = found.find((f) => f.file.endsWith('next-month.md') && f.rule === 'blog');
    expect(dated?.message).toBe(
      'dated 2030-06-20, after today: scheduled, so build leaves it out (page, listings, feed, sitemap) and it goes live with the first build on or after 2030-06-20; build --future previews it',
    );
    // Once the day has come, the same link is fine.
    const later = await runCli(['check', '--content', content, '--format', 'json'], {
      env: { ...env, AGENCY_SITE_NOW: AFTER },
      timeout: 60_000,
    });
    expect(
      (JSON.parse(later.stdout) as { file: string; message: string }[]).filter(
        (f) => f.message.includes('next-month') || f.file.endsWith('next-month.md'),
      ),
    ).toEqual([]);
  }, 120_000);
});

it('new post --draft writes draft: true, which build leaves out', async () => {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'agency-new-draft-'));
  try {
    const r = await runCli(['new', 'post', 'Half Written', '--draft', '--content', content], {
      env,
      cwd,
      timeout: 60_000,
    });
    expect(r.code).toBe(0);
    const text = await readFile(path.join(content, 'blog/half-written.md'), 'utf8');
    expect(text).toMatch(/^draft: true\b/m);
    const plain = await runCli(['new', 'post', 'Plain', '--content', content], { env, cwd, timeout: 60_000 });
    expect(plain.code).toBe(0);
    expect(await readFile(path.join(content, 'blog/plain.md'), 'utf8')).toMatch(/^draft: false$/m); // written out, as the CMS writes it
    const b = await build('dist');
    expect(b.stdout).toMatch(/left out 3 drafts .*half-written\.md/);
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}, 120_000);
