// The shipped content passes every rule (CI runs the same through `agency-site check`).
import path from 'node:path';
import { expect, it } from 'vitest';
import { check } from '../../../src/site/check/index.ts';
import { formatDiagnostics as formatFindings } from '../../../src/cli/report.ts';
import { root } from './fixtures.ts';

it('content/ has no findings', async () => {
  const result = await check({ contentDir: path.join(root, 'content') });
  expect(result.complete).toBe(true);
  expect(formatFindings(result.diagnostics)).toBe('');
});
