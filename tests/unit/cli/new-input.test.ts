// `agency-site new` with titles and slugs people really give it: very long ones, titles in the
// agency's own language, sub-service slugs that are not slugs, and a content folder that is not
// there. Each gets a clear message and an exit code, never "Internal error", and nothing is made.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slugOf } from '../../../src/cli/commands/new.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { root } from '../../helpers/sites.ts';
import { fixtureContent, removeFixture } from '../check/fixtures.ts';
import { runCli } from '../../helpers/cli.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

let content: string;
beforeEach(async () => {
  content = await fixtureContent();
});
afterEach(async () => {
  await removeFixture(content);
});

async function run(args: string[], cwd = root) {
  return runCli(['new', ...args], { cwd });
}

const posts = async () => (await readdir(path.join(content, 'blog'))).sort();

describe('agency-site new', { timeout: 60_000 }, () => {
  it('makes a slug of at most 80 characters from a 300-character title, cut after a whole word', async () => {
    const title = 'How a small shop in Guwahati doubled its enquiries '.repeat(6).trim(); // 305 characters
    const r = await run(['post', title, '--content', content]);
    expect(r.stderr).not.toMatch(/Internal error|ENAMETOOLONG/);
    expect(r.code, r.stderr).toBe(0);
    const made = (await posts()).find((f) => f.startsWith('how-a-small-shop'))!;
    const slug = made.replace(/\.md$/, '');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe(slugOf(title));
    expect(`${slugOf(title.repeat(2))}-`.startsWith(`${slug}-`)).toBe(true); // ends on a word
    expect(slug).toBe('how-a-small-shop-in-guwahati-doubled-its-enquiries-how-a-small-shop-in-guwahati');
    const loaded = await loadContent(content, defaultSite.kinds);
    expect(loaded.ok).toBe(true);
  });

  it('refuses a --slug longer than 80 characters, saying so (exit 2, nothing written)', async () => {
    const before = await posts();
    const r = await run(['post', 'Hi', '--slug', 'a'.repeat(300), '--content', content]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'the slug "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" is 300 characters long; the most is 80 (it is the file name and the URL): shorten it',
    );
    expect(r.stderr).not.toMatch(/Internal error|ENAMETOOLONG/);
    expect(await posts()).toEqual(before);
  });

  it('asks for --slug for a Bengali title, and takes one', async () => {
    const title = 'ছোট ব্যবসার জন্য গুগল বিজ্ঞাপন';
    const r = await run(['post', title, '--content', content]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'the title has no Latin letters or digits to make the file name and URL of (agency-site does not transliterate other scripts): give them with --slug',
    );
    expect(r.stderr).toContain(`agency-site new post "${title}" --slug `);
    const ok = await run(['post', title, '--slug', 'google-ads-chhoto-byabsa', '--content', content]);
    expect(ok.code, ok.stderr).toBe(0);
    const loaded = await loadContent(content, defaultSite.kinds);
    expect(loaded.ok && loaded.content.posts.find((p) => p.slug === 'google-ads-chhoto-byabsa')?.data.title).toBe(
      title,
    );
  });

  it('new subservice: a bad or too long slug is refused without suggesting an option it does not have', async () => {
    const bad = await run(['subservice', 'Local_Ads', '--content', content]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'the sub-service slug "Local_Ads" is not a slug: use lowercase letters, digits and single dashes',
    );
    expect(bad.stderr).not.toContain('--slug');
    const long = await run(['subservice', 'local-'.repeat(30) + 'ads', '--content', content]);
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(/the sub-service slug "local-local.*…" is 183 characters long; the most is 80/);
    expect(long.stderr).not.toMatch(/Internal error|ENAMETOOLONG/);
  });

  it('refuses a content folder that is not there, naming the folder it looked for, and makes none', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-new-'));
    try {
      const sub = await run(['subservice', 'local-ads', '--content', 'contnet'], dir);
      expect(sub.code).toBe(1);
      expect(sub.stderr).toContain(
        `the folder contnet/subservices/ does not exist (${path.join(dir, 'contnet/subservices')}): nothing was written`,
      );
      expect(sub.stderr).toContain('--content <dir>');
      const post = await run(['post', 'Hello there', '--content', 'contnet'], dir);
      expect(post.code).toBe(1);
      expect(post.stderr).toContain(
        `the folder contnet/blog/ does not exist (${path.join(dir, 'contnet/blog')}): nothing was written`,
      );
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // A content folder without subservices/: refused too, not made.
    await rm(path.join(content, 'subservices'), { recursive: true });
    const r = await run(['subservice', 'local-ads', '--content', content]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('subservices/ does not exist');
    expect((await readdir(content)).includes('subservices')).toBe(false);
  });
});
