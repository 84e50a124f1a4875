// What invalidates what: page keys (src/site/cache/page-keys.ts) and the content memo
// (src/site/cache/content-memo.ts), on a temp copy of the minimal site.
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentMemo, shardOf } from '../../../src/site/cache/content-memo.ts';
import { snapshotInputs } from '../../../src/site/cache/inputs.ts';
import { PageKeys, sharedKeyOf } from '../../../src/site/cache/page-keys.ts';
import { displayPath, loadContent, type SiteContent } from '../../../src/site/content/load.ts';
import { buildRoutes, type Route } from '../../../src/site/routes.ts';
import { tempSite, type TempSite } from './helpers.ts';

const settings = { assets: { css: '/assets/s.css', js: '/assets/c.js' }, siteUrl: 'https://www.example.in', leadServiceUrl: 'https://leads.example.in' };
let site: TempSite;
beforeEach(async () => {
  site = await tempSite(12);
});
afterEach(async () => {
  await site.remove();
});

async function load(memo?: ContentMemo): Promise<SiteContent> {
  const r = await loadContent(site.contentDir, { memo });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.content;
}

function keysOf(content: SiteContent, memo: ContentMemo, extra: Partial<typeof settings> = {}, reads: ('posts' | 'pages' | 'subservices')[] = []) {
  const keys = new PageKeys(sharedKeyOf('code', content, { ...settings, ...extra }, memo.hashes, reads), memo.hashes);
  return new Map(buildRoutes(content).map((r: Route) => [r.path, keys.key(r)]));
}

// `files` lists every file read, in an order that depends on which folder listing came back first.
const withoutLines = (c: SiteContent) => ({ ...c, lines: undefined, files: [...c.files].sort() });

describe('content memo', () => {
  it('gives the same content as loading without it, and skips what did not change', async () => {
    const plain = await load();
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    expect(withoutLines(await load(first))).toEqual(withoutLines(plain));
    expect(first.hits).toBe(0);
    await first.save();

    const second = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    expect(withoutLines(await load(second))).toEqual(withoutLines(plain));
    expect(second.misses).toBe(0);
    expect(second.hits).toBe(plain.files.length);
  });

  it('parses an edited file again, and only that one', async () => {
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(first);
    await first.save();
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nNew last line.\n');
    const second = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const content = await load(second);
    expect(second.misses).toBe(1);
    expect(content.posts.find((p) => p.slug === 'first-post')!.body).toContain('New last line.');
    expect(withoutLines(content)).toEqual(withoutLines(await load()));
  });

  it('gives back every body as written, also one never read while its shard was saved again (read from its file)', async () => {
    // Two posts remembered in the same shard, one with text beyond ASCII.
    const names = (await readdir(path.join(site.contentDir, 'blog'))).sort();
    const file = (n: string) => displayPath(path.join(site.contentDir, 'blog', n));
    const [edited, kept] = names.flatMap((a, i) => names.slice(i + 1).filter((b) => shardOf(file(a)) === shardOf(file(b))).map((b) => [a, b]))[0]!;
    await appendFile(path.join(site.contentDir, 'blog', kept!), '\nAgartala — ত্রিপুরা, ₹4,999 a month. 🚀\n');
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(first);
    await first.save();
    await appendFile(path.join(site.contentDir, 'blog', edited!), '\nEdited.\n');
    const second = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(second); // `kept`'s body is not read: the shard saved again must still lead to it
    await second.save();
    const third = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const bodies = (c: SiteContent) => Object.fromEntries(c.posts.map((p) => [p.slug, p.body]));
    const fromMemo = bodies(await load(third));
    expect(third.hits).toBe((await load()).files.length);
    expect(fromMemo).toEqual(bodies(await load()));
    expect(fromMemo[kept!.replace(/\.md$/, '')]).toContain('ত্রিপুরা, ₹4,999 a month. 🚀');
  });

  it('gives back the right body when another build rewrote its shard after this one read it', async () => {
    const names = (await readdir(path.join(site.contentDir, 'blog'))).sort();
    const file = (n: string) => displayPath(path.join(site.contentDir, 'blog', n));
    const [edited, kept] = names.flatMap((a, i) => names.slice(i + 1).filter((b) => shardOf(file(a)) === shardOf(file(b))).map((b) => [a, b]))[0]!;
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(first);
    await first.save();
    // This build reads the shards; its bodies are not read yet.
    const reader = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const content = await load(reader);
    // Meanwhile another build remembers an edit in the same shard: the shard is written anew.
    await appendFile(path.join(site.contentDir, 'blog', edited!), `\n${'A much longer edit. '.repeat(40)}\n`);
    const other = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(other);
    await other.save();
    const body = content.posts.find((p) => p.slug === kept!.replace(/\.md$/, ''))!.body;
    const fresh = (await load()).posts.find((p) => p.slug === kept!.replace(/\.md$/, ''))!.body;
    expect(body).toBe(fresh);
  });

  it('gives back a body with Windows line endings and text beyond ASCII as the file has it', async () => {
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    const text = (await readFile(file, 'utf8')).replace(/\r?\n/g, '\r\n') + 'Agartala — ত্রিপুরা 🚀\r\n\r\nLast line.\r\n';
    await writeFile(file, text);
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(first);
    await first.save();
    const second = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const body = (await load(second)).posts.find((p) => p.slug === 'first-post')!.body;
    expect(second.misses).toBe(0);
    expect(body).toBe((await load()).posts.find((p) => p.slug === 'first-post')!.body);
    expect(body.endsWith('Agartala — ত্রিপুরা 🚀\r\n\r\nLast line.\r\n')).toBe(true);
  });

  it('a file cut short while the build runs gives its own body, not a piece of it', async () => {
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(first);
    await first.save();
    const second = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const post = (await load(second)).posts.find((p) => p.slug === 'first-post')!;
    // Edited after the build took its snapshot and before the page needed the body.
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text.slice(0, text.indexOf('---', 3) + 3)}\n\nShort.\n`);
    expect(post.body.trim()).toBe('Short.');
  });

  it('a post with an empty body is reported from the memo as from the file', async () => {
    const file = path.join(site.contentDir, 'blog', 'first-post.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, text.indexOf('---', 3) + 3) + '\n\n   \n');
    const problems = async (memo?: ContentMemo) => {
      const r = await loadContent(site.contentDir, { memo });
      return r.ok ? [] : r.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`);
    };
    const expected = await problems();
    expect(expected.some((p) => p.endsWith('blog/body'))).toBe(true);
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    expect(await problems(first)).toEqual(expected);
    await first.save();
    const second = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    expect(await problems(second)).toEqual(expected);
    expect(second.hits).toBeGreaterThan(0);
    expect(second.misses).toBe(0);
  });

  it('is not used by other code', async () => {
    const first = ContentMemo.open(site.cache, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    await load(first);
    await first.save();
    const other = ContentMemo.open(site.cache, site.contentDir, 'other code', snapshotInputs(site.contentDir, {}));
    expect(other.size).toBe(0);
  });
});

