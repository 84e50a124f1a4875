// One fixture per mistake (tests/fixtures/check/<case>/case.yml says which): check() in memory
// must report exactly the findings the case lists — rule, file, line, field — and nothing else.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/site/check/index.ts';
import { ruleCatalog } from '../../../src/site/check/catalog.ts';
import { fixtureContent, listCases, relativeFinding, removeFixture, saysAFix, type FixtureCase } from './fixtures.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const cases: FixtureCase[] = await listCases();

describe('check fixtures', () => {
  it.each(['default', 'launch'] as const)('the base site passes every rule (%s profile)', async (profile) => {
    const dir = await fixtureContent();
    try {
      const result = await check({ site: defaultSite, contentDir: dir, profile });
      expect(result.complete).toBe(true);
      expect(result.diagnostics.map((d) => relativeFinding(dir, d))).toEqual([]);
    } finally {
      await removeFixture(dir);
    }
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const dir = await fixtureContent(c.name);
    try {
      const { diagnostics } = await check({ site: defaultSite, contentDir: dir, profile: c.profile });
      const got = diagnostics.map((d) => ({ ...relativeFinding(dir, d), message: d.message }));
      expect(
        got.map(({ message: _m, ...f }) => f),
        c.mistake,
      ).toEqual(
        c.findings.map(({ says: _s, ...f }) => ({ line: undefined, field: undefined, severity: 'error', ...f })),
      );
      c.findings.forEach((f, i) => {
        if (f.says) expect(got[i]!.message).toContain(f.says);
      });
      // A number worked out of nothing ("-Infinity px") is a message the user cannot act on.
      for (const { message } of got) expect(message).not.toMatch(/\b(NaN|-?Infinity|undefined|null)\b/);
      // Every finding a user can meet says what was expected and one way to fix it.
      for (const { rule, message } of got) expect(`${rule}: ${message}`).toMatch(saysAFix);
    } finally {
      await removeFixture(dir);
    }
  });

  it('has a fixture for every rule whose mistakes content can make', () => {
    const covered = new Set(cases.flatMap((c) => c.findings.map((f) => f.rule)));
    // render: no content mistake reaches a component that throws (covered in context.test.ts).
    // publish/samples: the base site is made of samples (publish-profile.test.ts, on the launch site).
    const elsewhere = new Set(['render', 'publish/samples']);
    const expected = ruleCatalog.map((r) => r.id).filter((id) => !elsewhere.has(id));
    expect(expected.filter((id) => !covered.has(id))).toEqual([]);
  });
});
