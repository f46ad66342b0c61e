// How large the answers about one run grow with the run, main beside this checkout in the same
// period: a run that left ITEMS items without QAs (200,000 by default; every tenth failed), stored
// on a real SQLite file, then `distillate runs <id> --json` in a fresh process of each checkout
// (peak memory, bytes printed, exit code; both CLIs run their TypeScript sources), and, over this
// checkout's real loopback HTTP, the whole list in one answer (`runs.emptyItems`) beside the
// largest page of `runs.emptyItemsPage`. Prints figures, asserts nothing.
//   node bench/runItemsAnswers.ts [items] [ref, default main]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { allEmptyItems, RUN_ITEMS_PAGE_MAX } from "../src-main/contract/runItemsPages.ts";
import { buildLongRunLibrary } from "../test/support/longRunLibrary.ts";
import { printCliPeaks, printPagesRead, printWholeAnswer, withLibraryOverHttp } from "./pagedAnswerRun.ts";

const items = Number(process.argv[2] ?? 200_000);
const ref = process.argv[3] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-run-items-"));

try {
  const { dataDir, runId } = await buildLongRunLibrary(work, items);
  console.log(`run ${runId}: ${items.toLocaleString("en-US")} items without QAs`);
  printCliPeaks(ref, work, ["runs", String(runId), "--json", "--data-dir", dataDir]);
  await withLibraryOverHttp(work, dataDir, async (call) => {
    await printWholeAnswer(call, "runs.emptyItems", [runId]);
    await printPagesRead("runs.emptyItemsPage", "items", allEmptyItems, (after) => call("runs.emptyItemsPage", [runId, { after, limit: RUN_ITEMS_PAGE_MAX }]));
  });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
