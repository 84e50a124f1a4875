// Rewrites content files in the text the browser CMS saves for them unchanged (src/site/cms/
// format.ts), so that an edit made in the CMS is a diff of the edited lines only (issue 39).
// Run once after changing the content schemas or their CMS fields, or on files written by hand:
//   node scripts/normalise-content.mjs                 content/ and the CMS test's fixture site
//   node scripts/normalise-content.mjs <dir>…          those content folders
//   node scripts/normalise-content.mjs --check [<dir>…] list the files not in that text (or not the CMS's to
//                                                       edit); exit 1 if any
// It drops YAML comments: say what they said in the schema's descriptions or docs/ first.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const { cmsFileText, cmsRead } = await import('../src/site/cms/format.ts');
const { defaultSite } = await import('../src/site/default-site.ts');

const args = process.argv.slice(2);
const check = args.includes('--check');
const dirs = args.filter((a) => a !== '--check');
const folders = dirs.length ? dirs : [path.join(root, 'content'), path.join(root, 'tests/fixtures/sites/minimal')];

let differing = 0;
let unheld = 0;
for (const dir of folders) {
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const abs = path.join(e.parentPath, e.name);
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    if (!e.isFile() || !/\.(ya?ml|md)$/.test(e.name) || rel.startsWith('public/') || rel.startsWith('images/')) continue;
    const text = readFileSync(abs, 'utf8');
    let want;
    try {
      const { data, body } = cmsRead(text, e.name.endsWith('.md'));
      want = cmsFileText(defaultSite.kinds, rel, data, body);
    } catch (err) {
      console.log(`skipped ${path.relative(root, abs)}: ${err.message}`);
      unheld++;
      continue;
    }
    if (want === text) continue;
    differing++;
    if (check) {
      console.log(`not in the CMS's text: ${path.relative(root, abs)}`);
      continue;
    }
    // Written whole under a temporary name, then renamed into place.
    writeFileSync(`${abs}.normalising`, want);
    renameSync(`${abs}.normalising`, abs);
    console.log(`normalised ${path.relative(root, abs)}`);
  }
}
console.log(`${differing} file(s) ${check ? 'not normalised' : 'rewritten'}${unheld ? `, ${unheld} skipped` : ''}`);
// A file no collection holds, or that does not parse, is one the CMS cannot edit: --check fails on it too.
process.exit(check && differing + unheld ? 1 : 0);
