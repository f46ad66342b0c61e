import { defineConfig } from "vitest/config";

// Tests are split by cost (test/unit, test/model, test/corpus, test/e2e); `npm test` runs all.
// Forks, not threads: native modules (better-sqlite3, node-llama-cpp) are safest one per process.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default", "./test/support/summaryReporter.ts"],
  },
});
