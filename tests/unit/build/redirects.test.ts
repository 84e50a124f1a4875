// Redirects through the real CLI: a renamed post keeps its old address (`aliases`) as a
// `_redirects` line and a meta-refresh page; the sitemap leaves the old address out; `check`
// passes, and fails naming file:line on a loop, a chain, a missing target and a shadowed page;
// incremental builds after adding or removing an alias equal cold ones.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { fixtureContent, removeFixture } from '../check/fixtures.ts';
import { readTree } from './helpers.ts';

let content: string | undefined;
afterEach(async () => {
  if (content) await removeSite(content);
  content = undefined;
});

const cli = (args: string[], cache: string) => runCli(args, { env: { AGENCY_SITE_CACHE_DIR: cache }, timeout: 60_000 });

/** The minimal site's first post, renamed from `old-first` with an alias that keeps its old address. */
async function renamedPost(): Promise<{ dir: string; post: string }> {
  content = await siteCopy();
  const post = path.join(content, 'blog/first-post.md');
  await writeFile(post, (await readFile(post, 'utf8')).replace(/^title:/m, 'aliases: [/blog/old-first]\ntitle:'));
  return { dir: path.dirname(content), post };
}

describe('redirects', () => {
  it('a renamed post keeps its old address: _redirects line, a meta-refresh page, not in the sitemap; check passes', async () => {
    const { dir } = await renamedPost();
    const out = path.join(dir, 'dist');
    const built = await cli(['build', '--content', content!, '--out', out], path.join(dir, 'cache'));
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toContain('\n/blog/old-first /blog/first-post 301\n');
    const page = await readFile(path.join(out, 'blog/old-first/index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/blog/first-post">');
    expect(page).toContain('<link rel="canonical" href="https://www.example.in/blog/first-post">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<a href="/blog/first-post">');
    expect(page).not.toContain('<script');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/blog/first-post<');
    expect(sitemap).not.toContain('old-first');
    const checked = await cli(['check', '--content', content!], path.join(dir, 'cache'));
    expect(checked.stdout + checked.stderr).toContain('check passed');
    expect(checked.code).toBe(0);
  }, 120_000);

  it('a hand-made content/public/_redirects is kept after the generated lines; the same old path in both stops the build naming both', async () => {
    const { dir } = await renamedPost();
    const out = path.join(dir, 'dist');
    await mkdir(path.join(content!, 'public'));
    await writeFile(path.join(content!, 'public/_redirects'), '/old-files/* /portfolio 301\n');
    const built = await cli(['build', '--content', content!, '--out', out], path.join(dir, 'cache'));
    expect(built.code).toBe(0);
    const file = await readFile(path.join(out, '_redirects'), 'utf8');
    expect(file.indexOf('/blog/old-first /blog/first-post 301')).toBeGreaterThan(-1);
    expect(file.indexOf('/old-files/* /portfolio 301')).toBeGreaterThan(file.indexOf('/blog/old-first'));

    await writeFile(
      path.join(content!, 'public/_redirects'),
      '/old-files/* /portfolio 301\n/blog/old-first/ /blog 301\n',
    );
    const clash = await cli(['build', '--content', content!, '--out', out], path.join(dir, 'cache'));
    expect(clash.code).toBe(1);
    expect(clash.stderr).toMatch(
      /public\/_redirects:2\b.*\/blog\/old-first\/ is redirected here and by .*blog\/first-post\.md:2 \(aliases\.0\)/,
    );
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toBe(file); // the failed build left the output as it was
  }, 120_000);

  it('build refuses an alias that is the address of a live page, naming file, line and field', async () => {
    content = await siteCopy();
    const about = path.join(content, 'pages/about.yml');
    await writeFile(about, `aliases: [/contact]\n${await readFile(about, 'utf8')}`);
    const built = await cli(
      ['build', '--content', content, '--out', path.join(path.dirname(content), 'dist')],
      path.join(path.dirname(content), 'cache'),
    );
    expect(built.code).toBe(1);
    expect(built.stderr).toMatch(/pages\/about\.yml:1\b.*aliases\.0.*\/contact is the live page \/contact/);
    expect(built.stderr).not.toContain('Internal error');
  }, 120_000);

  it('every problem that stops a build is told in one run, and check tells each once', async () => {
    const { dir } = await renamedPost();
    const about = path.join(content!, 'pages/about.yml');
    await writeFile(about, `aliases: [/contact]\n${await readFile(about, 'utf8')}`);
    await mkdir(path.join(content!, 'public'));
    await writeFile(path.join(content!, 'public/_redirects'), '/blog/old-first /blog 301\n');
    await writeFile(path.join(content!, 'public/sitemap.xml'), '<urlset/>\n');
    const cache = path.join(dir, 'cache');
    const built = await cli(['build', '--content', content!, '--out', path.join(dir, 'dist')], cache);
    expect(built.code).toBe(1);
    expect(built.stderr).toMatch(/pages\/about\.yml:1\b.*\/contact is the live page \/contact/);
    expect(built.stderr).toMatch(/public\/_redirects:1\b.*\/blog\/old-first is redirected here/);
    expect(built.stderr).toMatch(/public\/sitemap\.xml/);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    const checked = await cli(['check', '--content', content!], cache);
    expect(checked.code).toBe(1);
    const said = checked.stdout + checked.stderr;
    expect(said.match(/\/contact is the live page/g)).toHaveLength(1);
    expect(said.match(/\/blog\/old-first is redirected here/g)).toHaveLength(1);
  }, 120_000);

  it.each([
    ['redirects-loop', /site\.yml:63\b.*redirect loop: \/old-a → \/old-b → \/old-a/],
    ['redirects-chain', /site\.yml:63\b.*which is itself redirected/],
    ['redirects-missing', /site\.yml:63\b.*\/services\/sem, which is not a page of the site/],
    ['redirects-shadow', /pages\/about\.yml:3\b.*\/contact is the live page \/contact/],
  ])(
    'check fails on %s, naming file and line',
    async (name, says) => {
      const dir = await fixtureContent(name);
      try {
        const run = await cli(['check', '--content', dir], path.join(path.dirname(dir), 'cache'));
        expect(run.code).toBe(1);
        expect(run.stdout + run.stderr).toMatch(says);
      } finally {
        await removeFixture(dir);
      }
    },
    120_000,
  );

  it('an incremental build after adding, then removing an alias equals a cold build', async () => {
    content = await siteCopy();
    const dir = path.dirname(content);
    const post = path.join(content, 'blog/first-post.md');
    const original = await readFile(post, 'utf8');
    const warm = path.join(dir, 'warm');
    const build = async (out: string, cache: string) =>
      expect((await cli(['build', '--content', content!, '--out', out], cache)).code).toBe(0);
    await build(warm, path.join(dir, 'cache'));

    await writeFile(post, original.replace(/^title:/m, 'aliases: [/blog/old-first, /first]\ntitle:'));
    await build(warm, path.join(dir, 'cache'));
    await build(path.join(dir, 'cold-1'), path.join(dir, 'cache-cold-1'));
    const added = await readTree(warm);
    expect(added.has('blog/old-first/index.html') && added.has('first/index.html') && added.has('_redirects')).toBe(
      true,
    );
    expect(added).toEqual(await readTree(path.join(dir, 'cold-1')));

    await writeFile(post, original);
    await build(warm, path.join(dir, 'cache'));
    await build(path.join(dir, 'cold-2'), path.join(dir, 'cache-cold-2'));
    const removed = await readTree(warm);
    expect(existsSync(path.join(warm, 'blog/old-first')) || existsSync(path.join(warm, 'first'))).toBe(false);
    expect(removed.has('_redirects')).toBe(false);
    expect(removed).toEqual(await readTree(path.join(dir, 'cold-2')));
    await rm(path.join(dir, 'cold-1'), { recursive: true });
  }, 180_000);
});
