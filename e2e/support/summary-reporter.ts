// Playwright reporter that appends this run's counts to $TEST_SUMMARY_FILE as one JSON line, the
// same shape as the vitest tiers' (scripts/lib/summary-reporter.ts), so .ci/run prints one closing
// "N passed, N failed" line for the whole suite.
import fs from "node:fs";
import type { FullResult, Reporter, Suite, TestError } from "@playwright/test/reporter";
import { firstLine } from "../../scripts/lib/summary-reporter.ts";

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private errors: string[] = [];

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  /** Errors outside any test (a spec that fails to load, a crashed worker): counted as failures. */
  onError(error: TestError) {
    this.errors.push(`erro fora de um teste: ${firstLine(error.message)}`);
  }

  onEnd(result: FullResult) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    let passed = 0;
    let failed = this.errors.length;
    let skipped = 0;
    const failures = [...this.errors];
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === "expected") passed += 1;
      else if (outcome === "unexpected" || outcome === "flaky") {
        failed += 1;
        const error = test.results.find((r) => r.status !== "passed")?.error?.message;
        failures.push(
          `${test.location.file.replace(`${process.cwd()}/`, "")}:${test.location.line} > ${test.titlePath().filter(Boolean).join(" > ")}${outcome === "flaky" ? " (passou ao repetir)" : ""}: ${firstLine(error)}`,
        );
      } else skipped += 1;
    }
    // Interrupted or timed out with nothing counted as failed still must not read as green.
    if (result.status !== "passed" && failed === 0) {
      failed = 1;
      failures.push(`a execução terminou como ${result.status}`);
    }
    fs.appendFileSync(file, `${JSON.stringify({ passed, failed, skipped, failures })}\n`);
  }
}
