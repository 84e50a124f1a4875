// /admin/ (issue 39): the browser CMS loads from the built site under its own CSP, with nothing
// fetched from another origin and no console error, and lists every kind of content. The fixture
// site is built once here with `cms:` set; its config.yml is switched to Sveltia's test backend
// (files kept in the browser), the one a test can use without a Git host. That repository is
// seeded with the shipped content (what the shared build is made from: setup.ts), since the
// CMS's configuration comes from the schemas, not from the files; what is edited is picked from it.
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { expect, it } from 'vitest';
import { check } from '../../src/site/check/index.ts';
import { cmsFileText, cmsRead, cmsYaml } from '../../src/site/cms/format.ts';
import { isError } from '../../src/site/diagnostics.ts';
import { siteCopy } from '../helpers/sites.ts';
import { fixtureSite } from './fixture-site.ts';
import { sessionPerTest, type Session } from './helpers.ts';
import { defaultSite } from '../../src/site/default-site.ts';

const site = fixtureSite(
  async () => {
    const contentDir = await siteCopy();
    await appendFile(path.join(contentDir, 'site.yml'), 'cms:\n  backend: github\n  repo: example/agency-site\n');
    return contentDir;
  },
  async (outDir) => {
    const configFile = path.join(outDir, 'admin/config.yml');
    const config = parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
    await writeFile(configFile, stringify({ ...config, backend: { name: 'test-repo' } }));
  },
);

const sessions = sessionPerTest();

it('loads under its CSP with nothing from another origin, no console error, and lists each kind of content', async () => {
  const s = await sessions.open();
  const violations: string[] = [];
  await s.page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await s.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const response = await s.page.goto(`${site.url}/admin/`);
  expect(response?.status()).toBe(200);
  const policy = await s.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain('https://api.github.com'); // the Git host's API, from site.yml's cms

  await s.page.getByRole('button', { name: 'Work with Test Repository' }).click();
  for (const label of ['Settings', 'Pages', 'Sub-services: full', 'Sub-services: stub', 'Case studies', 'Blog posts']) {
    await s.page.getByText(label, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  }
  // The settings collection's files, opened first: site.yml and the blog page.
  await s.page.getByText('Site settings', { exact: true }).first().waitFor({ state: 'visible' });
  // Its fonts are ours: every one loaded, none from a CDN.
  const fonts = await s.page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family);
  });
  expect(fonts).toEqual([]);
  expect(s.external).toEqual([]);
  expect(violations).toEqual([]);
  expect(s.consoleErrors).toEqual([]);
  expect(s.pageErrors).toEqual([]);
}, 90_000);

/** The content the shared build is made from (setup.ts): content/, unless AGENCY_TEST_CONTENT names another. */
const shippedDir = path.resolve(import.meta.dirname, '../..', process.env.AGENCY_TEST_CONTENT ?? 'content');

/** The shipped content's text files, as the test repository (the browser's private files) gets them. */
async function contentFiles(): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  for (const e of await readdir(shippedDir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !/\.(ya?ml|md)$/.test(e.name)) continue;
    const abs = path.join(e.parentPath, e.name);
    out.push({
      path: `content/${path.relative(shippedDir, abs).split(path.sep).join('/')}`,
      text: await readFile(abs, 'utf8'),
    });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** `check`'s errors for the shipped content with these files' texts in place of theirs (in a copy). */
async function checkedWith(edited: [file: string, text: string][]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-cms-check-'));
  try {
    const copy = path.join(dir, 'content');
    await cp(shippedDir, copy, { recursive: true });
    for (const [file, text] of edited) await writeFile(path.join(copy, file.slice('content/'.length)), text);
    return (await check({ site: defaultSite, contentDir: copy })).diagnostics.filter(isError);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Sveltia's test backend keeps its files in the origin's private file system, under sveltia-cms-test/. */
const testRepo = {
  seed: (s: Session, files: { path: string; text: string }[]) =>
    s.page.evaluate(async (list) => {
      const root = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle('sveltia-cms-test', { create: true });
      for (const f of list) {
        const parts = f.path.split('/');
        let dir = root;
        for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p, { create: true });
        const w = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await w.write(f.text);
        await w.close();
      }
    }, files),
  read: (s: Session, file: string) =>
    s.page.evaluate(async (rel) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
      const parts = rel.split('/');
      for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p);
      return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    }, file),
};

