// Analytics from site.yml (integrations/analytics.ts): each provider's script tags in the head,
// exactly its hosts in the page's CSP and in `_headers`, GA4's bootstrap as a hashed file; unset:
// none of it; a malformed id: a schema finding at its file, line and field.
import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { contentSecurityPolicy } from '../../../src/site/csp.ts';
import { integrationFiles } from '../../../src/site/integrations/index.ts';
import { hostFiles } from '../../../src/site/hosting/index.ts';
import { runCli } from '../../helpers/cli.ts';
import { loadSite, renderDom, settings } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { saysAFix } from '../check/fixtures.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await removeSite(dir);
});

/** The minimal fixture site with these lines added to its site.yml. */
async function siteWith(yaml: string): Promise<string> {
  const dir = await siteCopy();
  made.push(dir);
  if (yaml) await appendFile(path.join(dir, 'site.yml'), yaml);
  return dir;
}

interface Rendered {
  /** The head's scripts but the client script, as `src [async|defer] data-*=…`. */
  scripts: string[];
  csp: string;
  headersCsp: string;
  files: string[];
}

async function rendered(yaml: string): Promise<Rendered> {
  const site = await loadSite(await siteWith(yaml));
  const head = renderDom(site, '/').querySelector('head')!;
  const scripts = head
    .querySelectorAll('script[src]')
    .filter((s) => s.getAttribute('src') !== settings.assets.js)
    .map((s) => {
      const attrs = Object.entries(s.attributes)
        .filter(([k]) => k !== 'src')
        .map(([k, v]) => (v ? `${k}=${v}` : k));
      return [s.getAttribute('src'), ...attrs].join(' ');
    });
  const headers = hostFiles({
    kinds: defaultSite.kinds,
    content: site.content,
    urls: settings,
    images: site.images,
    redirects: [],
  }).files.find((f) => f.path === '_headers')!;
  const headersCsp = /Content-Security-Policy: (.*)/.exec(String(headers.contents))![1]!;
  return {
    scripts,
    csp: head.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!,
    headersCsp,
    files: integrationFiles(site.content).map((f) => f.path),
  };
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(name + ' '))
    ?.split(' ')
    .slice(1) ?? [];

/** What the provider adds to each directive, in the page's policy and in `_headers` alike. */
function added(r: Rendered): Record<string, string[]> {
  const plain = contentSecurityPolicy({ leadServiceUrl: settings.leadServiceUrl, imageOrigins: [] });
  const out: Record<string, string[]> = {};
  for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src', 'style-src']) {
    const extra = directive(r.csp, name).filter(
      (s) => !directive(plain, name).includes(s) && !s.startsWith('https://images.unsplash.com'),
    );
    expect(directive(r.headersCsp, name), `_headers' ${name}`).toEqual(directive(r.csp, name));
    if (extra.length) out[name] = extra;
  }
  return out;
}

it('unset: no analytics script, no file beside the pages, and the policy of a site without it', async () => {
  const r = await rendered('');
  expect(r.scripts).toEqual([]);
  expect(r.files).toEqual([]);
  expect(added(r)).toEqual({});
});

it('plausible: its deferred script with data-domain, and its host in script-src and connect-src', async () => {
  const r = await rendered('analytics:\n  provider: plausible\n  domain: www.example.in\n');
  expect(r.scripts).toEqual(['https://plausible.io/js/script.js defer data-domain=www.example.in']);
  expect(added(r)).toEqual({ 'script-src': ['https://plausible.io'], 'connect-src': ['https://plausible.io'] });
  expect(r.files).toEqual([]);

  const own = await rendered(
    'analytics:\n  provider: plausible\n  domain: www.example.in\n  src: https://stats.example.in/js/script.js\n',
  );
  expect(own.scripts).toEqual(['https://stats.example.in/js/script.js defer data-domain=www.example.in']);
  expect(added(own)).toEqual({
    'script-src': ['https://stats.example.in'],
    'connect-src': ['https://stats.example.in'],
  });
});

it("umami: Umami Cloud's script and the API host it posts to; a self-hosted script's own host", async () => {
  const id = '94db1cb1-74f4-4a40-ad6c-962362670409';
  const cloud = await rendered(`analytics:\n  provider: umami\n  websiteId: ${id}\n`);
  expect(cloud.scripts).toEqual([`https://cloud.umami.is/script.js defer data-website-id=${id}`]);
  expect(added(cloud)).toEqual({
    'script-src': ['https://cloud.umami.is'],
    'connect-src': ['https://api-gateway.umami.dev'],
  });

  const own = await rendered(
    `analytics:\n  provider: umami\n  websiteId: ${id}\n  src: https://umami.example.in/script.js\n`,
  );
  expect(own.scripts).toEqual([`https://umami.example.in/script.js defer data-website-id=${id}`]);
  expect(added(own)).toEqual({
    'script-src': ['https://umami.example.in'],
    'connect-src': ['https://umami.example.in'],
  });
});

