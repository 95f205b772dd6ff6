// Prints `tests: N passed, N failed`, counted over every runner's JSON report (Vitest, Playwright).
// A runner that should have reported and did not counts as one failure, so a crash never reads as green.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve(import.meta.dirname, '../reports');
let passed = 0;
let failed = 0;

const read = (name) => {
  const file = path.join(reports, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A test file that failed to load has no tests to count.
  failed += vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} else {
  console.log('summary: Vitest wrote no report');
  failed += 1;
}

const playwright = read('playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  failed += (playwright.errors ?? []).length;
} else {
  console.log('summary: Playwright wrote no report');
  failed += 1;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
