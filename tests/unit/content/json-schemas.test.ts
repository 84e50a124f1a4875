// The JSON Schemas editors use (.agency-site/schemas/, mapped onto content/ by .vscode/settings.json)
// are made from the zod schemas, and agree with them: a real JSON Schema validator (ajv) accepts
// every shipped content file and rejects every bad-content fixture zod rejects.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentSchemas, jsonSchema } from '../../../src/site/content/json-schemas.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { parseSource } from '../../../src/site/content/parse.ts';
import { fixtures, removeSite, root, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const schemaDir = path.join(root, '.agency-site/schemas');
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>(
  contentSchemas(defaultSite.kinds).map((e) => [e.name, ajv.compile(jsonSchema(e))]),
);

/** A glob as editors read these: `*` is any name within one folder, `**` / any folders. */
const globMatches = (file: string, glob: string) =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) =>
        part
          .split('*')
          .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('(?:[^/]+/)*')}$`,
  ).test(file);
/** A list of globs: a file matches one without `!` and none with it. */
const matchesList = (file: string, globs: readonly string[]) =>
  globs.some((g) => !g.startsWith('!') && globMatches(file, g)) &&
  !globs.some((g) => g.startsWith('!') && globMatches(file, g.slice(1)));
const inContent = (glob: string) => (glob.startsWith('!') ? `!content/${glob.slice(1)}` : `content/${glob}`);

/** The kind of a content file (its path relative to the content folder), by the schemas' globs. */
const kindsOf = (rel: string) =>
  contentSchemas(defaultSite.kinds)
    .filter((e) => matchesList(rel, e.files))
    .map((e) => e.name);

/** A content file's data as an editor's YAML tooling sees it: the YAML, or a post's front matter. */
async function dataOf(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  return file.endsWith('.md') ? parseSource(text, file, [])?.data : parse(text);
}

async function contentFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true }))
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.(yml|md)$/.test(f) && !f.startsWith('public/'));
}

describe('JSON Schemas of the content', () => {
  it('are the ones written in .agency-site/schemas/ (else: run npx agency-site schema)', async () => {
    for (const entry of contentSchemas(defaultSite.kinds)) {
      const written = JSON.parse(await readFile(path.join(schemaDir, `${entry.name}.schema.json`), 'utf8'));
      expect(written, entry.name).toEqual(jsonSchema(entry));
    }
  });

  it('are mapped by .vscode/settings.json onto every YAML content file, each file to one schema', async () => {
    const settings = JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8'));
    const mapping = settings['yaml.schemas'] as Record<string, string[]>;
    // Each kind's editor schema that VS Code's YAML extension can apply (not Markdown front matter):
    // the message is the mapping to paste when a kind is added (src/site/kinds/).
    const expected = Object.fromEntries(
      contentSchemas(defaultSite.kinds)
        .filter((e) => e.yaml)
        .map((e) => [`./.agency-site/schemas/${e.name}.schema.json`, e.files.map(inContent)]),
    );
    expect(mapping, `.vscode/settings.json's "yaml.schemas" should be ${JSON.stringify(expected, null, 2)}`).toEqual(
      expected,
    );
    for (const rel of await contentFiles(path.join(root, 'content'))) {
      const mapped = Object.entries(mapping).filter(([, globs]) => matchesList(`content/${rel}`, globs));
      expect(mapped.length, rel).toBe(rel.endsWith('.md') ? 0 : 1);
      expect(kindsOf(rel), rel).toHaveLength(1);
    }
  });

  it('accept every shipped content file', async () => {
    const dir = path.join(root, 'content');
    for (const rel of await contentFiles(dir)) {
      const validate = validators.get(kindsOf(rel)[0]!)!;
      expect(validate(await dataOf(path.join(dir, rel))), `${rel}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('describe every field for an editor, nested ones too', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      for (const [key, value] of Object.entries((n.properties ?? {}) as Record<string, { description?: string }>)) {
        if (!value.description) undescribed.push(`${where}.${key}`);
        walk(value, `${where}.${key}`);
      }
      for (const key of ['items', 'anyOf', 'oneOf', 'allOf'])
        [n[key]].flat().forEach((child) => walk(child, key === 'items' ? `${where}[]` : where));
    };
    for (const entry of contentSchemas(defaultSite.kinds)) walk(jsonSchema(entry), entry.name);
    expect(undescribed).toEqual([]);
  });

  it('describe the fields for an editor', () => {
    const post = jsonSchema(contentSchemas(defaultSite.kinds).find((e) => e.name === 'post')!) as {
      properties: Record<string, { description?: string }>;
      required: string[];
    };
    for (const [field, spec] of Object.entries(post.properties)) expect(spec.description, field).toMatch(/\w{4,}.*\./);
    expect(post.required.sort()).toEqual(['author', 'category', 'date', 'excerpt', 'image', 'readTime', 'title']);
  });

  it('reject every bad-content fixture that zod rejects', async () => {
    const cases = (await readdir(path.join(fixtures, 'bad-content'))).sort();
    let compared = 0;
    for (const name of cases) {
      const dir = await siteCopy(name);
      try {
        const loaded = await loadContent(dir, defaultSite.kinds);
        const files = new Set(loaded.diagnostics.filter((d) => d.rule === 'schema').map((d) => path.resolve(d.file)));
        for (const file of files) {
          const rel = path.relative(dir, file).split(path.sep).join('/');
          const validate = validators.get(kindsOf(rel)[0]!)!;
          expect(validate(await dataOf(file)), `${name}: ${rel}`).toBe(false);
          compared++;
        }
      } finally {
        await removeSite(dir);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });
});

it('agency-site schema writes them into a folder of your choice', async () => {
  const out = await mkdtemp(path.join(os.tmpdir(), 'agency-site-schemas-'));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'bin/agency-site.js'), 'schema', '--out', out],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(stdout).toContain(`Wrote 6 JSON Schemas into ${out}/`);
    for (const entry of contentSchemas(defaultSite.kinds))
      expect(JSON.parse(await readFile(path.join(out, `${entry.name}.schema.json`), 'utf8'))).toEqual(
        jsonSchema(entry),
      );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
