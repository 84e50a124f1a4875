// Apply edits of existing content files to the last good SiteContent by reading only those files.
// It handles the common case only: an edited file that parses and validates. Anything else (a new
// or deleted file, a problem in the file) returns undefined and the caller loads everything with
// loadContent, which is the one authority on what content means and which diagnostics it gets.
// tests/unit/dev/content-update.test.ts checks that both paths give the same content.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { folderCollections, pageFiles, pageFileSchema, singletonFiles, type PageKey } from '../content/collections.ts';
import { comparePosts, displayPath, parseSource, type Entry, type PostEntry, type SiteContent } from '../content/load.ts';
import { validate } from '../content/validate.ts';
import type { Diagnostic } from '../diagnostics.ts';

type Target =
  | { kind: 'site' }
  | { kind: 'blogPage' }
  | { kind: 'page'; key: PageKey }
  | { kind: 'subservice'; slug: string }
  | { kind: 'post'; slug: string };

const pageByFile = new Map<string, PageKey>(Object.entries(pageFiles).map(([key, file]) => [file, key as PageKey]));

function targetOf(rel: string): Target | undefined {
  if (rel === singletonFiles.site.file) return { kind: 'site' };
  if (rel === singletonFiles.blogPage.file) return { kind: 'blogPage' };
  const key = pageByFile.get(rel);
  if (key) return { kind: 'page', key };
  for (const [kind, c] of [['subservice', folderCollections.subservices], ['post', folderCollections.posts]] as const) {
    const prefix = c.dir + '/';
    if (rel.startsWith(prefix) && rel.endsWith(c.ext) && !rel.slice(prefix.length).includes('/')) {
      return { kind, slug: rel.slice(prefix.length, -c.ext.length) };
    }
  }
  return undefined;
}

function schemaOf(t: Target): z.ZodType {
  switch (t.kind) {
    case 'site': return singletonFiles.site.schema;
    case 'blogPage': return singletonFiles.blogPage.schema;
    case 'page': return pageFileSchema;
    case 'subservice': return folderCollections.subservices.schema;
    case 'post': return folderCollections.posts.schema;
  }
}


/**
 * @param files absolute paths of files that were modified (not added or removed).
 * @returns the updated content (unchanged parts keep their identity), or undefined: load everything.
 */
export async function updateContent(content: SiteContent, files: readonly string[]): Promise<SiteContent | undefined> {
  let next: SiteContent = { ...content, lines: new Map(content.lines) };
  for (const abs of files) {
    const rel = path.relative(content.dir, abs).split(path.sep).join('/');
    const target = targetOf(rel);
    const file = displayPath(abs);
    if (!target || !content.files.includes(file)) return undefined;
    let text: string;
    try {
      text = await readFile(abs, 'utf8');
    } catch {
      return undefined;
    }
    const diags: Diagnostic[] = [];
    const parsed = parseSource(text, file, diags);
    if (!parsed || diags.length) return undefined;
    const result = validate(schemaOf(target), parsed.data, { file, lineOf: parsed.lineOf });
    if (!result.ok) return undefined;
    next.lines.set(file, parsed.lineOf);
    const replaced = replace(next, target, file, result.value, parsed);
    if (!replaced) return undefined;
    next = replaced;
  }
  return next;
}

function replace(content: SiteContent, t: Target, file: string, data: unknown, parsed: { body?: string; bodyLine?: number }): SiteContent | undefined {
  switch (t.kind) {
    case 'site':
      return { ...content, site: data as SiteContent['site'] };
    case 'blogPage':
      return { ...content, blogPage: data as SiteContent['blogPage'] };
    case 'page':
      return { ...content, pages: { ...content.pages, [t.key]: data as SiteContent['pages'][PageKey] } };
    case 'subservice': {
      const entry: Entry<SiteContent['subservices'][number]['data']> = { slug: t.slug, file, data: data as never };
      return { ...content, subservices: content.subservices.map((e) => (e.file === file ? entry : e)) };
    }
    case 'post': {
      const post: PostEntry = { slug: t.slug, file, data: data as PostEntry['data'], body: parsed.body ?? '', bodyLine: parsed.bodyLine ?? 1 };
      const old = content.posts.find((p) => p.file === file);
      // A post without `url` needs a body: loadContent reports that, so leave it to loadContent.
      if (!old || (!post.data.url && !post.body.trim())) return undefined;
      const posts = content.posts.map((p) => (p === old ? post : p));
      if (old.data.date !== post.data.date) posts.sort(comparePosts); // same date and slug: same place
      return { ...content, posts };
    }
  }
}