it("ga4: its bootstrap as a hashed file, then gtag.js, both async; Google's GA4 hosts in the policy", async () => {
  const r = await rendered('analytics:\n  provider: ga4\n  measurementId: G-ABCDE12345\n');
  expect(r.files).toHaveLength(1);
  expect(r.files[0]).toMatch(/^assets\/ga4-config-[0-9A-F]{8}\.js$/);
  expect(r.scripts).toEqual([`/${r.files[0]} async`, 'https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345 async']);
  expect(added(r)).toEqual({
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  });
  // Another id, another file: its name follows its contents.
  const other = await rendered('analytics:\n  provider: ga4\n  measurementId: G-ZYXWV98765\n');
  expect(other.files[0]).not.toBe(r.files[0]);
});

it('ga4 through the real CLI: the bootstrap file is written where the pages load it from, and queues the config', async () => {
  const dir = await siteWith('analytics:\n  provider: ga4\n  measurementId: G-ABCDE12345\n');
  const out = await mkdtemp(path.join(os.tmpdir(), 'agency-site-analytics-'));
  try {
    const run = await runCli(['build', '--content', dir, '--out', path.join(out, 'dist')], {
      env: { AGENCY_SITE_CACHE_DIR: path.join(out, 'cache') },
      timeout: 110_000,
    });
    expect(run.code, run.stderr).toBe(0);
    const dist = path.join(out, 'dist');
    const [asset] = (await readdir(path.join(dist, 'assets'))).filter((f) => f.startsWith('ga4-config-'));
    const html = await readFile(path.join(dist, 'about/index.html'), 'utf8');
    expect(html).toContain(`<script src="/assets/${asset}" async=""></script>`);
    const js = await readFile(path.join(dist, 'assets', asset!), 'utf8');
    // What Google's snippet does, without the inline script: a queue gtag.js reads when it arrives.
    const dataLayer: unknown[][] = [];
    new Function('window', 'dataLayer', js)({ dataLayer }, dataLayer);
    expect(dataLayer.map((args) => [...args].map((a) => (a instanceof Date ? 'date' : a)))).toEqual([
      ['js', 'date'],
      ['config', 'G-ABCDE12345'],
    ]);
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).toContain(
      "script-src 'self' https://*.googletagmanager.com;",
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}, 120_000);

it('a malformed id, provider or script address is a schema finding at its line and field that says how to fix it', async () => {
  const cases: [string, string][] = [
    ['provider: ga4\n  measurementId: UA-12345-1', 'analytics.measurementId'],
    ['provider: plausible\n  domain: https://www.example.in/', 'analytics.domain'],
    ['provider: umami\n  websiteId: 12345', 'analytics.websiteId'],
    [
      'provider: umami\n  websiteId: 94db1cb1-74f4-4a40-ad6c-962362670409\n  src: http://umami.example.in/script.js',
      'analytics.src',
    ],
    ['provider: matomo\n  siteId: 3', 'analytics.provider'],
  ];
  for (const [yaml, field] of cases) {
    const dir = await siteWith(`analytics:\n  ${yaml}\n`);
    const lines = (await readFile(path.join(dir, 'site.yml'), 'utf8')).split('\n');
    const r = await loadContent(dir, defaultSite.kinds);
    expect(r.ok, yaml).toBe(false);
    const found = r.diagnostics.filter((d) => d.field === field);
    expect(
      found.map((d) => [path.basename(d.file), d.rule]),
      yaml,
    ).toEqual([['site.yml', 'schema']]);
    expect(lines[found[0]!.line! - 1], yaml).toContain(field.split('.').at(-1)!);
    expect(found[0]!.message).toMatch(saysAFix);
  }
});

it('check, through the real CLI, names a malformed measurement ID at site.yml:line and its field, and exits 1', async () => {
  const dir = await siteWith('analytics:\n  provider: ga4\n  measurementId: g-abcde12345\n');
  const line =
    (await readFile(path.join(dir, 'site.yml'), 'utf8')).split('\n').findIndex((l) => l.includes('measurementId')) + 1;
  const cache = await mkdtemp(path.join(os.tmpdir(), 'agency-site-analytics-cache-'));
  try {
    const run = await runCli(['check', '--content', dir], { env: { AGENCY_SITE_CACHE_DIR: cache }, timeout: 60_000 });
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toMatch(
      new RegExp(`site\\.yml:${line}\\s+schema\\s+analytics\\.measurementId\\s+must be a GA4 measurement ID`),
    );
    expect(run.stdout + run.stderr).not.toMatch(/Internal error|\n\s+at /);
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
}, 90_000);
