import { readFileSync } from "node:fs";

// Totals the JSON reports of every test stage into the one closing line CI reads: "N passed, N failed".
// A test that passed only on a retry is a failure: CI runs with no retries, and a flaky test is not a pass.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
    stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
if (passed === 0 || failed > 0) process.exitCode = 1;
