// Seeded blog-post generator for benchmarks: the same seed and count always give the same posts,
// so timings from different machines and days compare like with like.
//
//   import { createBenchSite, generatePosts } from './generate-posts.ts';
//   await createBenchSite({ outDir: '/tmp/site-4000', count: 4000 });   // content/ copy + 4,000 posts
//
//   node_modules/.bin/tsx bench/generate-posts.ts --count 1000 --out /tmp/site-1000 [--seed 1] [--posts-only]
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export interface GeneratedPost {
  slug: string;
  /** File name inside content/blog/. */
  file: string;
  /** The whole Markdown file: YAML front matter (CONTRACT.md fields) and three paragraphs. */
  text: string;
}

export interface GenerateOptions {
  count: number;
  /** Same seed, same posts. Default 1. */
  seed?: number;
  /** Category names to draw from; by default the ones listed in content/pages/blog.yml. */
  categories?: readonly string[];
  /** Slug prefix, so generated posts never collide with real ones. Default `bench`. */
  prefix?: string;
}

export const defaultCategories = ['SEO', 'Social Media', 'Web Development', 'Google Ads', 'Digital Marketing', 'Content Marketing'];

const words = (
  'customers search google business profile website speed mobile phone local shop reviews photos ' +
  'whatsapp instagram reels budget campaign keywords content page ranking clicks enquiries city ' +
  'owners brand video design logo colours offer festive season diwali sale audience followers ' +
  'posts stories ads landing form calls leads results month week plan simple clear honest ' +
  'service product price quality trust team guide steps checklist small family restaurant clinic ' +
  'school salon retail dealer distributor manufacturer buyers questions answers tips mistakes ' +
  'growth traffic visitors analytics report measure test improve update fresh useful practical'
).split(' ');

const authors = ['Priya Sharma', 'Rahul Verma', 'Ananya Das', 'Vikram Nair', 'Meera Iyer', 'Arjun Bora'];
const images = [
  'https://images.unsplash.com/photo-1460925895917-afdab827c52f?w=1200&h=630&fit=crop&auto=format',
  'https://images.unsplash.com/photo-1432888498266-38ffec3eaf0a?w=1200&h=630&fit=crop&auto=format',
  'https://images.unsplash.com/photo-1611162617474-5b21e879e113?w=1200&h=630&fit=crop&auto=format',
];

/** mulberry32: tiny, fast, good enough to make text look varied. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(rand: () => number, min: number, max: number): string {
  const n = min + Math.floor(rand() * (max - min + 1));
  const list = Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]!);
  const s = list.join(' ');
  return s[0]!.toUpperCase() + s.slice(1);
}

/** About `target` words in sentences of 8–16 words. */
function paragraph(rand: () => number, target = 150): string {
  const out: string[] = [];
  let count = 0;
  while (count < target) {
    const s = sentence(rand, 8, 16);
    count += s.split(' ').length;
    out.push(s + '.');
  }
  return out.join(' ');
}

const yamlString = (s: string) => JSON.stringify(s); // JSON strings are valid YAML scalars

export function generatePosts(opts: GenerateOptions): GeneratedPost[] {
  const rand = seededRandom(opts.seed ?? 1);
  const categories = opts.categories?.length ? opts.categories : defaultCategories;
  const prefix = opts.prefix ?? 'bench';
  const width = String(opts.count).length;
  const start = Date.UTC(2020, 0, 1);
  const posts: GeneratedPost[] = [];
  for (let i = 1; i <= opts.count; i++) {
    const title = sentence(rand, 4, 8);
    const slug = `${prefix}-${String(i).padStart(width, '0')}-${title.toLowerCase().split(' ').slice(0, 3).join('-')}`;
    // One post a day from 2020, so every post has its own date and the order is stable.
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const frontMatter = [
      `title: ${yamlString(title)}`,
      `excerpt: ${yamlString(sentence(rand, 14, 24) + '.')}`,
      `image: ${images[i % images.length]}`,
      `imageAlt: ${yamlString(sentence(rand, 4, 7))}`,
      `author: ${yamlString(authors[Math.floor(rand() * authors.length)]!)}`,
      `date: ${date}`,
      `category: ${yamlString(categories[Math.floor(rand() * categories.length)]!)}`,
      `readTime: ${2 + Math.floor(rand() * 8)} min read`,
    ];
    const body = [paragraph(rand), `## ${sentence(rand, 3, 6)}`, paragraph(rand), paragraph(rand)].join('\n\n');
    posts.push({ slug, file: `${slug}.md`, text: `---\n${frontMatter.join('\n')}\n---\n\n${body}\n` });
  }
  return posts;
}

/** Category names listed in a content folder's blog page, or the defaults. */
export async function readCategories(contentDir: string): Promise<string[]> {
  try {
    const { parse } = await import('yaml');
    const blog = parse(await readFile(path.join(contentDir, 'pages', 'blog.yml'), 'utf8')) as { listing?: { categories?: { name: string }[] } };
    const names = blog.listing?.categories?.map((c) => c.name) ?? [];
    return names.length ? names : defaultCategories;
  } catch {
    return defaultCategories;
  }
}

/** Write generated posts into `blogDir` (created if missing); returns the posts. */
export async function writePosts(blogDir: string, opts: GenerateOptions): Promise<GeneratedPost[]> {
  const posts = generatePosts(opts);
  await mkdir(blogDir, { recursive: true });
  for (let i = 0; i < posts.length; i += 64) {
    await Promise.all(posts.slice(i, i + 64).map((p) => writeFile(path.join(blogDir, p.file), p.text)));
  }
  return posts;
}

export interface BenchSiteOptions extends Omit<GenerateOptions, 'categories'> {
  /** Folder to create; it becomes a complete content folder (replaced if it exists). */
  outDir: string;
  /** The real content to copy first. Default: this repository's content/. */
  baseContent?: string;
}

export const repoContent = fileURLToPath(new URL('../content/', import.meta.url));

/** A complete content folder: a copy of the real content plus `count` generated posts. */
export async function createBenchSite(opts: BenchSiteOptions): Promise<{ contentDir: string; posts: GeneratedPost[] }> {
  const base = opts.baseContent ?? repoContent;
  const contentDir = path.resolve(opts.outDir);
  await rm(contentDir, { recursive: true, force: true });
  await cp(base, contentDir, { recursive: true });
  const posts = await writePosts(path.join(contentDir, 'blog'), { ...opts, categories: await readCategories(base) });
  return { contentDir, posts };
}

async function cli() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
      'posts-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.out) {
    process.stdout.write(
      'usage: tsx bench/generate-posts.ts --out <dir> [--count 1000] [--seed 1] [--posts-only]\n' +
        '  default: <dir> becomes a copy of content/ plus <count> generated posts in <dir>/blog/\n' +
        '  --posts-only: write only the posts, into <dir>\n',
    );
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
    process.stderr.write('error: --count and --seed must be whole numbers\n');
    process.exitCode = 2;
    return;
  }
  const t0 = performance.now();
  if (values['posts-only']) {
    await writePosts(values.out, { count, seed, categories: await readCategories(repoContent) });
    process.stdout.write(`wrote ${count} posts into ${values.out} in ${Math.round(performance.now() - t0)} ms\n`);
  } else {
    const { contentDir } = await createBenchSite({ outDir: values.out, count, seed });
    process.stdout.write(`wrote ${contentDir}: content/ + ${count} posts in ${Math.round(performance.now() - t0)} ms\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await cli();
