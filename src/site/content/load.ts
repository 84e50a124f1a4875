// content/ → typed, validated content. Every kind of content (kinds/) reads its files; every
// problem is collected (never stops at the first), and the result is the content or the diagnostics.
import path from 'node:path';
import type { AnyKind } from '../model/kind.ts';
import { ContentError } from '../diagnostics.ts';
import { Loader, type ParseMemo } from './loader.ts';
import type { LoadResult, SiteContent } from '../model/content.ts';

export {
  displayPath,
  comparePosts,
  type Entry,
  type LoadResult,
  type PageEntry,
  type PostEntry,
  type PostSummary,
  type SiteContent,
} from '../model/content.ts';
export type { ParseMemo } from './loader.ts';

export interface LoadOptions {
  memo?: ParseMemo;
}

/** `kinds`: the site's (site-definition.ts), in the order their files are read. */
export async function loadContent(
  contentDir: string,
  kinds: readonly AnyKind[],
  options: LoadOptions = {},
): Promise<LoadResult> {
  const load = new Loader(
    path.resolve(contentDir),
    options.memo,
    kinds.flatMap((k) => (k.urls ? [k.urls] : [])),
  );
  const slices: Record<string, unknown> = {};
  let failed = false;
  for (const kind of kinds) {
    const own = await kind.load(load);
    if (own === undefined) failed = true;
    else slices[kind.key] = own;
  }
  if (load.diags.length || failed) return { ok: false, diagnostics: load.diags };
  const content = { dir: load.dir, ...slices, lines: load.lines, files: load.files } as unknown as SiteContent;
  return { ok: true, diagnostics: [], content };
}

/** Load and validate content, or throw ContentError with every problem found; a memo given is saved. */
export async function loadOrThrow(
  contentDir: string,
  kinds: readonly AnyKind[],
  memo?: ParseMemo & { save(): void },
): Promise<SiteContent> {
  const loaded = await loadContent(contentDir, kinds, { memo });
  if (!loaded.ok) throw new ContentError(loaded.diagnostics);
  memo?.save();
  return loaded.content;
}
