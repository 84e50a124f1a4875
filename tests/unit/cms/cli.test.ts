// `agency-site cms` and the build through the real CLI: /admin/ only when site.yml has `cms:`,
// the same files from both commands, every CDN address of the bundle pointed at our own files.
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { readTree } from '../build/helpers.ts';

let tmp = '';
const sites: string[] = [];
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-cms-cli-'));
});
afterAll(async () => {
  for (const s of sites) await removeSite(s);
  await rm(tmp, { recursive: true, force: true });
});

const env = () => ({ AGENCY_SITE_CACHE_DIR: path.join(tmp, 'cache') });
async function site(cms?: string): Promise<string> {
  const dir = await siteCopy();
  sites.push(dir);
  if (cms) await appendFile(path.join(dir, 'site.yml'), cms);
  return dir;
}
const adminOf = async (out: string) => new Map([...(await readTree(out))].filter(([f]) => f.startsWith('admin/')));

describe('agency-site cms', () => {
  it('writes /admin/ as the build does: the pinned bundle without CDN addresses, its fonts, config.yml and a page under its own CSP', async () => {
    const content = await site('cms:\n  backend: github\n  repo: example/agency-site\n');
    const cmsOut = path.join(tmp, 'cms-out');
    const buildOut = path.join(tmp, 'build-out');
    const ran = await runCli(['cms', '--content', content, '--out', cmsOut], { env: env() });
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect((await runCli(['build', '--content', content, '--out', buildOut], { env: env() })).code).toBe(0);

    const admin = await adminOf(cmsOut);
    expect([...admin.keys()].sort()).toEqual([...(await adminOf(buildOut)).keys()].sort());
    for (const [file, text] of admin) expect((await adminOf(buildOut)).get(file), file).toBe(text);

    const html = admin.get('admin/index.html')!;
    const script = /<script src="\.\/(sveltia-cms\.[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(script && admin.has(`admin/${script}`)).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1); // no inline script
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(policy).not.toContain('unsafe-eval');
    const bundle = admin.get(`admin/${script}`)!;
    expect(bundle).not.toContain('cdn.jsdelivr.net');
    for (const font of bundle.match(/\/admin\/fonts\/[\w.-]+\.woff2/g)!)
      expect((await stat(path.join(cmsOut, font))).size).toBeGreaterThan(10_000);
    expect(JSON.parse(admin.get('admin/version.json')!)).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    const config = parse(admin.get('admin/config.yml')!) as { backend: unknown; collections: { name: string }[] };
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'example/agency-site',
      branch: 'main',
      auth_methods: ['token'],
    });
    expect(config.collections.map((c) => c.name)).toContain('posts');

    // Hosts join the CSP of every matching `_headers` rule into policies that all apply: the
    // header lets /admin/ run (it holds /admin/'s policy and what the pages reach besides: the
    // lead service), and each page's own policy stays strict.
    const tree = await readTree(buildOut);
    const headerCsp = /^ {2}Content-Security-Policy: (.+)$/m.exec(tree.get('_headers')!)![1]!;
    expect(headerCsp).toBe(
      `${policy.replace("connect-src 'self'", "connect-src 'self' https://leads.example.in")}; frame-ancestors 'none'`,
    );
    expect(tree.get('_nginx.conf')).toContain(`add_header Content-Security-Policy "${headerCsp}" always;`);
    expect(policy).not.toContain('leads.example.in'); // /admin/ sends no beacon
    const pagePolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(tree.get('index.html')!)![1]!
      .replaceAll('&#x27;', "'");
    expect(pagePolicy).toContain("style-src 'self';");
    expect(pagePolicy).not.toContain('api.github.com');
    // Token sign-in needs no window of its own: the site keeps its opener policy.
    expect(tree.get('_headers')).toContain('Cross-Origin-Opener-Policy: same-origin');
  }, 120_000);

  it('without `cms:` in site.yml: no /admin/ in the build, and `cms` names the missing section (exit 1, nothing written)', async () => {
    const content = await site();
    const buildOut = path.join(tmp, 'plain-out');
    expect((await runCli(['build', '--content', content, '--out', buildOut], { env: env() })).code).toBe(0);
    expect([...(await readTree(buildOut)).keys()].some((f) => f.startsWith('admin/'))).toBe(false);
    const out = path.join(tmp, 'none');
    const ran = await runCli(['cms', '--content', content, '--out', out], { env: env() });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/site\.yml.*cms/);
    expect(ran.stderr).not.toContain('Internal error');
    await expect(stat(out)).rejects.toThrow();
  }, 120_000);

  it('a self-hosted GitLab signed in to with its OAuth application: config.yml reads and commits through its API, /admin/ may reach it, and the sign-in window keeps its opener', async () => {
    const content = await site(
      'cms:\n  backend: gitlab\n  repo: web/agency-site\n  baseUrl: https://git.example.in\n  appId: 0123abcd\n',
    );
    const out = path.join(tmp, 'gitlab-out');
    const ran = await runCli(['build', '--content', content, '--out', out], { env: env() });
    expect(ran.stderr).toBe('');
    const config = parse(await readFile(path.join(out, 'admin/config.yml'), 'utf8')) as { backend: unknown };
    expect(config.backend).toEqual({
      name: 'gitlab',
      repo: 'web/agency-site',
      branch: 'main',
      api_root: 'https://git.example.in/api/v4',
      base_url: 'https://git.example.in',
      app_id: '0123abcd',
      auth_type: 'pkce',
    });
    expect(await readFile(path.join(out, 'admin/index.html'), 'utf8')).toMatch(
      /connect-src [^;]*https:\/\/git\.example\.in/,
    );
    // The window reports back through window.opener, which Cross-Origin-Opener-Policy: same-origin cuts.
    for (const file of ['_headers', '_nginx.conf'])
      expect(await readFile(path.join(out, file), 'utf8'), file).not.toContain('Cross-Origin-Opener-Policy');
  }, 60_000);

  it('refuses an OAuth client address for Gitea, naming the file, line and field and what to write instead', async () => {
    const content = await site('cms:\n  backend: gitea\n  repo: web/agency-site\n  authUrl: https://auth.example.in\n');
    const ran = await runCli(['cms', '--content', content, '--out', path.join(tmp, 'bad-gitea')], { env: env() });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/site\.yml:\d+.*cms\.authUrl.*appId/);
    expect(ran.stderr).not.toContain('Internal error');
  }, 60_000);

  it('refuses a repository not written as owner/name, naming the file, line and field', async () => {
    const content = await site('cms:\n  backend: gitea\n  repo: agency-site\n');
    const ran = await runCli(['cms', '--content', content, '--out', path.join(tmp, 'bad')], { env: env() });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/site\.yml:\d+.*cms\.repo.*owner\/name/);
    expect(await readFile(path.join(content, 'site.yml'), 'utf8')).toContain('repo: agency-site');
  }, 60_000);

  it('a page or an old address at /admin, where the CMS is, is a clear error in check and build, naming its file', async () => {
    const content = await site(
      'cms:\n  backend: github\n  repo: example/agency-site\nredirects:\n  - { from: /admin/old, to: /contact }\n',
    );
    const about = await readFile(path.join(content, 'pages/about.yml'), 'utf8');
    await writeFile(path.join(content, 'pages/admin.yml'), about.replace(/^title: .*$/m, 'title: Staff room'));
    for (const args of [
      ['check', '--content', content],
      ['build', '--content', content, '--out', path.join(tmp, 'admin-clash')],
    ]) {
      const ran = await runCli(args, { env: env() });
      expect(ran.code, args[0]).toBe(1);
      const said = ran.stdout + ran.stderr;
      expect(said, args[0]).toMatch(
        /pages\/admin\.yml\s+page-file\s+\/admin is where the CMS is \(`cms:` in site\.yml serves it at \/admin\/\): give this page another path/,
      );
      expect(said, args[0]).toMatch(
        /site\.yml:\d+\s+redirects\s+redirects\.0\.from\s+\/admin\/old is where the CMS is/,
      );
      expect(said, args[0]).not.toMatch(/Internal error|\n\s+at /);
    }
    await expect(stat(path.join(tmp, 'admin-clash'))).rejects.toThrow();
  }, 120_000);

  it("/admin/'s own policy names none of the hosts the pages' analytics and players reach", async () => {
    const content = await site(
      'cms:\n  backend: github\n  repo: example/agency-site\nanalytics: { provider: plausible, domain: www.example.in }\n',
    );
    const out = path.join(tmp, 'admin-policy');
    expect((await runCli(['build', '--content', content, '--out', out], { env: env() })).code).toBe(0);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      await readFile(path.join(out, 'admin/index.html'), 'utf8'),
    )![1]!;
    expect(policy).toMatch(/connect-src 'self' data: https:\/\/api\.github\.com https:\/\/www\.githubstatus\.com;/);
    expect(policy).toMatch(/script-src 'self';/);
    // The pages' policy, header and <meta> alike, still lets their analytics run.
    expect(await readFile(path.join(out, '_headers'), 'utf8')).toMatch(/script-src 'self' https:\/\/plausible\.io;/);
  }, 60_000);

  it.each([
    ['http://git.example.in', /cms\.baseUrl\s+must start with https:\/\//],
    ['https://git.example.in/?token=1', /cms\.baseUrl\s+must not carry a query \(\?…\) or #fragment/],
    ['https://git.example.in/#x', /cms\.baseUrl\s+must not carry a query/],
    ['https://editor:secret@git.example.in', /cms\.baseUrl\s+must not carry a user name or password/],
  ])(
    "refuses baseUrl %s: the editor's token goes there",
    async (baseUrl, says) => {
      const content = await site(`cms:\n  backend: gitlab\n  repo: web/agency-site\n  baseUrl: "${baseUrl}"\n`);
      const ran = await runCli(['check', '--content', content], { env: env() });
      expect(ran.code).toBe(1);
      expect(ran.stdout + ran.stderr).toMatch(says);
    },
    60_000,
  );

  it('what `agency-site cms` wrote goes with the next build once `cms:` is removed', async () => {
    const content = await site();
    const out = path.join(tmp, 'cms-then-none');
    expect((await runCli(['build', '--content', content, '--out', out], { env: env() })).code).toBe(0);
    const plain = await readFile(path.join(content, 'site.yml'), 'utf8');
    await writeFile(path.join(content, 'site.yml'), `${plain}cms:\n  backend: github\n  repo: example/agency-site\n`);
    expect((await runCli(['cms', '--content', content, '--out', out], { env: env() })).code).toBe(0);
    expect((await readTree(out)).has('admin/index.html')).toBe(true);
    await writeFile(path.join(content, 'site.yml'), plain);
    expect((await runCli(['build', '--content', content, '--out', out], { env: env() })).code).toBe(0);
    expect([...(await readTree(out)).keys()].filter((f) => f.startsWith('admin/'))).toEqual([]);
  }, 120_000);
});
