// The docs say what the code does: README's commands table is the CLI's (each command and each
// option it lists is in that command's --help), and every link between the docs leads to a file
// and a heading that are there.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { root } from '../helpers/sites.ts';

const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const docs = [
  'README.md',
  'ARCHITECTURE.md',
  'bench/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lowercase, punctuation but dashes dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchors(file: string): Set<string> {
  const text = read(file).replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

describe('the docs', () => {
  it('README.md is a newcomer’s page: under 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(200);
  });

  it("README's commands table is the CLI's: every command and option it lists is in its --help", async () => {
    const rows = [...read('README.md').matchAll(/^\| `([a-z][^`]*)` \| ([^|]*(?:\\\|[^|]*)*) \|/gm)];
    const commands = rows.map((m) => ({
      words: m[1]!.split(' ').filter((w) => /^[a-z-]+$/.test(w)),
      options: [...m[2]!.matchAll(/`(--[a-z-]+)/g)].map((o) => o[1]!),
    }));
    expect(commands.map((c) => c.words.join(' '))).toEqual([
      'build',
      'dev',
      'check',
      'new post',
      'new subservice',
      'new case-study',
      'schema',
      'cms',
    ]);
    for (const { words, options } of commands) {
      const help = await runCli([...words, '--help']);
      expect(help.code, words.join(' ')).toBe(0);
      for (const option of options) expect(help.stdout, `${words.join(' ')} ${option}`).toContain(option);
    }
    const top = await runCli(['--help']);
    for (const command of new Set(commands.map((c) => c.words[0]!)))
      expect(top.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('links only to files and headings that are there', () => {
    const broken: string[] = [];
    for (const file of docs) {
      // Code (fenced or inline) shows links as text, not as links.
      const text = read(file)
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // https:, mailto:
        const [rel, hash] = target!.split('#');
        const linked = rel ? path.posix.normalize(path.posix.join(path.posix.dirname(file), rel)) : file;
        if (!existsSync(path.join(root, linked))) broken.push(`${file}: ${target} (no such file)`);
        else if (hash && linked.endsWith('.md') && !anchors(linked).has(hash))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
