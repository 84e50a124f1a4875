// The `logos` block (#37): a strip of client logos, SVG files of content/images/, greyscale in the
// stylesheet, each named for screen readers. Tested on the minimal fixture site only: the shipped
// content has no client logos to show.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/site/content/load.ts';
import { prepareImages } from '../../src/site/images/prepare.ts';
import { publishedContent } from '../../src/site/publish.ts';
import { renderPage, sharedInputs } from '../../src/site/render.ts';
import { buildRoutes } from '../../src/site/routes.ts';
import { settings } from '../helpers/render.ts';
import { removeSite, siteCopy } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';

const mark = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="12" fill="${fill}"/></svg>`;

const page = (items: string) =>
  [
    'title: Clients',
    'description: Who we work with.',
    'blocks:',
    '  - type: logos',
    '    id: clients',
    '    heading: Businesses We Work With',
    '    items:',
    items,
    '',
  ].join('\n');

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeSite(dir);
  dir = undefined;
});

async function site(items: string): Promise<string> {
  dir = await siteCopy();
  await mkdir(path.join(dir, 'images/logos'), { recursive: true });
  await writeFile(path.join(dir, 'images/logos/tea.svg'), mark('#15803d'));
  await writeFile(path.join(dir, 'images/logos/clinic.svg'), mark('#1d4ed8'));
  await writeFile(path.join(dir, 'pages/clients.yml'), page(items));
  return dir;
}

describe('the logos block', () => {
  it('shows each logo as a picture the build makes, named by its alt text, linked where it says', async () => {
    const r = await loadContent(
      await site(
        [
          '      - { src: images/logos/tea.svg, name: A tea estate }',
          '      - { src: images/logos/clinic.svg, name: A dental clinic, href: /contact }',
        ].join('\n'),
      ),
      defaultSite.kinds,
    );
    expect(r.ok, JSON.stringify(r.diagnostics)).toBe(true);
    if (!r.ok) return;
    const { content } = publishedContent(r.content, { now: new Date() }, defaultSite.kinds);
    const images = await prepareImages(content, { kinds: defaultSite.kinds, download: false });
    expect(images.problems).toEqual([]);
    expect(images.refs).toContainEqual({
      src: 'images/logos/tea.svg',
      use: 'logo',
      file: expect.stringMatching(/pages\/clients\.yml$/),
      field: ['blocks', 0, 'items', 0, 'src'],
    });
    const html = renderPage(
      buildRoutes(content, defaultSite.kinds).find((x) => x.path === '/clients')!,
      sharedInputs(content, images, defaultSite.kinds),
      settings,
      { kinds: defaultSite.kinds },
    );
    expect(html).toContain('<ul class="logo-strip">');
    expect(html).toMatch(/<img class="picture logo" [^>]*alt="A tea estate"/);
    expect(html).toMatch(/<a class="logo-link" href="\/contact"><img [^>]*alt="A dental clinic"/);
    // An SVG is served as itself, one file (images/svg-files.ts).
    expect(html).toContain(`src="/${images.catalog['images/logos/tea.svg']!.base}.svg"`);
  }, 60_000);

  it('refuses a logo that is not an SVG of content/images/, naming file, line and field', async () => {
    const r = await loadContent(
      await site('      - { src: images/logos/tea.png, name: A tea estate }'),
      defaultSite.kinds,
    );
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/pages\/clients\.yml$/),
        line: 8,
        field: 'blocks.0.items.0.src',
        message: expect.stringContaining('must be an SVG file in content/images/'),
      }),
    ]);
  });

  it('reports a logo file that is missing, naming the file and field that names it', async () => {
    const r = await loadContent(
      await site('      - { src: images/logos/gone.svg, name: A closed shop }'),
      defaultSite.kinds,
    );
    expect(r.ok, JSON.stringify(r.diagnostics)).toBe(true);
    if (!r.ok) return;
    const images = await prepareImages(publishedContent(r.content, { now: new Date() }, defaultSite.kinds).content, {
      kinds: defaultSite.kinds,
      download: false,
    });
    expect(images.problems).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/pages\/clients\.yml$/),
        field: 'blocks.0.items.0.src',
        message: expect.stringContaining('images/logos/gone.svg does not exist'),
      }),
    );
  }, 60_000);
});
