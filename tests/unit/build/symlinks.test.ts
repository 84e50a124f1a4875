// A symbolic link among the posts: followed when it leads to a file inside the content folder, by
// a cold build and a cached one alike (a cached build used to ignore what a cold one published);
// refused, naming the link, when it leads out of the content folder.
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { build } from '../../../src/site/build.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { readTree, tempSite, type TempSite } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let site: TempSite;
beforeEach(async () => {
  site = await tempSite(3);
});
afterEach(async () => {
  await site.remove();
});

it('a link to a post kept elsewhere in the content folder is published, cold and cached alike', async () => {
  const options = { site: defaultSite, contentDir: site.contentDir, outDir: site.outDir, cache: site.cache, env: {} };
  await build(options); // the cache now remembers the folder without the link
  await mkdir(path.join(site.contentDir, 'drafts'));
  const kept = path.join(site.contentDir, 'drafts', 'kept-once.md');
  await writeFile(
    kept,
    (await readFile(path.join(site.contentDir, 'blog', 'first-post.md'), 'utf8')).replace(
      /^title: .*$/m,
      'title: Kept once, linked',
    ),
  );
  await symlink('../drafts/kept-once.md', path.join(site.contentDir, 'blog', 'linked-post.md'));
  await build(options);
  const cached = await readTree(site.outDir);
  expect(cached.get('blog/linked-post/index.html')).toContain('Kept once, linked');
  const cold = path.join(site.root, 'cold');
  await build({ ...options, outDir: cold, cache: false });
  expect(await readTree(cold)).toEqual(cached);
  // An edit to the file behind the link reaches the page.
  await writeFile(kept, (await readFile(kept, 'utf8')).replace('Kept once, linked', 'Edited behind the link'));
  await build(options);
  expect(await readFile(path.join(site.outDir, 'blog/linked-post/index.html'), 'utf8')).toContain(
    'Edited behind the link',
  );
});

it('a link leading out of the content folder, or to nothing, is refused, naming the link', async () => {
  const outside = path.join(site.root, 'elsewhere.md');
  await rename(path.join(site.contentDir, 'blog', 'first-post.md'), outside);
  await symlink(outside, path.join(site.contentDir, 'blog', 'first-post.md'));
  await symlink(path.join(site.root, 'gone.md'), path.join(site.contentDir, 'blog', 'dangling.md'));
  const result = await loadContent(site.contentDir, defaultSite.kinds);
  expect(result.ok).toBe(false);
  const found = result.diagnostics.map((d) => [path.basename(d.file), d.rule, d.message.replace(site.root, '<root>')]);
  expect(found).toEqual([
    [
      'dangling.md',
      'link',
      'is a symbolic link to nothing (its target is gone): remove it or point it at a file in the content folder',
    ],
    [
      'first-post.md',
      'link',
      'is a symbolic link to <root>/elsewhere.md, outside the content folder: content files live in it; copy the file here instead',
    ],
  ]);
  await rm(path.join(site.contentDir, 'blog', 'dangling.md'));
});
