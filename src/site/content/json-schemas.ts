// JSON Schemas of the content files, made from the zod schemas (the one description of each shape),
// for editors: VS Code's YAML extension reads them through .vscode/settings.json and completes
// fields, shows their descriptions and flags mistakes while typing. `agency-site schema` writes them.
import * as z from 'zod';
import type { AnyKind, EditorSchema } from '../model/kind.ts';

export interface ContentSchema extends EditorSchema {
  schema: z.ZodType;
}

/** Each kind's, for those that declare one: its files' globs, with its zod schema. */
export function contentSchemas(kinds: readonly AnyKind[]): ContentSchema[] {
  return kinds.flatMap((k) => (k.editorSchema ? [{ ...k.editorSchema, schema: k.schema }] : []));
}

/** One JSON Schema (draft-07, which editors and validators know best) per kind of content file. */
export function jsonSchema(entry: ContentSchema): Record<string, unknown> {
  // What an editor writes is the input: a date as written, one category or a list.
  // The CMS's own hints (`x-cms`, cms/fields.ts) are not for editors: left out.
  const json = z.toJSONSchema(entry.schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => void delete (jsonSchema as Record<string, unknown>)['x-cms'],
  }) as Record<string, unknown>;
  return { ...json, $id: `${entry.name}.schema.json`, title: entry.title };
}
