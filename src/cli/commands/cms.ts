// `agency-site cms`: writes /admin/ (the browser CMS, site.yml's `cms:`) into the output folder,
// the files `build` would make for it (site/cms/write.ts).
import { writeCms } from '../../site/write-cms.ts';
import type { SiteDefinition } from '../../site/site-definition.ts';
import { green, terminal } from '../report.ts';

export async function runCms(flags: { content: string; out: string }, site: SiteDefinition): Promise<number> {
  const out = terminal(process.stdout);
  const files = await writeCms({ site, contentDir: flags.content, outDir: flags.out });
  out.write(
    `${green(out, 'Wrote')} the CMS into ${flags.out}/admin/ (${files.length} files): open /admin/ on the site to edit content in the browser.\n`,
  );
  return 0;
}
