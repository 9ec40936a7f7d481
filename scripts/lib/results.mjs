// @ts-check
/** Test counts read from the reports of jest and Playwright, summed the same way by every test command. Built-ins only. */
import fs from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @returns {Counts} */
export const noCounts = () => ({ passed: 0, failed: 0, skipped: 0 });

/** @param {Counts} into @param {Counts} counts */
export function addCounts(into, counts) {
  into.passed += counts.passed;
  into.failed += counts.failed;
  into.skipped += counts.skipped;
  return into;
}

/** The closing line of a test command. @param {Counts} counts */
export const formatCounts = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/**
 * A jest `--json` report; none when jest wrote none (it did not start).
 * @param {string} file
 * @returns {Counts}
 */
export function jestCounts(file) {
  if (!fs.existsSync(file)) return noCounts();
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/**
 * A Playwright json report; a flaky test (passed on its retry) counts as passed.
 * @param {string} file
 * @returns {Counts}
 */
export function playwrightCounts(file) {
  if (!fs.existsSync(file)) return noCounts();
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}
