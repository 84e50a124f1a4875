// `agency-site cms`: /admin/'s files as the build plans them (pipeline.ts, `check`'s way: no
// picture made), written into the output folder on their own. The folder is guarded as the build
// guards it (output-dir.ts) and locked while written; each file goes in whole (atomic-write.ts),
// never through a link, and onto the record of the folder's last build (output/manifest.ts), so
// that a later build without `cms:` removes them as its own.
import { lstatSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';
import { loadOrThrow } from './content/load.ts';
import { BuildError, ContentError, diagnostic } from './diagnostics.ts';
import { assertOwnedOutput, MARKER_TEXT, OUTPUT_MARKER, realPath } from './output-dir.ts';
import { lockOutput } from './output/lock.ts';
import { manifestFile, readManifest, writeManifest, type FileRecord } from './output/manifest.ts';
import { planSite } from './pipeline.ts';
import { cacheDir } from './project.ts';
import { clockOf } from './publish.ts';
import type { SiteDefinition } from './site-definition.ts';
import { adminDir } from './cms/bundle.ts';

export interface CmsWriteOptions {
  /** What the site is made of (site-definition.ts): its kinds of content. */
  site: SiteDefinition;
  contentDir: string;
  outDir: string;
  env?: NodeJS.ProcessEnv;
}

/** Writes admin/ into the output folder; returns the files written. */
export async function writeCms(o: CmsWriteOptions): Promise<string[]> {
  const env = o.env ?? process.env;
  const cache = cacheDir(undefined, env);
  assertOwnedOutput(o.outDir, { contentDir: o.contentDir });
  const loaded = await loadOrThrow(o.contentDir, o.site.kinds);
  if (!loaded.site.cms) {
    const file = path.join(o.contentDir, 'site.yml');
    throw new ContentError(
      [
        diagnostic({
          file,
          rule: 'cms/unset',
          field: 'cms',
          message:
            'has no `cms:` section, so the site has no /admin/: add `cms: {backend: github, repo: owner/name}` (gitlab or gitea as well)',
        }),
      ],
      'nothing to write',
    );
  }
  const plan = await planSite(loaded, {
    site: o.site,
    contentDir: o.contentDir,
    publish: { now: clockOf(env) },
    env,
    assets: { css: '/assets/styles.css', js: '/assets/client.js', fonts: [] }, // pages are not written here
    code: '',
    cache,
    pictures: 'cached',
  });
  const files = plan.files.filter((f) => f.file.startsWith(`${adminDir}/`));
  const outDir = realPath(o.outDir);
  const lock = await lockOutput(outDir, { env });
  let failed = true;
  try {
    assertOwnedOutput(o.outDir, { contentDir: o.contentDir });
    mkdirSync(outDir, { recursive: true });
    if (!lstatSync(path.join(outDir, OUTPUT_MARKER), { throwIfNoEntry: false }))
      writeFileAtomic(path.join(outDir, OUTPUT_MARKER), MARKER_TEXT);
    const records: Record<string, FileRecord> = {};
    for (const f of files) {
      const target = path.join(outDir, f.file);
      makeFolders(outDir, path.dirname(f.file));
      writeFileAtomic(target, typeof f.contents === 'function' ? await f.contents() : f.contents);
      const s = statSync(target);
      records[f.file] = [f.key, s.size, s.mtimeMs];
    }
    // Without a record the next build checks every file of the folder anyway, and removes what it does not want.
    const manifest = cache && manifestFile(cache, outDir);
    const last = manifest ? readManifest(manifest, outDir) : undefined;
    if (manifest && last) writeManifest(manifest, outDir, { ...last.files, ...records });
    failed = false;
  } finally {
    lock.release(failed);
  }
  return files.map((f) => f.file);
}

/** Each folder on the way, made where missing; a link or file in the way is refused, not followed. */
function makeFolders(outDir: string, rel: string): void {
  let at = outDir;
  for (const part of rel.split('/')) {
    at = path.join(at, part);
    const s = lstatSync(at, { throwIfNoEntry: false });
    if (!s) mkdirSync(at);
    else if (!s.isDirectory())
      throw new BuildError(
        `refusing to write ${path.relative(outDir, at)}/ in ${outDir}: it is ${s.isSymbolicLink() ? 'a symbolic link' : 'a file'}, not a folder agency-site made. Nothing more was written.`,
      );
  }
}
