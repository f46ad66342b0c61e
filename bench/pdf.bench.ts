// PDF import: the full import (parse in the worker pool, structure, one SQLite transaction per
// paper) against poppler's pdftotext (text only, no structure, one process at a time) on the same
// shared papers, in the same run. Besides pages per second it says where the CPU time went (main
// thread, parse workers, other processes on the machine), since the goal is every core busy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportResult } from "../src-main/contract/importResults.ts";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { importPapers } from "../src-main/core/documents/importPapers.ts";
import { ParserPool } from "../src-main/core/documents/pool/ParserPool.ts";
import { readPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { fmt, printTable } from "./support.ts";
import { ensurePdftotext, runPdftotext } from "./pdftotext.ts";
import { loadCurrentReader, loadPreviousReader } from "./previousReader.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../shared/fixtures");
/** The seven shared papers, then the wider sets when present: one batch, as a user would import a folder. */
const SETS = ["papers", "papers-wide", "papers-more"].map((name) => path.join(FIXTURES, name));
/** Needs a password the benchmark does not pass; measuring its failure says nothing. */
const SKIPPED = /hard-encrypted-userpw/;

const megabytes = (kib: number) => fmt(kib / 1024, 0);

export async function run(): Promise<void> {
  console.log("\nPDF import vs pdftotext");
  const sets = SETS.filter((dir) => fs.existsSync(dir));
  if (sets.length === 0) {
    console.log(`  skipped: ${SETS[0]} is absent (the shared papers sit beside the repository as ../shared/fixtures/papers).`);
    return;
  }
  const candidates = sets.flatMap((dir) => fs.readdirSync(dir).filter((name) => /\.pdf$/i.test(name) && !SKIPPED.test(name)).sort().map((name) => path.join(dir, name)));
  console.log(`  files from ${sets.map((dir) => path.relative(FIXTURES, dir)).join(" and ")}; ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} before the run`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-pdf-"));
  const rssBefore = process.resourceUsage().maxRSS;
  const pool = new ParserPool();
  try {
    // Cold pass over every candidate: starts the workers, loads pdf.js in them, and finds which
    // files are readable. Its library is thrown away.
    const cold = await timedImport(candidates, pool, path.join(dir, "cold.sqlite"));
    const failed = cold.results.filter((r) => r.status !== "imported");
    for (const r of failed) console.log(`  skipped ${path.basename(r.file)}: ${r.error?.name ?? r.status}`);
    const readable = cold.results.filter((r) => r.status === "imported").map((r) => r.file);
    if (readable.length === 0) {
      console.log("  skipped: no readable PDF among the shared papers.");
      return;
    }

    // Warm pass, measured: the readable files into a fresh library.
    const warm = await timedImport(readable, pool, path.join(dir, "warm.sqlite"));
    const pages = new Map(warm.results.map((r) => [r.file, r.pages ?? 0]));
    const totalPages = [...pages.values()].reduce((a, b) => a + b, 0);
    const importRate = totalPages / warm.seconds;
    const rssAfterImport = process.resourceUsage().maxRSS;
    // The longest paper alone: the app's pool reads it on one worker; a pool that shares its
    // pages (as the app shares a scan's) beside it, for what sharing text pages would give.
    const longest = [...pages.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const alone = await timedImport([longest[0]], pool, path.join(dir, "alone.sqlite"));
    const sharing = new ParserPool({ size: pool.size, sharePagesFrom: 4 });
    let aloneShared: Timed;
    try {
      // Warmed on every file, as the app's pool was, so both compare with pdf.js fully compiled.
      await timedImport(readable, sharing, path.join(dir, "alone-shared-cold.sqlite"));
      aloneShared = await timedImport([longest[0]], sharing, path.join(dir, "alone-shared.sqlite"));
    } finally {
      await sharing.dispose();
    }

    await compareWithPreviousReader(readable, totalPages);

    // The ceiling for any pdf.js-based reader: text extraction alone, one thread, no layout.
    const extractionSeconds = await timedExtraction(readable);
    const poppler = ensurePdftotext() ? runPdftotext(readable, dir) : null;
    const popplerSeconds = poppler ? [...poppler.values()].reduce((a, b) => a + b.ms, 0) / 1000 : NaN;
    const popplerRate = totalPages / popplerSeconds;
    const popplerCpuMs = poppler && [...poppler.values()].every((r) => r.cpuMs !== null) ? [...poppler.values()].reduce((a, b) => a + b.cpuMs!, 0) : NaN;
    const absent = "pdftotext absent";

    printTable(`Per file (import: ${pool.size} workers, so files overlap, and a file's time runs from its read to its stored row, its wait for a worker included; pdftotext: one process at a time)`, readable.map((file) => ({
      file: path.basename(file),
      pages: pages.get(file) ?? 0,
      "import ms": fmt(warm.perFileMs.get(file) ?? NaN, 0),
      "pdftotext ms": poppler ? fmt(poppler.get(file)!.ms, 0) : absent,
      "pdftotext peak RSS MB": poppler?.get(file)?.maxRssKib ? megabytes(poppler.get(file)!.maxRssKib!) : "-",
    })));
    printTable(`Throughput over ${readable.length} files, ${totalPages} pages`, [
      { case: `import, cold (all ${candidates.length} candidates, failing ones too; worker start-up)`, seconds: fmt(cold.seconds, 2), "pages/s": "-", ...cpuColumns(cold) },
      { case: `import, warm (${pool.size} parse workers + SQLite writes)`, seconds: fmt(warm.seconds, 2), "pages/s": fmt(importRate), ...cpuColumns(warm) },
      { case: `the longest paper alone (${longest[1]} pages), ${pool.size} workers (one reads a born-digital paper)`, seconds: fmt(alone.seconds, 2), "pages/s": fmt(longest[1] / alone.seconds), ...cpuColumns(alone) },
      { case: `the longest paper alone, ${pool.size} workers sharing its pages (as a scan's are)`, seconds: fmt(aloneShared.seconds, 2), "pages/s": fmt(longest[1] / aloneShared.seconds), ...cpuColumns(aloneShared) },
      { case: "pdf.js getTextContent only, 1 thread (ceiling per core)", seconds: fmt(extractionSeconds, 2), "pages/s": fmt(totalPages / extractionSeconds) },
      { case: "pdftotext, sequential (baseline)", seconds: poppler ? fmt(popplerSeconds, 2) : absent, "pages/s": poppler ? fmt(popplerRate) : absent },
      { case: "ratio import (warm) / pdftotext", seconds: "", "pages/s": poppler ? fmt(importRate / popplerRate, 2) : absent },
    ]);
    // Pages per CPU-second hardly depend on what else the machine runs, unlike pages per second.
    const importCpuMsPerPage = (warm.coresBusy * warm.seconds * 1000) / totalPages;
    const popplerCpuMsPerPage = popplerCpuMs / totalPages;
    printTable("CPU time per page (user + system, all threads)", [
      { case: "import, warm", "CPU ms/page": fmt(importCpuMsPerPage, 1) },
      { case: "pdftotext (GNU time)", "CPU ms/page": Number.isFinite(popplerCpuMsPerPage) ? fmt(popplerCpuMsPerPage, 1) : poppler ? "no /usr/bin/time" : absent },
      { case: "ratio import / pdftotext", "CPU ms/page": Number.isFinite(popplerCpuMsPerPage) ? fmt(importCpuMsPerPage / popplerCpuMsPerPage, 2) : "-" },
    ]);
    console.log(
      "cores busy: CPU time of this process over wall time, split into its main thread (reading, hashing, storing), the parse workers' threads, and other threads (V8's garbage-collection helpers, libuv's pool). workers fed: the share of the " +
        "workers' time spent running a parse rather than waiting for one (1.00 = never idle; a worker that waits for a " +
        "core still counts as fed). machine idle: cores left idle by every process, so busy minus ours is other processes' load.",
    );
    console.log(
      `Peak RSS of this process: ${megabytes(rssBefore)} MB before the import, ${megabytes(rssAfterImport)} MB after it. ` +
        "The parse workers are threads of this process, so this covers them and the main thread together " +
        "(a high-water mark: it also includes the benchmark's own bookkeeping). pdftotext's peak is per child " +
        "process, read with /usr/bin/time when present.",
    );
  } finally {
    await pool.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The reader of this checkout against the one at the baseline commit (main, or BENCH_PDF_BASELINE),
 * on the same files in this process, one thread each, taking turns file by file so that the
 * machine's load falls on both alike: the previous figure beside the new one.
 */
/** Files each reader parses, uncounted, before the timed rounds. */
const WARM_UP_FILES = 8;

export async function compareWithPreviousReader(files: string[], totalPages: number, rounds = 3): Promise<void> {
  const previous = await loadPreviousReader();
  if (typeof previous === "string") {
    console.log(`  previous reader skipped: ${previous}`);
    return;
  }
  const current = await loadCurrentReader();
  try {
    const ms = { current: 0, previous: 0 };
    // CPU time of this thread's parse as well: on a loaded machine wall time measures the load.
    const cpuMs = { current: 0, previous: 0 };
    // An uncounted pass first: whichever reader ran first paid for pdf.js warming up (its code
    // compiled, its caches filled), which a run of the same reader against itself showed as a
    // 4-7% loss for this checkout.
    for (const file of files.slice(0, WARM_UP_FILES)) {
      const data = fs.readFileSync(file);
      for (const read of [current.parsePdf, previous.parsePdf]) await read(new Uint8Array(data), { file });
    }
    for (let round = 0; round < rounds; round++) {
      for (const [index, file] of files.entries()) {
        const data = fs.readFileSync(file);
        // Alternate which goes first file by file and round by round, so each goes first as often
        // on the same files (by round alone, three rounds put this checkout first twice).
        const order = (round + index) % 2 === 0 ? (["current", "previous"] as const) : (["previous", "current"] as const);
        for (const which of order) {
          const start = performance.now();
          const cpuStart = process.cpuUsage();
          await (which === "current" ? current : previous).parsePdf(new Uint8Array(data), { file });
          const cpu = process.cpuUsage(cpuStart);
          ms[which] += performance.now() - start;
          cpuMs[which] += (cpu.user + cpu.system) / 1000;
        }
      }
    }
    const pagesPerSecond = (total: number) => (rounds * totalPages) / (total / 1000);
    printTable(`Reader speed on this thread, ${files.length} files, ${totalPages} pages, ${rounds} rounds each (parse, read and structure)`, [
      { reader: `previous (${previous.commit})`, seconds: fmt(ms.previous / 1000, 2), "pages/s": fmt(pagesPerSecond(ms.previous)), "pages per CPU-second": fmt(pagesPerSecond(cpuMs.previous)) },
      { reader: "this checkout", seconds: fmt(ms.current / 1000, 2), "pages/s": fmt(pagesPerSecond(ms.current)), "pages per CPU-second": fmt(pagesPerSecond(cpuMs.current)) },
      {
        reader: "ratio this / previous",
        seconds: "",
        "pages/s": fmt(pagesPerSecond(ms.current) / pagesPerSecond(ms.previous), 2),
        "pages per CPU-second": fmt(pagesPerSecond(cpuMs.current) / pagesPerSecond(cpuMs.previous), 2),
      },
    ]);
  } finally {
    previous.dispose();
    current.dispose();
  }
}

/** pdf.js text extraction alone (what every page costs before any layout analysis), on this thread. */
async function timedExtraction(files: string[]): Promise<number> {
  const start = performance.now();
  for (const file of files) await readPdf(new Uint8Array(fs.readFileSync(file)), file);
  return (performance.now() - start) / 1000;
}

type Timed = Awaited<ReturnType<typeof timedImport>>;

function cpuColumns(t: Timed): Record<string, string> {
  return {
    "cores busy": fmt(t.coresBusy, 2),
    "main thread cores": fmt(t.mainCores, 2),
    "other threads cores": fmt(t.otherCores, 2),
    "workers fed": fmt(t.workersFed, 2),
    "machine idle cores": t.machineIdleCores === null ? "-" : fmt(t.machineIdleCores, 2),
  };
}

/** Imports into a new library; per-file time runs from the file's start event to its result. */
async function timedImport(files: string[], pool: ParserPool, database: string) {
  const db = openDatabase(database);
  const startedAt = new Map<string, number>();
  const perFileMs = new Map<string, number>();
  const usageStart = await pool.usage();
  const machineStart = machineCpu();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const mainStart = process.threadCpuUsage();
  let results: ImportResult[];
  try {
    results = await importPapers(db, files, {
      pool,
      onProgress(event) {
        if (event.type === "started") startedAt.set(event.file, performance.now());
        if (event.type === "finished") perFileMs.set(event.result.file, performance.now() - startedAt.get(event.result.file)!);
      },
    });
  } finally {
    closeDatabase(db);
  }
  const ms = performance.now() - start;
  // process.cpuUsage() counts every thread of the process, the workers included.
  const cpu = process.cpuUsage(cpuStart);
  const main = process.threadCpuUsage(mainStart);
  const machineEnd = machineCpu();
  const usage = await pool.usage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const workerCpuMs = usage.cpuMs - usageStart.cpuMs;
  // Workers started during the pass count from their start; the others from the pass's start.
  const workerMs = usage.workers * ms;
  return {
    results,
    perFileMs,
    seconds: ms / 1000,
    coresBusy: cpuMs / ms,
    mainCores: (main.user + main.system) / 1000 / ms,
    // V8's garbage-collection helpers (which mostly clean up after pdf.js in the workers) and libuv's pool.
    otherCores: (cpuMs - workerCpuMs - (main.user + main.system) / 1000) / ms,
    workersFed: workerMs > 0 ? (usage.busyMs - usageStart.busyMs) / workerMs : 0,
    machineIdleCores: machineStart && machineEnd ? ((machineEnd.idle - machineStart.idle) / (machineEnd.total - machineStart.total)) * os.availableParallelism() : null,
  };
}

/** Jiffies since boot from /proc/stat (Linux), for the machine's idle share; null elsewhere. */
function machineCpu(): { idle: number; total: number } | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3]! + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}
