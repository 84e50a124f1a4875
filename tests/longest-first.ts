// The order vitest starts test files in. With the times of an earlier run (node_modules/.vite) it
// starts the longest first, so that the two workers finish together; a fresh clone has none, and
// vitest then starts the largest files first, which left pictures.test.ts (45 s) to run last while
// the other core idled. These files take longest (a minute to 20 s each, quiet): they start first
// whatever vitest knows; the rest keep vitest's order. A file missing here costs time, not a result.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const longest = [
  'tests/browser/production.test.ts',
  'tests/browser/phones.test.ts',
  'tests/browser/pictures.test.ts',
  'tests/browser/client-leads.test.ts',
  'tests/unit/build/differential.test.ts',
  'tests/unit/build/differential-code.test.ts',
  'tests/unit/dev/cli-dev-stop.test.ts',
  'tests/unit/check/growth-scenario.test.ts',
  'tests/unit/build/incremental.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = longest.findIndex((l) => f.moduleId.endsWith(l));
      return i < 0 ? longest.length : i;
    };
    // Array.prototype.sort is stable: vitest's order stands among files of one rank.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
