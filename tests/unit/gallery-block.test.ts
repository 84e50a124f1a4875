// The `gallery` block (issue #51, item 1): pictures of work as figures with captions, a
// before/after pair labelled from site.yml, every picture a file of content/images/. Made on the
// minimal fixture site (tests/helpers/gallery-site.ts), never the shipped content.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/site/content/load.ts';
import { renderProblem, renderRoute } from '../../src/site/render.ts';
import { galleryPage, gallerySite } from '../helpers/gallery-site.ts';
import { loadSite, renderDom, settings } from '../helpers/render.ts';
import { removeSite } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeSite(dir);
  dir = undefined;
});

describe('the gallery block', () => {
  it('shows each picture as a figure, captioned where content says, a pair with its Before and After labels', async () => {
    dir = await gallerySite();
    const site = await loadSite(dir);
    const page = renderDom(site, '/our-work');

    const section = page.querySelector('section#work')!;
    expect(section.getAttribute('aria-labelledby')).toBe('work-title');
    expect(section.querySelector('h2')!.text).toBe('The Work');
    const grid = section.querySelector('ul.gallery')!;
    expect(grid.classList.contains('is-grid')).toBe(true);
    const items = grid.querySelectorAll(':scope > li');
    expect(items.map((li) => li.getAttribute('class'))).toEqual([
      'gallery-item',
      'gallery-item',
      'gallery-item',
      'gallery-item is-pair',
    ]);
    // Each item is one figure; a caption only where content wrote one.
    const captions = items.map((li) => li.querySelector(':scope > figure > figcaption')?.text ?? null);
    expect(captions).toEqual([
      'The home page, on a laptop.',
      null,
      'A product page on a phone.',
      'The home page before and after the redesign.',
    ]);

    // The pair: two figures, each labelled before its picture is read.
    const sides = items[3]!.querySelectorAll('figure.gallery-side');
    expect(
      sides.map((s) => [s.querySelector('figcaption')!.text, s.querySelector('img')!.getAttribute('alt')]),
    ).toEqual([
      ['Before', 'The old home page, a single photo and a phone number'],
      ['After', 'The new home page: the collection first, a search box and the festive offer'],
    ]);

    // Every picture is one the build made: AVIF and WebP sources, sized, lazy, cropped by a class.
    const imgs = grid.querySelectorAll('img');
    expect(imgs).toHaveLength(5);
    for (const img of imgs) {
      expect(img.parentNode!.tagName).toBe('PICTURE');
      expect(img.parentNode!.querySelectorAll('source').map((s) => s.getAttribute('type'))).toEqual([
        'image/avif',
        'image/webp',
      ]);
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('src')).toMatch(/^\/assets\/img\//);
      expect(img.classList.contains('gallery-picture')).toBe(true);
    }
    expect(imgs[2]!.getAttribute('class')).toBe('picture gallery-picture fx-50 fy-0'); // focus: top
    expect([imgs[2]!.getAttribute('width'), imgs[2]!.getAttribute('height')]).toEqual(['900', '1800']);
    // A grid picture is offered for a third of the container, a pair's halves for half of it.
    expect(imgs[0]!.getAttribute('sizes')).toMatch(/^\(min-width: 1376px\) 384px,/);
    expect(imgs[3]!.getAttribute('sizes')).toMatch(/^\(min-width: 1376px\) 588px,/);
    expect(page.querySelector('main')!.toString()).not.toMatch(/\sstyle=/);

    // Without a heading it is no section of its own; `wide` is its own class (two across at most).
    const wide = page.querySelector('div.section-gallery ul.gallery')!;
    expect(wide.classList.contains('is-wide')).toBe(true);
    expect(wide.querySelector('img')!.getAttribute('sizes')).toMatch(/^\(min-width: 1376px\) 588px,/);

    // The images stage knows each place, so it makes the widths the page offers.
    const refs = site.images.refs.filter((r) => r.file.endsWith('our-work.yml'));
    expect(refs.map((r) => [r.src, r.use, r.field.join('.')])).toEqual([
      ['images/store-home.png', 'gallery', 'blocks.1.items.0.src'],
      ['images/store-cart.png', 'gallery', 'blocks.1.items.1.src'],
      ['images/store-phone.png', 'gallery', 'blocks.1.items.2.src'],
      ['images/new-home.png', 'gallery-wide', 'blocks.1.items.3.src'],
      ['images/old-home.png', 'gallery-wide', 'blocks.1.items.3.before.src'],
      ['images/menu-card.png', 'gallery-wide', 'blocks.2.items.0.src'],
    ]);
  }, 60_000);

  it('refuses a picture from another host, and a pair without alt text, naming file, line and field', async () => {
    const blocks = [
      '  - type: gallery',
      '    items:',
      '      - src: https://images.example.com/store.png',
      '        alt: The store',
      '      - src: images/new-home.png',
      '        alt: The new home page',
      '        before: { src: images/old-home.png }',
    ].join('\n');
    dir = await gallerySite(galleryPage(blocks));
    const r = await loadContent(dir, defaultSite.kinds);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [path.relative(dir!, d.file), d.line, d.field, d.message])).toEqual([
      [
        'pages/our-work.yml',
        9,
        'blocks.1.items.0.src',
        expect.stringMatching(/^is a picture on another host, .*: save the file in content\/images\//),
      ],
      ['pages/our-work.yml', 13, 'blocks.1.items.1.before.alt', expect.stringContaining('required')],
    ]);
  });

  it('a site showing a pair names its labels in site.yml: without them the page fails, naming the field', async () => {
    dir = await gallerySite(undefined, false);
    const site = await loadSite(dir);
    const route = site.routes.find((r) => r.path === '/our-work')!;
    let problem;
    try {
      renderRoute(route, site.content, settings, site.images, defaultSite.kinds);
    } catch (err) {
      problem = renderProblem(route, err);
    }
    expect(problem).toMatchObject({
      file: expect.stringMatching(/pages\/our-work\.yml$/),
      message: expect.stringContaining('site.yml has no ui.gallery'),
    });
  }, 60_000);
});
