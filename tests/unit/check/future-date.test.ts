// `agency-site check` on posts dated in the future: such a post is scheduled (build leaves it out
// until its day). An info names file, line and field and says when it goes live, and passes
// --strict (scheduling is no mistake); a year or more ahead is a warning calling it a likely typo.
// Dates are made from today, so the test never ages.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureContent, removeFixture, root } from './fixtures.ts';

const exec = promisify(execFile);
let dir: string;

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const now = new Date();
const soon = day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 10));
const typo = day(new Date(now.getFullYear() + 3, now.getMonth(), 1));

beforeAll(async () => {
  dir = await fixtureContent();
  for (const [file, date] of [
    ['core-web-vitals.md', soon],
    ['instagram-reels.md', typo],
  ] as const) {
    const p = path.join(dir, 'blog', file);
    await writeFile(p, (await readFile(p, 'utf8')).replace(/^date: .*$/m, `date: ${date}`));
  }
});
afterAll(() => removeFixture(dir));

async function check(args: string[]) {
  try {
    const { stdout } = await exec(
      process.execPath,
      [path.join(root, 'bin/agency-site.js'), 'check', '--content', dir, ...args],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    return { code: 0, stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

it('notes a post dated in the future, naming file, line and `date`, and warns of a year ahead as a likely typo', async () => {
  const r = await check(['--format', 'json']);
  expect(r.code).toBe(0); // warnings pass
  const found = (
    JSON.parse(r.stdout) as {
      file: string;
      line: number;
      field: string;
      rule: string;
      severity: string;
      message: string;
    }[]
  ).filter((f) => f.field === 'date');
  expect(found.map((f) => [path.relative(dir, f.file), f.line, f.rule, f.severity])).toEqual([
    ['blog/core-web-vitals.md', 7, 'blog', 'info'],
    ['blog/instagram-reels.md', 7, 'blog', 'warning'],
  ]);
  expect(found[0]!.message).toBe(
    `dated ${soon}, after today: scheduled, so build leaves it out (page, listings, feed, sitemap) and it goes live with the first build on or after ${soon}; build --future previews it`,
  );
  expect(found[1]!.message).toContain(
    `goes live with the first build on or after ${typo}; more than a year ahead, which looks like a typo: check the year`,
  );
  const strict = await check(['--strict']);
  expect(strict.code).toBe(1); // the typo's warning
  expect(strict.stdout).toContain(`blog/core-web-vitals.md:7  blog  date  info: dated ${soon}, after today: scheduled`);
  expect(strict.stdout).toContain(`blog/instagram-reels.md:7  blog  date  warning: dated ${typo}`);
  expect(strict.stdout).toContain('0 errors, 1 warning, 1 info in 2 files');
}, 60_000);

it('check --strict passes while a post is merely scheduled (an info, not a warning)', async () => {
  const p = path.join(dir, 'blog', 'instagram-reels.md');
  const before = await readFile(p, 'utf8');
  await writeFile(p, before.replace(/^date: .*$/m, `date: ${soon}`));
  try {
    const strict = await check(['--strict']);
    expect(strict.stdout).toContain('info: dated');
    expect(strict.code).toBe(0);
  } finally {
    await writeFile(p, before);
  }
}, 60_000);
