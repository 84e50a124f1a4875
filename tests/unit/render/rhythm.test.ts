// Brand and rhythm (issue 37, item 4), rendered from a fixture page: section heads set by the
// block (left over text and lists, centred over grids), the cards block's list and table layouts,
// the hero's variants and the closing call to action's looks.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

const card = (title: string, extra = '') =>
  `      - { icon: zap, title: ${title}, description: ${title} in one line.${extra} }\n`;
const page = `title: Rhythm
description: Every look of a block.
blocks:
  - type: hero
    id: dark
    heading: The dark hero
  - type: hero
    id: split
    variant: split
    heading: The split hero
    images:
      - { src: "https://img.example/a.jpg", alt: A picture, width: 800, height: 600 }
  - type: hero
    id: text
    variant: text
    heading: The text hero
  - type: hero
    id: image
    variant: image
    heading: The image hero
  - type: cards
    id: grid
    heading: A grid
    items:
${card('One')}${card('Two')}
  - type: cards
    id: grid-left
    head: left
    heading: A grid set left by hand
    items:
${card('One')}
  - type: cards
    id: list
    layout: list
    heading: A list
    items:
${card('Alpha', ', href: /contact')}${card('Beta', ', features: [First point, Second point]')}
  - type: cards
    id: table
    layout: table
    heading: A table
    tableHeadings: { item: Service, detail: What you get, includes: Included }
    items:
${card('Gamma', ', features: [Third point]')}${card('Delta')}
  - type: cards
    id: bare-table
    layout: table
    heading: A table without headings
    items:
${card('Epsilon')}
  - type: prose
    id: story
    heading: Our story
    body: Some text.
  - type: faq
    id: faq
    head: center
    heading: Questions
    items:
      - { q: Why?, a: Because. }
  - type: cta
    id: panel
    heading: Panel
    actions: [{ kind: link, label: Go, href: /contact }]
  - type: cta
    id: quiet
    variant: quiet
    heading: Quiet
    actions: [{ kind: link, label: Go, href: /contact }]
`;

let dir: string;
let doc: ReturnType<typeof renderDom>;
beforeAll(async () => {
  dir = await siteCopy();
  await writeFile(path.join(dir, 'pages/rhythm.yml'), page);
  doc = renderDom(await loadSite(dir), '/rhythm');
});
afterAll(() => removeSite(dir));

const section = (id: string) => doc.getElementById(id)!;

describe('section heads', () => {
  it('sit left over text and lists, centred over grids, unless the block says', () => {
    const left = (id: string) => section(id).classList.contains('head-left');
    expect(left('grid')).toBe(false);
    expect(left('grid-left')).toBe(true);
    expect(left('list')).toBe(true);
    expect(left('table')).toBe(true);
    expect(left('story')).toBe(true);
    expect(left('faq')).toBe(false);
  });
});

describe("the cards block's list and table layouts", () => {
  it('list: one entry per card with its icon, title and line, and every word of the card', () => {
    const items = section('list').querySelectorAll('ul.card-list > li');
    expect(items.map((li) => li.querySelector('h3')!.text)).toEqual(['Alpha', 'Beta']);
    expect(items[0]!.querySelector('h3 a')!.getAttribute('href')).toBe('/contact');
    expect(items[0]!.querySelector('.card-icon svg')).not.toBeNull();
    expect(items[0]!.querySelector('.card-list-text')!.text).toBe('Alpha in one line.');
    expect(items[1]!.querySelectorAll('.feature-list li').map((li) => li.text.trim())).toEqual([
      'First point',
      'Second point',
    ]);
    expect(section('list').querySelector('.card')).toBeNull(); // no boxes
  });

  it('table: a row per card headed by its title, column headings from content, features in their column', () => {
    const table = section('table').querySelector('table')!;
    expect(table.querySelector('caption')!.text).toBe('A table');
    expect(table.querySelectorAll('thead th').map((th) => [th.getAttribute('scope'), th.text])).toEqual([
      ['col', 'Service'],
      ['col', 'What you get'],
      ['col', 'Included'],
    ]);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows.map((r) => r.querySelector('th[scope="row"]')!.text)).toEqual(['Gamma', 'Delta']);
    expect(rows[0]!.querySelectorAll('td').map((td) => td.text.trim())).toEqual(['Gamma in one line.', 'Third point']);
    expect(rows[1]!.querySelectorAll('td')).toHaveLength(2); // an empty features cell keeps the row square
  });

  it('table without headings: row headings only, no empty column headings', () => {
    const table = section('bare-table').querySelector('table')!;
    expect(table.querySelector('thead')).toBeNull();
    expect(table.querySelectorAll('tbody th[scope="row"]').map((th) => th.text)).toEqual(['Epsilon']);
  });
});

describe('hero variants', () => {
  it('dark by default with its glowing shapes; image keeps the dark; split and text are light, without them', () => {
    const look = (id: string) => ({
      classes: section(id).getAttribute('class'),
      decor: section(id).querySelector('.decor') !== null,
    });
    expect(look('dark')).toEqual({ classes: 'hero hero-dark', decor: true });
    expect(look('image')).toEqual({ classes: 'hero hero-image', decor: true });
    expect(look('split')).toEqual({ classes: 'hero hero-split hero-light', decor: false });
    expect(look('text')).toEqual({ classes: 'hero hero-text hero-light', decor: false });
    expect(doc.querySelectorAll('h1')).toHaveLength(4); // each hero still heads with its h1
  });
});

describe('the closing call to action', () => {
  it('comes as the panel by default or as the quiet box', () => {
    expect(section('panel').getAttribute('class')).toBe('section cta cta-panel');
    expect(section('quiet').getAttribute('class')).toBe('section cta cta-quiet');
  });
});
