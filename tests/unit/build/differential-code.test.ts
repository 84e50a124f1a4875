// The differential test for code and assets (issue #35; differential.test.ts does content): a copy
// of agency-site itself (tests/helpers/project-copy.ts) is edited the way a developer, a designer
// or an upgrade edits it, and after each edit the real CLI of the copy builds the minimal site
// (with one picture of its own) twice: incrementally, with the cache of every build before, and
// cold, with the cache off, into a fresh folder. The two must hold the same files, byte for byte.
// Every produced file is keyed by what made it, code included (ARCHITECTURE.md, "One key scheme"),
// so a file whose code changed is made again, under a new name where it is cached for ever.
import { execFile } from 'node:child_process';
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import {
  edit,
  moduleWith,
  ownFile,
  projectCopy,
  unchangedPages,
  type ProjectCopy,
} from '../../helpers/project-copy.ts';
import { differences, filesUnder } from '../../helpers/same-files.ts';
import { root } from '../../helpers/sites.ts';

// Each test has a copy of its own: one that times out on a busy machine leaves nothing to the next.
let copy: ProjectCopy | undefined;
afterEach(async () => {
  await copy?.remove();
  copy = undefined;
});

const exec = promisify(execFile);

type Files = Map<string, Buffer>;
const names = (files: Files, prefix: string) => [...files.keys()].filter((f) => f.startsWith(prefix)).sort();
const cards = (files: Files) => names(files, 'assets/og/');
const photos = (files: Files) => names(files, 'assets/img/photo-');
/** The names of `after` that `before` had: none, where the bytes changed, since a file named by its key is cached for ever. */
const kept = (after: string[], before: string[]) => after.filter((n) => before.includes(n));

