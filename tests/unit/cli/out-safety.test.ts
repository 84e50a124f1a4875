// `build --out` never touches a folder that is not its own output (output-dir.ts): each refused
// case is a project laid out on disk, built into by the real CLI, and compared byte for byte after.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER_TEXT, OUTPUT_MARKER, outputProblem, removeLeftovers } from '../../../src/site/output-dir.ts';
import { minimalSite } from '../../helpers/sites.ts';
import { readTree } from '../build/helpers.ts';
import { runCli } from '../../helpers/cli.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-out-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A user's project: package.json, .git, src/, content/ and web/content/ (the minimal site), site/keep.txt, notes.txt. */
async function project(name: string): Promise<string> {
  const dir = path.join(tmp, name, 'project');
  await cp(minimalSite, path.join(dir, 'content'), { recursive: true });
  await cp(minimalSite, path.join(dir, 'web/content'), { recursive: true });
  await mkdir(path.join(dir, '.git'), { recursive: true });
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await mkdir(path.join(dir, 'site'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{"name":"my-site"}\n');
  await writeFile(path.join(dir, '.git/HEAD'), 'ref: refs/heads/main\n');
  await writeFile(path.join(dir, 'src/main.ts'), 'export {};\n');
  await writeFile(path.join(dir, 'site/keep.txt'), 'mine\n');
  await writeFile(path.join(dir, 'notes.txt'), 'my notes\n');
  return dir;
}

async function build(cwd: string, args: string[]) {
  return runCli(['build', ...args], { cwd, env: { AGENCY_SITE_CACHE_DIR: path.join(tmp, 'cache') } });
}

describe('build --out refuses a folder it does not own, and changes nothing', () => {
  const cases: [name: string, args: string[], why: RegExp][] = [
    ['the content folder', ['--content', 'content', '--out', 'content'], /it is the content folder/],
    [
      'a folder holding the content folder',
      ['--content', 'web/content', '--out', 'web'],
      /it holds the content folder \(content\)/,
    ],
    ['a folder inside the content folder', ['--out', 'content/blog'], /it is inside the content folder/],
    ['the project folder', ['--out', '.'], /it is the folder you are working in, the project/],
    ['a parent of the project', ['--out', '..'], /it is a parent of the folder you are working in/],
    ['another project', ['--out', '../other'], /it is a project folder \(it holds package\.json\)/],
    ['a folder of foreign files', ['--out', 'site'], /it holds files agency-site did not write \(keep\.txt\)/],
    ['a file instead of a folder', ['--out', 'notes.txt'], /it is a file, not a folder/],
  ];
  for (const [name, args, why] of cases) {
    it(`refuses ${name}`, async () => {
      const dir = await project(name.replace(/\W+/g, '-'));
      await mkdir(path.join(dir, '../other'), { recursive: true });
      await writeFile(path.join(dir, '../other/package.json'), '{}\n');
      const before = await readTree(path.dirname(dir));
      const r = await build(dir, args);
      expect(r.code).toBe(1);
      const out = args[args.indexOf('--out') + 1]!;
      expect(r.stderr).toContain(`refusing to build into ${out} (${path.resolve(dir, out)}): `);
      expect(r.stderr).toMatch(why);
      expect(r.stderr).toContain('Nothing was changed');
      expect(r.stderr).toContain('--out dist');
      expect(r.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      expect(await readTree(path.dirname(dir))).toEqual(before);
    }, 60_000);
  }
});

describe('build --out over its own output', () => {
  it('builds into a missing folder, then again over its own output, then into an empty folder', async () => {
    const dir = await project('rebuild');
    expect((await build(dir, ['--out', 'dist'])).code).toBe(0);
    expect(await readFile(path.join(dir, 'dist', OUTPUT_MARKER), 'utf8')).toBe(MARKER_TEXT);
    const first = await readTree(path.join(dir, 'dist'));
    expect(first.has('index.html')).toBe(true);
    await writeFile(
      path.join(dir, 'content/site.yml'),
      (await readFile(path.join(dir, 'content/site.yml'), 'utf8')) + '\n',
    );
    const again = await build(dir, ['--out', 'dist']);
    expect(again.code, again.stderr).toBe(0);
    expect(await readTree(path.join(dir, 'dist'))).toEqual(first);
    await mkdir(path.join(dir, 'empty'));
    expect((await build(dir, ['--out', 'empty'])).code).toBe(0);
    expect(await readTree(path.join(dir, 'empty'))).toEqual(first);
    // Nothing beside the outputs: no staging or swapped-out folders left.
    expect((await readdir(dir)).sort()).toEqual([
      '.git',
      'content',
      'dist',
      'empty',
      'notes.txt',
      'package.json',
      'site',
      'src',
      'web',
    ]);
  }, 120_000); // several real builds: slow on a loaded machine

  it('removes the leftovers of a killed build, its own only', async () => {
    const dir = await project('leftovers');
    expect((await build(dir, ['--out', 'dist'])).code).toBe(0);
    const dead = 99999999; // no such process (Linux pids stop at 2^22)
    const mine = [`dist.old-${dead}-mabc12`, `dist.tmp-${dead}-mabc13-x1y2`];
    for (const name of mine) {
      await mkdir(path.join(dir, name, 'blog/post'), { recursive: true });
      await writeFile(path.join(dir, name, OUTPUT_MARKER), MARKER_TEXT);
      await writeFile(path.join(dir, name, 'blog/post/index.html'), '<p>half</p>');
    }
    await mkdir(path.join(dir, `dist.tmp-${dead}-mabc14`)); // killed before it was marked
    // Named like a leftover but not marked: someone else's, kept.
    await mkdir(path.join(dir, `dist.old-${dead}-mabc15`));
    await writeFile(path.join(dir, `dist.old-${dead}-mabc15/keep.txt`), 'mine\n');
    // A build still running (this process) keeps its staging folder.
    await mkdir(path.join(dir, `dist.tmp-${process.pid}-mabc16`));
    await writeFile(path.join(dir, `dist.tmp-${process.pid}-mabc16`, OUTPUT_MARKER), MARKER_TEXT);

    expect((await build(dir, ['--out', 'dist'])).code).toBe(0);
    const left = (await readdir(dir)).filter((n) => n.startsWith('dist.')).sort();
    expect(left).toEqual([`dist.old-${dead}-mabc15`, `dist.tmp-${process.pid}-mabc16`]);
    expect(await readFile(path.join(dir, `dist.old-${dead}-mabc15/keep.txt`), 'utf8')).toBe('mine\n');
  }, 120_000); // several real builds: slow on a loaded machine

  it('puts the previous output back when a build was killed between the two renames of its swap', async () => {
    const dir = path.join(tmp, 'swap');
    await mkdir(path.join(dir, 'dist.old-99999999-mold1'), { recursive: true });
    await mkdir(path.join(dir, 'dist.old-99999999-mold2'), { recursive: true });
    await writeFile(path.join(dir, 'dist.old-99999999-mold1', OUTPUT_MARKER), MARKER_TEXT);
    await writeFile(path.join(dir, 'dist.old-99999999-mold2', OUTPUT_MARKER), MARKER_TEXT);
    await writeFile(path.join(dir, 'dist.old-99999999-mold2', 'index.html'), 'newest');
    await removeLeftovers(path.join(dir, 'dist'));
    expect(await readdir(dir)).toEqual(['dist']);
    expect(await readFile(path.join(dir, 'dist/index.html'), 'utf8')).toBe('newest');
  });
});

describe('outputProblem on stand-in paths (never the real home or /)', () => {
  it('refuses the home folder and any folder holding it', async () => {
    const fakeHome = path.join(tmp, 'stand-in/home/user');
    await mkdir(fakeHome, { recursive: true });
    const opts = {
      contentDir: path.join(tmp, 'stand-in/work/content'),
      cwd: path.join(tmp, 'stand-in/work'),
      home: fakeHome,
    };
    expect(outputProblem(fakeHome, opts)).toBe('it is your home folder');
    expect(outputProblem(path.join(tmp, 'stand-in/home'), opts)).toBe('it holds your home folder');
    // The root of a file system holds every home folder: refused by the same rule.
    expect(outputProblem(path.join(tmp, 'stand-in'), opts)).toBe('it holds your home folder');
    expect(outputProblem(path.join(tmp, 'stand-in/work/dist'), opts)).toBeUndefined();
  });
});
