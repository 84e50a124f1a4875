// Unit test files that need a module graph of their own (vitest.config.ts): they mock modules,
// fake timers or change process.env, which would leak into the files run after them.
// tests/unit/test-isolation.test.ts fails when a file that does so is missing here.
export const isolatedUnitFiles = [
  'tests/unit/build/incremental.test.ts',
  'tests/unit/content/yaml.test.ts',
  'tests/unit/dev/build-output.test.ts',
  'tests/unit/dev/check-findings.test.ts',
  'tests/unit/dev/dev-pictures-public.test.ts',
  'tests/unit/dev/drafts.test.ts',
  'tests/unit/dev/engine-pictures.test.ts',
  'tests/unit/dev/engine.test.ts',
  'tests/unit/dev/page-files.test.ts',
  'tests/unit/images/card-cache.test.ts',
  'tests/unit/images/encode-files.test.ts',
  'tests/unit/output/disk-errors.test.ts',
  'tests/unit/team-member-kind.test.ts',
];
