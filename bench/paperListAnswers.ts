// How large the paper list grows with the library, main beside this checkout in the same period:
// a library of PAPERS papers (100,000 by default) stored on a real SQLite file through the
// import's own repository, then `distillate papers --json` in a fresh process of each checkout
// (peak memory, bytes printed, exit code), and, over this checkout's real loopback HTTP, the whole
// list in one answer (`library.listPapers`) beside the pages of `library.listPapersPage` (their
// sum is what one answer would have held). Prints figures, asserts nothing.
//   node bench/paperListAnswers.ts [papers] [ref, default main]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { allPapers, PAPERS_PAGE_MAX } from "../src-main/contract/paperListPages.ts";
import { buildManyPapersLibrary } from "../test/support/manyPapersLibrary.ts";
import { printCliPeaks, printPagesRead, printWholeAnswer, withLibraryOverHttp } from "./pagedAnswerRun.ts";

const count = Number(process.argv[2] ?? 100_000);
const ref = process.argv[3] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-paper-list-"));

try {
  const dataDir = path.join(work, "data");
  await buildManyPapersLibrary(dataDir, count);
  console.log(`a library of ${count.toLocaleString("en-US")} papers`);
  printCliPeaks(ref, work, ["papers", "--json", "--data-dir", dataDir]);
  await withLibraryOverHttp(work, dataDir, async (call) => {
    await printWholeAnswer(call, "library.listPapers", []);
    await printPagesRead("library.listPapersPage", "papers", allPapers, (after) => call("library.listPapersPage", [{ after, limit: PAPERS_PAGE_MAX }]));
  });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
