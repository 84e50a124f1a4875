// dev shows what build leaves out: a draft post and a draft sub-service are served with a visible
// Draft badge and a noindex robots tag, and listed; a scheduled post is served too. The engine in
// process, on the minimal fixture site.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { engineOn } from './helpers.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

vi.mock('../../../src/site/assets.ts', () => import('./stub-assets.ts'));

let content: string;
let pages: Map<string, string>;

beforeAll(async () => {
  content = await siteCopy();
  const front = [
    'title: Still writing',
    'excerpt: Words.',
    'image: https://images.unsplash.com/photo-9?w=800&h=450',
    'imageAlt: A chart',
    'author: Team',
    'category: SEO',
    'readTime: 2 min read',
  ];
  await writeFile(
    path.join(content, 'blog/still-writing.md'),
    ['---', ...front, 'date: 2025-04-01', 'draft: true', '---', 'A body.', ''].join('\n'),
  );
  await writeFile(
    path.join(content, 'blog/far-ahead.md'),
    [
      '---',
      ...front.map((l) => l.replace('Still writing', 'Far ahead')),
      'date: 2999-01-01',
      '---',
      'A body.',
      '',
    ].join('\n'),
  );
  await writeFile(
    path.join(content, 'subservices/draft-service.yml'),
    'kind: stub\ntitle: Draft service\ntagline: Soon.\nprice: 999\ndescription: Not yet.\ndraft: true\n',
  );
  const dev = engineOn(content);
  const result = await dev.engine.run({ type: 'build' });
  expect(result.problems).toEqual([]);
  pages = await dev.pages();
}, 60_000);
afterAll(() => removeSite(content));

test('a draft post and a draft sub-service are shown with a Draft badge and noindex', () => {
  for (const file of ['blog/still-writing/index.html', 'services/Subservices/draft-service/index.html']) {
    const html = pages.get(file);
    expect(html, file).toBeDefined();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<p class="draft-badge" role="status">Draft/);
  }
  expect(pages.get('blog/index.html')).toContain('/blog/still-writing');
});

test('a scheduled post is shown too, without the badge; published pages have neither', () => {
  const scheduled = pages.get('blog/far-ahead/index.html');
  expect(scheduled).toContain('Far ahead');
  expect(scheduled).not.toContain('draft-badge');
  const published = pages.get('blog/first-post/index.html')!;
  expect(published).not.toContain('noindex');
  expect(published).not.toContain('draft-badge');
});
