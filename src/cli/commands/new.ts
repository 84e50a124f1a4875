// `agency-site new <command>`: a content file to start from (`new post "<title>"`, `new case-study
// <slug>`…), valid for its schema, its placeholders ({excerpt}, {body}…) flagged by `check` until
// replaced. Each kind with a scaffold (src/site/kinds/) is a subcommand, and says what it writes.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { slugPattern } from '../../site/model/collections.ts';
import { displayPath } from '../../site/model/content.ts';
import { writeNewFile } from '../../site/atomic-write.ts';
import { BuildError, UsageError } from '../../site/diagnostics.ts';
import type { SiteDefinition } from '../../site/site-definition.ts';
import { clockOf, localDay } from '../../site/publish.ts';
import type { Scaffold } from '../../site/model/kind.ts';
import { loadOrThrow } from '../../site/content/load.ts';
import { cmsFileText, cmsRead } from '../../site/cms/format.ts';
import { green, terminal } from '../report.ts';

export interface NewFlags {
  content: string;
  slug?: string;
  /** `new post --draft`: the stub says `draft: true`, so build leaves it out until that line goes. */
  draft?: boolean;
}

// A slug is a file name and a URL: file systems stop at 255 bytes (a 300-character title gave
// ENAMETOOLONG) and a URL past a few words is cut in search results and hard to share.
export const MAX_SLUG = 80;

/**
 * A slug from a title: "Google Ads for Small Businesses!" → google-ads-for-small-businesses; at
 * most MAX_SLUG characters, cut after a whole word. Letters outside Latin (a Bengali title) have
 * no ASCII spelling here: they are left out, and a title of only those gives "" (ask for --slug).
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  const lastWord = cut.lastIndexOf('-');
  return lastWord > 0 ? cut.slice(0, lastWord) : slug.slice(0, MAX_SLUG);
}

function exists(file: string): BuildError {
  return new BuildError(`${displayPath(file)} already exists: nothing was changed; choose another name`);
}

function refuseExisting(file: string): void {
  if (existsSync(file)) throw exists(file);
}

/** The folder a new file goes into must be there: a missing one means a wrong --content, not a folder to make. */
function requireFolder(dir: string): void {
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
  throw new BuildError(
    `the folder ${displayPath(dir)}/ does not exist (${path.resolve(dir)}): nothing was written. ` +
      "Run this in the site's project folder, or give its content folder with --content <dir>",
  );
}

async function create(file: string, text: string, route: string): Promise<number> {
  // Never over a file that exists (nor through a link), even one made since refuseExisting looked.
  try {
    writeNewFile(file, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw exists(file);
    throw new BuildError(`cannot write ${displayPath(file)} (${code ?? (err as Error).message}): nothing was changed`);
  }
  const out = terminal(process.stdout);
  out.write(`${green(out, 'Created')} ${displayPath(file)}\n`);
  out.write(`  preview: http://127.0.0.1:4321${route} (with npx agency-site dev)\n`);
  out.write(`  replace its {placeholders}; npx agency-site check lists those left\n`);
  return 0;
}

/** `slug` if it is one a file and a URL can carry; `what` names it ("the slug"). */
function checkSlug(slug: string, what: string): string {
  const shown = slug.length > 40 ? `${slug.slice(0, 40)}…` : slug;
  if (!slugPattern.test(slug))
    throw new UsageError(
      `${what} "${shown}" is not a slug: use lowercase letters, digits and single dashes, e.g. local-seo-guide`,
    );
  if (slug.length > MAX_SLUG)
    throw new UsageError(
      `${what} "${shown}" is ${slug.length} characters long; the most is ${MAX_SLUG} (it is the file name and the URL): shorten it`,
    );
  return slug;
}

/** The slug of the new file: made from the title or given, as the scaffold says. */
function slugFor(scaffold: Scaffold, arg: string, flags: NewFlags): string {
  if (scaffold.from === 'slug') return checkSlug(arg, `the ${scaffold.noun} slug`);
  if (!arg.trim())
    throw new UsageError(
      `give the ${scaffold.noun} a title: agency-site new ${scaffold.command} "Google Ads for Small Businesses"`,
    );
  if (flags.slug === undefined && !slugOf(arg)) {
    throw new UsageError(
      'the title has no Latin letters or digits to make the file name and URL of (agency-site does not transliterate other scripts): ' +
        `give them with --slug, e.g. agency-site new ${scaffold.command} ${JSON.stringify(arg.trim())} --slug google-ads-guide`,
    );
  }
  return flags.slug === undefined ? slugOf(arg) : checkSlug(flags.slug, 'the slug');
}

/** `agency-site new <command> <title|slug>`: a kind's new file at `<dir>/<slug><ext>`, from its scaffold; never over one that exists. */
export async function runNew(scaffold: Scaffold, arg: string, flags: NewFlags, site: SiteDefinition): Promise<number> {
  const slug = slugFor(scaffold, arg, flags);
  const input = {
    slug,
    title: scaffold.from === 'title' ? arg : undefined,
    draft: scaffold.drafts ? flags.draft : undefined,
  };
  const dir = path.join(flags.content, scaffold.dir);
  requireFolder(dir);
  const file = path.join(dir, `${slug}${scaffold.ext}`);
  refuseExisting(file);
  const content = scaffold.needsContent ? await loadOrThrow(flags.content, site.kinds) : undefined;
  // Today on the build's clock (AGENCY_SITE_NOW where set): build and check publish it today.
  const text = scaffold.text({ ...input, today: localDay(clockOf(process.env)), content });
  return create(file, inCmsText(site, `${scaffold.dir}/${slug}${scaffold.ext}`, text), scaffold.route(slug));
}

/** A scaffold's text as the CMS saves it (cms/format.ts), so that its first edit there is a one-line diff. */
function inCmsText(site: SiteDefinition, rel: string, text: string): string {
  const { data, body } = cmsRead(text, rel.endsWith('.md'));
  return cmsFileText(site.kinds, rel, data, body);
}
