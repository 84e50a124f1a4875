// site.yml `headers:`: each bad entry (tests/fixtures/bad-headers/, laid under the minimal
// site's site.yml) is an error naming file, line and field; through the real CLI, exit code 1
// and no stack. A hand-made content/public/_headers is refused, pointing at `headers:`.
import { readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { runCli } from '../../helpers/cli.ts';
import { fixtures, removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

/** The minimal site with `tests/fixtures/bad-headers/<name>` after its site.yml; the line it starts after. */
async function withHeaders(name: string): Promise<{ content: string; offset: number }> {
  const content = await siteCopy();
  made.push(content);
  const site = path.join(content, 'site.yml');
  const text = await readFile(site, 'utf8');
  await writeFile(site, text + (await readFile(path.join(fixtures, 'bad-headers', name), 'utf8')));
  return { content, offset: text.split('\n').length - 1 };
}

// Each fixture: the field named, its line in the fixture, and what the message says.
const cases: Record<string, [field: string, line: number, message: RegExp]> = {
  'path-without-slash.yml': ['headers.0.path', 2, /must be a site path starting with "\/", with "\*" only at the end/],
  'star-inside.yml': ['headers.0.path', 2, /with "\*" only at the end/],
  'name-not-token.yml': ['headers.0.headers.X Robots', 3, /must be a header name/],
  'value-two-lines.yml': ['headers.0.headers.X-Robots-Tag', 4, /^must be one line$/],
  'value-dollar.yml': ['headers.0.headers.X-Price', 3, /must not contain "\$" \(nginx would read it as a variable\)/],
  'own-csp.yml': [
    'headers.0.headers.Content-Security-Policy',
    4,
    /Content-Security-Policy is set by the build itself, from the pages' Content-Security-Policy.*src\/site\/csp\.ts/,
  ],
  'cache-control-assets.yml': [
    'headers.0.headers.Cache-Control',
    3,
    /Cache-Control for \/assets\/\* is set by the build itself/,
  ],
  'no-headers.yml': ['headers.0.headers', 3, /name one header at least/],
  'twice.yml': ['headers.1.headers.x-robots-tag', 5, /x-robots-tag for \/downloads\/\* is already set by headers\.0/],
  // What a header may do: not redirect, set state, change how a file is read or weaken the security headers.
  'refresh.yml': [
    'headers.0.headers.Refresh',
    3,
    /Refresh sends the visitor to another address.*write a redirect in site\.yml `redirects`/,
  ],
  'location.yml': ['headers.0.headers.Location', 3, /Location sends the visitor to another address/],
  'set-cookie.yml': ['headers.0.headers.Set-Cookie', 3, /Set-Cookie sets state in the visitor's browser/],
  'content-type.yml': ['headers.0.headers.Content-Type', 3, /Content-Type changes how the browser reads the file/],
  'credentials.yml': [
    'headers.0.headers.Access-Control-Allow-Credentials',
    3,
    /weakens what the security headers protect/,
  ],
  'not-allowed.yml': [
    'headers.0.headers.Server-Timing',
    3,
    /Server-Timing is not a header a site sets here: the ones allowed are Cache-Control, .*X-…/,
  ],
  'name-hash.yml': ['headers.0.headers.#X-Note', 3, /must be a header name: letters, digits and single dashes/],
  'value-not-ascii.yml': ['headers.0.headers.X-Note', 3, /must be printable ASCII text/],
  'value-too-long.yml': [
    'headers.0.headers.X-Note',
    3,
    /makes a _headers line of 2010 characters: Cloudflare Pages drops a line over 2,000/,
  ],
};

describe('site.yml headers: refused entries', () => {
  it('has a case for every fixture', () => {
    expect(readdirSync(path.join(fixtures, 'bad-headers')).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.entries(cases))('%s: one error at its file, line and field', async (name, [field, line, message]) => {
    const { content, offset } = await withHeaders(name);
    const result = await loadContent(content, defaultSite.kinds);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics).toHaveLength(1);
    const [d] = result.diagnostics;
    expect(d).toMatchObject({
      file: expect.stringMatching(/content\/site\.yml$/),
      line: offset + line,
      field,
      severity: 'error',
    });
    expect(d!.message).toMatch(message);
  });

  it('through the real CLI: check and build exit 1 naming site.yml:line and the field, without a stack', async () => {
    const { content, offset } = await withHeaders('own-csp.yml');
    const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
    for (const args of [
      ['check', '--content', content],
      ['build', '--content', content, '--out', path.join(path.dirname(content), 'dist')],
    ]) {
      const run = await runCli(args, { env, timeout: 60_000 });
      expect(run.code, args[0]).toBe(1);
      expect(run.stdout + run.stderr, args[0]).toMatch(
        new RegExp(
          `site\\.yml:${offset + 4}\\b.*headers\\.0\\.headers\\.Content-Security-Policy.*set by the build itself`,
        ),
      );
      expect(run.stdout + run.stderr, args[0]).not.toMatch(/Internal error|\n\s+at /);
    }
  }, 120_000);
});

it('a content/public/_headers or _nginx.conf is refused, pointing at headers: in site.yml', async () => {
  const content = await siteCopy();
  made.push(content);
  await mkdir(path.join(content, 'public'));
  await writeFile(path.join(content, 'public/_headers'), '/*\n  X-Robots-Tag: noindex\n');
  await writeFile(path.join(content, 'public/_nginx.conf'), '# mine\n');
  const run = await runCli(['build', '--content', content, '--out', path.join(path.dirname(content), 'dist')], {
    env: { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') },
    timeout: 60_000,
  });
  expect(run.code).toBe(1);
  for (const file of ['_headers', '_nginx.conf']) {
    expect(run.stderr).toMatch(
      new RegExp(
        `public/${file.replace('.', '\\.')}.*the build writes /${file.replace('.', '\\.')} itself: remove this file and put your own headers under \`headers:\` in content/site\\.yml`,
      ),
    );
  }
}, 60_000);
