// The files Netlify and Cloudflare Pages read from the published folder (docs/deploying.md):
// `_headers`, `_redirects` and `404.html`, as the real CLI writes them for the minimal site with
// one alias. The OUTPUT is checked, not the modules that make it, against the hosts' syntax and
// documented limits:
// - Cloudflare Pages, _headers (developers.cloudflare.com/pages/configuration/headers/, "Limits"):
//   at most 100 header rules; a line at most 2,000 characters. A rule is a URL line at column 0
//   followed by indented `Name: value` lines; `#` starts a comment. Netlify reads the same syntax
//   (docs.netlify.com, "Custom headers", `_headers` file) and documents no lower limit.
// - Cloudflare Pages, _redirects (developers.cloudflare.com/pages/configuration/redirects/, "Per
//   file"): at most 2,000 static and 100 dynamic redirects (2,100 in all), each declaration at most
//   1,000 characters; the topmost of two rules for one source wins, and static redirects should
//   come before dynamic ones. `[source] [destination] [code?]` a line, `#` a comment. Netlify: the
//   same line syntax (docs.netlify.com, "Redirects and rewrites").
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

const CLOUDFLARE_MAX_HEADER_RULES = 100;
const CLOUDFLARE_MAX_HEADER_LINE = 2_000;
const CLOUDFLARE_MAX_STATIC_REDIRECTS = 2_000;
const CLOUDFLARE_MAX_DYNAMIC_REDIRECTS = 100;
const CLOUDFLARE_MAX_REDIRECT_LINE = 1_000;

let content: string;
let out: string;
let headers: string;
let redirects: string;

beforeAll(async () => {
  content = await siteCopy();
  // One old address: the first post was renamed from /blog/old-first.
  const post = path.join(content, 'blog/first-post.md');
  await writeFile(post, (await readFile(post, 'utf8')).replace(/^title:/m, 'aliases: [/blog/old-first]\ntitle:'));
  out = path.join(path.dirname(content), 'dist');
  const built = await runCli(['build', '--content', content, '--out', out], {
    env: { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') },
    timeout: 110_000,
  });
  expect(built.stderr).toBe('');
  expect(built.code).toBe(0);
  headers = await readFile(path.join(out, '_headers'), 'utf8');
  redirects = await readFile(path.join(out, '_redirects'), 'utf8');
}, 120_000);
afterAll(async () => {
  if (content) await removeSite(content);
});

interface HeaderRule {
  path: string;
  line: number;
  headers: [name: string, value: string][];
}

/** `_headers` read as the hosts read it; every line that is none of theirs is a problem. */
function parseHeaders(text: string): { rules: HeaderRule[]; problems: string[] } {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `_headers:${i + 1}`;
    if (line.length > CLOUDFLARE_MAX_HEADER_LINE)
      problems.push(`${at}: ${line.length} characters, over Cloudflare's ${CLOUDFLARE_MAX_HEADER_LINE}`);
    if (line.trim() === '' || line.startsWith('#')) return;
    if (/^(\/|https:\/\/)\S*$/.test(line)) {
      if ((line.match(/\*/g) ?? []).length > 1) problems.push(`${at}: more than one splat in ${line}`);
      rules.push({ path: line, line: i + 1, headers: [] });
      return;
    }
    const header = /^ {2}([A-Za-z0-9-]+): (\S.*)$/.exec(line);
    if (!header)
      problems.push(
        `${at}: neither a URL at column 0, a comment, nor a two-space-indented "Name: value": ${JSON.stringify(line.slice(0, 80))}`,
      );
    else if (!rules.length) problems.push(`${at}: a header before any URL line`);
    else rules.at(-1)!.headers.push([header[1]!, header[2]!.trimEnd()]);
  });
  for (const r of rules) if (!r.headers.length) problems.push(`_headers:${r.line}: ${r.path} names no header`);
  return { rules, problems };
}

