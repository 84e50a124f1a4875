// The shape the code keeps (ARCHITECTURE.md): small modules, short functions, no import cycles.
// Measured on src/ with the TypeScript parser, so a change that breaks the shape fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { root } from '../helpers/sites.ts';

const MAX_MODULE_LINES = 300;
const MAX_FUNCTION_LINES = 60;

const src = path.join(root, 'src');
const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts'))
  .map((e) => path.join(e.parentPath, e.name));
const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');

function parse(file: string) {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

it(`has no module over ${MAX_MODULE_LINES} lines`, () => {
  const long = files
    .map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length] as const)
    .filter(([, n]) => n > MAX_MODULE_LINES);
  expect(long).toEqual([]);
});

it(`has no function over ${MAX_FUNCTION_LINES} lines (React components count as functions too)`, () => {
  const long: string[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const lines =
          source.getLineAndCharacterOfPosition(node.getEnd()).line -
          source.getLineAndCharacterOfPosition(node.getStart()).line +
          1;
        if (lines > MAX_FUNCTION_LINES)
          long.push(`${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} (${lines} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  expect(long).toEqual([]);
});

it('has no import cycle', () => {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps: string[] = [];
    for (const s of parse(file).statements) {
      const spec =
        (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
        s.moduleSpecifier &&
        ts.isStringLiteral(s.moduleSpecifier)
          ? s.moduleSpecifier.text
          : undefined;
      if (spec?.startsWith('.')) deps.push(path.resolve(path.dirname(file), spec)); // type imports too: a cycle of types is one to read
    }
    graph.set(file, deps);
  }
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const dep of graph.get(file) ?? []) walk(dep, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) walk(file, []);
  expect(cycles).toEqual([]);
});

it('imports only downward, by the floors ARCHITECTURE.md lists: the folders of src/site/ form no loop', () => {
  const doc = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const block = /<!-- floors \(top first\)[^>]*-->\n```\n([\s\S]*?)\n```/.exec(doc)?.[1];
  expect(block, 'the floors block of ARCHITECTURE.md').toBeDefined();
  const floorOf = new Map<string, number>();
  const lines = block!.split('\n');
  lines.forEach((line, i) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .forEach((name) => floorOf.set(name, lines.length - i)),
  );
  const site = path.join(src, 'site');
  const nodeOf = (abs: string) => {
    const parts = path.relative(site, abs).split(path.sep);
    return parts.length > 1 ? `${parts[0]}/` : parts[0]!;
  };
  const wrong: string[] = [];
  for (const file of files.filter((f) => f.startsWith(site + path.sep))) {
    const from = nodeOf(file);
    if (!floorOf.has(from)) wrong.push(`${from} (${rel(file)}) is on no floor`);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      if (!target.startsWith(site + path.sep)) continue;
      const to = nodeOf(target);
      if (to !== from && !((floorOf.get(to) ?? Infinity) < (floorOf.get(from) ?? -Infinity)))
        wrong.push(`${rel(file)} imports ${m[1]} (${to}), on a floor not below ${from}'s`);
    }
  }
  expect([...new Set(wrong)]).toEqual([]);
});
