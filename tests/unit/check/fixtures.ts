// Check fixtures: tests/fixtures/check/base is a small site that passes every rule; each other
// folder there holds one mistake — the files it overrides (full copies with one change), an
// optional `.delete` listing base files to remove, and `case.yml` saying what is wrong and which
// findings it must produce (and `profile: launch` when the mistake is against a launch figure).
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Diagnostic } from '../../../src/site/diagnostics.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const fixturesDir = path.join(root, 'tests/fixtures/check');
export const baseDir = path.join(fixturesDir, 'base');

export interface ExpectedFinding {
  rule: string;
  /** Relative to the content folder. */
  file: string;
  line?: number;
  field?: string;
  severity?: 'error' | 'warning' | 'info';
  /** A part of the message. */
  says?: string;
}

export interface FixtureCase {
  name: string;
  mistake: string;
  /** The profile the case is run with (`launch`: a launch figure of SPEC.md); default otherwise. */
  profile?: 'launch';
  findings: ExpectedFinding[];
}

/** A message that says one way to fix it: a suggestion, or an instruction after ":" or ";". */
export const saysAFix =
  /(?:[:;] |, )(?:add|remove|write|use|fix|rename|replace|give|change|point|put|check|create|make|save|start|link|number|merge|choose)\b|did you mean/;

const meta = new Set(['case.yml', '.delete']);

export async function listCases(): Promise<FixtureCase[]> {
  const names = (await readdir(fixturesDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && d.name !== 'base')
    .map((d) => d.name);
  return Promise.all(
    names.sort().map(async (name) => {
      const data = parse(await readFile(path.join(fixturesDir, name, 'case.yml'), 'utf8')) as Omit<FixtureCase, 'name'>;
      return { name, ...data };
    }),
  );
}

/** A temp content folder: the base with the case laid over it. Remove it with `removeFixture`. */
export async function fixtureContent(caseName?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-check-'));
  const content = path.join(dir, 'content');
  await cp(baseDir, content, { recursive: true });
  if (caseName) {
    const overlay = path.join(fixturesDir, caseName);
    await cp(overlay, content, { recursive: true, filter: (src) => !meta.has(path.basename(src)) });
    const deletions = await readFile(path.join(overlay, '.delete'), 'utf8').catch(() => '');
    for (const rel of deletions
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean))
      await rm(path.join(content, rel));
  }
  return content;
}

export async function removeFixture(content: string): Promise<void> {
  await rm(path.dirname(content), { recursive: true, force: true });
}

/** A finding as the case files write it: file relative to the content folder. */
export function relativeFinding(content: string, d: Diagnostic): ExpectedFinding {
  const rel = path.relative(content, path.resolve(root, d.file)).split(path.sep).join('/');
  return { rule: d.rule, file: rel, line: d.line, field: d.field, severity: d.severity };
}
