// Conformance: the shipped content/ meets SPEC.md's launch figures and every rule of the default
// profile (CI also runs `agency-site check --profile launch`). This is the one test an edit to
// content/ can fail, and its message names the launch figure the edit broke. The engine's own
// tests use fixtures (tests/fixtures/check/), never the shipped copy.
import path from 'node:path';
import { expect, it } from 'vitest';
import { formatDiagnostics as formatFindings } from '../../../src/cli/report.ts';
import { check } from '../../../src/site/check/index.ts';
import { root } from './fixtures.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

it("content/ meets SPEC.md's launch figures (check --profile launch)", async () => {
  const result = await check({ site: defaultSite, contentDir: path.join(root, 'content'), profile: 'launch' });
  expect(result.complete).toBe(true);
  // A grown site is not wrong: a finding here means content/ no longer is the site SPEC.md launches.
  // Each finding, in full, in the message (an assertion's diff would cut it short).
  const findings = formatFindings(result.diagnostics);
  if (findings)
    expect.fail(
      `content/ no longer meets these launch figures of SPEC.md (npx agency-site check --profile launch):\n${findings}`,
    );
}, 60_000);
