import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { afterEach, describe, expect, it } from 'vitest';
import { generatePosts } from '../../../bench/generate-posts.ts';
import { displayPath, loadContent } from '../../../src/site/content/load.ts';
import { parseSource } from '../../../src/site/content/parse.ts';
import { parseYaml } from '../../../src/site/content/yaml.ts';
import type { Diagnostic } from '../../../src/site/diagnostics.ts';
import { minimalSite, removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

async function problems(badCase: string): Promise<Diagnostic[]> {
  const dir = await siteCopy(badCase);
  made.push(dir);
  const result = await loadContent(dir, defaultSite.kinds);
  expect(result.ok).toBe(false);
  return result.diagnostics;
}

describe('loadContent on valid content', () => {
  it('loads every page, sub-service and post with inferred types', async () => {
    const result = await loadContent(minimalSite, defaultSite.kinds);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const c = result.content;
    expect(Object.keys(c.pages).sort()).toEqual(
      [
        'about',
        'contact',
        'graphicDesign',
        'home',
        'notFound',
        'portfolio',
        'seo',
        'services',
        'socialMedia',
        'videoCreation',
        'webDevelopment',
      ].sort(),
    );
    expect(c.subservices.map((s) => s.slug)).toEqual(['local-seo']);
    // Newest first; a single category becomes a list; YAML dates stay ISO strings.
    expect(c.posts.map((p) => [p.slug, p.data.date, p.data.category])).toEqual([
      ['first-post', '2025-03-01', ['SEO', 'Social Media']],
      ['second-post', '2025-02-01', ['SEO']],
    ]);
    expect(c.posts[0]!.body).toContain('## Hello');
    expect(c.posts[0]!.bodyLine).toBe(15);
  });

  it('knows the line of any field for later rules', async () => {
    const result = await loadContent(minimalSite, defaultSite.kinds);
    if (!result.ok) throw new Error('fixture invalid');
    const home = [...result.content.lines.keys()].find((f) => f.endsWith('pages/home.yml'))!;
    expect(result.content.lines.get(home)!(['blocks', 0, 'heading'])).toBe(5);
  });
});

describe('loadContent on bad content', () => {
  it('reports malformed YAML with its file and line', async () => {
    const [d, ...rest] = await problems('malformed-yaml');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'yaml', line: 5, severity: 'error' });
    expect(d!.file).toMatch(/pages\/home\.yml$/);
    expect(d!.message).toMatch(/^invalid YAML: /);
  });

  it('reports an alias with no anchor on its line, instead of stopping', async () => {
    const [d, ...rest] = await problems('unresolved-alias');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'yaml', line: 3, severity: 'error' });
    expect(d!.file).toMatch(/blog\/first-post\.md$/);
    expect(d!.message).toMatch(/^invalid YAML in front matter: .*summary/);
  });

  it('names every text holding a control character, in a field or a body: each would make the feed unreadable', async () => {
    const list = await problems('control-characters');
    const fix = 'remove it (it cannot be seen, and feed readers refuse the whole feed over it)';
    expect(list).toEqual([
      expect.objectContaining({
        rule: 'encoding',
        field: 'title',
        line: 2,
        message: `contains the control character U+0007, at character 12: ${fix}`,
      }),
      expect.objectContaining({
        rule: 'encoding',
        field: 'excerpt',
        line: 3,
        message: `contains the control character U+0085, at character 13: ${fix}`,
      }),
      expect.objectContaining({
        rule: 'encoding',
        line: 20,
        message: `the text contains the control character U+000C, in column 36: ${fix}`,
      }),
    ]);
    for (const d of list) expect(d.file).toMatch(/blog\/first-post\.md$/);
  });

  it('names a missing required field', async () => {
    const list = await problems('missing-field');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      rule: 'schema',
      field: 'description',
      line: 1,
      message: 'required field is missing (expected string): add `description:` here',
    });
    expect(list[0]!.file).toMatch(/pages\/about\.yml$/);
  });

  it('names a field of the wrong type at its own line', async () => {
    const list = await problems('wrong-type');
    expect(list).toEqual([
      expect.objectContaining({
        rule: 'schema',
        field: 'blocks.1.items.0.value',
        line: 9,
        message: 'expected string, received number: put the text in quotes',
      }),
    ]);
  });

  it('rejects an unknown key, naming it and the fields that may stand there', async () => {
    const list = await problems('unknown-key');
    expect(list).toEqual([
      expect.objectContaining({
        rule: 'schema',
        field: 'subtitle',
        line: 3,
        message:
          'unknown field "subtitle": check its spelling or remove it (fields here: title, label, description, blocks, aliases, draft)',
      }),
    ]);
  });

  it('suggests the nearest known field for a misspelt one, in blocks and sub-service kinds too', async () => {
    const dir = await siteCopy();
    made.push(dir);
    const edit = async (rel: string, change: (t: string) => string) =>
      writeFile(path.join(dir, rel), change(await readFile(path.join(dir, rel), 'utf8')));
    await edit('blog/first-post.md', (t) => t.replace(/^title:/m, 'titel:'));
    await edit('pages/about.yml', (t) => t.replace(/^(\s+)heading:/m, '$1haeding:'));
    await edit('subservices/local-seo.yml', (t) => t.replace(/^tagline:/m, 'tagLine:')); // a stub's fields
    const result = await loadContent(dir, defaultSite.kinds);
    const said = result.diagnostics
      .filter((d) => d.message.startsWith('unknown'))
      .map((d) => [path.basename(d.file), d.message]);
    expect(said.sort()).toEqual(
      [
        ['first-post.md', 'unknown field "titel": did you mean "title"?'],
        ['about.yml', 'unknown field "haeding": did you mean "heading"?'],
        ['local-seo.yml', 'unknown field "tagLine": did you mean "tagline"?'],
      ].sort(),
    );
  });

  it('refuses ---js front matter without executing it', async () => {
    const list = await problems('js-front-matter');
    expect(list).toEqual([expect.objectContaining({ rule: 'front-matter', line: 1 })]);
    expect(list[0]!.message).toMatch(/"js" is not allowed/);
    expect((globalThis as Record<string, unknown>).__agencySitePwned).toBeUndefined();
  });

  it('reports a missing page file', async () => {
    const list = await problems('missing-file');
    expect(list).toEqual([expect.objectContaining({ rule: 'missing-file' })]);
    expect(list[0]!.file).toMatch(/pages\/portfolio\.yml$/);
  });

  it('rejects a file name that is not a slug', async () => {
    const list = await problems('bad-slug');
    expect(list).toEqual([expect.objectContaining({ rule: 'slug' })]);
    expect(list[0]!.file).toMatch(/blog\/First_Post\.md$/);
  });

  it('requires a body for a post published here', async () => {
    const list = await problems('post-without-body');
    expect(list).toEqual([expect.objectContaining({ rule: 'blog/body', line: 11 })]);
  });

  it('refuses javascript: URLs in content', async () => {
    const list = await problems('unsafe-url');
    expect(list).toEqual([expect.objectContaining({ rule: 'schema', field: 'blocks.0.actions.0.href', line: 9 })]);
    expect(list[0]!.message).toMatch(/http\(s\), mailto: or tel:/);
  });

  it('refuses a backslash in a site path (a browser reads /\\evil.example as //evil.example)', async () => {
    const list = await problems('backslash-href');
    expect(list).toEqual([expect.objectContaining({ rule: 'schema', field: 'blocks.0.actions.0.href', line: 9 })]);
  });

  it('refuses an impossible date', async () => {
    const list = await problems('bad-date');
    expect(list).toEqual([
      expect.objectContaining({
        rule: 'schema',
        field: 'date',
        line: 7,
        message: '"2025-13-45" is not an ISO date: write it as YYYY-MM-DD, for example 2025-03-01',
      }),
    ]);
  });

  it('refuses a date that does not exist (JavaScript would publish 2025-02-30 as 2 March)', async () => {
    const list = await problems('impossible-date');
    expect(list).toEqual([
      expect.objectContaining({
        rule: 'schema',
        field: 'date',
        line: 7,
        message: '"2025-02-30" is not a real date (that day does not exist); write it as YYYY-MM-DD',
      }),
    ]);
  });

  it('refuses a file that is not UTF-8, naming its first such line (it would publish U+FFFD characters)', async () => {
    const list = await problems('not-utf8');
    expect(list).toEqual([
      expect.objectContaining({ rule: 'encoding', line: 12, file: expect.stringMatching(/blog\/first-post\.md$/) }),
    ]);
    expect(list[0]!.message).toContain('save the file as UTF-8');
  });

  it('reads files saved with Windows line endings (CRLF) as the same content', async () => {
    const dir = await siteCopy();
    made.push(dir);
    const lf = await loadContent(dir, defaultSite.kinds);
    for (const rel of ['blog/first-post.md', 'pages/about.yml', 'site.yml']) {
      const file = path.join(dir, rel);
      // A quoted value on the front matter's last line, which a carriage return made invalid YAML.
      const text = (await readFile(file, 'utf8')).replace(/^readTime: (.*)$/m, 'readTime: "$1"');
      await writeFile(file, text.replace(/\n/g, '\r\n'));
    }
    const crlf = await loadContent(dir, defaultSite.kinds);
    expect(crlf.ok, JSON.stringify(crlf.diagnostics)).toBe(true);
    if (!lf.ok || !crlf.ok) return;
    expect(crlf.content.site).toEqual(lf.content.site);
    expect(crlf.content.pages.about).toEqual(lf.content.pages.about);
    const post = (c: typeof lf.content) => c.posts.find((p) => p.slug === 'first-post')!;
    expect(post(crlf.content).data).toEqual(post(lf.content).data);
    expect(post(crlf.content).body).toBe(post(lf.content).body);
  });

  it('refuses a site URL with a path (a GitHub Pages project site), naming the line', async () => {
    const dir = await siteCopy();
    made.push(dir);
    const file = path.join(dir, 'site.yml');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(/^siteUrl: .*$/m, 'siteUrl: https://user.github.io/repo/'),
    );
    const result = await loadContent(dir, defaultSite.kinds);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([expect.objectContaining({ rule: 'schema', field: 'siteUrl', line: 3 })]);
    expect(result.diagnostics[0]!.message).toContain('must be the root of its host');
  });

  it('reports every problem in every file at once', async () => {
    const list = await problems('several-files');
    expect(list.map((d) => [d.file.replace(/^.*content\//, ''), d.field, d.line])).toEqual(
      expect.arrayContaining([
        ['pages/home.yml', 'blocks.0.icon', 6],
        ['subservices/local-seo.yml', 'price', 4],
      ]),
    );
  });

  it('does not answer from a cache: the same broken file fails every time', async () => {
    const dir = await siteCopy('js-front-matter');
    made.push(dir);
    const first = await loadContent(dir, defaultSite.kinds);
    const second = await loadContent(dir, defaultSite.kinds);
    expect(first.ok).toBe(false);
    expect(second.diagnostics).toEqual(first.diagnostics);
  });
});

describe('front matter and body of a Markdown file', () => {
  // parseSource hands gray-matter the text only through the front matter's closing line
  // (frontMatterEnd): the front matter, the body and its line must be what gray-matter makes of
  // the whole text.
  function reference(text: string) {
    let source: string | undefined;
    const whole = matter(text, { language: 'yaml', engines: { yaml: (s: string) => ((source = s), {}) } } as never);
    return {
      source,
      body: whole.content,
      bodyLine: text.slice(0, text.length - whole.content.length).split('\n').length,
    };
  }
  const tricky = [
    '---\ntitle: A\n---\nBody\n\n---\n\nMore after a rule\n',
    '---\ntitle: A\n---\r\nBody with CRLF\r\n',
    '---\r\ntitle: A\r\n---\r\n\r\nBody\r\n',
    '---\ntitle: A\n---',
    '---\ntitle: A\n---\n',
    '---\ntitle: A\n----\nfour dashes close it too\n',
    '---\ntitle: A\n--- trailing text on the closing line\nBody\n',
    '---\ntitle: A\n--flag: a key starting with two dashes\n---\nBody\n',
    '---\n---\nempty front matter\n',
    '---yaml\ntitle: A\n---\nBody\n',
    '\uFEFF---\ntitle: A\n---\nBody after a BOM\n',
    '---\ntitle: A\nno closing line\n',
    'no front matter\n---\nat all\n',
    '----\ntitle: A\n---\nBody\n',
    '',
    '---\ntitle: A\n---\n\n\n\nBody after blank lines\n---\n',
  ];

  it('are what gray-matter reads from the whole text', () => {
    const root = path.resolve('content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
    const texts = [
      ...tricky,
      ...files.map((f) => readFileSync(path.join(root, f), 'utf8')),
      ...generatePosts({ count: 50, seed: 7, categories: ['SEO'] }).map((p) => p.text),
    ];
    expect(texts.length).toBeGreaterThan(60);
    for (const text of texts) {
      const want = reference(text);
      const diags: Diagnostic[] = [];
      const got = parseSource(text, 'post.md', diags);
      const label = JSON.stringify(text.slice(0, 60));
      const yaml = want.source === undefined ? undefined : parseYaml(want.source);
      if (!yaml || yaml.errors.length) {
        expect(got, label).toBeUndefined(); // no front matter, or not YAML: reported
        expect(
          diags.map((d) => d.rule),
          label,
        ).toEqual(yaml ? yaml.errors.map(() => 'yaml') : ['front-matter']);
        continue;
      }
      expect(got?.data, label).toEqual(yaml.data);
      expect(got?.body, label).toBe(want.body);
      expect(got?.bodyLine, label).toBe(want.bodyLine);
    }
  });

  it('the body of a long post is its whole text after the front matter', () => {
    const body = 'Paragraph.\n\n'.repeat(2000) + '---\n\nAfter a rule.\n';
    const got = parseSource(`---\ntitle: Long\n---\n${body}`, 'long.md', []);
    expect(got?.body).toBe(body);
    expect(got?.bodyLine).toBe(4);
  });
});

describe('displayPath: the file names diagnostics show', () => {
  // The definition: relative to the working folder with forward slashes, or absolute outside it.
  function reference(abs: string) {
    const rel = path.relative(process.cwd(), abs);
    return rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel.split(path.sep).join('/');
  }

  it('names every path as path.relative would, quick path or not', () => {
    const cwd = process.cwd();
    const inputs = [
      path.join(cwd, 'content', 'blog', 'first-post.md'),
      path.join(cwd, 'a.md'),
      `${cwd}/content/./blog/x.md`,
      `${cwd}/content/../content/blog/x.md`,
      `${cwd}/content//blog/x.md`,
      `${cwd}/content/blog/`,
      `${cwd}/.hidden/x.md`,
      `${cwd}/content/.drafts/x.md`,
      `${cwd}-other/content/x.md`,
      cwd,
      `${cwd}/`,
      path.dirname(cwd),
      '/elsewhere/content/x.md',
    ];
    for (const abs of inputs) expect(displayPath(abs), abs).toBe(reference(abs));
  });
});
