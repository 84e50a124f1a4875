// The CLI as a user runs it: spawn bin/agency-site.js and look at exit codes, output and files.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalSite, removeSite, root, siteCopy } from '../../helpers/sites.ts';
import { readTree } from '../build/helpers.ts';
import { bin, runCli } from '../../helpers/cli.ts';

async function run(args: string[], env: Record<string, string> = {}, cwd = root) {
  return runCli(args, { cwd, env });
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('agency-site CLI', () => {
  it('prints help for the program and every command, exit 0', async () => {
    const top = await run(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/build .*\n[\s\S]*dev .*\n[\s\S]*check /);
    for (const cmd of ['build', 'dev', 'check']) {
      const r = await run([cmd, '--help']);
      expect(r.code, cmd).toBe(0);
      expect(r.stdout).toContain(`Usage: agency-site ${cmd}`);
    }
    const build = await run(['build', '--help']);
    for (const flag of ['--content', '--out', '--site-url', '--lead-service']) expect(build.stdout).toContain(flag);
  });

  it('prints its version', async () => {
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    const r = await run(['--version']);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('exits 2 on a usage error', async () => {
    expect((await run(['deploy'])).code).toBe(2);
    const bad = await run(['build', '--nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown option '--nope'");
    const port = await run(['dev', '--port', 'abc']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port must be a number');
    const url = await run([
      'build',
      '--content',
      minimalSite,
      '--out',
      path.join(tmp, 'never'),
      '--site-url',
      'ftp://x',
    ]);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('--site-url must be an absolute http(s) URL');
    // A GitHub Pages project site: its folder would be lost from every link; refused, not ignored.
    const project = await run([
      'build',
      '--content',
      minimalSite,
      '--out',
      path.join(tmp, 'never'),
      '--site-url',
      'https://user.github.io/repo/',
    ]);
    expect(project.code).toBe(2);
    expect(project.stderr).toContain('--site-url must be the root of its host, without a path ("/repo/")');
    expect(project.stderr).toContain('use a custom domain or a user site');
  });

  it('builds a site: one file per route, hashed assets, a summary', async () => {
    const out = path.join(tmp, 'site');
    const r = await run(['build', '--content', minimalSite, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Built 16 pages \(\d+ files, [\d.]+ [KM]B\) into .* in [\d.]+ m?s/);
    // The summary names the heaviest page, which really is the largest HTML file written, and labels
    // each figure truthfully: its HTML as written, then gzipped, then with the assets, gzipped.
    const heaviest =
      /heaviest page (\S+): ([\d.]+) KB of HTML, ([\d.]+) KB gzipped; with the script and stylesheet a visitor downloads ([\d.]+) KB gzipped/.exec(
        r.stdout,
      )!;
    expect(heaviest).not.toBeNull();
    const html = await readFile(path.join(out, heaviest[1]!));
    const kb = (n: number) => Math.round(n / 102.4) / 10;
    expect(kb(html.length)).toBe(Number(heaviest[2]));
    expect(kb(gzipSync(html, { level: 9 }).length)).toBe(Number(heaviest[3]));
    expect(Number(heaviest[4])).toBeGreaterThan(Number(heaviest[3]));
    // Not a terminal: no progress line, no carriage returns.
    expect(r.stdout).not.toContain('\r');
    expect((await stat(path.join(out, 'services/Subservices/local-seo/index.html'))).isFile()).toBe(true);
    expect((await stat(path.join(out, '404.html'))).isFile()).toBe(true);
    const assets = await readdir(path.join(out, 'assets'));
    expect(assets.some((f) => /^client-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^styles-[A-Z0-9]{8}\.css$/.test(f))).toBe(true);
  });

  it('builds the same site whatever folder it runs from, with or without a build cache', async () => {
    const here = await run(['build', '--content', minimalSite, '--out', path.join(tmp, 'here')], {
      AGENCY_SITE_CACHE: 'off',
    });
    expect(here.code).toBe(0);
    // From elsewhere: TypeScript settings (JSX) and asset names are the project's, not the folder's.
    const cache = path.join(tmp, 'elsewhere-cache');
    for (const [name, env] of [
      ['no-cache', { AGENCY_SITE_CACHE: 'off' }],
      ['first', { AGENCY_SITE_CACHE_DIR: cache }],
      ['cached', { AGENCY_SITE_CACHE_DIR: cache }],
    ] as const) {
      const r = await run(['build', '--content', minimalSite, '--out', path.join(tmp, name)], env, os.tmpdir());
      expect(r.stderr, name).toBe('');
      expect(r.code, name).toBe(0);
      expect(await readTree(path.join(tmp, name)), name).toEqual(await readTree(path.join(tmp, 'here')));
    }
  }, 60_000);

  it('finishes the build when its reader goes away (`build | head -1`): no crash, no stack trace', async () => {
    const out = path.join(tmp, 'piped');
    // The reader closes before the first line is written, as `head -1` does after reading one.
    const child = spawn(process.execPath, [bin, 'build', '--content', minimalSite, '--out', out], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect((await stat(path.join(out, 'index.html'))).isFile()).toBe(true);
  });

  it('on bad content exits 1, names every file and leaves the previous output untouched', async () => {
    const out = path.join(tmp, 'kept');
    expect((await run(['build', '--content', minimalSite, '--out', out])).code).toBe(0);
    const before = await readFile(path.join(out, 'index.html'), 'utf8');
    const bad = await siteCopy('several-files');
    try {
      const r = await run(['build', '--content', bad, '--out', out]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/pages\/home\.yml:6 {2}schema {2}blocks\.0\.icon {2}unknown field "icon"/);
      expect(r.stderr).toMatch(/subservices\/local-seo\.yml:4 {2}schema {2}price {2}expected number/);
      expect(r.stderr).toContain('nothing was written');
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace for a user mistake
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(before);
      // No staging folder is left behind.
      expect((await readdir(tmp)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    } finally {
      await removeSite(bad);
    }
  });

  it('resolves the lead service: flag over environment over site config; empty turns beacons off', async () => {
    const out = path.join(tmp, 'lead');
    const body = async () => (await readFile(path.join(out, 'index.html'), 'utf8')).match(/<body[^>]*>/)![0];
    await run(['build', '--content', minimalSite, '--out', out]);
    expect(await body()).toContain('data-lead-service="https://leads.example.in"');
    await run(['build', '--content', minimalSite, '--out', out], { AGENCY_LEAD_SERVICE_URL: 'http://127.0.0.1:9/' });
    expect(await body()).toContain('data-lead-service="http://127.0.0.1:9"');
    await run(['build', '--content', minimalSite, '--out', out, '--lead-service', 'https://flag.example'], {
      AGENCY_LEAD_SERVICE_URL: 'http://127.0.0.1:9',
    });
    expect(await body()).toContain('data-lead-service="https://flag.example"');
    await run(['build', '--content', minimalSite, '--out', out, '--lead-service', '']);
    expect(await body()).not.toContain('data-lead-service');
  });

  it('uses the site URL override for canonical links', async () => {
    const out = path.join(tmp, 'url');
    await run(['build', '--content', minimalSite, '--out', out], { AGENCY_SITE_URL: 'https://staging.example.in' });
    expect(await readFile(path.join(out, 'about/index.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://staging.example.in/about"/>',
    );
  });

  it('check exits 1 with findings on bad content and 0 on good content', async () => {
    // The check fixture base is a small site that satisfies every rule of the specification.
    expect((await run(['check', '--content', path.join(root, 'tests/fixtures/check/base')])).code).toBe(0);
    const bad = await siteCopy('missing-field');
    try {
      const r = await run(['check', '--content', bad]);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/pages\/about\.yml:1 {2}schema {2}description {2}required field is missing/);
    } finally {
      await removeSite(bad);
    }
  });
});
