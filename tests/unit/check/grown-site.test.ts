// The site grows without code: a copy of the check fixture site with an 8th post (SEO then has
// more posts than SPEC.md's launch), a new sub-service stub linked from its service page, a stub's
// price changed and a process step added (with its `count`) passes `agency-site check`, while
// `check --profile launch` fails naming each launch figure it no longer meets. Mistakes a grown
// site can still make are errors of the default profile, with file and line.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContent, removeFixture, root } from './fixtures.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');

interface JsonFinding {
  file: string;
  line: number | null;
  rule: string;
  message: string;
  severity: string;
  field: string | null;
}

async function check(content: string, args: string[] = []) {
  const env = { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  try {
    const { stdout } = await exec(process.execPath, [bin, 'check', '--content', content, '--format', 'json', ...args], {
      cwd: path.dirname(content),
      env,
    });
    return { code: 0, findings: JSON.parse(stdout) as JsonFinding[] };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    if (!e.stdout) throw new Error(`check exited ${e.code}: ${e.stderr}`);
    return { code: e.code, findings: JSON.parse(e.stdout) as JsonFinding[] };
  }
}

/** A finding's file relative to the content folder (the CLI prints it relative to its cwd). */
const rel = (content: string, f: JsonFinding) => path.relative(content, path.resolve(path.dirname(content), f.file));

async function edit(file: string, change: (text: string) => string) {
  const before = await readFile(file, 'utf8');
  const after = change(before);
  expect(after, `edit of ${file}`).not.toBe(before);
  await writeFile(file, after);
}

/** The 1-based line of the first line of `file` that contains `text`: where a finding about it points. */
async function lineOf(file: string, text: string): Promise<number> {
  const i = (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes(text));
  if (i < 0) throw new Error(`${text} not in ${file}`);
  return i + 1;
}

const post = `---
title: Five Local SEO Fixes for Small Shops
excerpt: What to fix first on your Google Business Profile.
image: https://images.example.com/local-seo-fixes.jpg
imageAlt: A shop front on a map
author: Test Agency
date: 2025-07-01
category: SEO
readTime: 4 min read
---
Claim your profile, then keep your hours right.
`;

const stub = `kind: stub
title: SEO Audit
tagline: A full check of your site's search health.
service: /services/seo
price: 2999
description: A one-off SEO audit of your website.
`;

/** The grown site: every edit a marketer makes as the site grows past its launch. */
async function grow(content: string) {
  await writeFile(path.join(content, 'blog/local-seo-fixes.md'), post);
  await writeFile(path.join(content, 'subservices/seo-audit.yml'), stub);
  await edit(path.join(content, 'pages/services/seo.yml'), (t) =>
    t.replace(
      'href: /services/Subservices/content-optimization }\n',
      'href: /services/Subservices/content-optimization }\n      - { title: SEO Audit, description: A full check., href: /services/Subservices/seo-audit }\n',
    ),
  );
  await edit(path.join(content, 'subservices/technical-seo.yml'), (t) => t.replace('price: 4999', 'price: 5999'));
  await edit(path.join(content, 'pages/services.yml'), (t) =>
    t
      .replace('    count: 4\n', '    count: 5\n')
      .replace(
        'description: We improve. }\n',
        'description: We improve. }\n      - { step: 5, title: Report, description: We report monthly. }\n',
      ),
  );
}

let content: string;
beforeAll(async () => {
  content = await fixtureContent();
  await grow(content);
});
afterAll(async () => {
  if (content) await removeFixture(content);
});

describe('a grown site', { timeout: 120_000 }, () => {
  it('passes check (the default profile): exit 0, no findings', async () => {
    const r = await check(content);
    expect(r.findings).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('fails check --profile launch, naming each launch figure it no longer meets, with file and line', async () => {
    const r = await check(content, ['--profile', 'launch']);
    expect(r.code).toBe(1);
    const got = r.findings.map((f) => `${f.rule} ${rel(content, f)}${f.line ? `:${f.line}` : ''} ${f.message}`);
    const expected = [
      /^launch\/blog blog SPEC\.md launch figure: the blog has 7 posts; found 8: remove 1$/,
      /^launch\/blog pages\/blog\.yml:15 SPEC\.md launch figure: category "SEO" has 2 posts; found 3 \(/,
      /^launch\/subservices subservices\/seo-audit\.yml:1 SPEC\.md launch figure: the site has the nineteen sub-services of its launch; found "seo-audit" too/,
      /^launch\/counts subservices\/seo-audit\.yml:5 SPEC\.md launch figure: stub prices are ₹1999, ₹3999, ₹4999, ₹7999, ₹9999; found price 2999/,
      /^launch\/counts subservices\/technical-seo\.yml:4 SPEC\.md launch figure: stub prices are .*; found price 5999/,
      /^launch\/counts pages\/services\/seo\.yml:\d+ SPEC\.md launch figure: "Our SEO Services" has 4 sub-service cards; found 5: remove 1$/,
      /^launch\/process-steps pages\/services\.yml:\d+ SPEC\.md launch figure: "Our Process" has 4 steps on this page; found 5: remove 1/,
    ];
    for (const want of expected) expect(got, String(want)).toContainEqual(expect.stringMatching(want));
    expect(got).toHaveLength(expected.length);
  });

  it('still fails the default check on a step gap, a count that disagrees, a link to a missing sub-service, an unknown category', async () => {
    const broken = await fixtureContent();
    try {
      await grow(broken);
      await edit(path.join(broken, 'pages/services.yml'), (t) =>
        t.replace('{ step: 3, title: Implementation', '{ step: 6, title: Implementation'),
      );
      await edit(path.join(broken, 'pages/services/seo.yml'), (t) =>
        t.replace('href: /services/Subservices/seo-audit }', 'href: /services/Subservices/seo-audits }'),
      );
      await edit(path.join(broken, 'subservices/branding.yml'), (t) => t.replace(/count: 4\n/, 'count: 3\n'));
      await edit(path.join(broken, 'blog/local-seo-fixes.md'), (t) =>
        t.replace('category: SEO', 'category: Local Search'),
      );
      const r = await check(broken);
      expect(r.code).toBe(1);
      const linkLine = await lineOf(path.join(broken, 'pages/services/seo.yml'), 'seo-audits }');
      const got = r.findings.map((f) => `${f.rule} ${rel(broken, f)}:${f.line} ${f.field}`).sort();
      expect(got).toEqual([
        'blog blog/local-seo-fixes.md:8 category',
        `links/internal pages/services/seo.yml:${linkLine} blocks.1.items.4.href`,
        'process-steps pages/services.yml:24 blocks.2.steps.2.step',
        'process-steps subservices/branding.yml:35 blocks.3.count',
      ]);
    } finally {
      await removeFixture(broken);
    }
  });
});
