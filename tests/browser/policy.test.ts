// The Content-Security-Policy as a host serves it (issue 48, case 3): the build's `_headers`, read
// by Netlify's own parser and sent by a real HTTP server, over a site whose post shows a picture
// from another host (a second local server). Under that header and the page's own <meta> policy,
// the page runs its script (the menu opens), the picture loads, and Chromium reports no violation;
// the header is one policy of the build's directives and no others. A picture host that would add
// a directive (`https://cdn;sandbox;x.example.in/…`, which made every page run no script) never
// reaches a policy: the build refuses it.
import { parseAllHeaders } from '@netlify/headers-parser';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/site/build.ts';
import { ContentError } from '../../src/site/diagnostics.ts';
import { listen, staticHandler, type RunningServer } from '../../src/site/serve.ts';
import { removeSite, siteCopy } from '../helpers/sites.ts';
import { sessionPerTest } from './helpers.ts';
import { defaultSite } from '../../src/site/default-site.ts';

// A 1 × 1 PNG: the picture the other host serves.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let content = '';
let pictures: http.Server | undefined;
let server: RunningServer | undefined;
let pictureOrigin = '';
/** Netlify's reading of the build's `_headers`: per path pattern, its headers. */
let rules: { forRegExp?: RegExp; for: string; values: Record<string, string> }[] = [];

const post = (dir: string) => path.join(dir, 'blog/first-post.md');
const withImage = async (dir: string, src: string) =>
  writeFile(post(dir), (await readFile(post(dir), 'utf8')).replace(/^image: .*$/m, `image: ${src}`));

beforeAll(async () => {
  pictures = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG));
  await new Promise<void>((resolve) => pictures!.listen(0, '127.0.0.1', resolve));
  pictureOrigin = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;
  content = await siteCopy();
  await withImage(content, `${pictureOrigin}/photo.png`);
  const outDir = path.join(path.dirname(content), 'dist');
  await build({
    site: defaultSite,
    contentDir: content,
    outDir,
    cache: path.join(path.dirname(content), 'cache'),
    leadService: '',
    env: {},
  });
  const parsed = await parseAllHeaders({
    headersFiles: [path.join(outDir, '_headers')],
    configHeaders: undefined,
    minimal: false,
  });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as typeof rules;
  const files = staticHandler(outDir);
  // Every header the parsed file names for the path, as Netlify sends it.
  server = await listen((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
    for (const rule of rules)
      if (rule.forRegExp?.test(urlPath))
        for (const [name, value] of Object.entries(rule.values)) res.setHeader(name, value);
    return files(req, res);
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  pictures?.close();
  if (content) await removeSite(content);
});

const sessions = sessionPerTest();

describe('the policy in _headers, served', () => {
  it("is one policy, of exactly the build's directives, allowing the picture host by its origin", () => {
    const csp = rules
      .filter((r) => r.forRegExp?.test('/blog/first-post'))
      .map((r) => r.values['Content-Security-Policy'])
      .filter(Boolean);
    expect(csp).toHaveLength(1);
    // A comma would make a second policy; each directive is named once.
    expect(csp[0]).not.toContain(',');
    const directives = csp[0]!.split(';').map((d) => d.trim().split(/\s+/));
    expect(directives.map(([name]) => name)).toEqual([
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
    expect(directives.find(([name]) => name === 'img-src')).toContain(pictureOrigin);
  });

  it('lets the page run its script and load the picture, with no violation', async () => {
    const s = await sessions.open({ viewport: { width: 375, height: 740 } });
    const said: string[] = [];
    s.page.on('console', (m) => said.push(m.text()));
    const response = await s.page.goto(`${server!.url}/blog/first-post`);
    expect(response!.headers()['content-security-policy']).toContain(`img-src 'self' data: ${pictureOrigin} `);
    const picture = s.page.locator(`img[src^="${pictureOrigin}/"]`).first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const toggle = s.page.locator('header button[aria-controls]');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(said.filter((t) => /Content Security Policy/i.test(t))).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});

it('a picture host that would add a directive to the policy is refused by the build, naming the field', async () => {
  const hostile = await siteCopy();
  try {
    await withImage(hostile, 'https://cdn;sandbox;x.example.in/p.jpg');
    const outDir = path.join(path.dirname(hostile), 'dist');
    const err = await build({
      site: defaultSite,
      contentDir: hostile,
      outDir,
      cache: false,
      leadService: '',
      env: {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentError);
    expect((err as ContentError).diagnostics).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/blog\/first-post\.md$/),
        line: 4,
        field: 'image',
        message: expect.stringMatching(/has the host "cdn;sandbox;x\.example\.in", which is not a host name/),
      }),
    ]);
  } finally {
    await removeSite(hostile);
  }
});
