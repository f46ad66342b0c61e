// PDF import: the full import (parse in the worker pool, structure, one SQLite transaction per
// paper) against poppler's pdftotext (text only, no structure, one process at a time) on the same
// shared papers, in the same run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportResult } from "../src-main/contract/papers.ts";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { importPapers } from "../src-main/core/documents/importPapers.ts";
import { ParserPool } from "../src-main/core/documents/pool/ParserPool.ts";
import { readPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { fmt, printTable } from "./support.ts";
import { ensurePdftotext, runPdftotext } from "./pdftotext.ts";

const PAPERS = path.resolve(import.meta.dirname, "../../shared/fixtures/papers");
/** Needs a password the benchmark does not pass; measuring its failure says nothing. */
const SKIPPED = /hard-encrypted-userpw/;

const megabytes = (kib: number) => fmt(kib / 1024, 0);

export async function run(): Promise<void> {
  console.log("\nPDF import vs pdftotext");
  if (!fs.existsSync(PAPERS)) {
    console.log(`  skipped: ${PAPERS} is absent (the shared papers sit beside the repository as ../shared/fixtures/papers).`);
    return;
  }
  const candidates = fs.readdirSync(PAPERS).filter((name) => /\.pdf$/i.test(name) && !SKIPPED.test(name)).sort().map((name) => path.join(PAPERS, name));
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

    // The ceiling for any pdf.js-based reader: text extraction alone, one thread, no layout.
    const extractionSeconds = await timedExtraction(readable);
    const poppler = ensurePdftotext() ? runPdftotext(readable, dir) : null;
    const popplerSeconds = poppler ? [...poppler.values()].reduce((a, b) => a + b.ms, 0) / 1000 : NaN;
    const popplerRate = totalPages / popplerSeconds;

    printTable(`Per file (import: ${pool.size} workers, so files overlap; pdftotext: one process at a time)`, readable.map((file) => ({
      file: path.basename(file),
      pages: pages.get(file) ?? 0,
      "import ms": fmt(warm.perFileMs.get(file) ?? NaN, 0),
      "pdftotext ms": poppler ? fmt(poppler.get(file)!.ms, 0) : "-",
      "pdftotext peak RSS MB": poppler?.get(file)?.maxRssKib ? megabytes(poppler.get(file)!.maxRssKib!) : "-",
    })));
    printTable(`Throughput over ${readable.length} files, ${totalPages} pages`, [
      { case: `import, cold (all ${candidates.length} candidates, failing ones too; worker start-up)`, seconds: fmt(cold.seconds, 2), "pages/s": "-" },
      { case: `import, warm (${pool.size} parse workers + SQLite writes; ${fmt(warm.coresBusy, 2)} cores busy)`, seconds: fmt(warm.seconds, 2), "pages/s": fmt(importRate) },
      { case: "pdf.js getTextContent only, 1 thread (ceiling per core)", seconds: fmt(extractionSeconds, 2), "pages/s": fmt(totalPages / extractionSeconds) },
      { case: "pdftotext, sequential (baseline)", seconds: poppler ? fmt(popplerSeconds, 2) : "-", "pages/s": poppler ? fmt(popplerRate) : "-" },
      { case: "ratio import / pdftotext", seconds: "", "pages/s": poppler ? fmt(importRate / popplerRate, 2) : "-" },
    ]);
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

/** Imports into a new library; per-file time runs from the file's start event to its result. */
/** pdf.js text extraction alone (what every page costs before any layout analysis), on this thread. */
async function timedExtraction(files: string[]): Promise<number> {
  const start = performance.now();
  for (const file of files) await readPdf(new Uint8Array(fs.readFileSync(file)), file);
  return (performance.now() - start) / 1000;
}

async function timedImport(files: string[], pool: ParserPool, database: string) {
  const db = openDatabase(database);
  const startedAt = new Map<string, number>();
  const perFileMs = new Map<string, number>();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
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
  const seconds = (performance.now() - start) / 1000;
  // process.cpuUsage() counts every thread of the process, the workers included.
  const cpu = process.cpuUsage(cpuStart);
  return { results, perFileMs, seconds, coresBusy: (cpu.user + cpu.system) / 1e6 / seconds };
}
