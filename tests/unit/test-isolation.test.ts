// Most unit test files share one module graph (vitest.config.ts): a file that mocks a module, fakes
// timers or sets process.env must run in a graph of its own, or it changes the files after it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { isolatedUnitFiles } from '../isolated-unit-files.ts';
import { root } from '../helpers/sites.ts';

const changesShared =
  /\bvi\.(?:mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(|process\.env\.\w+\s*=(?!=)|process\.env\[[^\]]+\]\s*=(?!=)|\/stub-assets(?:\.ts)?'/;

it('runs every unit test file that mocks modules, fakes timers or sets process.env in its own module graph', () => {
  const files = readdirSync(path.join(root, 'tests/unit'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `tests/unit/${f.split(path.sep).join('/')}`);
  const needing = files.filter(
    (f) => changesShared.test(readFileSync(path.join(root, f), 'utf8')) && f !== 'tests/unit/test-isolation.test.ts',
  );
  expect(needing.filter((f) => !isolatedUnitFiles.includes(f))).toEqual([]);
  expect(isolatedUnitFiles.filter((f) => !files.includes(f))).toEqual([]); // no stale entry
});
