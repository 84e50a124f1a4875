// Every content field that reaches `_redirects`, `_headers`, `_nginx.conf`, the Content-Security-
// Policy, the feed or the sitemap, fed the syntax characters of each of those languages: white space
// of every Unicode class, ; , * ' " # { } $ \, CR and LF, NUL and other controls, and a 5,000-
// character value. Each one is either refused where content is loaded (which `check` and `build`
// both do first: a finding that names the file, the field and, where known, the line), or the
// output parses back, with the hosts' own parsers, to exactly what the content meant:
// - `_redirects` by Netlify's @netlify/redirect-parser, `_headers` by @netlify/headers-parser;
// - the nginx include by nginx itself: `nginx -t` on every accepted site's include, then each
//   served by one nginx (a server per case, told apart by Host) and asked for the old path or header;
// - the feed and the sitemap by a strict XML parser (saxes), the refresh page by an HTML parser.
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse as parseHtml } from 'node-html-parser';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTools, NGINX } from '../../../scripts/ensure-chromium.mjs';
import { loadContent, type SiteContent } from '../../../src/site/content/load.ts';
import type { Diagnostic } from '../../../src/site/diagnostics.ts';
import { planSite } from '../../../src/site/pipeline.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

/** The characters fed to each field, by name; inserted inside the value, so no trimming takes them away. */
const syntax: Record<string, string> = {
  space: ' ',
  tab: '\t',
  'line feed': '\n',
  'carriage return': '\r',
  NUL: '\0',
  'U+0001': '\u0001',
  escape: '\u001b',
  delete: '\u007f',
  'next line (U+0085)': '\u0085',
  'U+009B': '\u009b',
  'no-break space': '\u00a0',
  'ogham space': '\u1680',
  'en quad': '\u2000',
  'figure space': '\u2007',
  'hair space': '\u200a',
  'zero-width space': '\u200b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'narrow no-break space': '\u202f',
  'medium math space': '\u205f',
  'ideographic space': '\u3000',
  'byte-order mark': '\ufeff',
  'mongolian vowel separator': '\u180e',
  'right-to-left override': '\u202e',
  ';': ';',
  ',': ',',
  '*': '*',
  "'": "'",
  '"': '"',
  '#': '#',
  '{': '{',
  '}': '}',
  $: '$',
  '\\': '\\',
  '!': '!',
  '<': '<',
  '&': '&',
  '%': '%',
  ':': ':',
};
const LONG = 'a'.repeat(5_000);

/** A YAML double-quoted scalar holding exactly `v`: everything but printable ASCII escaped. */
function yamlString(v: string): string {
  let out = '"';
  for (const ch of v) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code > 0xffff) out += `\\U${code.toString(16).padStart(8, '0')}`;
    else out += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

interface Field {
  /** The field, as findings name it. */
  name: string;
  file: 'site.yml' | 'blog/first-post.md' | 'pages/blog.yml';
  /** The field's value before the character goes in, and where it goes. */
  base: string;
  at: number;
  /** The content file with the value written in. */
  write(text: string, yaml: string): string;
  /** What the content meant, once loaded: the value as the content holds it. */
  loaded(c: SiteContent): string;
  /** The outputs parse back to exactly that (throws, with expect, when not). */
  means(out: Outputs, value: string): Promise<void> | void;
}

interface Outputs {
  files: Map<string, string>;
  /** The nginx checks of this case, run once every case is done. */
  nginx: NginxCase[];
  caseId: string;
}

interface NginxCase {
  id: string;
  include: string;
  /** A request and what must come back. */
  get: string;
  header: string;
  value: string;
}

