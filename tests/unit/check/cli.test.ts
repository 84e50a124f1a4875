// `agency-site check` as CI and editors run it: spawned, looking at exit codes and output.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleCatalog } from '../../../src/site/check/catalog.ts';
import { fixtureContent, removeFixture, root } from './fixtures.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');

async function run(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [bin, 'check', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

interface JsonFinding {
  file: string;
  line: number | null;
  rule: string;
  message: string;
  severity: 'error' | 'warning' | 'info';
  field: string | null;
}

const dirs: Record<string, string> = {};
beforeAll(async () => {
  for (const name of [
    'base',
    'links-internal-case',
    'blog-category-unknown',
    'warning-block-id',
    'blog-post-image-alt',
  ]) {
    dirs[name] = await fixtureContent(name === 'base' ? undefined : name);
  }
});
afterAll(async () => {
  await Promise.all(Object.values(dirs).map(removeFixture));
});

// Spawned runs are slow on a busy machine; the default 20 s is too tight for two at once.
describe('agency-site check', { timeout: 60_000 }, () => {
  it('exits 0 on a clean site and says so in one line', async () => {
    const r = await run(['--content', dirs.base!]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(
      /^✓ check passed: no findings \(\d+ content files, \d+ routes\) · [\d.]+ m?s \(load content [\d.]+ m?s, .*render pages [\d.]+ m?s, .*\)\n$/,
    );
  });

  it('exits 1 with a finding as path:line  rule  message, then a summary', async () => {
    const r = await run(['--content', dirs['links-internal-case']!]);
    expect(r.code).toBe(1);
    const file = path.join(dirs['links-internal-case']!, 'pages/home.yml');
    expect(r.stdout).toContain(
      `${file}:9  links/internal  blocks.0.actions.1.href  link to /Portfolio: no page or file is built at /Portfolio; paths are case-sensitive: write /portfolio\n`,
    );
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^✗ check failed: 1 error, 0 warnings in 1 file \(/);
    expect(r.stdout).not.toContain('\x1b['); // not a TTY: no colour
  });

  it('--format json is an array of {file, line, rule, message, severity} matching the text output', async () => {
    const dir = dirs['blog-category-unknown']!;
    // The launch profile adds a finding in a second file: the text groups them, a blank line between.
    const [text, json] = await Promise.all([
      run(['--content', dir, '--profile', 'launch']),
      run(['--content', dir, '--profile', 'launch', '--format', 'json']),
    ]);
    expect(json.code).toBe(1);
    expect(text.code).toBe(1);
    const list = JSON.parse(json.stdout) as JsonFinding[];
    expect(list).toHaveLength(2);
    for (const f of list)
      expect(Object.keys(f).sort()).toEqual(['field', 'file', 'line', 'message', 'rule', 'severity']);
    expect(list.map((f) => [f.rule, path.relative(dir, f.file), f.line])).toEqual([
      ['blog', 'blog/google-ads-small-indian-businesses-guide.md', 8],
      ['launch/blog', 'pages/blog.yml', 19],
    ]);
    // The text lines are the JSON findings, one per line, grouped by file (blank line between files).
    const lines = text.stdout.split('\n').filter((l) => l && !/^[✓✗] check/.test(l));
    expect(lines).toEqual(
      list.map(
        (f) =>
          `${f.file}:${f.line}  ${f.rule}  ${f.field ? `${f.field}  ` : ''}${f.severity === 'warning' ? 'warning: ' : ''}${f.message}`,
      ),
    );
    expect(text.stdout).toContain(`${lines[0]}\n\n${lines[1]}\n`);
  });

  it('warnings pass, unless --strict', async () => {
    const dir = dirs['warning-block-id']!;
    const relaxed = await run(['--content', dir, '--profile', 'launch']);
    expect(relaxed.code).toBe(0);
    expect(relaxed.stdout).toContain('launch/counts  blocks.4.type  warning: the industries block');
    expect(relaxed.stdout).toMatch(
      /✓ check passed: 0 errors, 1 warning in 1 file \(.*, with SPEC.md's launch figures\)/,
    );
    const strict = await run(['--content', dir, '--profile', 'launch', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/✗ check failed: 0 errors, 1 warning/);
  });

  it('a post without imageAlt is a warning: exit 0, or 1 with --strict', async () => {
    const dir = dirs['blog-post-image-alt']!;
    const relaxed = await run(['--content', dir]);
    expect(relaxed.code).toBe(0);
    expect(relaxed.stdout).toContain('blog/core-web-vitals.md:4  blog  image  warning: no `imageAlt`');
    expect((await run(['--content', dir, '--strict'])).code).toBe(1);
  });

  it('lists every rule in --help', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    for (const rule of ruleCatalog) expect(r.stdout).toMatch(new RegExp(`^  ${rule.id.replace('/', '\\/')} +\\S`, 'm'));
  });

  it('lists the launch and publish profiles in --help apart from the rules of every version', async () => {
    const r = await run(['--help']);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/--profile <name> rules to run: default .*, launch .* or publish/);
    const [always, rest] = r.stdout.split('With --profile launch');
    const [launch, publish] = rest!.split('With --profile publish');
    expect(always).toMatch(/^  process-steps +\S/m);
    expect(always).not.toMatch(/^  (launch|publish)\//m);
    expect(launch).toMatch(/^  launch\/counts +\S/m);
    expect(launch).not.toMatch(/^  publish\//m);
    expect(publish).toMatch(/^  publish\/samples +\S/m);
  });

  it('refuses an unknown profile with exit 2, naming the ones there are', async () => {
    const r = await run(['--content', dirs.base!, '--profile', 'spec']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'spec' is invalid. Allowed choices are default, launch");
  });

  it('refuses an unknown format with exit 2', async () => {
    const r = await run(['--content', dirs.base!, '--format', 'xml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('xml');
  });
});
