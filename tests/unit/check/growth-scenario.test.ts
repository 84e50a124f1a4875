// Issue #36's "done when": the site grows without code. On a COPY of the launch site (content/ as
// SPEC.md launches it, frozen in tests/fixtures/launch/), through
// the real CLI, a marketer's edits keep `check --strict` and `build` green at every step (three
// posts, a new category, a sub-service linked from its service page, a new price, a process step,
// /careers in the footer, a draft, a post dated next month, a renamed post with its old address);
// `check` still fails, naming file and line, on each mistake a grown site can make; and
// `check --profile launch` passes on the shipped copy but names each launch figure the grown one
// no longer meets. What to edit is picked from the copy (its YAML), so an editor changing
// content/ does not break this test; assertions are on exit codes, files, lines and rule names.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../../helpers/cli.ts';
import {
  appendTo,
  editText,
  editYaml,
  lineOf,
  postsOf,
  processBlock,
  readYaml,
  setFrontMatter,
  subServiceCards,
} from '../../helpers/grow.ts';
import { root } from '../../helpers/sites.ts';
import type { JsonFinding as Finding } from '../../../src/cli/commands/check.ts';

const subBase = '/services/Subservices';
// The clock, fixed (AGENCY_SITE_NOW): the middle of next year, so posts `new post` dates today are
// published and "next month" is a month after it, whatever day the test runs.
const year = new Date().getFullYear() + 1;
const NOW = `${year}-06-15`;
const NEXT_MONTH = `${year}-07-15`;

let work: string; // the temp folder the CLI runs in: content/, dist/, cache/
let content: string;
let cache: string;
let shippedLaunch: Promise<CliRun>;
const env = () => ({ AGENCY_SITE_CACHE_DIR: cache, AGENCY_SITE_NOW: NOW });
const cli = (args: string[], cwd = work, cacheDir = cache) =>
  runCli(args, { cwd, env: { ...env(), AGENCY_SITE_CACHE_DIR: cacheDir }, timeout: 240_000 });
const said = (r: CliRun) => `exit ${r.code}\n${r.stdout}\n${r.stderr}`;
const dist = (...p: string[]) => path.join(work, 'dist', ...p);
const read = (file: string) => readFile(file, 'utf8');

/** `check --strict` and `build` both pass (exit 0) on the content as it now is (run side by side). */
async function green(step: string): Promise<{ checked: CliRun; built: CliRun }> {
  const [checked, built] = await Promise.all([
    cli(['check', '--strict', '--content', 'content']),
    cli(['build', '--content', 'content', '--out', 'dist']),
  ]);
  expect(checked.code, `check --strict after ${step}: ${said(checked)}`).toBe(0);
  expect(built.code, `build after ${step}: ${said(built)}`).toBe(0);
  return { checked, built };
}

