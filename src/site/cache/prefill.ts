// Parsing posts is most of loading a big blog, and the render threads are idle while content
// loads: so before loadContent runs, the posts are parsed in parallel (threads and main thread
// taking batches from one queue) and put in the content memo. loadContent then finds each post
// already parsed, and stays the one authority on what content means: a post that does not parse
// or validate is left out here and loadContent reports it with its usual diagnostics.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ZodType } from 'zod';
import { folderCollections, pageFiles, pageFileSchema, singletonFiles } from '../content/collections.ts';
import { displayPath, parseSource } from '../content/load.ts';
import { validate } from '../content/validate.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { ContentMemo, textHash, type MemoEntry } from './content-memo.ts';

export interface PostFile {
  abs: string;
  /** As loadContent names it (project-relative). */
  file: string;
}

export type Prefilled = { file: string } & MemoEntry;

/** Same steps as loadContent's loadOne for a post; problems are not reported here. */
export function parsePostFiles(files: readonly PostFile[]): Prefilled[] {
  return parseFiles(files, () => folderCollections.posts.schema);
}

function parseFiles<F extends PostFile>(files: readonly F[], schemaOf: (f: F) => ZodType): Prefilled[] {
  const out: Prefilled[] = [];
  for (const f of files) {
    const { abs, file } = f;
    let text: string;
    try {
      text = readFileSync(abs, 'utf8');
    } catch {
      continue;
    }
    const diags: Diagnostic[] = [];
    const parsed = parseSource(text, file, diags);
    if (!parsed || diags.length) continue;
    const result = validate(schemaOf(f), parsed.data, { file, lineOf: parsed.lineOf });
    if (!result.ok) continue;
    out.push({ file, ...ContentMemo.entry(text, { data: result.value, parsed }, textHash(text)) });
  }
  return out;
}

/** The content files that are not posts (site, pages, sub-services), each with its schema. */
export async function listOtherFiles(contentDir: string): Promise<(PostFile & { schema: ZodType })[]> {
  const root = path.resolve(contentDir);
  const at = (rel: string, schema: ZodType) => {
    const abs = path.join(root, rel);
    return { abs, file: displayPath(abs), schema };
  };
  const { dir, ext, schema } = folderCollections.subservices;
  const subservices = await readdir(path.join(root, dir)).catch(() => [] as string[]);
  return [
    at(singletonFiles.site.file, singletonFiles.site.schema),
    at(singletonFiles.blogPage.file, singletonFiles.blogPage.schema),
    ...Object.values(pageFiles).map((rel) => at(rel, pageFileSchema)),
    ...subservices.filter((n) => n.endsWith(ext)).map((n) => at(path.join(dir, n), schema)),
  ];
}

/** Parse `files` (listOtherFiles) into `memo`, on this thread. */
export function prefillOthers(memo: ContentMemo, files: readonly (PostFile & { schema: ZodType })[]): void {
  memo.prime(parseFiles(files, (f) => f.schema));
}

/** Every post file of a content folder, named as loadContent names them. */
export async function listPostFiles(contentDir: string): Promise<PostFile[]> {
  const { dir, ext } = folderCollections.posts;
  const folder = path.join(path.resolve(contentDir), dir);
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(ext)).map((n) => {
    const abs = path.join(folder, n);
    return { abs, file: displayPath(abs) };
  });
}

const BATCH = 64;

/**
 * Parse `files` into `memo`, batch by batch, on the main thread and on `helper` (the render
 * threads) once it is ready. `first` runs on the main thread before it takes any batch: while the
 * threads parse posts, it parses the other content (loadContent would parse it only once all
 * posts are in, keeping the threads waiting).
 */
export async function prefillPosts(
  memo: ContentMemo,
  files: readonly PostFile[],
  helper: Promise<((batch: PostFile[]) => Promise<Prefilled[]>) | undefined>,
  first?: () => void,
): Promise<void> {
  const queue: PostFile[][] = [];
  for (let i = 0; i < files.length; i += BATCH) queue.push(files.slice(i, i + BATCH));
  const lanes: Promise<void>[] = [];
  lanes.push(
    (async () => {
      await new Promise<void>((resolve) => setImmediate(resolve)); // the threads' lane asks first
      first?.();
      while (queue.length) {
        memo.prime(parsePostFiles(queue.shift()!));
        await new Promise<void>((resolve) => setImmediate(resolve)); // let the threads' answers in
      }
    })(),
  );
  lanes.push(
    helper.then(async (run) => {
      if (!run) return;
      // Two batches in flight per call keeps each thread busy; the pool spreads them.
      const lane = async () => {
        while (queue.length) memo.prime(await run(queue.shift()!));
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
    }),
  );
  await Promise.all(lanes);
}
