// SPEC.md's blog post has no alt text field: a blog imported as SPEC.md describes it (no
// `imageAlt`) builds, each post image decorative beside its title, and `check` warns per post.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../../src/site/build.ts';
import { check } from '../../../src/site/check/index.ts';
import { tempSite, type TempSite } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let site: TempSite;
beforeAll(async () => {
  site = await tempSite(40);
  const blog = path.join(site.contentDir, 'blog');
  for (const name of await readdir(blog)) {
    const file = path.join(blog, name);
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^imageAlt: .*\n/m, ''));
  }
});
afterAll(async () => {
  await site.remove();
});

it('builds every post without imageAlt, its image decorative (alt="") on its page and its card', async () => {
  const summary = await build({
    site: defaultSite,
    contentDir: site.contentDir,
    outDir: site.outDir,
    cache: false,
    env: {},
  });
  expect(summary.pages).toBeGreaterThan(40);
  const page = await readFile(path.join(site.outDir, 'blog/first-post/index.html'), 'utf8');
  expect(page).toMatch(/<img class="picture article-image" src="[^"]+" alt="" /);
  expect(page).not.toContain('og:image:alt');
  const listing = await readFile(path.join(site.outDir, 'blog/index.html'), 'utf8');
  const cards = listing.match(/<img class="picture card-image"[^>]*>/g) ?? [];
  expect(cards.length).toBeGreaterThanOrEqual(3);
  for (const card of cards) expect(card).toContain('alt=""');
});

it('check warns for each post without imageAlt, naming its file and the line of its image', async () => {
  const { diagnostics } = await check({ site: defaultSite, contentDir: site.contentDir });
  const warnings = diagnostics.filter((d) => d.rule === 'blog' && d.message.startsWith('no `imageAlt`'));
  expect(warnings.length).toBe((await readdir(path.join(site.contentDir, 'blog'))).length);
  for (const w of warnings) {
    expect(w.severity).toBe('warning');
    const lines = (await readFile(w.file, 'utf8')).split('\n');
    expect(lines[w.line! - 1], w.file).toMatch(/^image: /);
  }
});
