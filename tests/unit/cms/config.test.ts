// The CMS's config.yml for the site's own kinds (cms/config.ts): every field of every content
// schema has a CMS field (the guard: a field added to a schema without one fails here), and the
// parts that matter have the shape Sveltia CMS needs.
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../../src/site/cms/config.ts';
import { cmsJsonSchema, variantsOf, type CmsField, type Json } from '../../../src/site/cms/fields.ts';
import { contentKinds, type AnyKind } from '../../../src/site/kinds/index.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const { config, unmapped } = cmsConfig({ kinds: defaultSite.kinds, backend: { name: 'test-repo' } });
const collections = config.collections as Json[];
const collection = (name: string) => collections.find((c) => c.name === name)!;
const settingsFile = (name: string) => (collection('settings').files as Json[]).find((f) => f.name === name)!;
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;

/** Every named field of a JSON Schema, as a path: `root.blocks[]<hero>.actions[]<chat>.label`. */
function schemaPaths(node: Json, at: string): string[] {
  const union = variantsOf(node);
  if (union)
    return union.variants.flatMap(([name, option]) => [
      `${at}<${name}>`,
      ...propertyPaths(option, `${at}<${name}>`, union.key),
    ]);
  if (node.type === 'array' && node.items) return schemaPaths(node.items, `${at}[]`);
  if (node.type === 'object') return propertyPaths(node, at);
  return [];
}
function propertyPaths(node: Json, at: string, skip?: string): string[] {
  return Object.entries((node.properties ?? {}) as Record<string, Json>)
    .filter(([k]) => k !== skip)
    .flatMap(([k, p]) => [`${at}.${k}`, ...schemaPaths(p, `${at}.${k}`)]);
}

/** The same paths of the CMS's fields. */
function fieldPaths(f: CmsField, at: string): string[] {
  const here = `${at}.${f.name}`;
  const inner = f.widget === 'list' ? `${here}[]` : here;
  const sub = (fields: unknown, base: string) => ((fields ?? []) as CmsField[]).flatMap((x) => fieldPaths(x, base));
  if (f.types)
    return [
      here,
      ...(f.types as CmsField[]).flatMap((t) => [`${inner}<${t.name}>`, ...sub(t.fields, `${inner}<${t.name}>`)]),
    ];
  return [here, ...sub(f.fields, inner)];
}

/** The CMS's fields for a kind, by the same paths as its schema's. */
function kindPaths(kind: AnyKind): string[] {
  const ofFields = (fields: CmsField[], at: string) =>
    fields.flatMap((f) => (f.widget === 'hidden' ? [`${at}.${f.name}!hidden`] : fieldPaths(f, at)));
  const own =
    collections.find((c) => c.name === kind.key) ??
    (collection('settings').files as Json[]).find((f) => f.name === kind.key);
  if (own) return ofFields(own.fields, 'root');
  if ('files' in kind.files) return kindPaths(contentKinds.find((k) => 'tree' in k.files && k.schema === kind.schema)!);
  const variants = collections.filter((c) => c.name.startsWith(`${kind.key}-`));
  return variants.flatMap((c) => [`root<${c.filter.value}>`, ...ofFields(c.fields, `root<${c.filter.value}>`)]);
}

