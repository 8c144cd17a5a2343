// Vitest reporter that adds this run's counts to $TEST_SUMMARY_FILE (one JSON line per run), so
// .ci/run can print a single closing "N passed, N failed" line for the whole suite.
import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
      if (module.state() === "failed" && module.children.size === 0) failed += 1;
    }
    fs.appendFileSync(file, `${JSON.stringify({ passed, failed, skipped })}\n`);
  }
}
