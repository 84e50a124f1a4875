// `npm test`: make sure Chromium and nginx are there (without nginx its test skips, saying why),
// run every vitest project, and end with the failed tests by name and one plain line of totals.
// The unit tests, then the browser tests: each keeps both cores busy on its own, and side by side
// they only took longer (more CPU for the same work).
// Arguments (files, -t, --project) mean one vitest run, as `vitest run` has them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTools } from './ensure-chromium.mjs';

if (ensureTools().includes('chromium')) process.exit(1);

const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-site-vitest-'));
const vitest = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest');
const args = process.argv.slice(2);

/** One `vitest run`: its exit code and JSON report. */
function run(name, extra) {
  const report = path.join(dir, `${name}.json`);
  const child = spawn(vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, report })));
}

/** Each failed test (or file that failed to run) as "file > test: first line of its error". */
function failuresOf(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) lines.push(`  ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (!tests.length && file.status === 'failed') lines.push(`  ${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(text = '') {
  return text.trim().split('\n')[0].slice(0, 300);
}

// The browser tests run even when a unit test failed, so that one run lists every failure.
const runs = args.length
  ? [await run('all', args)]
  : [await run('unit', ['--project', 'unit', '--project', 'unit-isolated']), await run('browser', ['--project', 'browser'])];

let code = 0;
let passed = 0;
let failed = 0;
let skipped = 0;
let total = 0;
const failures = [];
for (const { status, report } of runs) {
  code ||= status ?? 1;
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    total += r.numTotalTests;
    failures.push(...failuresOf(r));
  } catch {
    console.error('vitest wrote no report: see its output above.');
    code ||= 1;
  }
}
rmSync(dir, { recursive: true, force: true });
// Repeated last, so a log that keeps only its tail (a CI summary) still says what failed.
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (total === 0) code ||= 1; // a run that tested nothing is not a pass
process.exit(code);
