// Vitest reporter that adds this run's counts to $TEST_SUMMARY_FILE (one JSON line per run), so
// .ci/run can print a single closing "N passed, N failed" line for the whole suite, and under it the
// failed tests by name (a CI log is often read from its tail only).
import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === "passed") passed += 1;
        else if (result.state === "failed") {
          failed += 1;
          failures.push(
            `${module.moduleId.replace(`${process.cwd()}/`, "")} > ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`,
          );
        } else skipped += 1;
      }
      if (module.state() === "failed" && module.children.size === 0) {
        failed += 1;
        failures.push(`${module.moduleId.replace(`${process.cwd()}/`, "")}: ${firstLine(module.errors()[0]?.message)}`);
      }
    }
    fs.appendFileSync(file, `${JSON.stringify({ passed, failed, skipped, failures })}\n`);
  }
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** An error's first line, short enough for a closing summary. */
export function firstLine(message: string | undefined): string {
  return (message ?? "sem mensagem").split("\n")[0]!.replace(ANSI_COLOUR, "").slice(0, 200);
}
