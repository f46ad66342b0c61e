// Export of a large library: the worker thread (what the app and server use) against the same
// streaming code on the calling thread (the old way), for total time and for the longest stall
// of the calling thread's event loop, which is how long a window or a server call would wait.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { ExportRunner } from "../src-main/core/export/ExportRunner.ts";
import { fileSink, streamExport } from "../src-main/core/export/streamExport.ts";
import { seedLargeLibrary } from "../test/support/largeLibrary.ts";
import { fmt, printTable } from "./support.ts";

const QAS = 100_000;

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
  seedLargeLibrary(db, QAS);
  try {
    // Baseline: the export on this thread, as before (one synchronous loop over every record).
    let watch = watchStalls();
    await pause(20);
    let start = performance.now();
    const fd = fs.openSync(path.join(outDir, "in-thread.jsonl"), "w");
    const sink = fileSink(fd);
    const records = streamExport(db, sink, "jsonl", { query: {}, reviewer: "bench" });
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
  } finally {
    closeDatabase(db);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
