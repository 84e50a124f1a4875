// The CMS's fields from a content schema: its JSON Schema (made from the zod schema, so the CMS
// never drifts from what `check` accepts) mapped onto Sveltia CMS widgets. What JSON Schema cannot
// say (a picture, a date, several lines, a relation) the zod schema says in `.meta({ 'x-cms': … })`.
import * as z from 'zod';

export type Json = Record<string, any>;

/** One field of the CMS's config.yml (Sveltia CMS, Decap's format). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  [option: string]: unknown;
}

/** `.meta({ 'x-cms': … })` on a zod schema: a widget and its options, or only a label. */
export interface CmsMeta {
  widget?: string;
  label?: string;
  [option: string]: unknown;
}

/** Paths of the fields no widget could be chosen for: the guard test lists them. */
export interface Mapping {
  unmapped: string[];
}

/** The JSON Schema of what an editor writes, each pattern with its zod message (`x-pattern-message`). */
export function cmsJsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const message = patternMessage(zodSchema);
      if (message && jsonSchema.pattern) (jsonSchema as Json)['x-pattern-message'] = message;
    },
  }) as Json;
}

/** The message a string schema's regex check gives (zod keeps it as `error`). */
function patternMessage(schema: unknown): string | undefined {
  const checks = ((schema as Json)?._zod?.def?.checks ?? []) as Json[];
  for (const check of checks) {
    const def = check._zod?.def;
    if (def?.format !== 'regex' || typeof def.error !== 'function') continue;
    const out = def.error({});
    if (typeof out === 'string') return out;
    if (typeof out?.message === 'string') return out.message;
  }
  return undefined;
}

/** "ctaLabel" → "Cta label", "case-studies" → "Case studies". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Hints are Markdown in the CMS: a description's `<title>` or `*` must show as written. */
export function escapeHint(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`);
}

const summaryKeys = ['title', 'heading', 'label', 'name', 'q', 'value', 'quote', 'src'];

/** What a collapsed list item shows: its first telling field. */
function summaryOf(fields: readonly CmsField[]): { summary?: string } {
  const key = summaryKeys.find((k) => fields.some((f) => f.name === k));
  return key ? { summary: `{{fields.${key}}}` } : {};
}

/** The fields of an object schema, `skip` left out (a variant's type key: the CMS writes it). */
export function objectFields(node: Json, path: string, map: Mapping, skip?: string): CmsField[] {
  const required = new Set<string>(node.required ?? []);
  return Object.entries((node.properties ?? {}) as Record<string, Json>)
    .filter(([name]) => name !== skip)
    .map(([name, prop]) => fieldFor(name, prop, required.has(name), `${path}.${name}`, map));
}

/** A union of objects told apart by one constant field (a discriminated union): that field and each variant. */
export function variantsOf(node: Json): { key: string; variants: [string, Json][] } | undefined {
  const options = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (!options?.length || !options.every((o) => o.type === 'object' && o.properties)) return undefined;
  const key = Object.keys(options[0]!.properties).find((k) =>
    options.every((o) => typeof o.properties[k]?.const === 'string'),
  );
  return key ? { key, variants: options.map((o) => [o.properties[key].const as string, o]) } : undefined;
}

/** `types` + `typeKey` (Sveltia's variable types) for a list's items or a single object. */
function typesOf(node: Json, path: string, map: Mapping) {
  const found = variantsOf(node);
  if (!found) return undefined;
  const types = found.variants.map(([name, option]) => {
    const fields = objectFields(option, `${path}<${name}>`, map, found.key);
    return {
      name,
      label: (option['x-cms']?.label as string) ?? humanize(name),
      widget: 'object',
      fields,
      ...summaryOf(fields),
    };
  });
  return { typeKey: found.key, types };
}

function hintOf(node: Json): { hint?: string } {
  return typeof node.description === 'string' ? { hint: escapeHint(node.description) } : {};
}

/** A pattern with the words zod says when it fails. */
function patternOf(node: Json): { pattern?: [string, string] } {
  if (typeof node.pattern !== 'string') return {};
  return { pattern: [node.pattern, node['x-pattern-message'] ?? `must be written as the hint says`] };
}

/** Every branch a constant (`columns: 2 | 3 | 4`): a select of those values, numbers kept numbers. */
function constOptions(node: Json): unknown[] | undefined {
  const options = node.anyOf as Json[] | undefined;
  return options?.length && options.every((o) => 'const' in o) ? options.map((o) => o.const) : undefined;
}

/** Every branch a string (`leadServiceUrl`: a URL or ""; a redirect's path or URL): one text field, the patterns left to `check`. */
function stringBranch(node: Json): Json | undefined {
  const options = node.anyOf as Json[] | undefined;
  return options?.length && options.every((o) => o.type === 'string') ? { type: 'string' } : undefined;
}

/** One field of the CMS for a property of the JSON Schema; `path` names it when it cannot be mapped. */
export function fieldFor(name: string, node: Json, required: boolean, path: string, map: Mapping): CmsField {
  const meta = (node['x-cms'] ?? {}) as CmsMeta;
  const base = { name, label: meta.label ?? humanize(name), ...(required ? {} : { required: false }), ...hintOf(node) };
  if (meta.widget) {
    const { label: _label, ...options } = meta;
    return { ...base, widget: meta.widget, ...options };
  }
  const types = typesOf(node, path, map);
  if (types) return { ...base, widget: 'object', ...types };
  if (Array.isArray(node.enum)) return { ...base, widget: 'select', options: node.enum };
  const consts = constOptions(node);
  if (consts) return { ...base, widget: 'select', options: consts };
  const widget = widgetFor(stringBranch(node) ?? node, path, map);
  if (!widget) map.unmapped.push(path);
  return { ...base, widget: 'string', ...widget };
}

/** The widget and its options for a plain type; undefined when none fits. */
function widgetFor(node: Json, path: string, map: Mapping): ({ widget: string } & Json) | undefined {
  switch (node.type) {
    case 'string':
      return { widget: 'string', ...(node.maxLength ? { maxlength: node.maxLength } : {}), ...patternOf(node) };
    case 'integer':
    case 'number': {
      const min =
        node.minimum ??
        (node.type === 'integer' && node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      return {
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      };
    }
    case 'boolean':
      return { widget: 'boolean' };
    case 'object': {
      // A record of names to texts (site.yml `headers:`'s headers): Sveltia's key-value field.
      if (
        !node.properties &&
        typeof node.additionalProperties === 'object' &&
        node.additionalProperties.type === 'string'
      )
        return { widget: 'keyvalue' };
      const fields = objectFields(node, path, map);
      if (!fields.length) return undefined; // an object of nothing the CMS could edit: unmapped, said by path
      return { widget: 'object', fields, ...summaryOf(fields) };
    }
    case 'array':
      return listFor(node, path, map);
    default:
      return undefined;
  }
}

function listFor(node: Json, path: string, map: Mapping): { widget: string } & Json {
  const items = (node.items ?? {}) as Json;
  const bounds = { ...(node.minItems ? { min: node.minItems } : {}), ...(node.maxItems ? { max: node.maxItems } : {}) };
  if (Array.isArray(items.enum)) return { widget: 'select', multiple: true, options: items.enum, ...bounds };
  const types = typesOf(items, `${path}[]`, map);
  if (types) return { widget: 'list', ...types, ...bounds };
  if (items.type === 'object') {
    const fields = objectFields(items, `${path}[]`, map);
    return { widget: 'list', fields, ...summaryOf(fields), ...bounds };
  }
  return { widget: 'list', field: fieldFor('item', items, true, `${path}[]`, map), ...bounds };
}
