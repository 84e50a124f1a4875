// A copy of agency-site itself, to edit the way a developer or an upgrade edits it: its src/, bin/,
// scripts/ and package files copied into a temp folder of its own, node_modules a folder of links
// to the installed packages (ownFile makes one of their files the copy's own, to change), and the
// minimal site beside it. The real CLI of the copy builds the site, so the code that runs is the
// edited code.
import { execFile } from 'node:child_process';
import {
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { minimalSite, root } from './sites.ts';

const exec = promisify(execFile);

export interface ProjectCopy {
  /** The temp folder: tool/, content/, and the builds' output and cache folders. */
  dir: string;
  /** The copy of agency-site. */
  tool: string;
  content: string;
  /**
   * `build --content content --out <out>` with the copy's CLI; `cache` is a folder under `dir`, or
   * false for none (AGENCY_SITE_CACHE=off). Returns what it printed.
   */
  build(out: string, cache: string | false): Promise<string>;
  remove(): Promise<void>;
}

/** Generous: a build of the minimal site takes 2-5 s, many times that on a machine busy with other work. */
const BUILD_TIMEOUT_MS = 240_000;

export async function projectCopy(): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-copy-'));
  const tool = path.join(dir, 'tool');
  for (const f of ['src', 'bin', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json'])
    await cp(path.join(root, f), path.join(tool, f), { recursive: true });
  // A link to each installed package, but a .cache of its own: nothing shared with other tests.
  const modules = await realpath(path.join(root, 'node_modules'));
  await mkdir(path.join(tool, 'node_modules'));
  for (const name of await readdir(modules))
    if (name !== '.cache') await symlink(path.join(modules, name), path.join(tool, 'node_modules', name));
  const content = path.join(dir, 'content');
  await cp(minimalSite, content, { recursive: true });
  return {
    dir,
    tool,
    content,
    async build(out, cache) {
      const env = {
        ...process.env,
        NO_COLOR: '1',
        ...(cache ? { AGENCY_SITE_CACHE_DIR: path.join(dir, cache) } : { AGENCY_SITE_CACHE: 'off' }),
      };
      const args = [path.join(tool, 'bin/agency-site.js'), 'build', '--content', 'content', '--out', out];
      const { stdout } = await exec(process.execPath, args, {
        cwd: dir,
        env,
        timeout: BUILD_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      });
      return stdout;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Makes `rel` (tool-relative, e.g. node_modules/<pkg>/package.json) a file of the copy's own: each
 * linked folder on the way becomes a folder of links to its entries, and the file a copy. Then it
 * can change as `npm install <pkg>@<other>` changes it, in this copy alone. Returns its path.
 */
export async function ownFile(tool: string, rel: string): Promise<string> {
  let at = tool;
  for (const part of rel.split('/')) {
    at = path.join(at, part);
    if (!(await lstat(at)).isSymbolicLink()) continue;
    const target = await realpath(at);
    await unlink(at);
    if ((await stat(target)).isDirectory()) {
      await mkdir(at);
      for (const name of await readdir(target)) await symlink(path.join(target, name), path.join(at, name));
    } else await cp(target, at);
  }
  return at;
}

/** Replaces `from` in a file; fails naming the file when the text is not there (the code moved). */
export async function edit(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const next = text.replace(from, to);
  expect(next, `${file} no longer holds ${from}`).not.toBe(text);
  await writeFile(file, next);
}

/** The module of `folder` (under tool/src/site) whose text holds `needle`: the code moves, what it does stays. */
export async function moduleWith(tool: string, folder: string, needle: string): Promise<string> {
  const dir = path.join(tool, 'src/site', folder);
  for (const name of (await readdir(dir)).sort()) {
    const file = path.join(dir, name);
    if (/\.(ts|tsx|mjs)$/.test(name) && (await readFile(file, 'utf8')).includes(needle)) return file;
  }
  throw new Error(`no module of src/site/${folder} holds ${needle}`);
}

/** "N pages … · R rendered, U unchanged": how many pages the build took from the last one. */
export const unchangedPages = (stdout: string) => Number(/(\d+) unchanged/.exec(stdout)?.[1] ?? 0);
