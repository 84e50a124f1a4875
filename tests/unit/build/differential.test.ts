// Incremental builds are byte-identical to cold ones: content is changed at random, step after
// step (post bodies and front matter, posts added, deleted and renamed, page and site YAML, public
// files, invalid YAML and its fix, an edit and its undoing, another site URL), and after each step
// the output of a build that reuses what it can equals that of a build with the cache off, byte for
// byte. differential-code.test.ts does the same for edits to the code and to pictures.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { seededRandom } from '../../../bench/generate-posts.ts';
import { build, type BuildOptions } from '../../../src/site/build.ts';
import { differences, filesUnder } from '../../helpers/same-files.ts';
import { tempSite, type TempSite } from './helpers.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

// Each test has a site of its own: one that times out on a busy machine leaves nothing to the next.
let site: TempSite;
afterEach(async () => {
  await site?.remove();
});

const random = seededRandom(20261124);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const words = [
  'Agartala',
  'Guwahati',
  'reach',
  'ranking',
  'लोकल',
  'শুভ',
  'growth',
  'campaign',
  '₹4,999',
  '"quoted"',
  '<b>not html</b>',
];
const phrase = () => Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(words)).join(' ');

const file = (rel: string) => path.join(site.contentDir, rel);
const read = (rel: string) => readFile(file(rel), 'utf8');
const posts = async () => (await readdir(file('blog'))).filter((n) => n.endsWith('.md')).sort();
const yamlText = (s: string) => JSON.stringify(s); // a JSON string is a YAML string

async function replaceLine(rel: string, field: string, value: string) {
  const text = await read(rel);
  const line = new RegExp(`^${field}: .*$`, 'm');
  expect(text, `${rel} has ${field}`).toMatch(line);
  await writeFile(file(rel), text.replace(line, `${field}: ${value}`));
}

