// `agency-site new post "<title>"` and `new subservice <slug>`: a content file to start from, valid
// for the schemas, its placeholders ({excerpt}, {body}…) flagged by `check` until replaced.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { folderCollections, slugPattern } from '../../site/content/collections.ts';
import { displayPath } from '../../site/content/load.ts';
import { BuildError, UsageError } from '../../site/diagnostics.ts';
import { blogPostPath, subServiceBase } from '../../site/routes.ts';
import { loadOrThrow } from '../../site/build.ts';
import { green, terminal } from '../report.ts';

export interface NewFlags {
  content: string;
  slug?: string;
}

/** A slug from a title: "Google Ads for Small Businesses!" → google-ads-for-small-businesses. */
export function slugOf(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Today as the site writes dates (YYYY-MM-DD), on this machine's calendar. */
function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function exists(file: string): BuildError {
  return new BuildError(`${displayPath(file)} already exists: nothing was changed; choose another name`);
}

function refuseExisting(file: string): void {
  if (existsSync(file)) throw exists(file);
}

async function create(file: string, text: string, route: string): Promise<number> {
  // 'wx': never over a file that exists, even one made since refuseExisting looked.
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EEXIST') throw exists(file);
    throw err;
  });
  const out = terminal(process.stdout);
  out.write(`${green(out, 'Created')} ${displayPath(file)}\n`);
  out.write(`  preview: http://127.0.0.1:4321${route} (with npx agency-site dev)\n`);
  out.write(`  replace its {placeholders}; npx agency-site check lists those left\n`);
  return 0;
}

function slugFrom(given: string | undefined, fallback: string, what: string): string {
  const slug = given ?? fallback;
  if (!slugPattern.test(slug)) throw new UsageError(`${what} "${slug}" is not a slug: use lowercase letters, digits and single dashes (--slug)`);
  return slug;
}

export async function runNewPost(title: string, flags: NewFlags): Promise<number> {
  if (!title.trim()) throw new UsageError('give the post a title: agency-site new post "Google Ads for Small Businesses"');
  if (!flags.slug && !slugOf(title)) throw new UsageError('the title has no letters or digits to make a file name of: give --slug');
  const slug = slugFrom(flags.slug, slugOf(title), 'the slug');
  const file = path.join(flags.content, folderCollections.posts.dir, `${slug}${folderCollections.posts.ext}`);
  refuseExisting(file);
  const content = await loadOrThrow(flags.content);
  const route = blogPostPath(slug);
  const text = [
    '---',
    `title: ${JSON.stringify(title.trim())}`,
    'excerpt: "{excerpt}: one or two sentences for the post card and search results"',
    `image: ${JSON.stringify(content.site.socialImage)} # the site's picture until the post has its own`,
    'imageAlt: "{imageAlt}: what the picture shows"',
    'author: "{author}"',
    `date: ${today()}`,
    `category: ${JSON.stringify(content.blogPage.listing.categories[0]!.name)}`,
    'readTime: "5 min read"',
    '---',
    '',
    '{body}: write the post here, in Markdown.',
    '',
  ].join('\n');
  return create(file, text, route);
}

export async function runNewSubservice(slugArg: string, flags: NewFlags): Promise<number> {
  const slug = slugFrom(slugArg, slugArg, 'the sub-service');
  const file = path.join(flags.content, folderCollections.subservices.dir, `${slug}${folderCollections.subservices.ext}`);
  refuseExisting(file);
  const text = [
    '# Stub page (SPEC.md): title, tagline and a price button that opens a chat about this price.',
    'kind: stub',
    'title: "{title}"',
    'tagline: "{tagline}"',
    'price: 9999',
    'description: "{description}: what this service offers, for search results"',
    '',
  ].join('\n');
  return create(file, text, `${subServiceBase}/${slug}`);
}

