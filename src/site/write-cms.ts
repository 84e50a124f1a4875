// `agency-site cms`: /admin/'s files as the build plans them (pipeline.ts; no picture made),
// written into the output folder by the build's own writer (output/update.ts), as an update about
// admin/ alone: the folder guarded and locked as the build does it, each file in whole, never
// through a link, and onto the record of the folder's last build, so that a later build without
// `cms:` removes them as its own.
import path from 'node:path';
import { loadOrThrow } from './content/load.ts';
import { ContentError, diagnostic } from './diagnostics.ts';
import { assertOwnedOutput } from './output-dir.ts';
import { withLockedOutput } from './output/lock.ts';
import { markerFile, updateOutput } from './output/update.ts';
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
  const guard = () => assertOwnedOutput(o.outDir, { contentDir: o.contentDir });
  guard(); // before the content is read
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
  const ours = (file: string) => file.startsWith(`${adminDir}/`) || file === markerFile.file;
  const files = [...plan.files.filter((f) => ours(f.file)), markerFile];
  await withLockedOutput(o.outDir, guard, { env }, (outDir) => updateOutput(outDir, files, { cache, only: ours }));
  return files.filter((f) => f !== markerFile).map((f) => f.file);
}
