// docs/fields.md: every field of every kind of content file, from the JSON Schemas editors get
// (json-schemas.ts), so the reference says what the schemas say and cannot drift from them. A
// list of blocks (or buttons) is one of several shapes: each shape is described once, in a
// section of its own, and the fields that hold one link to it.
import type { AnyKind } from '../model/kind.ts';
import { contentSchemas, jsonSchema } from './json-schemas.ts';

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  default?: unknown;
};

/** A union of objects told apart by one field (`type` of a block, `kind` of a button). */
interface Shapes {
  /** The field that tells them apart. */
  key: string;
  /** Where it is described: its section's heading. */
  title: string;
  variants: Schema[];
}

const cell = (s: string) =>
  s
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/\*/g, '\\*')
    .replace(/\s*\n\s*/g, ' ');
const code = (s: string) => '`' + s + '`';

function discriminator(variants: Schema[] | undefined): string | undefined {
  const first = variants?.[0]?.properties;
  if (!variants || !first) return undefined;
  return Object.keys(first).find((k) => variants.every((v) => v.properties?.[k]?.const !== undefined));
}

function typeOf(s: Schema): string {
  if (s.const !== undefined) return s.const === '' ? 'empty' : code(String(s.const));
  if (s.enum) return s.enum.map((v) => code(String(v))).join(', ');
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map((a) => (a.type || a.const !== undefined || a.enum ? typeOf(a) : 'any')).join(' or ');
  if (s.type === 'array') return `list of ${s.items ? typeOf(s.items) : 'any'}`;
  if (s.type === 'object') return 'fields';
  return { string: 'text', number: 'number', integer: 'whole number', boolean: 'true or false' }[s.type ?? ''] ?? 'any';
}

class Reference {
  private readonly shapes = new Map<string, Shapes>();

  /** The rows of an object's fields, `at` its path; objects and lists of objects go on in place. */
  rows(s: Schema, at: string, out: string[]): void {
    const required = new Set(s.required ?? []);
    for (const [name, field] of Object.entries(s.properties ?? {})) {
      const path = at ? `${at}.${name}` : name;
      const union = this.union(field.type === 'array' ? field.items : field);
      const type = union
        ? `${field.type === 'array' ? 'list of ' : ''}[${union.title}](#${anchor(union.title)})`
        : typeOf(field);
      const byDefault =
        field.default !== undefined && !(Array.isArray(field.default) && !field.default.length)
          ? ` Default: ${code(JSON.stringify(field.default))}.`
          : '';
      out.push(
        `| ${code(path)} | ${type} | ${required.has(name) ? 'yes' : ''} | ${cell((field.description ?? '') + byDefault)} |`,
      );
      if (union) continue;
      if (field.type === 'object' && field.properties) this.rows(field, path, out);
      if (field.type === 'array' && field.items?.type === 'object' && field.items.properties)
        this.rows(field.items, `${path}[]`, out);
    }
  }

  /** A union of shapes, described in its own section (once, however many fields hold one). */
  private union(s: Schema | undefined): Shapes | undefined {
    const key = discriminator(s?.oneOf);
    if (!s || !key) return undefined;
    const id = JSON.stringify(s.oneOf);
    let shapes = this.shapes.get(id);
    if (!shapes) {
      this.shapes.set(id, (shapes = { key, title: unionTitles[key] ?? `Shapes by ${key}`, variants: s.oneOf! }));
    }
    return shapes;
  }

  /** The sections of the unions met so far, and of those they hold. */
  unionSections(): string[] {
    const out: string[] = [];
    const done = new Set<Shapes>();
    for (
      let more = [...this.shapes.values()];
      more.length;
      more = [...this.shapes.values()].filter((s) => !done.has(s))
    ) {
      for (const shapes of more) {
        done.add(shapes);
        out.push(`## ${shapes.title}`, '', `Each is one of these, told apart by its ${code(shapes.key)}.`, '');
        for (const v of shapes.variants) {
          out.push(
            `### ${code(String(v.properties![shapes.key]!.const))}`,
            '',
            ...(v.description ? [cell(v.description), ''] : []),
            ...table((rows) => this.rows(v, '', rows)),
            '',
          );
        }
      }
    }
    return out;
  }
}

/** What the unions are called, by the field that tells their shapes apart. */
const unionTitles: Record<string, string> = { type: 'Blocks', kind: 'Buttons', provider: 'Analytics providers' };

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

function table(fill: (rows: string[]) => void): string[] {
  const rows: string[] = [];
  fill(rows);
  return ['| field | type | required | what it is |', '|---|---|---|---|', ...rows];
}

/** docs/fields.md for these kinds. */
export function fieldReference(kinds: readonly AnyKind[]): string {
  const ref = new Reference();
  const out = [
    '# Content fields',
    '',
    '<!-- Made by `npm run docs:fields` from the schemas (src/site/model/schemas/): edit those, not this file. -->',
    '',
    "Every field of every content file, as the schemas check it; `agency-site check` names a file's mistakes by these paths (`blocks.2.heading`). A field holding a list of blocks or buttons links to the shapes they may take.",
    '',
  ];
  for (const entry of contentSchemas(kinds)) {
    const schema = jsonSchema(entry) as Schema;
    out.push(`## ${cell(entry.title)}`, '', `Files: ${entry.files.map(code).join(', ')}.`, '');
    const key = discriminator(schema.oneOf);
    // A file of several shapes (a sub-service, full or stub): a table for each.
    if (key)
      for (const v of schema.oneOf!)
        out.push(
          `### ${code(`${key}: ${String(v.properties![key]!.const)}`)}`,
          '',
          ...table((rows) => ref.rows(v, '', rows)),
          '',
        );
    else out.push(...table((rows) => ref.rows(schema, '', rows)), '');
  }
  out.push(...ref.unionSections());
  return out.join('\n').replace(/\n+$/, '\n');
}
