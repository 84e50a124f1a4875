// The CMS's config.yml: a collection per kind of content (kinds/), its fields from the kind's zod
// schema (fields.ts). A kind in one file joins the `settings` file collection; a folder of files is
// a folder collection; a kind whose files are two shapes (sub-services: `kind: full | stub`) is a
// collection per shape, filtered on that field, which the CMS keeps hidden.
import type { AnyKind } from '../model/kind.ts';
import { cmsJsonSchema, humanize, objectFields, variantsOf, type CmsField, type Json, type Mapping } from './fields.ts';

export interface CmsConfigOptions {
  /** The Sveltia backend: `{ name: 'github', repo, branch }`, or `{ name: 'test-repo' }` in tests. */
  backend: Record<string, unknown>;
  /** The content folder, relative to the repository's root (Sveltia's paths are). */
  contentPath?: string;
  siteUrl?: string;
  /** The kinds to map: the site's (site-definition.ts). */
  kinds: readonly AnyKind[];
}

/** The collection that holds each one-file kind (site.yml, pages/blog.yml), as a file each. */
export const settingsCollection = 'settings';

export interface CmsConfig {
  config: Json;
  /** Schema fields no widget was found for (the guard test requires none). */
  unmapped: string[];
}

export function cmsConfig(o: CmsConfigOptions): CmsConfig {
  const content = o.contentPath ?? 'content';
  const { collections, unmapped } = collectionsOf(o.kinds, content);
  const config = {
    backend: o.backend,
    ...(o.siteUrl ? { site_url: o.siteUrl } : {}),
    media_folder: `${content}/images`,
    public_folder: 'images',
    // An emptied optional field is removed, not written as "" (which the schemas refuse).
    output: { omit_empty_optional_fields: true },
    collections,
  };
  return { config, unmapped };
}

// The schemas are code: their collections are made once per process (~1 s: zod's JSON Schema of
// the page schema alone takes a few hundred ms), not on every rebuild of `dev`.
const made = new WeakMap<readonly AnyKind[], Map<string, { collections: Json[]; unmapped: string[] }>>();

function collectionsOf(kinds: readonly AnyKind[], content: string) {
  const byPath = made.get(kinds) ?? new Map();
  made.set(kinds, byPath);
  let entry = byPath.get(content);
  if (!entry) {
    const map: Mapping = { unmapped: [] };
    entry = { collections: kindCollections(kinds, content, map), unmapped: map.unmapped };
    byPath.set(content, entry);
  }
  return entry;
}

function kindCollections(kinds: readonly AnyKind[], content: string, map: Mapping): Json[] {
  const files: Json[] = [];
  const out: Json[] = [];
  const schemas = new Map<unknown, Json>();
  for (const kind of kinds) {
    const f = kind.files;
    // Fixed pages that are files of the page tree (page-files.ts): the tree's collection shows them.
    if ('files' in f && kinds.some((k) => 'tree' in k.files && k.schema === kind.schema)) continue;
    const schema = schemas.get(kind.schema) ?? cmsJsonSchema(kind.schema);
    schemas.set(kind.schema, schema);
    if ('file' in f)
      files.push({
        name: kind.key,
        label: kind.label,
        file: `${content}/${f.file}`,
        fields: objectFields(schema, kind.key, map),
      });
    else if ('files' in f) {
      for (const [name, file] of Object.entries(f.files))
        files.push({
          name,
          label: humanize(name),
          file: `${content}/${file}`,
          fields: objectFields(schema, `${kind.key}.${name}`, map),
        });
    } else if ('tree' in f)
      out.push(
        folder(
          kind,
          `${content}/${f.tree}`,
          f.ext,
          { nested: { depth: 10 }, ...treeFilter(kinds, f.tree, f.ext) },
          objectFields(schema, kind.key, map),
        ),
      );
    else out.push(...folderCollections(kind, `${content}/${f.dir}`, f.ext, schema, map));
  }
  return files.length ? [{ name: settingsCollection, label: 'Settings', files }, ...out] : out;
}

/**
 * A file of another kind inside the tree (pages/blog.yml, a Settings file) is left out of the tree's
 * collection, so it has one home. Sveltia has no path exclude: its `filter` matches a field, or
 * the entry's `slug` (the path under the folder, without extension) against a pattern.
 */
function treeFilter(kinds: readonly AnyKind[], tree: string, ext: string): Json {
  const own = kinds.flatMap((k) =>
    'file' in k.files && k.files.file.startsWith(`${tree}/`) && k.files.file.endsWith(ext)
      ? [k.files.file.slice(tree.length + 1, -ext.length)]
      : [],
  );
  if (!own.length) return {};
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { filter: { field: 'slug', pattern: `^(?!(?:${own.map(escape).join('|')})$)` } };
}

/** A folder's collection, or one per shape of a union at its root, each with its discriminator hidden. */
function folderCollections(kind: AnyKind, dir: string, ext: string, schema: Json, map: Mapping): Json[] {
  const union = variantsOf(schema);
  if (!union) return [folder(kind, dir, ext, {}, objectFields(schema, kind.key, map))];
  return union.variants.map(([variant, option]) => {
    const fields = objectFields(option, `${kind.key}<${variant}>`, map, union.key);
    const hidden: CmsField = { name: union.key, label: humanize(union.key), widget: 'hidden', default: variant };
    return folder(
      { ...kind, key: `${kind.key}-${variant}` },
      dir,
      ext,
      { filter: { field: union.key, value: variant } },
      [hidden, ...fields],
      `${kind.label}: ${variant}`,
    );
  });
}

function folder(kind: AnyKind, dir: string, ext: string, extra: Json, fields: CmsField[], label = kind.label): Json {
  const markdown = ext === '.md';
  const body: CmsField[] = markdown ? [{ name: 'body', label: 'Body', widget: 'markdown', required: false }] : [];
  const summary = fields.some((f) => f.name === 'title') ? { summary: '{{title}}' } : {};
  return {
    name: kind.key,
    label,
    folder: dir,
    extension: ext.slice(1),
    format: markdown ? 'frontmatter' : 'yaml',
    create: true,
    ...summary,
    ...extra,
    fields: [...fields, ...body],
  };
}
