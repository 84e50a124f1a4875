// The gate before going live (`check --profile publish`, issue #50): on the site as it ships (the
// frozen launch site, tests/fixtures/launch/content/), every sample value is a finding at its file,
// line and field; once each is replaced by a real one, the profile passes; a placeholder of words
// in braces is one more finding. Through the real CLI, as the deploy workflow runs it.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { root } from './fixtures.ts';

let dir: string;
let content: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-publish-'));
  content = path.join(dir, 'content');
  await cp(path.join(root, 'tests/fixtures/launch/content'), content, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const publish = () =>
  runCli(['check', '--content', content, '--profile', 'publish'], {
    env: { AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') },
    timeout: 60_000,
  });

const findings = (stdout: string) => stdout.split('\n').filter((l) => l.includes('  publish/samples  '));

async function edit(rel: string, change: (text: string) => string) {
  const file = path.join(content, rel);
  await writeFile(file, change(await readFile(file, 'utf8')));
}

it('names every sample value of the shipped site at its line and field', async () => {
  const run = await publish();
  expect(run.code).toBe(1);
  const found = findings(run.stdout);
  for (const [line, field, what] of [
    [3, 'siteUrl', '"www.example.in"'],
    [4, 'leadServiceUrl', '"leads.example.in"'],
    [5, 'phone', 'the number 98765 43210'],
    [6, 'email', '"hello@example.in"'],
    [7, 'whatsappNumber', 'the number 98765 43210'],
  ] as const)
    expect(found).toContainEqual(expect.stringContaining(`site.yml:${line}  publish/samples  ${field}  ${what}`));
  expect(found).toContainEqual(expect.stringMatching(/pages\/privacy\.yml:\d+ {2}publish\/samples {2}\S+ {2}SAMPLE /));
  // The default rules hold: only the samples stand between this site and going live.
  expect(run.stdout.split('\n').filter((l) => /^\S+:\d+ {2}/.test(l) && !l.includes('publish/samples'))).toEqual([]);
}, 60_000);

it('passes once each is replaced, and a placeholder of words is one more finding', async () => {
  await edit('site.yml', (t) =>
    t
      .replace(/www\.example\.in/g, 'www.tripuradigital.co.in')
      .replace(/leads\.example\.in/g, 'leads.tripuradigital.co.in')
      .replace(/hello@example\.in/g, 'hello@tripuradigital.co.in')
      .replace(/98765 43210/g, '94360 12345')
      .replace(/919876543210/g, '919436012345'),
  );
  await edit('pages/privacy.yml', (t) =>
    t.replace(/leads\.example\.in/g, 'leads.tripuradigital.co.in').replace(/SAMPLE for review: /, ''),
  );
  const clean = await publish();
  expect(findings(clean.stdout)).toEqual([]);
  expect(clean.code).toBe(0);

  await edit('pages/about.yml', (t) => t.replace(/^description: (.*)$/m, 'description: Founded by {Founder name}.'));
  const placeholder = await publish();
  expect(placeholder.code).toBe(1);
  expect(findings(placeholder.stdout)).toEqual([
    expect.stringMatching(
      /pages\/about\.yml:\d+ {2}publish\/samples {2}description {2}"\{Founder name\}" is a placeholder/,
    ),
  ]);
}, 120_000);
