// cms/format.ts: the text Sveltia CMS saves for a file it did not change (its save path, mirrored),
// on small fields of our own; and the CMS test's fixture site is kept in that text, so an edit in
// the CMS is a diff of the edited lines only (tests/browser/cms.test.ts saves through the CMS).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsFieldsOf, cmsFileText, cmsRead, cmsText, keyPathList } from '../../../src/site/cms/format.ts';
import type { CmsField } from '../../../src/site/cms/fields.ts';
import { minimalSite } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const text = (name: string, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label: name,
  widget: 'string',
  ...extra,
});
const optional = { required: false };

const action: CmsField = {
  name: 'action',
  label: 'Action',
  widget: 'object',
  typeKey: 'kind',
  types: [
    { name: 'link', label: 'Link', widget: 'object', fields: [text('label'), text('href')] },
    { name: 'chat', label: 'Chat', widget: 'object', fields: [text('message'), text('label')] },
  ],
};
const fields: CmsField[] = [
  text('title'),
  text('tagline', optional),
  { name: 'price', label: 'Price', widget: 'number', value_type: 'int', required: false },
  {
    name: 'blocks',
    label: 'Blocks',
    widget: 'list',
    types: [
      { name: 'hero', label: 'Hero', widget: 'object', fields: [text('heading'), text('intro', optional)] },
      {
        name: 'stats',
        label: 'Stats',
        widget: 'object',
        fields: [text('intro', optional), { name: 'items', label: 'Items', widget: 'list', field: text('item') }],
      },
    ],
  },
  action,
  { name: 'featured', label: 'Featured', widget: 'boolean', required: false },
  { name: 'shown', label: 'Shown', widget: 'boolean', required: false, default: true },
  { name: 'draft', label: 'Draft', widget: 'boolean', required: false },
];

describe('cmsText', () => {
  it("orders keys by the fields (a typed item's by its type key, then every type's fields in turn), unknown keys last", () => {
    const out = cmsText(fields, {
      zeta: 1,
      blocks: [
        { intro: 'Numbers.', items: ['a'], type: 'stats' },
        { intro: 'Hi.', heading: 'Hello', type: 'hero' },
      ],
      action: { label: 'Chat', message: 'Hi!', kind: 'chat' },
      draft: true,
      title: 'A page',
      alpha: 'x',
    });
    expect(out).toBe(
      [
        'title: A page',
        'blocks:',
        '  - type: stats',
        '    intro: Numbers.', // hero's fields come first: `intro` before `items`
        '    items:',
        '      - a',
        '  - type: hero',
        '    heading: Hello',
        '    intro: Hi.',
        'action:',
        '  kind: chat',
        '  label: Chat', // link's `label` is listed before chat's `message`
        '  message: Hi!',
        'featured: false',
        'shown: true',
        'draft: true',
        'alpha: x',
        'zeta: 1',
        '',
      ].join('\n'),
    );
  });

  it('writes every boolean it shows (false, or its default) and a missing required list as [], drops empty optional fields, trims strings', () => {
    expect(
      cmsText(fields, {
        title: '  Spaced  ',
        tagline: '',
        price: null,
        action: { kind: 'link', label: 'Go', href: '/' },
      }),
    ).toBe(
      [
        'title: Spaced',
        'blocks: []',
        'action:',
        '  kind: link',
        '  label: Go',
        '  href: /',
        'featured: false',
        'shown: true',
        'draft: false',
        '',
      ].join('\n'),
    );
  });

  it('quotes only where YAML needs it, in single quotes; long text stays on one line', () => {
    const long = `${'A sentence that goes on. '.repeat(12)}End.`;
    const out = cmsText([text('a'), text('b'), text('c'), text('d'), text('e'), text('f')], {
      a: '919876543210',
      b: 'Mon – Sat: 9 AM',
      c: '+91 98765 43210',
      d: long,
      e: "It's",
      f: 'true',
    });
    expect(out).toBe(
      [
        `a: '919876543210'`,
        `b: 'Mon – Sat: 9 AM'`,
        'c: +91 98765 43210',
        `d: ${long}`,
        "e: It's",
        `f: 'true'`,
        '',
      ].join('\n'),
    );
  });

  it('Markdown: front matter between --- lines, a blank line, the body trimmed; no body, no blank line', () => {
    expect(cmsText([text('title')], { title: 'Post' }, '\n## Hello\n\nText.\n\n')).toBe(
      '---\ntitle: Post\n---\n\n## Hello\n\nText.\n',
    );
    expect(cmsText([text('title')], { title: 'Elsewhere' }, '')).toBe('---\ntitle: Elsewhere\n---\n');
    expect(cmsRead('---\ntitle: Post\n---\n\n## Hello\n', true)).toEqual({ data: { title: 'Post' }, body: '## Hello' });
  });

  it('lists key paths as Sveltia does', () => {
    expect(keyPathList(fields).slice(0, 8)).toEqual([
      'title',
      'tagline',
      'price',
      'blocks',
      'blocks.*.type',
      'blocks.*.heading',
      'blocks.*.intro',
      'blocks.*.intro',
    ]);
  });
});

describe('the CMS test fixture', () => {
  it("a stub sub-service is edited in the stub collection's fields (its `kind` hidden)", () => {
    const stub = cmsFieldsOf(defaultSite.kinds, 'subservices/x.yml', { kind: 'stub' })!;
    expect(stub[0]).toMatchObject({ name: 'kind', widget: 'hidden', default: 'stub' });
    expect(stub.some((f) => f.name === 'price')).toBe(true);
    expect(
      cmsFieldsOf(defaultSite.kinds, 'subservices/x.yml', { kind: 'full' })!.some((f) => f.name === 'blocks'),
    ).toBe(true);
  });

  it('is in the text the CMS saves (node scripts/normalise-content.mjs rewrites it)', async () => {
    const files = (await readdir(minimalSite, { recursive: true })).filter((f) => /\.(yml|md)$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = await readFile(path.join(minimalSite, file), 'utf8');
      const { data, body } = cmsRead(source, file.endsWith('.md'));
      expect(cmsFileText(defaultSite.kinds, file.split(path.sep).join('/'), data, body), file).toBe(source);
    }
  });
});