const isDynamic = (from: string) => /[*:]/.test(from);

/** `_redirects` lines that are rules: [from, to, code], with their line numbers. */
function redirectRules(text: string): { line: number; text: string; fields: string[] }[] {
  return text
    .split('\n')
    .map((t, i) => ({ line: i + 1, text: t, fields: t.trim().split(/\s+/) }))
    .filter((r) => r.text.trim() !== '' && !r.text.trim().startsWith('#'));
}

describe('_headers, as Netlify and Cloudflare Pages read it', () => {
  it('every line is a URL at column 0, a two-space-indented "Name: value", a comment or blank; no line over 2,000 characters', () => {
    const { rules, problems } = parseHeaders(headers);
    expect(problems).toEqual([]);
    expect(rules.length).toBeGreaterThan(0);
  });

  it(`has at most ${CLOUDFLARE_MAX_HEADER_RULES} rules, each path once`, () => {
    const { rules } = parseHeaders(headers);
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_HEADER_RULES);
    const paths = rules.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends the security headers on every path, and every rule matches a file the build wrote', () => {
    const { rules } = parseHeaders(headers);
    const all = rules.find((r) => r.path === '/*');
    expect(all).toBeDefined();
    const names = all!.headers.map(([n]) => n.toLowerCase());
    for (const n of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'])
      expect(names).toContain(n);
    for (const r of rules) {
      const rel = r.path.replace(/^https:\/\/[^/]+/, '').replace(/^\//, '');
      // A splat matches a folder's files: the folder must exist; a plain path, its file or page.
      const target = rel.endsWith('*') ? rel.slice(0, rel.lastIndexOf('/') + 1) || '.' : rel;
      expect(
        existsSync(path.join(out, target)) || existsSync(path.join(out, target, 'index.html')),
        `${r.path} matches nothing in the output`,
      ).toBe(true);
    }
  });
});

describe('_redirects, as Netlify and Cloudflare Pages read it', () => {
  it('every rule is "from to 301", the alias among them, each declaration within 1,000 characters', () => {
    const rules = redirectRules(redirects);
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules) {
      expect(r.fields, `_redirects:${r.line}`).toHaveLength(3);
      const [from, to, code] = r.fields as [string, string, string];
      expect(from, `_redirects:${r.line}`).toMatch(/^\/\S*$/);
      expect(to, `_redirects:${r.line}`).toMatch(/^(\/|https?:\/\/)\S*$/);
      expect(code, `_redirects:${r.line}`).toBe('301');
      expect(r.text.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_REDIRECT_LINE);
    }
    expect(rules.map((r) => r.fields.join(' '))).toContain('/blog/old-first /blog/first-post 301');
  });

  it('each old path once (the topmost would win, silently), and within the static and dynamic limits', () => {
    const froms = redirectRules(redirects).map((r) => r.fields[0]!);
    expect(froms.filter((f, i) => froms.indexOf(f) !== i)).toEqual([]);
    const dynamic = froms.filter(isDynamic);
    expect(froms.length - dynamic.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_STATIC_REDIRECTS);
    expect(dynamic.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_DYNAMIC_REDIRECTS);
    // Static before dynamic: Cloudflare counts every rule after the first dynamic one as dynamic.
    const firstDynamic = froms.findIndex(isDynamic);
    if (firstDynamic >= 0) expect(froms.slice(firstDynamic).every(isDynamic)).toBe(true);
  });

  it('every site-relative target is a page the build wrote, and the 404 page the hosts serve exists', () => {
    for (const r of redirectRules(redirects)) {
      const to = r.fields[1]!;
      if (!to.startsWith('/')) continue;
      const rel = to.replace(/[?#].*$/, '').replace(/^\//, '');
      expect(
        existsSync(path.join(out, rel, 'index.html')) || existsSync(path.join(out, rel)),
        `_redirects:${r.line}: ${to} is no page`,
      ).toBe(true);
    }
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
  });
});
