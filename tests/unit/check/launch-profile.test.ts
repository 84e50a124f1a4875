// Conformance: the launch site (tests/fixtures/launch/content/, content/ as SPEC.md launches it,
// frozen) meets SPEC.md's launch figures and every rule of the default profile (CI also runs
// `agency-site check --profile launch` on it). The agency's content/ grows freely; an edit to the
// frozen copy that moves it past the launch fails here, naming the figure it broke.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { formatDiagnostics as formatFindings } from '../../../src/cli/report.ts';
import { check } from '../../../src/site/check/index.ts';
import { root } from './fixtures.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const launchSite = path.join(root, 'tests/fixtures/launch/content');

it("the launch site meets SPEC.md's launch figures (check --profile launch)", async () => {
  const result = await check({ site: defaultSite, contentDir: launchSite, profile: 'launch' });
  expect(result.complete).toBe(true);
  // A grown site is not wrong: a finding here means content/ no longer is the site SPEC.md launches.
  // Each finding, in full, in the message (an assertion's diff would cut it short).
  const findings = formatFindings(result.diagnostics);
  if (findings)
    expect.fail(
      `tests/fixtures/launch/content/ no longer meets these launch figures of SPEC.md (npx agency-site check --profile launch --content tests/fixtures/launch/content):\n${findings}`,
    );
}, 60_000);

it('fails when the launch site is changed past a launch figure: an eighth post', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-launch-'));
  try {
    const content = path.join(dir, 'content');
    await cp(launchSite, content, { recursive: true });
    const posts = (await readdir(path.join(content, 'blog'))).filter((f) => f.endsWith('.md'));
    const text = await readFile(path.join(content, 'blog', posts[0]!), 'utf8');
    await writeFile(path.join(content, 'blog', 'one-more.md'), text.replace(/^featured: true$/m, 'featured: false'));
    const result = await check({ site: defaultSite, contentDir: content, profile: 'launch' });
    const found = result.diagnostics.map((d) => `${d.rule} ${d.message}`);
    expect(found).toContainEqual(expect.stringMatching(/^launch\/blog .*the blog has \d+ posts; found \d+/));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
