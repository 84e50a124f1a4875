// The browser CMS at /admin/ (issue 39): when site.yml has `cms:`, the files it is made of, planned
// with the site's other files (pipeline.ts), so build and dev make them and `agency-site cms` too.
import { stringify } from 'yaml';
import type { SiteContent } from '../content/load.ts';
import type { CspOptions } from '../csp.ts';
import type { OutputFile } from '../output/update.ts';
import { cmsBackend, cmsHosts } from './backend.ts';
import { adminDir, cmsBundle } from './bundle.ts';
import { cmsConfig } from './config.ts';
import { adminPage, cmsPolicy } from './page.ts';

/** /admin/'s files; none without `cms:` in site.yml. `csp`: the site's policy options. */
export function cmsFiles(content: SiteContent, csp: CspOptions, siteUrl: string): OutputFile[] {
  const cms = content.site.cms;
  if (!cms) return [];
  const { config } = cmsConfig({ backend: cmsBackend(cms), siteUrl });
  const bundle = cmsBundle();
  const policy = cmsPolicy(csp, cmsHosts(cms));
  return [
    { path: `${adminDir}/index.html`, contents: adminPage({ siteName: content.site.name, script: bundle.script, policy }) },
    { path: `${adminDir}/config.yml`, contents: configYaml(config) },
    ...bundle.files,
  ];
}

/** config.yml's text, marked as made (each block's fields are written out wherever blocks are). */
export function configYaml(config: unknown): string {
  return `# Made by agency-site from the content schemas (src/site/cms/): edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`;
}
