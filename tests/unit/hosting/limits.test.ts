// The hosts' limits (src/site/hosting/limits.ts) on whole sites, through `check` as CI runs it and
// through the real CLI's build: past each limit both stop, naming the limit, the host and the field
// that took the site there. (Lines over the limits of content/public/_redirects and a policy grown
// by picture hosts: tests/fixtures/check/hosts-*.)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../../../src/site/check/index.ts';
import { hostLimits } from '../../../src/site/hosting/limits.ts';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

/** The minimal site with `yaml` after its site.yml; the line that yaml starts on. */
async function siteWith(yaml: string): Promise<{ content: string; first: number }> {
  const content = await siteCopy();
  made.push(content);
  const file = path.join(content, 'site.yml');
  const text = await readFile(file, 'utf8');
  await writeFile(file, text + yaml);
  return { content, first: text.split('\n').length };
}

const hostFindings = async (content: string) =>
  (await check({ site: defaultSite, contentDir: content })).diagnostics.filter((d) => d.rule === 'hosts');

describe('host limits', () => {
  it('redirect number 2,001 is where Cloudflare Pages stops reading: check names its line and field, build stops', async () => {
    const count = hostLimits.staticRedirects + 1;
    const entries = Array.from({ length: count }, (_, i) => `  - { from: /old-offer-${i + 1}, to: /contact }`).join(
      '\n',
    );
    const { content, first } = await siteWith(`redirects:\n${entries}\n`);
    const found = await hostFindings(content);
    expect(found).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/site\.yml$/),
        line: first + count,
        field: `redirects.${count - 1}.from`,
        severity: 'error',
      }),
    ]);
    expect(found[0]!.message).toMatch(
      /^this is redirect number 2,001 .*Cloudflare Pages reads 2,000 static redirects at most; remove the oldest/,
    );

    const dist = path.join(path.dirname(content), 'dist');
    const run = await runCli(['build', '--content', content, '--out', dist], {
      env: { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') },
      timeout: 120_000,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(`site\\.yml:${first + count}\\s+hosts\\s+redirects\\.2000\\.from\\s+this is redirect number 2,001`),
    );
    expect(run.stderr).not.toMatch(/Internal error|\n\s+at /);
  }, 180_000);

  it('header rule number 101 is past what Cloudflare Pages reads: the entry that takes it there is named', async () => {
    const entries = Array.from(
      { length: 99 },
      (_, i) => `  - { path: /files-${i}/*, headers: { X-Robots-Tag: noindex } }`,
    ).join('\n');
    const { content, first } = await siteWith(`headers:\n${entries}\n`);
    const found = await hostFindings(content);
    // The build's own two rules (/* and /assets/*) come first: the 99th entry is rule 101.
    expect(found).toEqual([expect.objectContaining({ line: first + 99, field: 'headers.98' })]);
    expect(found[0]!.message).toMatch(
      /^_headers would have 101 rules \(2 of the build's\): Cloudflare Pages reads 100 at most/,
    );
  });

  it("a policy past nginx's 4,096 bytes says so beside Cloudflare's limit, at the picture whose host crosses the first", async () => {
    const hosts = Array.from(
      { length: 90 },
      (_, i) => `https://photos-${String(i).padStart(2, '0')}.gallery-of-partners.example.in/p.jpg`,
    );
    const content = await siteCopy();
    made.push(content);
    const post = path.join(content, 'blog/first-post.md');
    await writeFile(
      post,
      `${await readFile(post, 'utf8')}\n\n${hosts.map((h, i) => `![Photo ${i}](${h})`).join('\n\n')}\n`,
    );
    const found = await hostFindings(content);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: expect.stringMatching(/blog\/first-post\.md$/), field: 'body' });
    expect(found[0]!.message).toMatch(
      /Cloudflare Pages drops a _headers line over 2,000 characters, and nginx refuses a value over 4,096 bytes/,
    );
    // The first host whose turn takes the line past 2,000 characters.
    expect(found[0]!.message).toMatch(/^https:\/\/photos-\d\d\.gallery-of-partners\.example\.in\/p\.jpg: /);
  });
});
