// Edits a marketer makes to a content folder, for the growth scenario (tests/unit/check/
// growth-scenario.test.ts). They pick what to edit from the copy itself (its YAML read with
// js-yaml), so an editor changing the shipped content/ does not break the scenario, and edit YAML
// through `yaml`'s document model, which keeps the file's comments and layout.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jsYaml from 'js-yaml';
import { parseDocument } from 'yaml';

export type Data = Record<string, unknown> & { blocks?: Array<Record<string, unknown>> };

export async function readYaml(file: string): Promise<Data> {
  return jsYaml.load(await readFile(file, 'utf8')) as Data;
}

/** Edit a YAML file's document (comments kept); `change` gets the `yaml` Document. */
export async function editYaml(file: string, change: (doc: Doc) => void): Promise<void> {
  const doc = parseDocument(await readFile(file, 'utf8'));
  change(doc);
  await writeFile(file, doc.toString({ lineWidth: 0 }));
}

type Doc = ReturnType<typeof parseDocument>;

/** Append `item` (flow style, as the shipped lists are written) to the list at `at`, made if missing. */
export function appendTo(doc: Doc, at: Array<string | number>, item: unknown, flow = true): void {
  if (!doc.hasIn(at)) doc.setIn(at, doc.createNode([]));
  doc.addIn(at, doc.createNode(item, { flow }));
}

/** A post's front matter as data (js-yaml, dates kept as the strings written). */
export function frontMatter(text: string): Data {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m) throw new Error('no front matter');
  return jsYaml.load(m[1]!, { schema: jsYaml.JSON_SCHEMA }) as Data;
}

/**
 * Set front-matter fields of a post (a value of `undefined` removes the field); `body` replaces the
 * Markdown after it. Line-based, as an editor would, so the file keeps its other lines as written.
 */
export function setFrontMatter(text: string, fields: Record<string, unknown>, body?: string): string {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) throw new Error('no front matter');
  let lines = m[1]!.split(/\r?\n/);
  for (const [key, value] of Object.entries(fields)) {
    const at = lines.findIndex((l) => l.startsWith(`${key}:`));
    // The field's lines: its own and the indented ones under it (a list written as a block).
    let end = at + 1;
    while (at >= 0 && end < lines.length && /^\s/.test(lines[end]!)) end++;
    if (value === undefined) {
      if (at >= 0) lines.splice(at, end - at);
      continue;
    }
    const line = `${key}: ${JSON.stringify(value)}`;
    if (at >= 0) lines.splice(at, end - at, line);
    else lines.push(line);
  }
  return `---\n${lines.join('\n')}\n---\n${body ?? text.slice(m[0].length)}`;
}

export async function editText(file: string, change: (text: string) => string): Promise<void> {
  const before = await readFile(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  await writeFile(file, after);
}

/** The 1-based line of the first line of `file` containing `needle`. */
export async function lineOf(file: string, needle: string): Promise<number> {
  const i = (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} is not in ${file}`);
  return i + 1;
}

export interface Post {
  slug: string;
  file: string;
  data: Data;
}

export async function postsOf(content: string): Promise<Post[]> {
  const dir = path.join(content, 'blog');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (n) => ({
      slug: n.slice(0, -3),
      file: path.join(dir, n),
      data: frontMatter(await readFile(path.join(dir, n), 'utf8')),
    })),
  );
}

/** A process block with its steps, and where it is in the page's blocks. */
export function processBlock(page: Data): { index: number; steps: Array<{ step: number }> } | undefined {
  const index = (page.blocks ?? []).findIndex(
    (b) => b.type === 'process' && Array.isArray(b.steps) && typeof b.count === 'number',
  );
  return index < 0 ? undefined : { index, steps: page.blocks![index]!.steps as Array<{ step: number }> };
}

/** A cards block whose cards lead to sub-services, and where it is in the page's blocks. */
export function subServiceCards(page: Data, base: string): number {
  return (page.blocks ?? []).findIndex(
    (b) =>
      b.type === 'cards' &&
      Array.isArray(b.items) &&
      (b.items as Array<{ href?: string }>).some((i) => i.href?.startsWith(`${base}/`)),
  );
}
