import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints one plain closing line, "Summary: N passed, N failed, N skipped", after vitest's own
 * report, so CI logs and scripts can read the outcome without parsing vitest's format.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed outside its tests (an import error, a failing beforeAll that left every
      // test skipped) counts once, so the line never says "0 failed" for a run that failed.
      if (module.state() === "failed" && ![...module.children.allTests()].some((test) => test.result().state === "failed")) failed++;
    }
    process.stdout.write(`\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
