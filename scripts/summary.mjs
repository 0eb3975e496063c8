// Adds up the JSON reports of every runner (vitest, playwright, newman) into the closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync('reports').filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
  if ('numPassedTests' in report) {
    // vitest / jest shape
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats && 'expected' in report.stats) {
    // playwright shape
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
  } else if (report.run?.stats?.assertions) {
    // newman shape (the judge, reports/judge.json): each of Portman's contract tests is one
    passed += report.run.stats.assertions.total - report.run.stats.assertions.failed;
    failed += report.run.stats.assertions.failed;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
