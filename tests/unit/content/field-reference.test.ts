// docs/fields.md is made from the schemas' own descriptions (content/field-reference.ts): what it
// says of a field is what the schema says, so it cannot drift from them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldReference } from '../../../src/site/content/field-reference.ts';
import { defaultSite } from '../../../src/site/default-site.ts';
import type { AnyKind } from '../../../src/site/model/kind.ts';
import { root } from '../../helpers/sites.ts';

const button = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('call').describe('Dials the number.'),
      number: z.string().describe('Digits | spaces allowed.'),
    })
    .describe('A phone button.'),
  z.strictObject({ kind: z.literal('mail').describe('Writes an e-mail.'), to: z.string().describe('The <address>.') }),
]);
const eventSchema = z.strictObject({
  title: z.string().describe('The title as shown.'),
  venue: z
    .strictObject({ city: z.string().describe('The town.'), seats: z.number().int().optional().describe('How many.') })
    .describe('Where it is.'),
  speakers: z.array(z.strictObject({ name: z.string().describe('Their name.') })).describe('Who speaks.'),
  actions: z.array(button).default([]).describe('Its buttons.'),
  more: z.array(button).optional().describe('More buttons.'),
  level: z.enum(['intro', 'expert']).default('intro').describe('For whom.'),
});
const events = {
  editorSchema: { name: 'event', title: 'An event: content/events/<slug>.yml', files: ['events/*.yml'], yaml: true },
  schema: eventSchema,
} as unknown as AnyKind;

describe('the field reference', () => {
  it('lists every field by its path, with its type, whether it is required and the schema’s description', () => {
    const doc = fieldReference([events]);
    expect(doc).toContain('## An event: content/events/&lt;slug>.yml\n\nFiles: `events/*.yml`.');
    expect(doc).toContain('| `title` | text | yes | The title as shown. |');
    expect(doc).toContain('| `venue.city` | text | yes | The town. |');
    expect(doc).toContain('| `venue.seats` | whole number |  | How many. |');
    expect(doc).toContain('| `speakers[].name` | text | yes | Their name. |');
    expect(doc).toContain('| `level` | `intro`, `expert` |  | For whom. Default: `"intro"`. |');
  });

  it('describes a union of shapes once, in its own section, and links every field holding one to it', () => {
    const doc = fieldReference([events]);
    expect(doc).toContain('| `actions` | list of [Buttons](#buttons) |  | Its buttons. |');
    expect(doc).toContain('| `more` | list of [Buttons](#buttons) |  | More buttons. |');
    expect(doc.match(/^## Buttons$/gm)).toHaveLength(1);
    expect(doc).toContain('### `call`\n\nA phone button.');
    expect(doc).toContain('| `number` | text | yes | Digits \\| spaces allowed. |'); // a | in a description does not split the table
    expect(doc).toContain('| `to` | text | yes | The &lt;address>. |');
  });

  it('is the one in docs/fields.md (else: npm run docs:fields)', async () => {
    expect(await readFile(path.join(root, 'docs/fields.md'), 'utf8')).toBe(fieldReference(defaultSite.kinds));
  });
});
