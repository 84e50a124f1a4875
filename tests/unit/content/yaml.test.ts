// content/yaml.ts reads plain front matter with js-yaml and everything else with `yaml`: whichever
// parser answers, the data and the errors must be `yaml`'s (YAML 1.2 core schema).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import { generatePosts } from '../../../bench/generate-posts.ts';
import { parseYaml } from '../../../src/site/content/yaml.ts';

// Watched, to tell which parser answered.
vi.mock('yaml', async (actual) => {
  const yaml = await actual<typeof import('yaml')>();
  return { ...yaml, parseDocument: vi.fn(yaml.parseDocument) };
});

/** What `yaml` alone makes of the text: its data, or that it is an error. */
function reference(source: string): unknown {
  const doc = parseDocument(source, { uniqueKeys: true });
  if (doc.errors.length) return 'error';
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch {
    return 'error'; // an unresolved alias, or too many
  }
}

function answer(source: string): unknown {
  const r = parseYaml(source);
  return r.errors.length ? 'error' : r.data;
}

const frontMatter = (text: string) =>
  text.startsWith('---') ? text.slice(text.indexOf('\n') + 1, text.indexOf('\n---', 3) + 1) : text;

const tricky = [
  'a: 0o17\nb: 0x1F\nc: 012\nd: 1_000\ne: 1:30\nf: .5\ng: 1e3\nh: +1\ni: -.inf\nj: .NaN',
  'binary: 0b101', // js-yaml reads a number, yaml a string
  'a: yes\nb: no\nc: on\nd: off\ne: True\nf: FALSE\ng: y',
  'a: ~\nb:\nc: null\nd: "null"\ne: "012"\nf: \'0o17\'',
  'title: Plain text with: a colon',
  'title: Foo: bar',
  'title: "unclosed',
  "title: 'it''s'\nnote: \"\\u20B9 4,999 \\t tab\"",
  'list: [SEO, Social Media]\nmap: {a: 1, b: two}',
  'list:\n  - one\n  - two\n  -\n  - "four"',
  'nested:\n  deeper:\n    key: value\n  other: [x]',
  'title: a\ntitle: b',
  'title: multi\n  line plain\n  scalar',
  '  title: indented\nnext: oops',
  'key:value',
  '# only a comment',
  '',
  'title: Agartala — ত্রিপুরা ₹ 🚀   \nexcerpt: trailing space kept?  ',
  '__proto__: polluted\nx: 1',
  '1: one\ntrue: yes\nnull: nothing',
  'a: &anchor value\nb: *anchor',
  'a: !!str 12\nb: !custom x',
  'text: |\n  block\n  scalar\nfolded: >\n  folded\n  text',
  'strip: >-\n  folded\n  text\n\nkeep: |+\n  kept\n\n\nclip: |\n  clipped\n\nnext: x',
  'more: >\n  folded\n    more indented\n  back\n\n  new paragraph\nlast: >-\n  a\n',
  'empty: |\nafter: x',
  'trailing: >-\n  text   \n  \n',
  'indicator: |2\n   indented by two more\nnext: x',
  'comment: > # a comment\n  text',
  'inner: >\n  > quoted line\n  & amp line\n',
  'excerpt: >-\n  Agartala — ত্রিপুরা,\n  ₹4,999 & more: 50% off\ntitle: SEO & Ads',
  'title: SEO & Ads\nalias: *not\nlist: [a, &b c]',
  'a: x\n  &continued',
  'a:\tvalue',
  'date: 2025-01-02\nwhen: 2025-01-02T09:30:00Z\nquoted: "2025-01-02"',
  'url: https://images.unsplash.com/photo-1?w=1200&h=630#frag',
  'a: [1, 2\nb: x',
  'a: b: c',
  '- just\n- a list',
  'just a scalar',
  'a: "x" trailing',
  "a: 'single' trailing",
  '? complex key\n: value',
  'a: x # comment\nb: "# not a comment"',
  'a: {b: [c, {d: e}]}',
  'a: -\nb: - x',
  'a: @reserved',
  'a: `reserved`',
  'a: %directive-like',
  '%YAML 1.2\n---\na: b',
  'a: b\n---\nc: d',
  'a: b\n...\n',
  'empty_flow: []\nempty_map: {}',
  'k: "a\\\nb"',
  'k: "a\\\n  b"',
  'k: "a\n  b"',
  "k: 'a\n  b'",
  'k: "a\nb"',
  'k: plain\nb',
  'list:\n- flush\n- items',
  'a: 1\n\n\nb: 2\n',
  'a: x\r\nb: y\r\n',
  'k: "\\x41\\N\\_"',
  // Numbers js-yaml reads as `yaml` does: the data files' widths, columns and prices.
  'columns: 4\nprice: 9999\nratio: 1.5\nbig: 1e3\nlist: [1, +2, -3, 012, 0o17, 0x1F, .5, -.inf]\nitems:\n  - width: 800\n    height: 600',
  // …and those it reads otherwise, in a text of plain numbers.
  'a: 4\nb: -0',
  'a: 4\nb: +0x1F\nc: -0o17',
  'a: 4\nb: [1, 0b11]',
  'a: 4\nb: -.5\nc: 1e400',
  'date: 2025-01-02\nn: 3',
  // Quoted texts that plain would be numbers (js-yaml reads them plain as numbers too), or not.
  'year: "2025"\nphone: \'919876543210\'\nn: "3"\nz: "012"\nm: "-.5"\nh: "0x1F"\ne: ""\nt: "true"\nnil: "~"',
  'a: 4\nm: "-0"\nb: "0b11"\ninf: "-.inf"',
  // Block scalars whose lines begin as nodes would: text all the same.
  'body: |\n  **bold** start\n  - not a list\n  > not folded\n  *alias-like\n  &anchor-like\n  !tag-like\n  % directive-like\n  @reserved\n  <<: merge-like\nnext: x',
  'blocks:\n  - type: prose\n    body: |\n      **SEO** here\n      - x\n\n      after a blank line\n    heading: H\n  - |\n    *a sequence entry block*\n  - >-\n    &folded\nlast: y',
  'blocks:\n  - body: |\n      text\n    *after: the block',
  'a:\n  b: |\n      deep\n    *x\n',
  'a: |\n  text\n*alias: at the margin',
  'a: >\n  text\n  - item\nb: &anchor outside',
  'a: |\r\n  **crlf**\r\n  - x\r\nb: y\r\n',
  'a: |\n  \ttab inside\nb: y',
  'title: Foo\n  bar: |\n  *x',
];