const solid = (background: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * What `npm install markdown-it@<next>` changes in the copy: the code of its ESM entry (here the
 * installed one, whose paragraphs come out with a class) and its version; the lockfile stays.
 */
async function upgradeMarkdownIt(tool: string): Promise<void> {
  const packageFile = await ownFile(tool, 'node_modules/markdown-it/package.json');
  const pkg = JSON.parse(await readFile(packageFile, 'utf8')) as {
    version: string;
    module?: string;
    exports?: { '.'?: { import?: { default?: string } } };
  };
  const rel = pkg.exports?.['.']?.import?.default ?? pkg.module;
  expect(rel, 'markdown-it names its ES module').toBeTruthy();
  const installed = path.join(await realpath(path.join(root, 'node_modules/markdown-it')), rel!);
  const wrapper = [
    `import MarkdownIt from ${JSON.stringify(pathToFileURL(installed).href)};`,
    'export default function UpgradedMarkdownIt(options) {',
    '  const md = new MarkdownIt(options);',
    '  const render = md.render.bind(md);',
    `  md.render = (src, env) => render(src, env).replaceAll('<p>', '<p class="upgraded">');`,
    '  return md;',
    '}',
  ];
  await writeFile(await ownFile(tool, path.posix.join('node_modules/markdown-it', rel!)), wrapper.join('\n') + '\n');
  await writeFile(packageFile, JSON.stringify({ ...pkg, version: `${pkg.version}-upgraded` }, null, 2));
}

/** Builds incrementally and cold, and compares: softly, so one run says every step that went stale. */
async function step(name: string): Promise<{ files: Files; stdout: string }> {
  const { dir } = copy!;
  await rm(path.join(dir, 'cold'), { recursive: true, force: true });
  // Side by side: they share no folder but the font cache, whose files are written whole and renamed.
  const [stdout] = await Promise.all([copy!.build('dist', 'cache'), copy!.build('cold', false)]);
  const [warm, cold] = await Promise.all([filesUnder(path.join(dir, 'dist')), filesUnder(path.join(dir, 'cold'))]);
  expect.soft(differences(warm, cold), `${name}: the incremental output is not the cold one`).toEqual([]);
  return { files: warm, stdout };
}

// Twelve builds of the copy: about 30 s on a quiet machine; the limit leaves room for a busy one.
test('after an edit to a component, the card drawing, the encoder, a picture, or an upgraded package, the incremental output is the cold one, file for file', async () => {
  copy = await projectCopy();
  const { tool, content } = copy;
  await mkdir(path.join(content, 'images'));
  await writeFile(path.join(content, 'images/photo.png'), await solid('#2563eb'));
  await edit(path.join(content, 'blog/first-post.md'), /^image: .*$/m, 'image: images/photo.png');
  const first = (await step('first build')).files;
  expect(cards(first).length).toBeGreaterThan(3);
  expect(photos(first).length).toBeGreaterThan(2);

  // A component's visible text: the pages show it; pictures and cards keep their names.
  await edit(path.join(tool, 'src/site/components/Footer.tsx'), '{f.about}</p>', '{f.about} Edited in the footer.</p>');
  const component = (await step('a component edited')).files;
  expect.soft(component.get('index.html')?.toString('utf8'), 'the home page').toContain('Edited in the footer.');
  expect.soft(cards(component), 'cards after a component edit').toEqual(cards(first));
  expect.soft(photos(component), 'pictures after a component edit').toEqual(photos(first));

  // The card drawing: the logo mark (every card draws it) in another colour. Every card gets a new name.
  await edit(path.join(tool, 'src/site/shared/logo-mark.ts'), "color: '#4338ca'", "color: '#0f766e'");
  const card = (await step('the card drawing edited')).files;
  expect.soft(kept(cards(card), cards(component)), 'cards that kept their name after a drawing edit').toEqual([]);
  expect.soft(photos(card), 'pictures after a card edit').toEqual(photos(first));

  // The encoder: the same settings, other pixels (the pictures come out in negative). Every picture file gets a new name.
  const resize = '.resize({ width, withoutEnlargement: true })';
  await edit(await moduleWith(tool, 'images', resize), resize, `${resize}.negate()`);
  const encoder = (await step('the encoder edited')).files;
  expect.soft(kept(photos(encoder), photos(card)), 'pictures that kept their name after an encoder edit').toEqual([]);
  expect.soft(cards(encoder), 'cards after an encoder edit').toEqual(cards(card));

  // A picture replaced under the same name: its files get new names (its bytes are in them).
  await writeFile(path.join(content, 'images/photo.png'), await solid('#be185d'));
  const picture = (await step('a picture replaced')).files;
  expect.soft(kept(photos(picture), photos(encoder)), 'pictures that kept their name after new bytes').toEqual([]);

  // A package upgraded (`npm install markdown-it@<next>`: its code and version, not the lockfile).
  await upgradeMarkdownIt(tool);
  const upgrade = await step('a package upgraded');
  expect
    .soft(upgrade.files.get('blog/first-post/index.html')?.toString('utf8'), 'the post')
    .toContain('<p class="upgraded">');
  expect.soft(unchangedPages(upgrade.stdout), 'pages reused after an upgrade').toBe(0);
}, 400_000);

test('running compiled, a new lib/ (a bundled dependency upgraded, then `npm prepare`) renders every page again', async () => {
  copy = await projectCopy();
  const { tool } = copy;
  await exec(process.execPath, [path.join(tool, 'scripts/compile.mjs')], { cwd: tool, timeout: 240_000 });
  const built = await copy.build('dist', 'cache');
  const count = Number(/Built (\d+) pages/.exec(built)?.[1]);
  expect(count).toBeGreaterThan(5);
  expect(unchangedPages(await copy.build('dist', 'cache'))).toBe(count);
  // lib/ changes, src/ and the lockfile do not.
  const lib = path.join(tool, 'lib/agency-site.js');
  await writeFile(lib, (await readFile(lib, 'utf8')) + '\n// recompiled\n');
  expect(unchangedPages(await copy.build('dist', 'cache'))).toBe(0);
  expect(unchangedPages(await copy.build('dist', 'cache'))).toBe(count);
}, 300_000);
