#!/usr/bin/env node
// `node scripts/cms-screenshot.mjs`: the picture of the browser CMS in docs/cms.md ("Editing in the
// browser (CMS)"). A copy of content/ with `cms:` set gets its /admin/ (`agency-site cms`), whose
// config.yml is switched to Sveltia's test backend (files kept in the browser's private storage,
// seeded with the copy: no Git host, no network). Debian's Chromium (never a downloaded browser)
// opens a page in the editor at 1280×800, and sharp packs the shot into a small palette PNG.
// On the way it checks that the blog page has one home: Settings lists it, Pages does not.
//
// Options:
//   --content <dir>   content folder (default: content)
//   --page <title>    the page to open in the editor (default: SEO Services)
//   --out <file>      default: docs/cms.png
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { register } from 'tsx/esm/api';
import { parse, stringify } from 'yaml';

register();
const { chromium } = await import('playwright-core');
const { listen, staticHandler } = await import('../src/site/serve.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viewport = { width: 1280, height: 800 };

function parseArgs(argv) {
  const opts = { content: 'content', page: 'SEO Services', out: 'docs/cms.png' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[++i];
    if (v === undefined) throw new Error(`${a} needs a value`);
    if (a === '--content') opts.content = v;
    else if (a === '--page') opts.page = v;
    else if (a === '--out') opts.out = v;
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

/** Every file of the content folder as the test repository gets it: its path and its bytes in base64. */
async function contentFiles(dir) {
  const out = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    out.push({ path: `content/${path.relative(dir, abs).split(path.sep).join('/')}`, data: (await readFile(abs)).toString('base64') });
  }
  return out;
}

/** /admin/ for a copy of the content, on Sveltia's test backend. */
async function adminFor(contentDir, tmp) {
  const siteFile = path.join(contentDir, 'site.yml');
  const site = await readFile(siteFile, 'utf8');
  if (!/^cms:/m.test(site)) await writeFile(siteFile, `${site.replace(/\n*$/, '\n')}cms:\n  backend: github\n  repo: example/agency-site\n`);
  const out = path.join(tmp, 'out');
  const ran = spawnSync(process.execPath, [path.join(root, 'bin/agency-site.js'), 'cms', '--content', contentDir, '--out', out], {
    cwd: root, stdio: 'inherit', env: { ...process.env, AGENCY_SITE_CACHE_DIR: path.join(tmp, 'cache') },
  });
  if (ran.status !== 0) throw new Error(`agency-site cms failed (exit ${ran.status})`);
  const configFile = path.join(out, 'admin/config.yml');
  await writeFile(configFile, stringify({ ...parse(await readFile(configFile, 'utf8')), backend: { name: 'test-repo' } }));
  return out;
}

/** Sveltia's test backend keeps its files in the origin's private file system, under sveltia-cms-test/. */
function seed(page, files) {
  return page.evaluate(async (list) => {
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test', { create: true });
    for (const f of list) {
      const parts = f.path.split('/');
      let dir = top;
      for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p, { create: true });
      const w = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable();
      await w.write(Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0)));
      await w.close();
    }
  }, files);
}

/** The titles a collection lists. */
async function listed(page, collection, expected) {
  await page.getByText(collection, { exact: true }).first().click();
  await page.getByText(expected, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  return page.locator('main').innerText();
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-cms-shot-'));
  let server;
  let browser;
  try {
    const contentDir = path.join(tmp, 'content');
    await cp(path.resolve(root, opts.content), contentDir, { recursive: true });
    const files = await contentFiles(contentDir);
    const blogTitle = parse(await readFile(path.join(contentDir, 'pages/blog.yml'), 'utf8')).title;
    server = await listen(staticHandler(await adminFor(contentDir, tmp)), { host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')));
    const problems = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await page.goto(`${server.url}/admin/`);
    await seed(page, files);
    await page.getByRole('button', { name: 'Work with Test Repository' }).click();

    // One home for the blog page: a file of Settings, not an entry of Pages.
    const pages = await listed(page, 'Pages', opts.page);
    if (pages.includes(blogTitle)) throw new Error(`the Pages collection lists the blog page ("${blogTitle}"): it should be in Settings only`);
    const settings = await listed(page, 'Settings', 'Blog page');
    console.log(`Pages lists ${pages.includes(opts.page) ? `"${opts.page}"` : '?'} and not the blog page; Settings lists "Blog page": ${settings.includes('Blog page')}`);

    await page.getByText('Pages', { exact: true }).first().click();
    await page.getByText(opts.page, { exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Title' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(500);
    const shot = await page.screenshot({ caret: 'hide' });

    const out = path.resolve(root, opts.out);
    await mkdir(path.dirname(out), { recursive: true });
    // A UI shot has few colours: a 128-colour palette keeps text crisp at a fraction of the size.
    const png = await sharp(shot).png({ palette: true, colours: 128, effort: 10, compressionLevel: 9 }).toBuffer();
    await writeFile(out, png);
    console.log(`${path.relative(root, out)}: ${viewport.width}×${viewport.height}, ${(png.length / 1024).toFixed(0)} KB (raw shot ${(shot.length / 1024).toFixed(0)} KB)`);
    for (const p of problems) console.warn(`warning: ${p}`);
  } finally {
    await browser?.close();
    await server?.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`cms-screenshot: ${err.message}`);
  process.exitCode = 1;
});
