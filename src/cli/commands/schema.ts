// `agency-site schema`: the JSON Schemas of the content files, for editors (content/json-schemas.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSchemas, jsonSchema } from '../../site/content/json-schemas.ts';
import { green, terminal } from '../report.ts';

export async function runSchema(flags: { out: string }): Promise<number> {
  const out = terminal(process.stdout);
  await mkdir(flags.out, { recursive: true });
  for (const entry of contentSchemas) {
    await writeFile(path.join(flags.out, `${entry.name}.schema.json`), `${JSON.stringify(jsonSchema(entry), null, 2)}\n`);
  }
  out.write(`${green(out, 'Wrote')} ${contentSchemas.length} JSON Schemas into ${flags.out}/: ${contentSchemas.map((e) => `${e.name}.schema.json`).join(', ')}\n`);
  return 0;
}
