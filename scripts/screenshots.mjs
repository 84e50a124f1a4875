#!/usr/bin/env node
// `npm run screenshots`: build the site into a temporary folder, serve it on 127.0.0.1 with the
// project's own static server, and write full-page PNGs of every route at three widths into
// screenshots/ (git-ignored). Every request to another host is aborted, as in a sandbox or for
// a visitor whose image hosts are unreachable, so the pages must look complete without them.
//
// Options:
//   --content <dir>   content folder to build (default: content)
//   --only <text>     only routes whose path contains <text> (repeatable)
//   --widths <list>   comma-separated widths (default: 375,768,1280)
//   --out <dir>       where the PNGs go (default: screenshots)
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { chromium } = await import('playwright-core');
const { listen, staticHandler } = await import('../src/site/serve.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = { content: 'content', only: [], widths: [375, 768, 1280], out: 'screenshots' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--content') opts.content = next();
    else if (a === '--only') opts.only.push(next());
    else if (a === '--widths') opts.widths = next().split(',').map((w) => Number(w.trim())).filter((w) => w > 0);
    else if (a === '--out') opts.out = next();
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

/** Every route of a built site: each index.html (as its route path) plus 404.html. */
async function routesIn(dir, base = '') {
  const routes = [];
  for (const entry of await readdir(path.join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (rel !== 'assets') routes.push(...(await routesIn(dir, rel)));
    } else if (entry.name === 'index.html') {
      routes.push(base ? `/${base}` : '/');
    } else if (rel === '404.html') {
      routes.push('/404.html');
    }
  }
  return routes.sort();
}

function fileName(route, width) {
  const slug = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\.html$/, '').replace(/\//g, '__');
  return `${slug}-${width}.png`;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-shots-'));
  const outDir = path.resolve(root, opts.out);
  let server;
  let browser;
  try {
    const build = spawnSync(process.execPath, [path.join(root, 'bin/agency-site.js'), 'build', '--content', opts.content, '--out', tmp], {
      cwd: root,
      stdio: 'inherit',
      // Always bundle the current stylesheet: a shared build cache must never hide a CSS change.
      env: { ...process.env, AGENCY_SITE_CACHE: 'off' },
    });
    if (build.status !== 0) throw new Error(`build failed (exit ${build.status})`);

    let routes = await routesIn(tmp);
    if (opts.only.length) routes = routes.filter((r) => opts.only.some((o) => r.includes(o)));
    await mkdir(outDir, { recursive: true });

    server = await listen(staticHandler(tmp), { host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });

    const jobs = [];
    for (const width of opts.widths) for (const route of routes) jobs.push({ width, route });
    const problems = [];
    let done = 0;

    async function worker() {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const context = await browser.newContext({ viewport: { width: job.width, height: 900 }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.route('**/*', (route) => {
          const host = new URL(route.request().url()).hostname;
          return host === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
        });
        page.on('pageerror', (err) => problems.push(`${job.route} @${job.width}: page error: ${err.message}`));
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(msg.text())) {
            problems.push(`${job.route} @${job.width}: console: ${msg.text()}`);
          }
        });
        await page.goto(server.url + job.route, { waitUntil: 'load' });
        // Lazy images below the fold: nudge them so a full-page shot shows their final state.
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
        await page.waitForLoadState('networkidle').catch(() => {});
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${job.route} @${job.width}: horizontal overflow of ${overflow}px`);
        await page.screenshot({ path: path.join(outDir, fileName(job.route, job.width)), fullPage: true, caret: 'hide' });
        await context.close();
        done++;
      }
    }
    const total = jobs.length;
    await Promise.all(Array.from({ length: Math.min(4, total) }, worker));
    console.log(`${done}/${total} screenshots of ${routes.length} routes written to ${path.relative(root, outDir) || '.'}/`);
    for (const p of problems) console.warn(`warning: ${p}`);
  } finally {
    await browser?.close();
    await server?.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`screenshots: ${err.message}`);
  process.exitCode = 1;
});
