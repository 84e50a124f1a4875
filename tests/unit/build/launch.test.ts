// The launcher (src/site/compiled/launch.cjs): the first run compiles the CLI, later runs use it,
// and both write the same site. With the cache off nothing is compiled.
import { isAscii } from 'node:buffer';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRenderThreads } from '../../../src/site/pipeline.ts';
import { root } from '../../helpers/sites.ts';
import { readTree, tempSite, type TempSite } from './helpers.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');
let site: TempSite;

beforeAll(async () => {
  site = await tempSite(0);
});
afterAll(async () => {
  await site.remove();
});

function run(args: string[], env: Record<string, string>) {
  return exec(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env } });
}

describe('launcher', () => {
  it('compiles the CLI on the first run and runs the compiled CLI afterwards, with the same output', async () => {
    const env = { AGENCY_SITE_CACHE_DIR: site.cache };
    await run(['build', '--content', site.contentDir, '--out', path.join(site.root, 'a')], env);
    const engine = await readdir(path.join(site.cache, 'engine'));
    expect(engine.some((n) => n.startsWith('cli-'))).toBe(true);
    // The threads' code is compiled only where threads render (pipeline.ts: not on two cores).
    expect(engine.some((n) => n.startsWith('render-worker-'))).toBe(defaultRenderThreads() > 0);
    const second = await run(['build', '--content', site.contentDir, '--out', path.join(site.root, 'b')], env);
    expect(second.stdout).toMatch(/Built \d+ pages/);
    expect(await readTree(path.join(site.root, 'b'))).toEqual(await readTree(path.join(site.root, 'a')));
    expect((await run(['--version'], env)).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    // Each command's run left V8's code cache for the next one.
    const cli = engine.find((n) => n.startsWith('cli-'))!;
    expect((await readdir(path.join(site.cache, 'engine', cli))).sort()).toEqual(['main.build.v8cache', 'main.cjs', 'main.other.v8cache']);
    // ASCII, read without UTF-8 decoding; the texts the code itself puts on pages (category page
    // titles join with "·") come out as the sources write them.
    expect(isAscii(await readFile(path.join(site.cache, 'engine', cli, 'main.cjs')))).toBe(true);
    expect(await readFile(path.join(site.root, 'b', 'blog/category/seo/index.html'), 'utf8')).toMatch(/<title>SEO · [^<]+<\/title>/);
  }, 60_000);

  it('the compiled CLI, started from its code cache, still loads esbuild when the assets must be bundled again', async () => {
    const env = { AGENCY_SITE_CACHE_DIR: site.cache };
    const engine = path.join(site.cache, 'engine');
    const cli = (await readdir(engine)).find((n) => n.startsWith('cli-'))!;
    expect(await readdir(path.join(engine, cli))).toContain('main.build.v8cache');
    for (const name of await readdir(engine)) if (name.startsWith('assets-')) await rm(path.join(engine, name));
    const r = await run(['build', '--content', site.contentDir, '--out', path.join(site.root, 'e')], env);
    expect(r.stderr).toBe('');
    expect(await readTree(path.join(site.root, 'e'))).toEqual(await readTree(path.join(site.root, 'a')));
  }, 60_000);

  it('a code cache V8 cannot use is made again, the run unharmed', async () => {
    const env = { AGENCY_SITE_CACHE_DIR: site.cache };
    const cli = (await readdir(path.join(site.cache, 'engine'))).find((n) => n.startsWith('cli-'))!;
    const codeCache = path.join(site.cache, 'engine', cli, 'main.build.v8cache');
    await writeFile(codeCache, 'not a code cache');
    const r = await run(['build', '--content', site.contentDir, '--out', path.join(site.root, 'd')], env);
    expect(r.stdout).toMatch(/Built \d+ pages/);
    expect((await readFile(codeCache)).length).toBeGreaterThan(100_000);
  }, 60_000);

  it('with AGENCY_SITE_CACHE=off it runs from the sources and compiles nothing into the cache', async () => {
    const cache = path.join(site.root, 'unused-cache');
    const r = await run(['build', '--content', site.contentDir, '--out', path.join(site.root, 'c')], { AGENCY_SITE_CACHE: 'off', AGENCY_SITE_CACHE_DIR: cache });
    expect(r.stdout).toMatch(/Built \d+ pages/);
    await expect(readdir(cache)).rejects.toThrow();
    expect(await readTree(path.join(site.root, 'c'))).toEqual(await readTree(path.join(site.root, 'a')));
  }, 60_000);

  it('the compiled CLI refuses `---js` front matter as the sources do, without gray-matter loading js-yaml or esprima', async () => {
    const content = path.join(site.root, 'evil-content');
    await cp(site.contentDir, content, { recursive: true });
    await writeFile(path.join(content, 'blog', 'evil-post.md'), '---js\n{ title: "x" }\n---\nbody\n');
    const check = (env: Record<string, string>) =>
      run(['check', '--content', content], env).then(
        () => 'check passed',
        (e: { stdout: string; stderr: string }) => (e.stdout + e.stderr).replace(/[\d.]+ ms/g, 'N ms'), // timings differ
      );
    const compiled = await check({ AGENCY_SITE_CACHE_DIR: site.cache });
    expect(compiled).toContain('evil-post.md:1  front-matter  front matter in "js" is not allowed');
    expect(compiled).toBe(await check({ AGENCY_SITE_CACHE: 'off' }));
    // gray-matter's own YAML engine (js-yaml 3, with its `!!js` types and esprima) is never called,
    // so the bundles carry a stand-in (bundles.mjs); content/yaml.ts's js-yaml 4 has neither.
    const engine = path.join(site.cache, 'engine');
    for (const name of await readdir(engine, { recursive: true })) {
      if (/\.[mc]js$/.test(name)) expect(await readFile(path.join(engine, name), 'utf8'), name).not.toMatch(/esprima|js\/undefined/);
    }
  }, 60_000);

  it("the compiled CLI loads no more of Node than a command uses: no child_process (commander gets a stand-in), and a rebuild no worker_threads or zlib", async () => {
    const env = { AGENCY_SITE_CACHE_DIR: site.cache };
    // A preload that reports, as the process exits, which of Node's own modules it loaded.
    const report = path.join(site.root, 'report-modules.cjs');
    await writeFile(report, "process.on('exit', () => process.stderr.write(JSON.stringify(process.moduleLoadList) + '\\n'));\n");
    const loaded = async (args: string[]) => {
      const r = await exec(process.execPath, ['-r', report, bin, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env } });
      return JSON.parse(r.stderr.trim().split('\n').pop()!) as string[];
    };
    await run(['build', '--content', site.contentDir, '--out', path.join(site.root, 'g')], env); // compiled for this code
    for (const args of [['--version'], ['build', '--content', site.contentDir, '--out', path.join(site.root, 'g')]]) {
      const modules = await loaded(args);
      expect(modules, args.join(' ')).toContain('NativeModule fs'); // the report works
      expect(modules, args.join(' ')).not.toContain('NativeModule child_process');
    }
    // A post's body edited: rendered and written on the main thread, the asset sizes as they were.
    const post = path.join(site.contentDir, 'blog', 'first-post.md');
    const original = await readFile(post, 'utf8');
    try {
      await writeFile(post, `${original}\nEdited.\n`);
      const modules = await loaded(['build', '--content', site.contentDir, '--out', path.join(site.root, 'g')]);
      for (const m of ['child_process', 'worker_threads', 'zlib']) expect(modules).not.toContain(`NativeModule ${m}`);
    } finally {
      await writeFile(post, original);
    }
    // The stand-in is the real thing once called.
    const { spawn } = createRequire(import.meta.url)('../../../src/site/compiled/lazy-child-process.cjs') as typeof import('node:child_process');
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(3);
  }, 60_000);
});
