// How large the runs list grows with the library, main beside this checkout in the same period:
// a library of RUNS finished runs (50,000 by default; every seventh a retry of the one before),
// stored on a real SQLite file, then `distillate runs --json` in a fresh process of each checkout
// (peak memory, bytes printed, exit code; both CLIs run their TypeScript sources), and, over this
// checkout's real loopback HTTP, the whole list in one answer (`runs.listRuns`) beside the pages of
// `runs.listRunsPage` (their sum is what one answer would have held). Prints figures, asserts nothing.
//   node bench/runListAnswers.ts [runs] [ref, default main]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { allRuns, RUNS_PAGE_MAX } from "../src-main/contract/runListPages.ts";
import { buildManyRunsLibrary } from "../test/support/manyRunsLibrary.ts";
import { printCliPeaks, printPagesRead, printWholeAnswer, withLibraryOverHttp } from "./pagedAnswerRun.ts";

const count = Number(process.argv[2] ?? 50_000);
const ref = process.argv[3] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-run-list-"));

try {
  const { dataDir } = await buildManyRunsLibrary(work, count);
  console.log(`a library of ${count.toLocaleString("en-US")} runs`);
  printCliPeaks(ref, work, ["runs", "--json", "--data-dir", dataDir]);
  await withLibraryOverHttp(work, dataDir, async (call) => {
    await printWholeAnswer(call, "runs.listRuns", []);
    await printPagesRead("runs.listRunsPage", "runs", allRuns, (after) => call("runs.listRunsPage", [{ after, limit: RUNS_PAGE_MAX }]));
  });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
