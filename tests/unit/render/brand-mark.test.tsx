// The agency's mark (issue 37, item 4): drawn for the agency (a risa-weave band), not an icon-set
// glyph; the header, footer, share card and favicon all show the same shapes.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { beforeAll, expect, it } from 'vitest';
import { Icon, icons } from '../../../src/site/components/Icon.tsx';
import { iconNames } from '../../../src/site/model/schemas/icons.ts';
import { markSvg } from '../../../src/site/shared/logo-mark.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { minimalSite } from '../../helpers/sites.ts';

let site: Awaited<ReturnType<typeof loadSite>>;
beforeAll(async () => {
  site = await loadSite(minimalSite);
});

const shapes = (svg: string) =>
  parse(svg)
    .querySelectorAll('path')
    .map((p) => p.getAttribute('d'));

it('the header and footer mark is no icon of the icon set, and is filled, not stroked', () => {
  const doc = renderDom(site, '/');
  const header = doc.querySelector('header .brand svg')!.toString();
  const footer = doc.querySelector('footer .brand-name svg')!.toString();
  expect(shapes(header).length).toBeGreaterThan(0);
  expect(shapes(footer)).toEqual(shapes(header));
  expect(header).not.toMatch(/stroke=/);
  expect(Object.keys(icons).length).toBe(iconNames.length);
  for (const name of iconNames) {
    const glyph = shapes(renderToStaticMarkup(createElement(Icon, { name })));
    for (const d of shapes(header)) expect(glyph, name).not.toContain(d);
  }
});

it('the share card draws the same shapes as the header', () => {
  const doc = renderDom(site, '/');
  expect(shapes(markSvg())).toEqual(shapes(doc.querySelector('header .brand svg')!.toString()));
});
