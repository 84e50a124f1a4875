// updateContent must agree with loadContent, and step aside (undefined) whenever it is not sure.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadContent, type SiteContent } from '../../../src/site/content/load.ts';
import { updateContent } from '../../../src/site/dev/content-update.ts';
import { copyContent } from './helpers.ts';

let site: Awaited<ReturnType<typeof copyContent>>;
let content: SiteContent;
const file = (rel: string) => path.join(site.contentDir, rel);
const post = 'blog/whatsapp-business-marketing-india.md';

beforeAll(async () => {
  site = await copyContent();
  const loaded = await loadContent(site.contentDir);
  if (!loaded.ok) throw new Error('copy does not load');
  content = loaded.content;
});
afterAll(() => site?.cleanup());

/** Content without the line-lookup functions (they differ by identity only); file order is not meaningful. */
const data = (c: SiteContent) => ({ ...c, lines: [...c.lines.keys()].sort(), files: [...c.files].sort() });

async function withEdit(rel: string, change: (t: string) => string, check: () => Promise<void>) {
  const before = await readFile(file(rel), 'utf8');
  await writeFile(file(rel), change(before));
  try {
    await check();
  } finally {
    await writeFile(file(rel), before);
  }
}

test.each([
  ['a post body', post, (t: string) => `${t}\nMore words.\n`],
  ['a post date (reorders posts)', post, (t: string) => t.replace(/^date: .*$/m, 'date: 2018-05-05')],
  ['site.yml', 'site.yml', (t: string) => t.replace(/^tagline: .*$/m, 'tagline: Changed')],
  ['a page', 'pages/about.yml', (t: string) => t.replace(/^title: .*$/m, 'title: Changed')],
  ['the blog page', 'pages/blog.yml', (t: string) => t.replace(/^title: .*$/m, 'title: Changed')],
  ['a sub-service', 'subservices/branding.yml', (t: string) => t.replace(/^title: .*$/m, 'title: Changed')],
])('%s: same content as loadContent', async (_name, rel, change) => {
  await withEdit(rel, change, async () => {
    const updated = await updateContent(content, [file(rel)]);
    const full = await loadContent(site.contentDir);
    expect(updated).toBeDefined();
    expect(full.ok).toBe(true);
    expect(data(updated!)).toEqual(data((full as { content: SiteContent }).content));
  });
});

test('unchanged entries keep their identity', async () => {
  await withEdit(post, (t) => `${t}\nMore.\n`, async () => {
    const updated = (await updateContent(content, [file(post)]))!;
    const changed = updated.posts.find((p) => p.file.endsWith(post))!;
    expect(content.posts).not.toContain(changed);
    for (const p of updated.posts) if (p !== changed) expect(content.posts).toContain(p);
    expect(updated.pages).toBe(content.pages);
    expect(updated.subservices).toBe(content.subservices);
    expect(updated.site).toBe(content.site);
  });
});

test.each([
  ['broken YAML', post, (t: string) => t.replace(/^title: .*$/m, 'title: [unclosed')],
  ['a schema error', post, (t: string) => t.replace(/^date: .*$/m, 'date: someday')],
  ['a post page without a body', post, (t: string) => t.slice(0, t.indexOf('---', 4) + 4)],
  ['front matter in another language', post, (t: string) => t.replace(/^---\n/, '---js\n')],
])('%s: left to loadContent (undefined)', async (_name, rel, change) => {
  await withEdit(rel, change, async () => {
    expect(await updateContent(content, [file(rel)])).toBeUndefined();
  });
});

test('new, deleted and unknown files are left to loadContent', async () => {
  const added = file('blog/brand-new.md');
  await writeFile(added, await readFile(file(post), 'utf8'));
  expect(await updateContent(content, [added])).toBeUndefined();
  await rm(added);
  expect(await updateContent(content, [file('blog/no-such-post.md')])).toBeUndefined();
  expect(await updateContent(content, [file('notes.txt')])).toBeUndefined();
  expect(await updateContent(content, [file('blog/nested/post.md')])).toBeUndefined();
});
