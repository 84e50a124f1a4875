// A link to a renamed page's old address (its `aliases`, or site.yml's `redirects`) is still a
// links/internal error (every link should lead straight to a page), but it says what the address
// is and where it now leads, not "no page is built there": the build writes a redirect page there.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { check } from '../../../src/site/check/index.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let content: string;
beforeEach(async () => {
  content = await siteCopy();
});
afterEach(() => removeSite(content));

const append = async (rel: string, text: string) =>
  writeFile(path.join(content, rel), (await readFile(path.join(content, rel), 'utf8')) + text);

it("names an old address a link leads to, and the page it redirects to, at the link's file and line", async () => {
  const first = path.join(content, 'blog/first-post.md');
  await writeFile(
    first,
    (await readFile(first, 'utf8')).replace(/^readTime: .*$/m, (l) => `${l}\naliases: [/blog/old-first]`),
  );
  await append('site.yml', 'redirects:\n  - { from: /services/sem, to: /services/seo }\n');
  // A block at the end of its list (`draft:` follows the blocks).
  const aboutFile = path.join(content, 'pages/about.yml');
  await writeFile(
    aboutFile,
    (await readFile(aboutFile, 'utf8')).replace(
      /^draft: /m,
      '  - type: prose\n    heading: More\n    body: "See [the old post](/blog/old-first) and [SEM](/services/sem/)."\n$&',
    ),
  );
  const lines = (await readFile(path.join(content, 'pages/about.yml'), 'utf8')).split('\n');
  const line = lines.findIndex((l) => l.includes('/blog/old-first')) + 1;
  const result = await check({ site: defaultSite, contentDir: content });
  expect(result.diagnostics.filter((d) => d.severity === 'error' && d.rule !== 'links/internal')).toEqual([]);
  const found = result.diagnostics.filter((d) => d.rule === 'links/internal');
  const about = found.filter((d) => d.file.endsWith('pages/about.yml'));
  expect(about.map((d) => [d.line, d.severity])).toEqual([
    [line, 'error'],
    [line, 'error'],
  ]);
  expect(about.map((d) => d.message)).toEqual([
    expect.stringMatching(
      /^link to \/blog\/old-first: \/blog\/old-first is an old address \(\S*first-post\.md, aliases\.0\) that redirects to \/blog\/first-post: link to \/blog\/first-post$/,
    ),
    expect.stringMatching(
      /^link to \/services\/sem\/: \/services\/sem\/ is an old address \(\S*site\.yml, redirects\.0\.from\) that redirects to \/services\/seo: link to \/services\/seo$/,
    ),
  ]);
}, 60_000);
