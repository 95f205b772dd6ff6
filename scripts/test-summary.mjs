// Prints `tests: N passed, N failed`, counted over every runner's JSON report (Vitest, Playwright).
// A runner that should have reported and did not counts as one failure, so a crash never reads as green.
// The failed tests are named again here, at the very end, because CI keeps only the tail of a run's
// output: a failure printed twenty minutes earlier, above the end-to-end tests, would be lost.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve(import.meta.dirname, '../reports');
let passed = 0;
let failed = 0;
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

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
  for (const file of vitest.testResults) {
    const where = path.relative(path.resolve(import.meta.dirname, '..'), file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
} else {
  console.log('summary: Vitest wrote no report');
  failed += 1;
}

const playwright = read('playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  failed += (playwright.errors ?? []).length;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`e2e ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of playwright.suites ?? []) visit(suite);
  for (const error of playwright.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`);
} else {
  console.log('summary: Playwright wrote no report');
  failed += 1;
}

// The end-to-end order is shuffled (e2e/run-e2e.mjs): a failure that depends on it needs its seed.
const shuffleSeed = playwright?.config?.metadata?.shuffleSeed;
if (shuffleSeed) console.log(`e2e order: shuffle seed ${shuffleSeed} (E2E_SHUFFLE_SEED=${shuffleSeed} repeats it)`);
if (failures.length > 0) {
  console.log('failed tests:');
  for (const failure of failures) console.log(`  ${failure.slice(0, 300)}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