/** `new post "<title>"` (and flags), filled in as a marketer would; returns its slug and file. */
async function newPost(title: string, fields: Record<string, unknown>, flags: string[] = []) {
  const r = await cli(['new', 'post', title, '--content', 'content', ...flags]);
  expect(r.code, said(r)).toBe(0);
  const file = path.join(work, /Created (\S+)/.exec(r.stdout)![1]!);
  const slug = path.basename(file, '.md');
  // A picture of its own, as a marketer gives a post (the scaffold's, the site's picture, would
  // soon fill more places than check lets one picture fill).
  await writeFile(
    path.join(content, 'images', `${slug}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#4f46e5"/><text x="60" y="330" font-size="48" fill="#fff">${slug}</text></svg>`,
  );
  const body = `A short guide for the growth scenario.\n\nSee [our services](/services) and [get in touch](/contact).\n`;
  const filled = {
    excerpt: `What ${title} covers.`,
    image: `images/${slug}.svg`,
    imageAlt: 'An illustration for the post',
    author: 'The Agency Team',
    ...fields,
  };
  await writeFile(file, setFrontMatter(await read(file), filled, body));
  return { slug, file };
}

/** What the scenario picked from the copy and made, for the later tests. */
const s = {} as {
  categories: string[];
  shippedPosts: number;
  newCategory: { name: string; slug: string; description: string };
  posts: Array<{ slug: string; file: string }>;
  servicePage: string;
  servicePath: string;
  cardsAt: number;
  processAt: number;
  steps: number;
  sub: string;
  stub: string;
  stubPrice: number;
  draft: { slug: string; file: string };
  scheduled: { slug: string; file: string };
  renamed: { from: string; to: string; file: string };
};

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'agency-site-growth-'));
  content = path.join(work, 'content');
  cache = path.join(work, 'cache');
  // The launch site (content/ as SPEC.md launches it, frozen: tests/fixtures/launch/), grown here.
  const launch = path.join(root, 'tests/fixtures/launch/content');
  await cp(launch, content, { recursive: true });
  // On a second, untouched copy, side by side with the first steps.
  await cp(launch, path.join(work, 'shipped'), { recursive: true });
  shippedLaunch = cli(
    ['check', '--profile', 'launch', '--strict', '--content', 'shipped'],
    work,
    path.join(work, 'cache-shipped'),
  );
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the growth scenario (issue #36) on a copy of content/, through the CLI', { timeout: 300_000 }, () => {
  it('check --profile launch passes on the shipped content', async () => {
    const r = await shippedLaunch;
    expect(r.code, said(r)).toBe(0);
  });

  it('three new posts, one in a category past its launch count and one in a new category', async () => {
    const blog = await readYaml(path.join(content, 'pages/blog.yml'));
    s.categories = (blog.listing as { categories: Array<{ name: string }> }).categories.map((c) => c.name);
    s.shippedPosts = (await postsOf(content)).filter((p) => !p.data.draft).length;
    // With a description of its own, as docs/editing.md asks (its page would otherwise share the blog's).
    s.newCategory = {
      name: 'Growth Scenario Stories',
      slug: 'growth-scenario-stories',
      description: 'Stories of businesses that grew with us, from the growth scenario.',
    };
    await editYaml(path.join(content, 'pages/blog.yml'), (doc) =>
      appendTo(doc, ['listing', 'categories'], s.newCategory),
    );
    // The first keeps the category `new post` gave it (the blog's first): one more than at launch.
    s.posts = await Promise.all([
      newPost('Growth Scenario: First New Post', {}),
      newPost('Growth Scenario: Second New Post', { category: s.newCategory.name }),
      newPost('Growth Scenario: Third New Post', { category: s.categories.at(-1) }),
    ]);
    await green('three new posts and a new category');
    for (const p of s.posts) expect(existsSync(dist('blog', p.slug, 'index.html')), p.slug).toBe(true);
    expect(existsSync(dist('blog/category', s.newCategory.slug, 'index.html'))).toBe(true);
  });

  it('a new sub-service linked from its service page, a stub with a new price, a process step more', async () => {
    const dir = path.join(content, 'pages/services');
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.yml')).sort()) {
      const page = await readYaml(path.join(dir, name));
      const process = processBlock(page);
      if (subServiceCards(page, subBase) < 0 || !process) continue;
      Object.assign(s, {
        servicePage: path.join(dir, name),
        servicePath: `/services/${name.slice(0, -4)}`,
        cardsAt: subServiceCards(page, subBase),
        processAt: process.index,
        steps: process.steps.length,
      });
      break;
    }
    expect(s.servicePage, 'a service page with sub-service cards and a counted process').toBeDefined();

    s.sub = 'growth-scenario-audit';
    const made = await cli(['new', 'subservice', s.sub, '--content', 'content']);
    expect(made.code, said(made)).toBe(0);
    await editYaml(path.join(content, 'subservices', `${s.sub}.yml`), (doc) => {
      for (const [k, v] of Object.entries({
        title: 'Growth Scenario Audit',
        tagline: 'A one-off audit for growing businesses.',
        description: 'A one-off audit of your website.',
        price: 2499,
        service: s.servicePath,
      }))
        doc.set(k, v);
    });
    await editYaml(s.servicePage, (doc) =>
      appendTo(
        doc,
        ['blocks', s.cardsAt, 'items'],
        {
          title: 'Growth Scenario Audit',
          description: 'A one-off audit.',
          href: `${subBase}/${s.sub}`,
          linkLabel: 'Explore the audit',
        },
        false,
      ),
    );
    const stubs = [];
    for (const name of (await readdir(path.join(content, 'subservices'))).sort()) {
      const data = await readYaml(path.join(content, 'subservices', name));
      if (data.kind === 'stub' && typeof data.price === 'number' && !name.startsWith(s.sub))
        stubs.push({ name, price: data.price });
    }
    s.stub = path.join(content, 'subservices', stubs[0]!.name);
    s.stubPrice = stubs[0]!.price === 5999 ? 6999 : 5999;
    await editYaml(s.stub, (doc) => doc.set('price', s.stubPrice));
    await editYaml(s.servicePage, (doc) => {
      appendTo(
        doc,
        ['blocks', s.processAt, 'steps'],
        { step: s.steps + 1, title: 'Growth Review', description: 'We review what grew and plan the next quarter.' },
        false,
      );
      doc.setIn(['blocks', s.processAt, 'count'], s.steps + 1);
    });
    await green('a sub-service, a price and a process step');
    expect(existsSync(dist(subBase.slice(1), s.sub, 'index.html'))).toBe(true);
    expect(await read(dist(s.servicePath.slice(1), 'index.html'))).toContain(`href="${subBase}/${s.sub}"`);
  });

  it('a new page /careers, linked from the footer', async () => {
    await writeFile(path.join(content, 'pages/careers.yml'), careersPage);
    await editYaml(path.join(content, 'site.yml'), (doc) =>
      appendTo(doc, ['footer', 'quickLinks'], { label: 'Careers', href: '/careers' }),
    );
    await green('/careers');
    expect(await read(dist('careers/index.html'))).toContain('<h1');
    expect(await read(dist('index.html'))).toContain('href="/careers"');
    expect(await read(dist('sitemap.xml'))).toMatch(/\/careers<\/loc>/);
  });

  it('a draft, a post dated next month (left out of build, its feed and sitemap) and a post renamed with aliases', async () => {
    [s.draft, s.scheduled] = await Promise.all([
      newPost('Growth Scenario: Draft Post', {}, ['--draft']),
      newPost('Growth Scenario: Next Month', { date: NEXT_MONTH }),
    ]);
    const post = (await postsOf(content)).find(
      (p) => !p.data.url && !p.data.draft && !s.posts.some((n) => n.slug === p.slug),
    )!;
    const to = `${post.slug}-updated`;
    const file = path.join(content, 'blog', `${to}.md`);
    await writeFile(file, setFrontMatter(await read(post.file), { aliases: [`/blog/${post.slug}`] }));
    await rm(post.file);
    s.renamed = { from: post.slug, to, file };

    const { checked, built } = await green('a draft, a scheduled post and a renamed one');
    // Scheduling is no mistake: check says when the post goes live, as an info that --strict passes.
    expect(checked.stdout).toMatch(new RegExp(`${s.scheduled.slug}\\.md:\\d+  blog  date  info: dated ${NEXT_MONTH}`));
    expect(built.stdout).toContain(path.join('content', 'blog', `${s.scheduled.slug}.md`));
    expect(built.stdout).toContain(NEXT_MONTH);
    const [sitemap, feed] = [await read(dist('sitemap.xml')), await read(dist('blog/feed.xml'))];
    for (const p of [s.draft, s.scheduled]) {
      expect(existsSync(dist('blog', p.slug)), p.slug).toBe(false);
      expect(sitemap).not.toContain(`/blog/${p.slug}<`);
      expect(feed).not.toContain(`/blog/${p.slug}<`);
    }
    expect(await read(dist('_redirects'))).toContain(`/blog/${post.slug} /blog/${to} 301`);
    expect(await read(dist('blog', post.slug, 'index.html'))).toMatch(
      new RegExp(`http-equiv="refresh"[^>]*/blog/${to}`),
    );
  });

  it('check --profile launch fails on the grown copy, naming each launch figure it no longer meets', async () => {
    const r = await cli(['check', '--profile', 'launch', '--format', 'json', '--content', 'content']);
    expect(r.code, said(r)).toBe(1);
    const found = (JSON.parse(r.stdout) as Finding[]).map((f) => `${f.rule} ${f.file}:${f.line ?? ''} ${f.message}`);
    const blogYml = 'content/pages/blog.yml';
    const want: RegExp[] = [
      new RegExp(`^launch/blog content/blog: .*the blog has \\d+ posts; found ${s.shippedPosts + 3}:`),
      new RegExp(`^launch/blog ${blogYml}:\\d+ .*category "${esc(s.categories[0]!)}" has \\d+ posts; found`),
      new RegExp(`^launch/blog ${blogYml}:\\d+ .*the sidebar's categories are .*; found "${s.newCategory.name}" too`),
      new RegExp(`^launch/subservices content/subservices/${s.sub}\\.yml:\\d+ .*nineteen sub-services.*"${s.sub}" too`),
      new RegExp(
        `^launch/counts content/subservices/${s.sub}\\.yml:${await lineOf(path.join(content, 'subservices', `${s.sub}.yml`), 'price:')} .*stub prices are`,
      ),
      new RegExp(
        `^launch/counts ${esc(rel(s.stub))}:${await lineOf(s.stub, 'price:')} .*stub prices are .*found price ${s.stubPrice}`,
      ),
      new RegExp(
        `^launch/process-steps ${esc(rel(s.servicePage))}:\\d+ .*has \\d+ steps on this page; found ${s.steps + 1}`,
      ),
      new RegExp(`^launch/counts ${esc(rel(s.servicePage))}:\\d+ .*sub-service cards`),
      new RegExp(`^launch/counts content/site.yml:\\d+ .*footer quick links`),
    ];
    for (const w of want) expect(found, String(w)).toContainEqual(expect.stringMatching(w));
  });

  describe.concurrent('check still fails on each mistake, naming its file and line', () => {
    interface Case {
      rule: string;
      file: () => string;
      mark: () => string;
      message?: RegExp;
      edit: (c: string) => Promise<void>;
    }
    const at = (c: string, file: string) => path.join(c, path.relative(content, file));
    const cases: Record<string, Case> = {
      'a broken link': {
        rule: 'links/internal',
        file: () => path.join(content, 'pages/careers.yml'),
        mark: () => '/growth-no-such-page',
        edit: (c) =>
          editText(at(c, path.join(content, 'pages/careers.yml')), (t) =>
            t.replace('[our services](/services)', '[our services](/growth-no-such-page)'),
          ),
      },
      'a link to a draft': {
        rule: 'links/internal',
        file: () => path.join(content, 'pages/careers.yml'),
        mark: () => `/blog/${s.draft.slug}`,
        message: /draft/i,
        edit: (c) =>
          editText(at(c, path.join(content, 'pages/careers.yml')), (t) =>
            t.replace('[our services](/services)', `[our services](/blog/${s.draft.slug})`),
          ),
      },
      'an unknown category': {
        rule: 'blog',
        file: () => s.posts[0]!.file,
        mark: () => 'category:',
        edit: (c) =>
          editText(at(c, s.posts[0]!.file), (t) =>
            t.replace(/^category:.*(\n\s.*)*$/m, 'category: "Growth No Such Category"'),
          ),
      },
      'a sub-service link to a missing slug': {
        rule: 'links/internal',
        file: () => s.servicePage,
        mark: () => `${subBase}/growth-scenario-missing`,
        edit: (c) =>
          editText(at(c, s.servicePage), (t) => t.replace(`${subBase}/${s.sub}`, `${subBase}/growth-scenario-missing`)),
      },
      'a gap in step numbering': {
        rule: 'process-steps',
        file: () => s.servicePage,
        mark: () => `step: ${s.steps + 2}`,
        edit: (c) => editText(at(c, s.servicePage), (t) => t.replace(`step: ${s.steps + 1}`, `step: ${s.steps + 2}`)),
      },
      'a redirect loop': {
        rule: 'redirects',
        file: () => path.join(content, 'site.yml'),
        mark: () => 'from: /growth-loop-a',
        message: /loop/i,
        edit: (c) => editYaml(path.join(c, 'site.yml'), (doc) => loop.forEach((r) => appendTo(doc, ['redirects'], r))),
      },
    };
    for (const [name, k] of Object.entries(cases)) {
      it(name, async () => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-growth-case-'));
        try {
          const copy = path.join(dir, 'content');
          await cp(content, copy, { recursive: true });
          await k.edit(copy);
          const file = at(copy, k.file());
          const line = await lineOf(file, k.mark());
          const r = await cli(['check', '--format', 'json', '--content', 'content'], dir);
          expect(r.code, said(r)).toBe(1);
          const errors = (JSON.parse(r.stdout) as Finding[]).filter((f) => f.severity === 'error');
          const where = path.relative(dir, file);
          expect(errors.map((f) => `${f.rule} ${f.file}:${f.line}`)).toContain(`${k.rule} ${where}:${line}`);
          if (k.message) expect(errors.find((f) => f.line === line)!.message).toMatch(k.message);
          // The mistake is the only one: every error is in the edited file.
          expect(
            errors.filter((f) => f.file !== where),
            said(r),
          ).toEqual([]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    }
  });
});

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rel = (file: string) => path.relative(work, file);

const careersPage = `# A page added by the growth scenario: content/pages/careers.yml is /careers.
title: Careers
description: Work with us on websites, search and social media for businesses across India.
blocks:
  - type: hero
    id: hero
    eyebrow: Careers
    heading: Grow With Us
    intro: We are hiring people who like to see small businesses do well online.
  - type: prose
    id: openings
    heading: Openings
    body: |
      We post openings here first. Read about [our services](/services),
      then [write to us](/contact).
`;

const loop = [
  { from: '/growth-loop-a', to: '/growth-loop-b' },
  { from: '/growth-loop-b', to: '/growth-loop-a' },
];
