// `npm run docs:fields`: writes docs/fields.md from the schemas (src/site/content/field-reference.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldReference } from '../src/site/content/field-reference.ts';
import { defaultSite } from '../src/site/default-site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, 'docs/fields.md'), fieldReference(defaultSite.kinds));
console.log('Wrote docs/fields.md');
