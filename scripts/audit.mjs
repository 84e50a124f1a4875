// `npm run audit [-- --content DIR] [routes…]`: Lighthouse (mobile) on a representative set of
// routes of a fresh build of content/ (or DIR: a fixture site's pages, e.g. one with every embed
// kind), served on 127.0.0.1 with every other host unreachable. Lighthouse is installed on first use
// into node_modules/.cache (it is an audit tool, not a dependency of the site).
// Writes reports/lighthouse/<route>.html and summary.json, and prints the scores. Responses are
// gzipped, as every static host serves HTML and CSS; an uncompressed page would be measured
// against a cost no visitor pays.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

register();
const root = path.resolve(import.meta.dirname, '..');
const LIGHTHOUSE_VERSION = '13';
const argv = process.argv.slice(2);
const at = argv.indexOf('--content');
const contentDir = at >= 0 ? path.resolve(argv.splice(at, 2)[1] ?? '') : path.join(root, 'content');
const routes = argv.length
  ? argv
  : ['/', '/services', '/services/seo', '/services/Subservices/local-seo', '/portfolio', '/contact', '/blog', '/blog/whatsapp-business-marketing-india'];

function installLighthouse() {
  const dir = path.join(root, 'node_modules/.cache/agency-site/lighthouse');
  const entry = path.join(dir, 'node_modules/lighthouse/core/index.js');
  const compression = path.join(dir, 'node_modules/compression/index.js');
  if (!existsSync(entry) || !existsSync(compression)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, dir)} (first run only)…`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `lighthouse@${LIGHTHOUSE_VERSION}`, 'compression@1'], { cwd: dir, stdio: 'inherit' });
  }
  return { lighthouse: entry, compression, launcher: path.join(dir, 'node_modules/chrome-launcher/dist/index.js') };
}

if (!ensureChromium()) process.exit(1);
const mods = installLighthouse();
const { default: lighthouse } = await import(pathToFileURL(mods.lighthouse).href);
const chromeLauncher = await import(pathToFileURL(mods.launcher).href);
const { default: compression } = await import(pathToFileURL(mods.compression).href);
const { build } = await import('../src/site/build.ts');
const { listen, staticHandler } = await import('../src/site/serve.ts');

// The lead service stands in locally so beacons succeed, as they would in production.
const lead = http.createServer((req, res) => {
  res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'POST' });
  res.end();
});
await new Promise((r) => lead.listen(0, '127.0.0.1', r));
const leadUrl = `http://127.0.0.1:${lead.address().port}`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'agency-site-audit-'));
await build({ contentDir, outDir: path.join(tmp, 'site'), leadService: leadUrl });
const files = staticHandler(path.join(tmp, 'site'));
const gzip = compression();
const server = await listen((req, res) => gzip(req, res, () => files(req, res)));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    // Only this machine is reachable: stock photos and wa.me are not, in audits as in tests.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});

const outDir = path.join(root, 'reports/lighthouse');
mkdirSync(outDir, { recursive: true });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const summary = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'html', onlyCategories: categories, logLevel: 'error',
      // The issue's phone: 375 px wide (Lighthouse's default is 412).
      screenEmulation: { mobile: true, width: 375, height: 667, deviceScaleFactor: 2, disabled: false },
      blockedUrlPatterns: ['*://images.unsplash.com/*'] });
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]));
    const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual').map((a) => a.id);
    summary.push({ route, ...scores, failing });
    writeFileSync(path.join(outDir, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.html`), result.report);
    summary.at(-1).metrics = { fcp: Math.round(result.lhr.audits['first-contentful-paint'].numericValue), lcp: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue), cls: result.lhr.audits['cumulative-layout-shift'].numericValue };
    console.log(`${route.padEnd(45)} ${categories.map((c) => `${c} ${scores[c]}`).join('  ')}  FCP ${summary.at(-1).metrics.fcp} ms  LCP ${summary.at(-1).metrics.lcp} ms  CLS ${summary.at(-1).metrics.cls.toFixed(3)}${failing.length ? `  (below 100: ${failing.join(', ')})` : ''}`);
  }
} finally {
  await chrome.kill();
  await server.close();
  lead.close();
  rmSync(tmp, { recursive: true, force: true });
}
writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
console.log(`\nReports: ${path.relative(root, outDir)}/`);
