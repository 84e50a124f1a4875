// The CMS's fields from zod schemas (cms/fields.ts): each rule of the mapping on a small schema.
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { cmsJsonSchema, escapeHint, objectFields, type CmsField } from '../../../src/site/cms/fields.ts';

function fields(shape: z.ZodRawShape): { fields: CmsField[]; unmapped: string[] } {
  const map = { unmapped: [] as string[] };
  return { fields: objectFields(cmsJsonSchema(z.strictObject(shape)), 'root', map), unmapped: map.unmapped };
}
const one = (schema: z.ZodType) => fields({ f: schema }).fields[0]!;

describe('the mapping from zod to CMS fields', () => {
  it('a discriminated union in a list: types with the discriminator as typeKey, not repeated in each type', () => {
    const block = z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('hero'), heading: z.string() }),
      z.strictObject({ type: z.literal('faq'), items: z.array(z.string()) }),
    ]);
    const f = one(z.array(block));
    expect(f).toMatchObject({ widget: 'list', typeKey: 'type' });
    const types = f.types as CmsField[];
    expect(types.map((t) => [t.name, t.widget])).toEqual([
      ['hero', 'object'],
      ['faq', 'object'],
    ]);
    expect((types[0]!.fields as CmsField[]).map((x) => x.name)).toEqual(['heading']);
    expect(types[0]!.summary).toBe('{{fields.heading}}');
  });

  it('a discriminated union as one object (a button): an object with types and typeKey', () => {
    const action = z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('chat'), message: z.string() }),
      z.strictObject({ kind: z.literal('link'), href: z.string() }),
    ]);
    expect(one(action)).toMatchObject({
      widget: 'object',
      typeKey: 'kind',
      types: [{ name: 'chat' }, { name: 'link' }],
    });
  });

  it('an enum is a select; a union of number constants a select of numbers', () => {
    expect(one(z.enum(['left', 'center']))).toMatchObject({ widget: 'select', options: ['left', 'center'] });
    const columns = one(z.union([z.literal(2), z.literal(3), z.literal(4)]));
    expect(columns).toMatchObject({ widget: 'select', options: [2, 3, 4] });
  });

  it('a list of enum values is a multiple select', () => {
    expect(one(z.array(z.enum(['Monday', 'Tuesday'])).min(1))).toMatchObject({
      widget: 'select',
      multiple: true,
      options: ['Monday', 'Tuesday'],
      min: 1,
    });
  });

  it('a pattern carries the message zod gives when it fails', () => {
    const f = one(z.string().regex(/^[a-z]+$/, 'must be lowercase letters'));
    expect(f.pattern).toEqual(['^[a-z]+$', 'must be lowercase letters']);
  });

  it('a description is the hint, escaped for Markdown; optional and defaulted fields are not required; no default is written', () => {
    const { fields: fs } = fields({
      a: z.string().describe('The page <title> in *bold*'),
      b: z.string().optional(),
      c: z.enum(['x', 'y']).default('x'),
    });
    expect(fs[0]).toMatchObject({ hint: 'The page \\<title\\> in \\*bold\\*' });
    expect(fs[0]).not.toHaveProperty('required');
    expect(fs[1]).toMatchObject({ required: false });
    expect(fs[2]).toMatchObject({ required: false });
    expect(JSON.stringify(fs)).not.toContain('"default"');
    expect(escapeHint('a_b [c]')).toBe('a\\_b \\[c\\]');
  });

  it('numbers keep their kind and bounds; booleans are booleans; objects nest', () => {
    expect(one(z.number().int().min(1).max(5))).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 });
    expect(one(z.number().int().positive())).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(one(z.boolean())).toMatchObject({ widget: 'boolean' });
    expect(one(z.strictObject({ q: z.string() }))).toMatchObject({
      widget: 'object',
      fields: [{ name: 'q', widget: 'string' }],
    });
  });

  it('x-cms meta says what JSON Schema cannot: a widget and its options, a label', () => {
    const date = z.string().meta({ 'x-cms': { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false } });
    expect(one(date)).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(one(z.string().meta({ 'x-cms': { widget: 'text', label: 'Answer' } }))).toMatchObject({
      widget: 'text',
      label: 'Answer',
    });
    expect(one(z.string())).toMatchObject({ label: 'F' });
  });

  it('a field no widget fits is reported by its path', () => {
    expect(fields({ f: z.union([z.string(), z.array(z.string())]) }).unmapped).toEqual(['root.f']);
    expect(fields({ f: z.union([z.string(), z.literal('')]) }).unmapped).toEqual([]);
    // An object with nothing to edit would be refused by Sveltia ("fields must have at least one item").
    expect(fields({ f: z.record(z.string(), z.number()) }).unmapped).toEqual(['root.f']);
  });

  it('a record of names to texts (headers) is a key-value field', () => {
    expect(one(z.record(z.string(), z.string()))).toMatchObject({ widget: 'keyvalue' });
  });
});