/** Each mutation changes the content and says what it did (shown when a step fails). */
const mutations: Record<string, () => Promise<string>> = {
  async 'post body'() {
    const p = pick(await posts());
    await writeFile(file(`blog/${p}`), `${(await read(`blog/${p}`)).trimEnd()}\n\n${phrase()}\n`);
    return p;
  },
  async 'post title'() {
    const p = pick(await posts());
    await replaceLine(`blog/${p}`, 'title', yamlText(phrase()));
    return p;
  },
  async 'post category'() {
    const p = pick(await posts());
    await replaceLine(`blog/${p}`, 'category', pick(['SEO', 'Social Media', '[SEO, Social Media]']));
    return p;
  },
  async 'post date'() {
    const p = pick(await posts());
    await replaceLine(
      `blog/${p}`,
      'date',
      `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    );
    return p;
  },
  async 'post added'() {
    const from = pick(await posts());
    const name = `added-${Math.floor(random() * 1e6)}.md`;
    await writeFile(
      file(`blog/${name}`),
      (await read(`blog/${from}`)).replace(/^title: .*$/m, `title: ${yamlText(phrase())}`),
    );
    return name;
  },
  async 'post deleted'() {
    const all = await posts();
    if (all.length < 4) return 'skipped: too few posts';
    const p = pick(all.filter((n) => n !== 'first-post.md'));
    await rm(file(`blog/${p}`));
    return p;
  },
  async 'post renamed'() {
    const p = pick((await posts()).filter((n) => n !== 'first-post.md'));
    const to = `renamed-${Math.floor(random() * 1e6)}.md`;
    await rename(file(`blog/${p}`), file(`blog/${to}`));
    return `${p} → ${to}`;
  },
  async 'page YAML'() {
    await replaceLine('pages/about.yml', 'title', yamlText(`About ${phrase()}`));
    return 'pages/about.yml';
  },
  async 'site YAML'() {
    await replaceLine('site.yml', 'tagline', yamlText(phrase()));
    return 'site.yml';
  },
  async 'public file'() {
    await mkdir(file('public/docs'), { recursive: true });
    const name = pick(['public/verify.txt', 'public/docs/guide.txt']);
    if (random() < 0.3) await rm(file(name), { force: true });
    else await writeFile(file(name), phrase());
    return name;
  },
};

let steps = 0;

/**
 * Build incrementally, then cold into a fresh folder, and compare every file. The cold build reads
 * and renders everything afresh; it keeps a cache of its own for pictures and share cards only (most
 * of a cold build's CPU), reused where their full key matches. So that a key missing an input cannot
 * hide behind that cache, every fourth build is cold with no cache at all.
 */
async function expectSameAsCold(step: string, options: Partial<BuildOptions> = {}) {
  const common = { contentDir: site.contentDir, env: {}, ...options };
  await build({ site: defaultSite, ...common, outDir: site.outDir, cache: site.cache });
  const cold = path.join(site.root, 'cold');
  const coldCache = path.join(site.root, 'cold-cache');
  await rm(cold, { recursive: true, force: true });
  for (const kept of await readdir(coldCache).catch(() => []))
    if (kept !== 'images') await rm(path.join(coldCache, kept), { recursive: true });
  await build({ site: defaultSite, ...common, outDir: cold, cache: steps++ % 4 === 0 ? false : coldCache });
  expect(differences(await filesUnder(site.outDir), await filesUnder(cold)), step).toEqual([]);
}

// 24 random changes, two a step: half the cold builds of one a step; the limits leave room for a
// machine whose two cores are busy with other work.
it('after every random change, the incremental output is byte-identical to a cold build', async () => {
  site = await tempSite(24);
  await expectSameAsCold('first build');
  const names = Object.keys(mutations);
  for (let step = 1; step <= 12; step++) {
    const done: string[] = [];
    for (const kind of [pick(names), pick(names)]) done.push(`${kind}: ${await mutations[kind]!()}`);
    await expectSameAsCold(`step ${step}, ${done.join('; ')}`);
  }
}, 400_000);

it('stays identical through invalid YAML and its fix, an edit and its undoing, and another site URL', async () => {
  site = await tempSite(24);
  await expectSameAsCold('start');
  const rel = 'pages/about.yml';
  const good = await read(rel);
  await writeFile(file(rel), `${good}\nbroken: [unclosed\n`);
  await expect(
    build({ site: defaultSite, contentDir: site.contentDir, outDir: site.outDir, cache: site.cache, env: {} }),
  ).rejects.toMatchObject({ name: 'ContentError' });
  await writeFile(file(rel), good);
  await expectSameAsCold('invalid YAML fixed');

  const post = 'blog/first-post.md';
  const a = await read(post);
  await writeFile(file(post), a.replace(/^title: .*$/m, 'title: B'));
  await expectSameAsCold('A → B');
  await writeFile(file(post), a);
  await expectSameAsCold('B → A');

  await expectSameAsCold('another site URL', { siteUrl: 'https://staging.example.in' });
  await expectSameAsCold('back to the site URL of site.yml');
}, 400_000);

// The published set changes with the clock and with `draft`, not only with files: a post whose day
// comes, one made a draft and back, a page made a draft, --future and --drafts.
it('stays identical as scheduled posts go live, drafts come and go, and --future / --drafts are given', async () => {
  site = await tempSite(8);
  const all = (await posts()).filter((n) => n !== 'first-post.md');
  const [a, b, c] = all;
  await replaceLine(`blog/${a}`, 'date', '2030-03-10');
  await replaceLine(`blog/${b}`, 'date', '2030-03-20');
  const day = (d: string) => ({ now: new Date(`${d}T12:00:00`) });
  await expectSameAsCold('both scheduled', day('2030-03-01'));
  await expectSameAsCold('the first goes live', day('2030-03-10'));
  await writeFile(file(`blog/${c}`), (await read(`blog/${c}`)).replace(/^---\n/, '---\ndraft: true\n'));
  await expectSameAsCold('a post made a draft', day('2030-03-10'));
  await expectSameAsCold('--future and --drafts', { ...day('2030-03-10'), future: true, drafts: true });
  await expectSameAsCold('the second goes live', day('2030-03-25'));
  await writeFile(file(`blog/${c}`), (await read(`blog/${c}`)).replace('draft: true\n', ''));
  await writeFile(file('pages/about.yml'), (await read('pages/about.yml')).replace(/^draft: false$/m, 'draft: true'));
  await expectSameAsCold('the draft published, a page made a draft', day('2030-03-25'));
  await expectSameAsCold('the clock back before both', day('2030-03-01'));
}, 400_000);
