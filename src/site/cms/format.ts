// The text the CMS (Sveltia CMS 0.221.1, @sveltia/cms) saves for a content file it did not change,
// so that files kept in that text show a one-field edit as a one-line diff. Mirrored from its
// save path (services/contents/draft/): on opening, a missing field gets its default (a boolean
// `false`, an optional object `null`…) and a value of another type is coerced (create/normalize.js);
// on saving, every string is trimmed, an empty optional field dropped (`omit_empty_optional_fields`)
// and the keys ordered by the collection's fields, a list's items by the fields of all its types
// in turn, unknown keys last (save/serialize.js, key-path.js); then `yaml`'s stringify with its
// options (file/format.js). Our own collections come from config.ts, so this follows them.
import { parse, stringify } from 'yaml';
import type { AnyKind } from '../model/kind.ts';
import { cmsConfig } from './config.ts';
import type { CmsField, Json } from './fields.ts';

import { filled, isMultiple, isObject, typeFields } from './format-open.ts';

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && !v.length) ||
  (isObject(v) && !Object.keys(v).length);
/** The YAML text Sveltia writes for `data` (its `yaml` stringify options, file/format.js). */
export function cmsYaml(data: unknown): string {
  return stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
}

/** What the CMS saves for a file of these fields holding `data` (and, for Markdown, `body`), unchanged. */
export function cmsText(fields: readonly CmsField[], data: Json, body?: string): string {
  const content = serialise(fields, filled(fields, data));
  if (body === undefined) return `${cmsYaml(content)}\n`;
  delete content.body;
  const text = body.trim();
  return `---\n${cmsYaml(content)}\n---\n${text ? `\n${text}\n` : ''}`;
}

/** The fields the CMS edits the file at `file` (relative to the content folder) with: its collection's among the kinds', as config.ts makes them. */
export function cmsFieldsOf(kinds: readonly AnyKind[], file: string, data: Json): CmsField[] | undefined {
  const collections = (cmsConfig({ backend: { name: 'test-repo' }, kinds }).config.collections ?? []) as Json[];
  const at = `content/${file}`;
  for (const c of collections) {
    const named = ((c.files ?? []) as Json[]).find((f) => f.file === at);
    if (named) return named.fields as CmsField[];
  }
  for (const c of collections) {
    if (!c.folder || !at.startsWith(`${c.folder}/`) || !at.endsWith(`.${c.extension}`)) continue;
    if (!c.nested && at.slice(c.folder.length + 1).includes('/')) continue;
    if (c.filter && data[c.filter.field] !== c.filter.value) continue;
    return c.fields as CmsField[];
  }
  return undefined;
}

/** `cmsText` for the file at `file` (relative to the content folder); throws for a file no collection holds. */
export function cmsFileText(kinds: readonly AnyKind[], file: string, data: Json, body?: string): string {
  const fields = cmsFieldsOf(kinds, file, data);
  if (!fields) throw new Error(`no CMS collection holds ${file}`);
  return cmsText(fields, data, body);
}

/** A file's data and body as the CMS reads them (file/parse.js): the text trimmed, front matter between `---` lines. */
export function cmsRead(text: string, markdown: boolean): { data: Json; body?: string } {
  const trimmed = text.trim().replace(/\r\n?/g, '\n');
  if (!markdown) return { data: (parse(trimmed) ?? {}) as Json };
  const m = /^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/.exec(trimmed);
  if (!m) throw new Error('no front matter between --- lines');
  return { data: (parse(m[1]!) ?? {}) as Json, body: (m[2] ?? '').replace(/^\n/, '') };
}

// --- Saving: flattened, trimmed, empty optional fields dropped, keys in the fields' order (save/serialize.js).

/** `flat`'s flatten: a leaf is a scalar, null, or an empty object or list. */
function flatten(value: Json): [string, unknown][] {
  const out: [string, unknown][] = [];
  const step = (obj: Json | unknown[], prev: string) => {
    for (const key of Object.keys(obj)) {
      const v = (obj as Json)[key];
      const k = prev ? `${prev}.${key}` : key;
      if ((isObject(v) || Array.isArray(v)) && Object.keys(v).length) step(v, k);
      else out.push([k, v]);
    }
  };
  step(value, '');
  return out;
}

