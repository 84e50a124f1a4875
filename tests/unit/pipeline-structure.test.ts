// ARCHITECTURE.md's diagram, as the imports say it: build, dev and check each run the one
// pipeline (src/site/pipeline.ts) and none runs a stage of its own: routes, rendering, the site
// files, content/public/, the pictures and the redirects are reached through the pipeline only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { root } from '../helpers/sites.ts';

const site = path.join(root, 'src/site');
const orchestrators = ['build.ts', 'dev/engine.ts', 'check/index.ts'];
const stages = [
  'routes.ts',
  'render.ts',
  'seo/index.ts',
  'public-files.ts',
  'images/stage.ts',
  'redirects/collect.ts',
  'redirects/output.ts',
];

/** The src/site modules a module imports (types too), relative to src/site. */
function importsOf(rel: string): string[] {
  const file = path.join(site, rel);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((s) => {
    const spec =
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
      s.moduleSpecifier &&
      ts.isStringLiteral(s.moduleSpecifier)
        ? s.moduleSpecifier.text
        : undefined;
    return spec?.startsWith('.')
      ? [
          path
            .relative(site, path.resolve(path.dirname(file), spec))
            .split(path.sep)
            .join('/'),
        ]
      : [];
  });
}

it.each(orchestrators)('%s runs the pipeline module and no stage of its own', (rel) => {
  const imports = importsOf(rel);
  expect(imports).toContain('pipeline.ts');
  expect(imports.filter((i) => stages.includes(i))).toEqual([]);
});