describe('front matter and data files', () => {
  it('an alias with no anchor is an error on its line, not a crash', () => {
    const r = parseYaml('title: SEO\nexcerpt: *missing\n', 1);
    expect(r.errors).toEqual([{ line: 3, message: expect.stringContaining('missing') }]);
    expect(r.data).toBeUndefined();
  });

  it('read exactly as `yaml` reads them: tricky snippets, valid and not', () => {
    for (const source of tricky) expect(answer(source), JSON.stringify(source)).toStrictEqual(reference(source));
  });

  it('read exactly as `yaml` reads them: every file of content/ and generated posts', () => {
    const root = path.resolve('content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|md)$/.test(f));
    const sources = [
      ...files
        .map((f) => readFileSync(path.join(root, f), 'utf8'))
        .map((t) => (t.startsWith('---') ? frontMatter(t) : t)),
      ...generatePosts({ count: 200, seed: 3, categories: ['SEO', 'Social Media'] }).map((p) => frontMatter(p.text)),
    ];
    expect(sources.length).toBeGreaterThan(200);
    for (const source of sources) expect(answer(source), source.slice(0, 80)).toStrictEqual(reference(source));
  });

  it('none of content/ needs the full parser (quoted numbers and Markdown in block texts included)', () => {
    const root = path.resolve('content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|md)$/.test(f));
    vi.mocked(parseDocument).mockClear();
    for (const f of files) {
      const text = readFileSync(path.join(root, f), 'utf8');
      expect(parseYaml(text.startsWith('---') ? frontMatter(text) : text).errors, f).toEqual([]);
    }
    expect(vi.mocked(parseDocument).mock.calls.length).toBe(0);
  });

  it('a data file of plain text and numbers does not need the full parser', () => {
    vi.mocked(parseDocument).mockClear();
    const r = parseYaml('title: Services\nblocks:\n  - kind: cards\n    columns: 4\n    items: [{ price: 9999 }]\n');
    expect(r.data).toEqual({ title: 'Services', blocks: [{ kind: 'cards', columns: 4, items: [{ price: 9999 }] }] });
    expect(parseDocument).not.toHaveBeenCalled();
  });

  it('plain front matter does not need the full parser, until a line number is asked for', () => {
    const [post] = generatePosts({ count: 1, seed: 5, categories: ['SEO'] });
    vi.mocked(parseDocument).mockClear();
    const r = parseYaml(frontMatter(post!.text), 1);
    expect(r.errors).toEqual([]);
    expect(parseDocument).not.toHaveBeenCalled();
    expect(r.lineOf(['excerpt'])).toBe(3);
    expect(parseDocument).toHaveBeenCalledTimes(1);
    r.lineOf(['title']);
    expect(parseDocument).toHaveBeenCalledTimes(1);
  });
});