describe("the CMS's config for the site's content kinds", () => {
  it('has a CMS field for every field of every schema (a new schema field needs one)', () => {
    expect(unmapped).toEqual([]);
    for (const kind of contentKinds) {
      const expected = schemaPaths(cmsJsonSchema(kind.schema), 'root');
      const actual = new Set(kindPaths(kind));
      // A field the schema hides from the CMS (`x-cms: {widget: hidden}`) is kept as written, all of it.
      const hidden = [...actual].filter((p) => p.endsWith('!hidden')).map((p) => p.slice(0, -'!hidden'.length));
      const kept = (p: string) => hidden.some((h) => p === h || p.startsWith(`${h}.`) || p.startsWith(`${h}[`));
      expect(expected.length, kind.key).toBeGreaterThan(3);
      expect(
        expected.filter((p) => !actual.has(p) && !kept(p)),
        `${kind.key}: schema fields without a CMS field`,
      ).toEqual([]);
    }
  });

  it('keeps media in content/images (written as images/…) and drops emptied optional fields', () => {
    expect(config).toMatchObject({
      media_folder: 'content/images',
      public_folder: 'images',
      output: { omit_empty_optional_fields: true },
    });
  });

  it('lists posts as Markdown with front matter, a date picker writing YYYY-MM-DD and categories from the blog page', () => {
    const posts = collection('posts');
    expect(posts).toMatchObject({
      folder: 'content/blog',
      extension: 'md',
      format: 'frontmatter',
      summary: '{{title}}',
    });
    expect(field(posts.fields, 'body')).toMatchObject({ widget: 'markdown' });
    expect(field(posts.fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field(posts.fields, 'image')).toMatchObject({ widget: 'image' });
    const category = field(posts.fields, 'category');
    expect(category).toMatchObject({
      widget: 'relation',
      collection: 'settings',
      file: 'blogPage',
      value_field: 'listing.categories.*.name',
      multiple: true,
    });
    // The relation's target exists: the blog page's categories, each with a name.
    const categories = field(field(settingsFile('blogPage').fields, 'listing').fields as CmsField[], 'categories');
    expect(field(categories.fields as CmsField[], 'name')).toBeDefined();
  });

  it('gives every page file one nested folder collection, blocks as types keyed by `type`, buttons by `kind`', () => {
    const pages = collection('morePages');
    expect(pages).toMatchObject({ folder: 'content/pages', extension: 'yml', format: 'yaml', nested: { depth: 10 } });
    expect(collections.filter((c) => c.folder === 'content/pages')).toHaveLength(1);
    const blocks = field(pages.fields, 'blocks');
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 });
    const hero = (blocks.types as CmsField[]).find((t) => t.name === 'hero')!;
    expect(field(hero.fields as CmsField[], 'id').pattern).toEqual([
      expect.any(String),
      'must be lowercase letters, digits and dashes',
    ]);
    expect(field(hero.fields as CmsField[], 'actions')).toMatchObject({ widget: 'list', typeKey: 'kind' });
    const cards = (blocks.types as CmsField[]).find((t) => t.name === 'cards')!;
    expect(field(cards.fields as CmsField[], 'columns')).toMatchObject({
      widget: 'select',
      options: [2, 3, 4],
      required: false,
    });
    // The newsletter's button: one object of several kinds.
    const newsletter = field(field(settingsFile('blogPage').fields, 'listing').fields as CmsField[], 'newsletter');
    expect(field(newsletter.fields as CmsField[], 'action')).toMatchObject({
      widget: 'object',
      typeKey: 'kind',
      types: expect.arrayContaining([expect.objectContaining({ name: 'chat' })]),
    });
  });

  it('splits sub-services into a collection per kind, filtered on `kind`, which is hidden and set for new files', () => {
    for (const variant of ['full', 'stub']) {
      const c = collection(`subservices-${variant}`);
      expect(c).toMatchObject({ folder: 'content/subservices', filter: { field: 'kind', value: variant } });
      expect(c.fields[0]).toEqual({ name: 'kind', label: 'Kind', widget: 'hidden', default: variant });
    }
    expect(field(collection('subservices-stub').fields, 'price')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    });
  });

  it('writes no default into existing entries: the only defaults are the hidden discriminators', () => {
    const defaults: unknown[] = [];
    JSON.stringify(config, (key, value) => (key === 'default' ? (defaults.push(value), value) : value));
    expect(defaults).toEqual(['full', 'stub']);
  });

  it('gives the blog page one home: a Settings file, left out of the Pages folder by a slug filter', () => {
    const pages = collection('morePages');
    // Sveltia has no path exclude for a folder collection: its `filter` tests a field, or `slug`
    // (the file's path under the folder, without extension), against a pattern.
    expect(pages.filter).toEqual({ field: 'slug', pattern: expect.any(String) });
    const shown = (slug: string) => new RegExp(pages.filter.pattern).test(slug);
    expect(['blog'].filter(shown)).toEqual([]);
    expect(['home', 'services/seo', 'blog-tips', 'services/blog', 'legal/terms'].filter(shown)).toEqual([
      'home',
      'services/seo',
      'blog-tips',
      'services/blog',
      'legal/terms',
    ]);
    expect(settingsFile('blogPage')).toMatchObject({ file: 'content/pages/blog.yml' });
  });

  it('has site.yml and the blog page as files of the settings collection', () => {
    expect(settingsFile('site')).toMatchObject({ file: 'content/site.yml' });
    expect(settingsFile('blogPage')).toMatchObject({ file: 'content/pages/blog.yml' });
    expect(field(settingsFile('site').fields, 'hours').fields).toContainEqual(
      expect.objectContaining({ name: 'days', widget: 'select', multiple: true }),
    );
  });

  it('has no key-value field inside a list: Sveltia 0.221.1 saves one as its key path, `headers.*.headers: {}`, on every save', () => {
    const inLists: string[] = [];
    const walk = (fields: unknown, at: string, inList: boolean) => {
      for (const f of (fields ?? []) as CmsField[]) {
        const here = `${at}.${f.name}`;
        if (f.widget === 'keyvalue' && inList) inLists.push(here);
        const list = inList || f.widget === 'list';
        walk(f.fields, here, list);
        if (f.field) walk([f.field], here, list);
        for (const t of (f.types ?? []) as CmsField[]) walk(t.fields, `${here}<${t.name}>`, list);
      }
    };
    for (const c of collections) {
      walk(c.fields, c.name, false);
      for (const f of (c.files ?? []) as Json[]) walk(f.fields, `${c.name}.${f.name}`, false);
    }
    expect(inLists).toEqual([]);
    expect(field(settingsFile('site').fields, 'headers')).toMatchObject({ widget: 'hidden' }); // kept as written
  });
});