const siteAppend = (section: string) => (text: string, yaml: string) => text + section.replace('VALUE', yaml);
const postLine = (key: string) => (text: string, yaml: string) =>
  text.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${yaml}`);
const SITE_BASE = 'https://leads.example.in';

const base = 'https://s.invalid';
/** A site path or address as a browser resolves it, its %-escapes decoded: what two spellings must agree on. */
const resolved = (to: string) => {
  const u = new URL(to, base);
  return decodeURIComponent(u.origin === base ? u.pathname + u.search : u.href);
};

async function redirectMeans(out: Outputs, from: string, meant: string): Promise<void> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [await fileOf(out, '_redirects')],
    minimal: true,
  } as never);
  expect(errors).toEqual([]);
  expect(redirects).toHaveLength(1);
  const r = redirects[0] as {
    from: string;
    to: string;
    status: number;
    force: boolean;
    query: object;
    conditions: object;
  };
  expect({ from: r.from, status: r.status, force: r.force, query: r.query, conditions: r.conditions }).toEqual({
    from,
    status: 301,
    force: false,
    query: {},
    conditions: {},
  });
  expect(resolved(r.to)).toBe(resolved(meant));
  const page = parseHtml(out.files.get(`${from.slice(1)}/index.html`)!);
  expect(page.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe(`0; url=${r.to}`);
  out.nginx.push({
    id: out.caseId,
    include: out.files.get('_nginx.conf')!,
    get: from,
    header: 'location',
    value: r.to,
  });
}

async function cspMeans(out: Outputs, directive: string, origin: string): Promise<void> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [await fileOf(out, '_headers')],
    configHeaders: undefined,
    minimal: true,
  });
  expect(errors).toEqual([]);
  const policy = (headers as { for: string; values: Record<string, string> }[]).find((h) => h.for === '/*')!.values[
    'Content-Security-Policy'
  ]!;
  const directives = policy.split('; ').map((d) => d.split(' '));
  expect(directives.map(([n]) => n)).toEqual([
    'default-src',
    'script-src',
    'style-src',
    'img-src',
    'font-src',
    'connect-src',
    'object-src',
    'base-uri',
    'form-action',
    'frame-ancestors',
  ]);
  for (const source of directives.flatMap(([, ...s]) => s))
    expect(source).toMatch(/^(?:'[a-z-]+'|[a-z]+:|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?)$/);
  expect(directives.find(([n]) => n === directive)).toContain(origin);
}

/** A well-formed XML document (XML 1.0's characters only), and the text of each element named `name`. */
function xmlTexts(xml: string, name: string): string[] {
  const parser = new SaxesParser();
  const texts: string[] = [];
  let inside = false;
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (t) => {
    if (t.name === name) ((inside = true), texts.push(''));
  });
  parser.on('text', (t) => {
    if (inside) texts[texts.length - 1] += t;
  });
  parser.on('closetag', (t) => {
    if (t.name === name) inside = false;
  });
  parser.write(xml).close();
  return texts;
}

function feedMeans(out: Outputs, element: string, meant: string): void {
  expect(xmlTexts(out.files.get('blog/feed.xml')!, element)).toContain(meant);
  xmlTexts(out.files.get('sitemap.xml')!, 'loc');
}

const fields: Field[] = [
  {
    name: 'redirects.0.from',
    file: 'site.yml',
    base: '/old-offer',
    at: 4,
    write: siteAppend('redirects:\n  - from: VALUE\n    to: /contact\n'),
    loaded: (c) => c.site.redirects[0]!.from,
    means: (o, v) => redirectMeans(o, v, '/contact'),
  },
  {
    name: 'redirects.0.to',
    file: 'site.yml',
    base: '/contact',
    at: 4,
    write: siteAppend('redirects:\n  - from: /old-offer\n    to: VALUE\n'),
    loaded: (c) => c.site.redirects[0]!.to,
    means: (o, v) => redirectMeans(o, '/old-offer', v),
  },
  {
    name: 'redirects.0.to',
    file: 'site.yml',
    base: 'https://partner.example.in/offer?id=7',
    at: 35,
    write: siteAppend('redirects:\n  - from: /old-offer\n    to: VALUE\n'),
    loaded: (c) => c.site.redirects[0]!.to,
    means: (o, v) => redirectMeans(o, '/old-offer', v),
  },
  {
    name: 'redirects.0.to',
    file: 'site.yml',
    base: 'https://partner.example.in/offer',
    at: 15,
    write: siteAppend('redirects:\n  - from: /old-offer\n    to: VALUE\n'),
    loaded: (c) => c.site.redirects[0]!.to,
    means: (o, v) => redirectMeans(o, '/old-offer', v),
  },
  {
    name: 'aliases.0',
    file: 'blog/first-post.md',
    base: '/blog/old-first',
    at: 9,
    write: (t, y) => t.replace(/^title:/m, `aliases: [${y}]\ntitle:`),
    loaded: (c) => c.posts.find((p) => p.slug === 'first-post')!.data.aliases![0]!,
    means: (o, v) => redirectMeans(o, v, '/blog/first-post'),
  },
  {
    name: 'headers.0.path',
    file: 'site.yml',
    base: '/downloads/*',
    at: 5,
    write: siteAppend('headers:\n  - path: VALUE\n    headers: { X-Note: kept }\n'),
    loaded: (c) => c.site.headers[0]!.path,
    means: (o, v) => headerMeans(o, v, 'X-Note', 'kept'),
  },
  {
    name: 'headers.0.headers',
    file: 'site.yml',
    base: 'X-Note',
    at: 3,
    write: siteAppend('headers:\n  - path: /downloads/*\n    headers: { VALUE: kept }\n'),
    loaded: (c) => Object.keys(c.site.headers[0]!.headers)[0]!,
    means: (o, v) => headerMeans(o, '/downloads/*', v, 'kept'),
  },
  {
    name: 'headers.0.headers.X-Note',
    file: 'site.yml',
    base: 'max-age=60, public',
    at: 11,
    write: siteAppend('headers:\n  - path: /downloads/*\n    headers: { X-Note: VALUE }\n'),
    loaded: (c) => c.site.headers[0]!.headers['X-Note']!,
    means: (o, v) => headerMeans(o, '/downloads/*', 'X-Note', v),
  },
  {
    name: 'leadServiceUrl',
    file: 'site.yml',
    base: SITE_BASE,
    at: 14,
    write: (t, y) => t.replace(/^leadServiceUrl: .*$/m, `leadServiceUrl: ${y}`),
    loaded: (c) => c.site.leadServiceUrl,
    means: (o, v) => cspMeans(o, 'connect-src', new URL(v).origin),
  },
  {
    name: 'image',
    file: 'blog/first-post.md',
    base: 'https://images.example.in/team/photo.jpg',
    at: 14,
    write: postLine('image'),
    loaded: (c) => c.posts.find((p) => p.slug === 'first-post')!.data.image,
    means: (o, v) => cspMeans(o, 'img-src', new URL(v).origin),
  },
  {
    name: 'image',
    file: 'blog/first-post.md',
    base: 'https://images.example.in/team/photo.jpg',
    at: 30,
    write: postLine('image'),
    loaded: (c) => c.posts.find((p) => p.slug === 'first-post')!.data.image,
    means: (o, v) => cspMeans(o, 'img-src', new URL(v).origin),
  },
  {
    name: 'analytics.src',
    file: 'site.yml',
    base: 'https://stats.example.in/js/script.js',
    at: 13,
    write: siteAppend('analytics:\n  provider: plausible\n  domain: www.example.in\n  src: VALUE\n'),
    loaded: (c) => (c.site.analytics as { src: string }).src,
    means: (o, v) => cspMeans(o, 'script-src', new URL(v).origin),
  },
  {
    name: 'cms.baseUrl',
    file: 'site.yml',
    base: 'https://git.example.in',
    at: 13,
    write: siteAppend('cms:\n  backend: gitlab\n  repo: web/site\n  baseUrl: VALUE\n'),
    loaded: (c) => c.site.cms!.baseUrl!,
    means: (o, v) => cspMeans(o, 'connect-src', new URL(v).origin),
  },
  {
    name: 'siteUrl',
    file: 'site.yml',
    base: 'https://www.example.in',
    at: 14,
    write: (t, y) => t.replace(/^siteUrl: .*$/m, `siteUrl: ${y}`),
    loaded: (c) => c.site.siteUrl,
    means: (o, v) => feedMeans(o, 'link', new URL('/blog', v).href),
  },
  {
    name: 'title',
    file: 'blog/first-post.md',
    base: 'First post on local search',
    at: 6,
    write: postLine('title'),
    loaded: (c) => c.posts.find((p) => p.slug === 'first-post')!.data.title,
    means: (o, v) => feedMeans(o, 'title', v),
  },
  {
    name: 'excerpt',
    file: 'blog/first-post.md',
    base: 'What the first post is about',
    at: 5,
    write: postLine('excerpt'),
    loaded: (c) => c.posts.find((p) => p.slug === 'first-post')!.data.excerpt,
    means: (o, v) => feedMeans(o, 'description', v),
  },
  {
    name: 'category',
    file: 'blog/first-post.md',
    base: 'Local search',
    at: 5,
    write: (t, y) => t.replace(/^ {2}- SEO$/m, `  - ${y}`),
    loaded: (c) => c.posts.find((p) => p.slug === 'first-post')!.data.category[0]!,
    means: (o, v) => feedMeans(o, 'category', v),
  },
  {
    name: 'title',
    file: 'pages/blog.yml',
    base: 'Our blog',
    at: 3,
    write: (t, y) => t.replace(/^title: .*$/m, `title: ${y}`),
    loaded: (c) => c.blogPage.title,
    means: (o, v) => feedMeans(o, 'title', `${v} · Tripura Digital Studio`),
  },
  {
    name: 'name',
    file: 'site.yml',
    base: 'Tripura Digital Studio',
    at: 8,
    write: (t, y) => t.replace(/^name: .*$/m, `name: ${y}`),
    loaded: (c) => c.site.name,
    means: (o, v) => feedMeans(o, 'title', `Blog · ${v}`),
  },
];

async function headerMeans(out: Outputs, forPath: string, name: string, value: string): Promise<void> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [await fileOf(out, '_headers')],
    configHeaders: undefined,
    minimal: true,
  });
  expect(errors).toEqual([]);
  const rule = (headers as { for: string; values: Record<string, string> }[]).filter((h) => h.for === forPath);
  // Every host sends a list as Netlify does: `\s*,\s*` as ", " (hosting/rules.ts).
  const sent = value.split(/\s*,\s*/).join(', ');
  expect(rule.map((r) => r.values)).toEqual([{ [name]: sent }]);
  const probe = forPath.endsWith('*') ? `${forPath.slice(0, -1)}probe` : forPath;
  out.nginx.push({
    id: out.caseId,
    include: out.files.get('_nginx.conf')!,
    get: probe,
    header: name.toLowerCase(),
    value: sent,
  });
}

let work = '';
let content = '';
const originals = new Map<string, string>();
const nginxCases: NginxCase[] = [];
let accepted = 0;
let refused = 0;

async function fileOf(out: Outputs, name: string): Promise<string> {
  const file = path.join(work, `${out.caseId}-${name}`);
  await writeFile(file, out.files.get(name)!);
  return file;
}

beforeAll(async () => {
  content = await siteCopy();
  work = await mkdtemp(path.join(os.tmpdir(), 'agency-site-fuzz-'));
  for (const f of ['site.yml', 'blog/first-post.md', 'pages/blog.yml'])
    originals.set(f, await readFile(path.join(content, f), 'utf8'));
});
afterAll(async () => {
  if (content) await removeSite(content);
  if (work) await rm(work, { recursive: true, force: true });
});

/** The site with `value` in `field`: what loading says, or the files the pipeline would write. */
async function run(
  field: Field,
  value: string,
): Promise<{ refused: Diagnostic[] } | { content: SiteContent; files: Map<string, string> }> {
  for (const [f, text] of originals)
    await writeFile(path.join(content, f), f === field.file ? field.write(text, yamlString(value)) : text);
  const loaded = await loadContent(content, defaultSite.kinds);
  if (!loaded.ok) return { refused: loaded.diagnostics };
  const plan = await planSite(loaded.content, {
    site: defaultSite,
    contentDir: content,
    publish: { now: new Date('2026-06-01') },
    env: {},
    assets: { css: '/a.css', js: '/a.js', fonts: [] },
    code: '',
    cache: undefined,
    pictures: 'cached',
  });
  if (plan.problems.length) return { refused: plan.problems };
  const files = new Map(
    plan.files.map((f) => [
      f.file,
      typeof f.contents === 'function' ? '' : Buffer.from(f.contents as string | Uint8Array).toString('utf8'),
    ]),
  );
  return { content: loaded.content, files };
}

describe.each(fields.map((f, i) => [`${f.name} (${f.base})`, f, i] as const))('%s', (_label, field, index) => {
  const values = [
    ...Object.entries(syntax).map(
      ([name, c]) => [name, field.base.slice(0, field.at) + c + field.base.slice(field.at)] as const,
    ),
    ['5,000 characters', field.base.slice(0, field.at) + LONG + field.base.slice(field.at)] as const,
  ];
  it('refuses it naming file, line and field, or writes it so that it parses back as meant', async () => {
    for (const [name, value] of values) {
      const result = await run(field, value);
      if ('refused' in result) {
        refused++;
        const named = result.refused.filter((d) => d.file.endsWith(field.file) && d.field?.startsWith(field.name));
        expect(named.length, `${name}: ${JSON.stringify(result.refused)}`).toBeGreaterThan(0);
        for (const d of named) expect(d.line, `${name}: ${d.message}`).toBeGreaterThan(0);
        continue;
      }
      accepted++;
      const out: Outputs = {
        files: result.files,
        nginx: nginxCases,
        caseId: `c${index}-${Object.keys(syntax).indexOf(name)}`,
      };
      try {
        await field.means(out, field.loaded(result.content));
      } catch (err) {
        throw new Error(
          `${field.name} with ${name} was accepted, but does not parse back as meant: ${(err as Error).message}`,
          { cause: err },
        );
      }
    }
  });
});

// Installs nginx when it is missing and can be (root, apt-get); else the reason is printed.
const noNginx = ensureTools(['nginx']).length > 0;

describe.skipIf(noNginx)('the accepted cases, in nginx', () => {
  it('every include passes nginx -t, and nginx answers each old path and header exactly as the content meant', async () => {
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(300);
    const dir = path.join(work, 'nginx');
    const root = path.join(dir, 'root');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, '404.html'), 'not found');
    // A file at the path asked for headers: a 404 would be answered by /404.html's location, with its headers.
    await mkdir(path.join(root, 'downloads'));
    await writeFile(path.join(root, 'downloads/probe'), 'probe');
    const port = await freePort();
    const servers: string[] = [];
    for (const [i, c] of nginxCases.entries()) {
      await writeFile(path.join(dir, `case-${i}.conf`), c.include);
      servers.push(
        `  server { listen 127.0.0.1:${port}; server_name case-${i}; root ${root}; include ${path.join(dir, `case-${i}.conf`)}; }`,
      );
    }
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (n) => `  ${n}_temp_path ${path.join(dir, n)};`,
    );
    const conf = [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      '  server_names_hash_bucket_size 128;',
      ...temp,
      ...servers,
      '}',
    ].join('\n');
    await writeFile(path.join(dir, 'nginx.conf'), conf);
    const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
    const tested = await promisify(execFile)(NGINX, ['-t', ...args]).then(
      () => '',
      (e: { stderr?: string }) => e.stderr ?? 'failed',
    );
    expect(tested, 'nginx -t').toBe('');
    const nginx = spawn(NGINX, args, { stdio: 'ignore' });
    try {
      await until(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        ),
      );
      for (const [i, c] of nginxCases.entries()) {
        const headers = await headersOf(port, `case-${i}`, c.get);
        expect(headers[c.header], `${c.id}: ${c.get}`).toBe(c.value);
      }
    } finally {
      nginx.kill();
    }
  }, 60_000);
});

/** The response headers to a GET of `target` sent as written, to the server named `host` (fetch cannot set Host). */
function headersOf(port: number, host: string, target: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, headers: { host } }, (res) => {
      res.resume();
      resolve(res.headers);
    });
    req.on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function until(ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nginx did not answer');
}