/** The flattened key paths the fields give, list items as `*` (save/key-path.js). */
export function keyPathList(fields: readonly CmsField[]): string[] {
  const list: string[] = [];
  const parse = (f: CmsField, path: string) => {
    list.push(path);
    const isList = f.widget === 'list';
    if (isList || f.widget === 'object') {
      const join = (name: string) => (isList ? `${path}.*.${name}` : `${path}.${name}`);
      if (f.fields) for (const s of f.fields as CmsField[]) parse(s, join(s.name));
      else if (f.types) {
        list.push(join((f.typeKey as string | undefined) ?? 'type'));
        for (const t of f.types as CmsField[]) for (const s of (t.fields ?? []) as CmsField[]) parse(s, join(s.name));
      } else if (isList) {
        if (f.field) parse(f.field as CmsField, `${path}.*`);
        else list.push(`${path}.*`);
      }
    } else if (isMultiple(f)) list.push(`${path}.*`);
  };
  for (const f of fields) parse(f, f.name);
  return list;
}

/** The field at a concrete key path (`blocks.0.heading`), a typed item's by its type. */
function fieldAt(fields: readonly CmsField[], keyPath: string, data: Json): CmsField | undefined {
  const parts = keyPath.split('.');
  let field = fields.find((f) => f.name === parts[0]);
  let value: unknown = data[parts[0]!];
  for (const part of parts.slice(1)) {
    if (!field) return undefined;
    value = isObject(value) || Array.isArray(value) ? (value as Json)[part] : undefined;
    if (field.widget === 'list' && /^\d+$/.test(part)) {
      if (field.field) field = field.field as CmsField;
      else if (field.fields || field.types)
        field = { name: part, label: '', widget: 'object', fields: field.fields ?? typeFields(field, value) };
      else return field;
      continue;
    }
    if (isMultiple(field)) return field;
    const sub = (field.fields as CmsField[] | undefined) ?? typeFields(field, parentOf(data, parts, part));
    field = sub?.find((f) => f.name === part);
  }
  return field;
}

/** The object that holds `part` at its place in `parts` (for the type of a typed object). */
function parentOf(data: Json, parts: string[], part: string): unknown {
  let at: unknown = data;
  for (const p of parts) {
    if (p === part) return at;
    at = isObject(at) || Array.isArray(at) ? (at as Json)[p] : undefined;
  }
  return undefined;
}

function serialise(fields: readonly CmsField[], data: Json): Json {
  const unsorted = new Map(flatten(data).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const));
  const sorted = new Map<string, unknown>();
  const copy = (key: string, field?: CmsField) => {
    const value = unsorted.get(key);
    unsorted.delete(key);
    if (value === undefined) return; // dropped before saving (save/changes.js)
    if (field && field.required === false && isEmpty(value)) {
      for (const k of [...unsorted.keys()]) if (k.startsWith(`${key}.`)) unsorted.delete(k);
      return;
    }
    sorted.set(key, value);
  };
  for (const keyPath of keyPathList(fields)) {
    if (unsorted.has(keyPath)) {
      copy(keyPath, fieldAt(fields, keyPath, data));
      continue;
    }
    const pattern = new RegExp(`^${keyPath.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' ? '\\d+' : `\\${c}`))}$`);
    for (const key of [...unsorted.keys()].filter((k) => pattern.test(k)).sort(compare))
      copy(key, fieldAt(fields, key, data));
  }
  for (const key of [...unsorted.keys()].sort(compare)) copy(key);
  return unflatten(sorted);
}

const compare = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** `flat`'s unflatten: a numeric segment makes a list. */
function unflatten(map: Map<string, unknown>): Json {
  const out: Json = {};
  for (const [key, value] of map) {
    const parts = key.split('.');
    let at: Json = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        at[part] = value;
        return;
      }
      at[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      at = at[part];
    });
  }
  return out;
}
