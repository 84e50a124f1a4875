// The looks content may choose (issue 37, item 4) are checked like any field: a hero variant,
// a cards layout or a head that is not one of the choices is named at its file and line.
import { afterEach, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

it('names a hero variant, a cards layout and a head that are not among the choices', async () => {
  const dir = await siteCopy('bad-block-variant');
  made.push(dir);
  const result = await loadContent(dir, defaultSite.kinds);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const found = result.diagnostics.map((d) => ({
    file: d.file.replace(/.*content\//, ''),
    line: d.line,
    field: d.field,
    rule: d.rule,
  }));
  expect(found).toEqual([
    { file: 'pages/home.yml', line: 5, field: 'blocks.0.variant', rule: 'schema' },
    { file: 'pages/home.yml', line: 12, field: 'blocks.1.head', rule: 'schema' },
    { file: 'pages/home.yml', line: 11, field: 'blocks.1.layout', rule: 'schema' },
  ]);
  expect(result.diagnostics.map((d) => d.message)).toEqual([
    'not one of the choices: write one of dark, image, split or text',
    'not one of the choices: write one of left or center',
    'not one of the choices: write one of grid, tilt, alternating, compact, list or table',
  ]);
});
