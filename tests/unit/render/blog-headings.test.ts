// Every blog listing page keeps its headings in order (h1, then h2, then h3: none skipped, as
// screen readers list them): page 1 with a featured post, later pages, a category's page, and a
// blog with no featured post. A blog of one page and a featured post never showed the gap.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeSite(dir);
  dir = undefined;
});

/** The levels of the listing's own headings (the hero's h1, then the main column's), in order. */
function levels(html: ReturnType<typeof renderDom>): number[] {
  const hero = html.querySelector('h1')!;
  const main = html.querySelector('.blog-main')!.querySelectorAll('h1, h2, h3, h4, h5, h6');
  return [hero, ...main].map((h) => Number(h.tagName.slice(1)));
}

const skips = (ls: number[]) => ls.filter((l, i) => i > 0 && l > ls[i - 1]! + 1);

/** The minimal site with a third post and `pageSize: 1` (so /blog has a page 2), its featured post kept or not. */
async function blog(featured: boolean) {
  dir = await siteCopy();
  const first = await readFile(path.join(dir, 'blog/first-post.md'), 'utf8');
  await writeFile(path.join(dir, 'blog/third-post.md'), first.replace(/^title: .*$/m, 'title: A third post'));
  const blogYml = path.join(dir, 'pages/blog.yml');
  await writeFile(blogYml, (await readFile(blogYml, 'utf8')).replace(/pageSize: \d+/, 'pageSize: 1'));
  if (!featured) {
    const post = path.join(dir, 'blog/second-post.md');
    await writeFile(post, (await readFile(post, 'utf8')).replace('featured: true', 'featured: false'));
  }
  return loadSite(dir);
}

describe('blog listing headings', () => {
  it('skip no level on page 1, page 2 and a category page, with a featured post', async () => {
    const site = await blog(true);
    const paths = site.routes.filter((r) => r.view.kind === 'blog-list').map((r) => r.path);
    expect(paths).toContain('/blog/page/2');
    for (const p of paths) {
      const ls = levels(renderDom(site, p));
      expect(ls.length, p).toBeGreaterThan(1);
      expect(skips(ls), `${p}: ${ls.join(' ')}`).toEqual([]);
    }
  });

  it("names a later page in its h2 (the blog's pageLabel), above its cards", async () => {
    const page2 = renderDom(await blog(true), '/blog/page/2');
    expect(page2.querySelector('.blog-main h2')!.text).toBe('Page 2');
    expect(levels(page2)).toEqual([1, 2, 3]);
  });

  it('skip no level on page 1 without a featured post: its cards are h2', async () => {
    const ls = levels(renderDom(await blog(false), '/blog'));
    expect(ls).toEqual([1, 2]);
  });
});
