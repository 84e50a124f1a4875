// `agency-site new`: a content file to start from, valid for the schemas, its placeholders flagged
// by `check` until replaced; never over a file that exists.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { slugOf } from '../../../src/cli/commands/new.ts';
import { check } from '../../../src/site/check/index.ts';
import { cmsFileText, cmsRead } from '../../../src/site/cms/format.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { fixtureContent, removeFixture } from '../check/fixtures.ts';
import { runCli } from '../../helpers/cli.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let content: string;
beforeAll(async () => {
  content = await fixtureContent(); // passes every check rule
});
afterAll(async () => {
  await removeFixture(content);
});

async function run(args: string[]) {
  return runCli(['new', ...args, '--content', content]);
}

/** The file at `rel` is in the text the CMS saves for it (cms/format.ts): its first edit there is a one-line diff. */
async function expectCmsText(rel: string) {
  const text = await readFile(path.join(content, rel), 'utf8');
  const { data, body } = cmsRead(text, rel.endsWith('.md'));
  expect(text).toBe(cmsFileText(defaultSite.kinds, rel, data, body));
}

it('makes a slug from a title a person writes', () => {
  expect(slugOf('Google Ads for Small Businesses!')).toBe('google-ads-for-small-businesses');
  expect(slugOf('  Café SEO: 5 tips  ')).toBe('cafe-seo-5-tips');
  expect(slugOf('₹4,999 packages')).toBe('4-999-packages');
});

it('new post writes a post that loads, dated today, in a category of the blog, with placeholders check flags', async () => {
  const r = await run(['post', 'Reels that sell: a guide']);
  expect(r.code, r.stderr).toBe(0);
  const file = path.join(content, 'blog', 'reels-that-sell-a-guide.md');
  expect(r.stdout).toContain(`Created ${file}`);
  expect(r.stdout).toContain('http://127.0.0.1:4321/blog/reels-that-sell-a-guide');
  const loaded = await loadContent(content, defaultSite.kinds);
  expect(loaded.ok, JSON.stringify(loaded.diagnostics)).toBe(true);
  if (!loaded.ok) return;
  const post = loaded.content.posts.find((p) => p.slug === 'reels-that-sell-a-guide')!;
  const now = new Date();
  expect(post.data.date).toBe(
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
  );
  expect(loaded.content.blogPage.listing.categories.map((c) => c.name)).toContain(post.data.category[0]);
  expect(post.data.title).toBe('Reels that sell: a guide');
  await expectCmsText('blog/reels-that-sell-a-guide.md');
  const flagged = (await check({ site: defaultSite, contentDir: content })).diagnostics.filter(
    (d) => d.rule === 'placeholders' && d.file.endsWith('reels-that-sell-a-guide.md'),
  );
  expect(flagged.map((d) => d.message.match(/"(\{\w+\})"/)?.[1]).sort()).toEqual([
    '{author}',
    '{body}',
    '{excerpt}',
    '{imageAlt}',
  ]);
});

it("new post dates the post on the build's clock: AGENCY_SITE_NOW where set, as build and check read it", async () => {
  const r = await runCli(['new', 'post', 'Dated by the clock', '--content', content], {
    env: { AGENCY_SITE_NOW: '2031-02-03' },
  });
  expect(r.code, r.stderr).toBe(0);
  expect(await readFile(path.join(content, 'blog', 'dated-by-the-clock.md'), 'utf8')).toMatch(/^date: 2031-02-03$/m);
}, 60_000);

it('never writes over a file that exists, naming it (exit 1, nothing changed); a slug that is not one is a usage error', async () => {
  const file = path.join(content, 'blog', 'reels-that-sell-a-guide.md');
  await writeFile(file, 'mine');
  const again = await run(['post', 'Reels that sell: a guide']);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('reels-that-sell-a-guide.md already exists: nothing was changed');
  expect(await readFile(file, 'utf8')).toBe('mine');
  const notSlug = await run(['post', 'Anything', '--slug', 'feed.xml']);
  expect(notSlug.code).toBe(2);
  expect(notSlug.stderr).toContain('the slug "feed.xml" is not a slug');
  expect((await run(['post', '!!!'])).code).toBe(2); // no slug can be made of it
});

it('new subservice writes a stub to fill in; a slug that is not one is a usage error', async () => {
  const r = await run(['subservice', 'local-ads']);
  expect(r.code, r.stderr).toBe(0);
  expect(await readFile(path.join(content, 'subservices', 'local-ads.yml'), 'utf8')).toMatch(/^kind: stub$/m);
  await expectCmsText('subservices/local-ads.yml');
  expect((await run(['subservice', 'Local Ads'])).code).toBe(2);
  expect((await run(['subservice', 'local-ads'])).code).toBe(1);
});
