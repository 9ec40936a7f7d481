// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { addCounts, formatCounts, jestCounts, noCounts, playwrightCounts } from './results.mjs';

/** @param {import('node:test').TestContext} t @param {object} report */
function reportFile(t, report) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'results-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

test("jest's report counts pending and todo tests as skipped", (t) => {
  const file = reportFile(t, { numPassedTests: 40, numFailedTests: 2, numPendingTests: 1, numTodoTests: 3 });
  assert.deepEqual(jestCounts(file), { passed: 40, failed: 2, skipped: 4 });
});

test("Playwright's report counts a test that passed on its retry as passed", (t) => {
  const file = reportFile(t, { stats: { expected: 12, flaky: 1, unexpected: 1, skipped: 2 } });
  assert.deepEqual(playwrightCounts(file), { passed: 13, failed: 1, skipped: 2 });
});

test('a report that was never written counts nothing', () => {
  const missing = path.join(os.tmpdir(), 'no-such-report.json');
  assert.deepEqual(jestCounts(missing), noCounts());
  assert.deepEqual(playwrightCounts(missing), noCounts());
});

test('counts add up to the closing line', () => {
  const totals = addCounts(addCounts(noCounts(), { passed: 3, failed: 0, skipped: 1 }), { passed: 2, failed: 1, skipped: 0 });
  assert.equal(formatCounts(totals), '5 passed, 1 failed, 1 skipped');
});