const frontMatter = (text: string) => parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as Record<string, unknown>;

/** The line the CMS writes for `key: value`, at `indent`. */
const line = (key: string, value: unknown, indent = '') => `${indent}${cmsYaml({ [key]: value })}`;
const textOf = (files: { path: string; text: string }[], file: string) => files.find((f) => f.path === file)!.text;
const yamlOf = (files: { path: string; text: string }[], file: string) =>
  parse(textOf(files, file)) as Record<string, any>;

/**
 * The file's text with whole lines changed: each `[line, replacement]` (null: the line removed)
 * must be one line of it. The fixture is in the CMS's own text (src/site/cms/format.ts), so what
 * the CMS saves after an edit is this, byte for byte: a one-field edit is a one-line diff.
 */
function withLines(text: string, ...edits: [string, string | null][]): string {
  const lines = text.split('\n');
  for (const [line, replacement] of edits) {
    expect(
      lines.filter((l) => l === line),
      `one line "${line}"`,
    ).toHaveLength(1);
    const at = lines.indexOf(line);
    if (replacement === null) lines.splice(at, 1);
    else lines[at] = replacement;
  }
  return lines.join('\n');
}

it('round trip: a post title, a stub price, a hero heading and the newsletter button edited and saved read back as the original files but for those lines (and pass check); an emptied optional field loses its line; an emptied title and a bad block id are refused', async () => {
  const s = await sessions.open();
  await s.page.goto(`${site.url}/admin/`);
  const files = await contentFiles();
  await testRepo.seed(s, files);
  await s.page.getByRole('button', { name: 'Work with Test Repository' }).click();
  const save = async (file: string, done: (text: string) => boolean) => {
    await s.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => done(await testRepo.read(s, file)), { timeout: 20_000 }).toBe(true);
    return testRepo.read(s, file);
  };
  /** A value the CMS must refuse: Save leaves the file as it was. */
  const refused = async (file: string) => {
    await s.page.getByRole('button', { name: 'Save' }).click();
    await s.page.waitForTimeout(1_000);
    expect(await testRepo.read(s, file)).toBe(textOf(files, file));
  };

  // What to edit, picked from the files: a post with a picture description, a stub, a page that
  // opens with a block of its own id and heading, and the blog page.
  const pick = (found: string | undefined, what: string) => {
    expect(found, `the shipped content has ${what}`).toBeTruthy();
    return found!;
  };
  const post = pick(
    files.find((f) => f.path.startsWith('content/blog/') && frontMatter(f.text).imageAlt)?.path,
    'a post with imageAlt',
  );
  const stub = pick(
    files.find((f) => f.path.startsWith('content/subservices/') && parse(f.text).kind === 'stub')?.path,
    'a stub',
  );
  const opensWithHeading = (f: { path: string; text: string }) =>
    f.path.startsWith('content/pages/') && parse(f.text).blocks?.[0]?.heading && parse(f.text).blocks[0].id;
  const page = pick(
    (
      files.find((f) => f.path === 'content/pages/services/seo.yml' && opensWithHeading(f)) ??
      files.find(opensWithHeading)
    )?.path,
    'a page whose first block has an id and heading',
  );
  const blog = 'content/pages/blog.yml';
  // Kept in the CMS's text (docs/cms.md, "Content files are kept in the CMS's own text"), or no edit is one line.
  for (const file of [post, stub, page, blog]) {
    const { data, body } = cmsRead(textOf(files, file), file.endsWith('.md'));
    expect(textOf(files, file), `${file} is not in the CMS's text: node scripts/normalise-content.mjs`).toBe(
      cmsFileText(defaultSite.kinds, file.slice('content/'.length), data, body),
    );
  }

  // A post: its title changed, its optional picture description cleared.
  const original = textOf(files, post);
  const before = frontMatter(original);
  expect(before.imageAlt).toBeTruthy();
  await s.page.getByText('Blog posts', { exact: true }).first().click();
  await s.page.getByText(String(before.title), { exact: true }).first().click();
  const title = s.page.getByRole('textbox', { name: 'Title' });
  await title.fill('An edited title');
  await s.page.getByRole('textbox', { name: 'Image alt' }).fill('');
  const saved = await save(post, (t) => frontMatter(t).title === 'An edited title');
  expect(saved).toBe(
    withLines(
      original,
      [line('title', before.title), 'title: An edited title'],
      [line('imageAlt', before.imageAlt), null],
    ),
  );

  // A stub's price: the stub collection (kind: stub, hidden) and a number.
  await s.page.getByText('Sub-services: stub', { exact: true }).first().click();
  await s.page
    .getByText(String(yamlOf(files, stub).title), { exact: true })
    .first()
    .click();
  await s.page.getByRole('spinbutton', { name: 'Price' }).fill('2499');
  const stubSaved = await save(stub, (t) => parse(t).price === 2499);
  expect(stubSaved).toBe(withLines(textOf(files, stub), [line('price', yamlOf(files, stub).price), 'price: 2499']));

  // A hero heading in a page's blocks (the blocks are typed by `type`); first a block id against
  // its pattern, refused.
  const seo = yamlOf(files, page);
  await s.page.getByText('Pages', { exact: true }).first().click();
  await s.page.getByText(String(seo.title), { exact: true }).first().click();
  const id = s.page.getByRole('textbox', { name: 'Id' }).first();
  await id.fill('Has Spaces');
  await refused(page);
  await id.fill(String(seo.blocks[0].id));
  await s.page.getByRole('textbox', { name: 'Heading' }).first().fill('An edited heading');
  const pageSaved = await save(page, (t) => parse(t).blocks[0].heading === 'An edited heading');
  expect(pageSaved).toBe(
    withLines(textOf(files, page), [line('heading', seo.blocks[0].heading, '    '), '    heading: An edited heading']),
  );

  // The newsletter's button on the blog page: one object of several kinds (`kind`). The editor
  // draws fields as they scroll into view.
  const blogPage = yamlOf(files, blog);
  await s.page.getByText('Settings', { exact: true }).first().click();
  await s.page.getByText('Blog page', { exact: true }).first().click();
  const message = s.page.getByRole('textbox', { name: 'Message' });
  await s.page.getByRole('textbox', { name: 'Title' }).waitFor();
  await s.page.mouse.move(300, 400);
  for (let i = 0; i < 60 && (await message.count()) === 0; i++) await s.page.mouse.wheel(0, 300);
  await message.first().fill('An edited message');
  const blogSaved = await save(blog, (t) => parse(t).listing.newsletter.action.message === 'An edited message');
  expect(blogSaved).toBe(
    withLines(textOf(files, blog), [
      line('message', blogPage.listing.newsletter.action.message, '      '),
      '      message: An edited message',
    ]),
  );

  expect(
    await checkedWith([
      [post, saved],
      [stub, stubSaved],
      [page, pageSaved],
      [blog, blogSaved],
    ]),
  ).toEqual([]);

  // A required field emptied: the CMS refuses to save, the file stays as it was.
  await s.page.getByText('Blog posts', { exact: true }).first().click();
  await s.page.getByText('An edited title', { exact: true }).first().click();
  await title.fill('');
  await s.page.getByRole('button', { name: 'Save' }).click();
  await s.page.waitForTimeout(1_000);
  expect(await testRepo.read(s, post)).toBe(saved);
  // Off the origin only the pictures the posts name from their hosts (thumbnails), as the site shows them.
  const pictures = files.filter((f) => f.path.endsWith('.md')).map((f) => frontMatter(f.text).image);
  expect(s.external.filter((u) => !pictures.includes(u))).toEqual([]);
  expect({ pageErrors: s.pageErrors, consoleErrors: s.consoleErrors }).toEqual({ pageErrors: [], consoleErrors: [] });
}, 120_000);
