import { randomBytes } from "node:crypto";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { SUITE_INSTALL_SECRET_ENV } from "./test/support/suiteInstallSecret.ts";

// Tests are split by cost, one folder each, and each folder gets time limits that hold on a
// loaded 2-core machine (CI beside a benchmark ran model tests 5 to 10 times slower than an
// idle one). A limit here only catches a hang; speed is measured in bench/, never asserted.
// `npm test` runs every project; `npm run test:unit` (fast), `test:process`, `test:model`,
// `test:corpus` and `test:e2e` run one.
const MINUTE = 60_000;

// Node's compile cache for every process the suite starts: the test forks, the `distillate`
// processes they spawn and the worker threads of both (export, report, PDF parsing) load the
// TypeScript sources from the cache instead of stripping and compiling hundreds of modules again
// each time. The folder is Node's own format, checked against the sources it caches; the first
// process to compile a module writes it, every later one reads it.
process.env["NODE_COMPILE_CACHE"] ??= join(tmpdir(), "distillate-test-compile-cache");

// One installation secret for the run's test libraries (test/support/suiteInstallSecret.ts): a
// model file's trial in a child process is then paid once per run, not once per library. New for
// each run, so no run trusts verdicts an earlier run's code reached.
process.env[SUITE_INSTALL_SECRET_ENV] ??= randomBytes(32).toString("hex");

function project(name: string, limitMinutes: number, options: { isolate?: boolean; globalSetup?: string[] } = {}) {
  return {
    extends: true,
    test: {
      ...options,
      name,
      include: [`test/${name}/**/*.test.ts`],
      testTimeout: limitMinutes * MINUTE,
      hookTimeout: limitMinutes * MINUTE,
      // expect.poll waits this long for a state (a page after a click, a run's end) before failing.
      expect: { poll: { timeout: 5 * MINUTE, interval: 100 } },
    },
  };
}

export default defineConfig({
  // Renderer modules under test reach the contract through this alias, as the renderer build does
  // (electron.vite.config.ts, tsconfig.web.json).
  resolve: { alias: { "@contract": resolve(import.meta.dirname, "src-main/contract") } },
  test: {
    // Forks, not threads: native modules (better-sqlite3, node-llama-cpp) are safest one per process.
    pool: "forks",
    // Removes the temporary folders test/support/tempDir.ts makes, after each test and each file.
    // With DISTILLATE_TEST_CPU=<file>, also writes each test's CPU by process to that file
    // (test/support/cpuByTest.ts; docs/testing.md, round 12).
    setupFiles: ["./test/support/tempDirCleanup.ts", ...(process.env["DISTILLATE_TEST_CPU"] ? ["./test/support/cpuByTest.ts"] : [])],
    // One test file per core. Most of the suite's time is spent waiting on other processes
    // (`distillate serve`, Chromium, the CLI) or in single-threaded inference, so Vitest's default
    // of one core fewer would leave a 2-core machine half idle. Each file still has its own process.
    maxWorkers: availableParallelism(),
    reporters: ["default", "./test/support/summaryReporter.ts"],
    projects: [
      // Plain code in this process: seconds at most even on a busy machine. Its files share their
      // worker processes and the modules already loaded there (a fifth of this project's time
      // went to loading the same contract, database and parsing modules again for each of ~200
      // files: 198 → 129 s alone, quiet). So a unit test must leave no global behind: a stubbed
      // global is unstubbed after its file, an environment variable or working folder restored.
      project("unit", 2, { isolate: false }),
      // Spawn the CLI, `distillate serve` or crashing writers: process start-up is what a loaded machine slows most.
      // Its files share worker processes as the unit and model files do (the processes they spawn
      // are their own): a worker, Vitest's runtime and the support modules load once per worker,
      // not once per file. A file that sets an environment variable deletes it after.
      project("process", 10, { isolate: false }),
      // Real inference on the tiny models (one thread each). Its files share worker processes too,
      // so the core's modules and node-llama-cpp's binding load once per worker, not once per file:
      // each file still makes and disposes its own llama.cpp runtime, and leaves no global behind.
      project("model", 15, { isolate: false }),
      // The shared papers and models in ../shared. Each shared paper is parsed once per run for
      // every file that reads it, in a folder this set-up makes (test/support/sharedParses.ts).
      // Its files share worker processes too, so pdf.js, the reader and the OCR modules load once
      // per worker, not once per file; each file disposes of its OCR workers and closes its cores.
      project("corpus", 15, { isolate: false, globalSetup: ["./test/support/sharedParsesSetup.ts"] }),
      // Chromium against `distillate serve`, runs included. Libraries that several files start from
      // are built once per run in a folder this set-up makes (test/support/sharedLibraries.ts).
      // Its files share worker processes too, so Playwright and the core's modules (for the files
      // that seed a library in the test process) load once per worker; each file still starts and
      // closes its own server and Chromium (test/support/servedApp.ts registers its hooks per file).
      project("e2e", 20, { isolate: false, globalSetup: ["./test/support/sharedLibrariesSetup.ts"] }),
    ],
  },
});
