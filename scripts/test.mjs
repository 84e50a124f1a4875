// `npm test`: make sure Chromium is there, run every vitest project (unit, then browser),
// and end with one plain line of totals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

if (!ensureChromium()) process.exit(1);

const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-site-vitest-'));
const report = path.join(dir, 'report.json');
const vitest = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest');
const run = spawnSync(vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});

let code = run.status ?? 1;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (r.numTotalTests === 0) code = 1; // a run that tested nothing is not a pass
} catch {
  console.error('vitest wrote no report: see its output above.');
  code ||= 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