describe('page keys', () => {
  it('an edited post changes its page and the listing pages that show it, nothing else', async () => {
    const memo1 = ContentMemo.open(undefined, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const before = keysOf(await load(memo1), memo1);
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nEdited.\n');
    const memo2 = ContentMemo.open(undefined, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const after = keysOf(await load(memo2), memo2);
    const changed = [...after.keys()].filter((p) => after.get(p) !== before.get(p));
    expect(changed).toContain('/blog/first-post');
    expect(changed.every((p) => p === '/blog/first-post' || p.startsWith('/blog'))).toBe(true);
    expect(after.get('/about')).toBe(before.get('/about'));
  });

  it('settings (asset names, URLs) change every key', async () => {
    const memo = ContentMemo.open(undefined, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const content = await load(memo);
    const a = keysOf(content, memo);
    const b = keysOf(content, memo, { siteUrl: 'https://staging.example.in' });
    const c = keysOf(content, memo, { assets: { css: '/assets/other.css', js: '/assets/c.js' } });
    for (const [p, k] of a) {
      expect(b.get(p)).not.toBe(k);
      expect(c.get(p)).not.toBe(k);
    }
  });

  it('once the renderer is seen reading every post, any post edit changes every key', async () => {
    const memo1 = ContentMemo.open(undefined, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const before = keysOf(await load(memo1), memo1, {}, ['posts']);
    await appendFile(path.join(site.contentDir, 'blog', 'first-post.md'), '\nEdited.\n');
    const memo2 = ContentMemo.open(undefined, site.contentDir, 'code', snapshotInputs(site.contentDir, {}));
    const after = keysOf(await load(memo2), memo2, {}, ['posts']);
    for (const [p, k] of after) expect(before.get(p)).not.toBe(k);
  });
});
