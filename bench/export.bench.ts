// Export of a large library: the worker thread (what the app and server use) against the same
// code on the calling thread (the old way), for total time and for the longest stall of the
// calling thread's event loop, which is how long a window or a server call would wait. Then
// every format through the worker, each against plain JSONL in the same run (goal: < 10 s each).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { ExportRunner } from "../src-main/core/export/ExportRunner.ts";
import { ExportFormatSchema, isFolderFormat } from "../src-main/contract/exportFormat.ts";
import { runExport } from "../src-main/core/export/runExport.ts";
import { fileSink } from "../src-main/core/export/streamExport.ts";
import { seedLargeLibrary, seedRepeatRun } from "../test/support/largeLibrary.ts";
import { fmt, printTable } from "./support.ts";

const QAS = 100_000;
// Spread over papers so the splits, the corpus and the card have something to do.
const PAPERS = 100;

/** Records the longest gap between timer ticks (asked for every 5 ms) until stopped. */
function watchStalls(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-export-"));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-export-out-"));
  const databasePath = path.join(dataDir, "library.sqlite");
  const db = openDatabase(databasePath);
  for (let i = 0; i < PAPERS; i++) seedLargeLibrary(db, QAS / PAPERS, `large-${QAS}-${i}`);
  try {
    // Baseline: the export on this thread, as before (one synchronous loop over every record).
    let watch = watchStalls();
    await pause(20);
    let start = performance.now();
    const fd = fs.openSync(path.join(outDir, "in-thread.jsonl"), "w");
    const sink = fileSink(fd);
    const { records } = await runExport(db, { format: "jsonl", selection: { query: {}, reviewer: "bench" } }, { kind: "file", sink });
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const inThreadMs = performance.now() - start;
    await pause(20);
    const inThreadStall = watch.stop();

    const exports = new ExportRunner({ dataDir, databasePath });
    watch = watchStalls();
    await pause(20);
    start = performance.now();
    const result = await exports.toFile({ out: path.join(outDir, "worker.jsonl"), format: "jsonl" });
    const workerMs = performance.now() - start;
    await pause(20);
    const workerStall = watch.stop();
    if (result.records !== records || result.bytes !== sink.bytes()) throw new Error("the two exports differ");

    printTable(`Export of ${QAS} QAs as JSONL (${fmt(result.bytes / 1024 / 1024)} MiB)`, [
      { case: "on the calling thread (baseline)", ms: fmt(inThreadMs, 0), "longest stall ms": fmt(inThreadStall, 0) },
      { case: "in a worker thread", ms: fmt(workerMs, 0), "longest stall ms": fmt(workerStall, 0) },
      { case: "ratio worker / baseline", ms: fmt(workerMs / inThreadMs, 2), "longest stall ms": fmt(workerStall / inThreadStall, 4) },
    ]);

    const rows: Record<string, string>[] = [];
    for (const format of ExportFormatSchema.options) {
      const out = path.join(outDir, isFolderFormat(format) ? `${format}-folder` : `all.${format}`);
      start = performance.now();
      const done = await exports.toFile({ out, format });
      const ms = performance.now() - start;
      rows.push({ format, ms: fmt(ms, 0), "ratio to JSONL": fmt(ms / workerMs, 2), records: String(done.records), MiB: fmt(done.bytes / 1024 / 1024), "under 10 s": ms < 10_000 ? "yes" : "NO" });
    }
    printTable(`Every format, ${QAS} QAs over ${PAPERS} papers, in the worker (JSONL above: ${fmt(workerMs, 0)} ms)`, rows);

    // Duplicates across runs: half the library's papers get a second run repeating their QAs, so
    // the export compares every QA of a paper with the other run's (the word vectors load too).
    const dupDir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-export-dup-"));
    const dupDb = openDatabase(path.join(dupDir, "library.sqlite"));
    try {
      const perPaper = QAS / PAPERS / 2;
      for (let i = 0; i < PAPERS; i++) seedRepeatRun(dupDb, seedLargeLibrary(dupDb, perPaper, `dup-${i}`).paperId, perPaper);
      const dupExports = new ExportRunner({ dataDir: dupDir, databasePath: path.join(dupDir, "library.sqlite") });
      const timed = async (keepDuplicates: boolean) => {
        const begin = performance.now();
        const done = await dupExports.toFile({ out: path.join(outDir, `dup-${keepDuplicates}.jsonl`), format: "jsonl", options: { keepDuplicates } });
        return { ms: performance.now() - begin, done };
      };
      const kept = await timed(true);
      const removed = await timed(false);
      printTable(`Duplicates across runs: ${QAS} QAs, ${PAPERS} papers with two runs of ${perPaper} QAs each, the second repeating the first`, [
        { case: "JSONL, duplicates kept", ms: fmt(kept.ms, 0), records: String(kept.done.records), removed: "0" },
        { case: "JSONL, duplicates removed (default)", ms: fmt(removed.ms, 0), records: String(removed.done.records), removed: String(removed.done.duplicatesRemoved) },
        { case: "ratio removed / kept", ms: fmt(removed.ms / kept.ms, 2), records: "", removed: "" },
      ]);
    } finally {
      closeDatabase(dupDb);
      fs.rmSync(dupDir, { recursive: true, force: true });
    }
  } finally {
    closeDatabase(db);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
