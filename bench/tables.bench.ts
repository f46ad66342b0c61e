// Tables: how well the reader finds and rebuilds them, and what reading them costs.
// 1. Figures on the shared papers' truth (../shared/fixtures/papers-more/tables.json), then, when
//    DISTILLATE_TABULA_DIR names an extracted Tabula suite (scripts/extractTabulaSuite.ts), on the
//    ICDAR 2013 competition set and Tabula's own expected tables (docs/table-measures.md names
//    each figure and how it is computed); and when DISTILLATE_CAMELOT_DIR names an extracted
//    Camelot suite (scripts/extractCamelotSuite.ts), on Camelot's own expected tables; and when
//    DISTILLATE_DOCLING_DIR names an extracted Docling suite, on that suite (tablesDocling.ts, tuning
//    since round 17); and when DISTILLATE_DOCLINGEVAL_DIR names docling-eval's extracted CVAT
//    fixtures, on that suite (tablesDoclingEval.ts, held out in round 17, tuning from round 18); and
//    when DISTILLATE_PDFPARSEBENCH_DIR names pdf-parse-bench's extracted tables, on that suite, held
//    out from round 18, totals only (tablesPdfParseBench.ts); and when DISTILLATE_OLMOCR_DIR names
//    olmOCR-bench's extracted sample (scripts/extractOlmocrSampleSuite.ts), its unit tests on tables
//    and on the text read, unseen from round 35 (tablesOlmocrSample.ts); and when
//    DISTILLATE_PEERTESTS_DIR names the peers' own table tests (scripts/extractPeerTestsSuite.ts:
//    pdfplumber, PyMuPDF, tabula-py), what those tests assert, unseen from round 36 (tablesPeerTests.ts).
// 2. Reading time per page on those files: this checkout's reader against the reader at the
//    baseline commit (main, or BENCH_PDF_BASELINE, the reader before tables) in this process,
//    taking turns file by file.
// 2b. The table reader's own cost in CPU time (tableReaderCpu.ts): the rules pass and findTables
//    apart from the rest of reading, on the four shared sets and the suites above, this checkout
//    and BENCH_TABLES_CPU_BASELINE (main by default) by turns; BENCH_TABLES_CPU=0 skips it.
// 3. Bad input at 1x, 2x and 4x its size (a 5,000-row table, a page of 50,000 tiny text items, a
//    grid of 10,000 ruling lines, zero-width cells, a table whose rows never end, a page of 20,000
//    Type 3 symbols drawn at size 1 between tiny digits), each read in a
//    fresh process: time and peak memory against size, to show whether they grow in proportion.
//    BENCH_TABLES_SCALES ("1,2,4" by default) changes the sizes; BENCH_TABLES_HOSTILE=0 skips it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sharedAvailable, SHARED_PAPERS_MORE } from "../test/support/sharedFixtures.ts";
import { closeFontsPage } from "../test/support/hostileCloseFontsPdf.ts";
import { squashedSymbolsPage } from "../test/support/hostileSquashedPdf.ts";
import { endlessTable, longTable, rulingGrid, tinyItemsPage, zeroWidthCells, type HostilePdf } from "../test/support/tables/hostileTablePdfs.ts";
import { booktabsTable } from "../test/support/tables/layoutTablePdfs.ts";
import { printCamelot, printIcdar, printOtherPdfs, printTablesJson, printTabulaCases } from "../test/support/tables/printTableFigures.ts";
import type { ReadForTables } from "../test/support/tables/readForTables.ts";
import { camelotSuite, measureCamelot, measureIcdar, measureOtherTabulaPdfs, measureTablesJson, measureTabulaCases, tabulaSuite, TABLES_TRUTH } from "../test/support/tables/tableSuites.ts";
import { loadCurrentReader, loadPreviousReader } from "./previousReader.ts";
import { sharedPaperSuites, tableReaderCpu } from "./tableReaderCpu.ts";
import { doclingPart } from "./tablesDocling.ts";
import { doclingEvalPart } from "./tablesDoclingEval.ts";
import { olmocrSamplePart } from "./tablesOlmocrSample.ts";
import { peerTestsPart } from "./tablesPeerTests.ts";
import { pdfParseBenchPart } from "./tablesPdfParseBench.ts";
import { fmt, printTable } from "./support.ts";

export async function run(): Promise<void> {
  console.log("\nTables: found and rebuilt, on the shared papers and on suites the reader was not tuned on");
  const timed: { suite: string; reads: ReadForTables[] }[] = [];

  if (sharedAvailable(SHARED_PAPERS_MORE) && fs.existsSync(TABLES_TRUTH)) {
    const run = await measureTablesJson();
    printTablesJson("Shared papers (papers-more/tables.json): per table, then in total", run);
    timed.push({ suite: "shared papers (tables.json)", reads: run.reads });
  } else console.log(`  skipped the shared papers: ${TABLES_TRUTH} is absent.`);

  const suite = tabulaSuite();
  if ("skip" in suite) console.log(`  ${suite.skip}`);
  else {
    const icdar = await measureIcdar(suite.dir);
    printIcdar("ICDAR 2013 table competition set (Tabula's copy), in total (per table: npm run test:corpus -- tabulaSuite)", icdar, false);
    const cases = await measureTabulaCases(suite.dir);
    printTabulaCases("Tabula's expected tables (CSV/JSON)", cases);
    const others = await measureOtherTabulaPdfs(suite.dir);
    printOtherPdfs("Tabula's other PDFs (no expected output): read or refused", others, false);
    timed.push({ suite: "ICDAR 2013", reads: icdar.reads }, { suite: "Tabula's PDFs", reads: [...cases.reads, ...others.reads] });
  }

  const camelot = camelotSuite();
  if ("skip" in camelot) console.log(`  ${camelot.skip}`);
  else {
    const run = await measureCamelot(camelot.dir);
    printCamelot("Camelot's expected tables (tests/data.py), per tuning table, then in total and by part", run);
    timed.push({ suite: "Camelot's PDFs", reads: run.reads });
  }

  const docling = await doclingPart();
  if (docling) timed.push(docling);
  const doclingEval = await doclingEvalPart();
  if (doclingEval) timed.push(doclingEval);
  const pdfParseBench = await pdfParseBenchPart();
  if (pdfParseBench) timed.push(pdfParseBench);
  const olmocr = await olmocrSamplePart();
  if (olmocr) timed.push(olmocr);
  const peerTests = await peerTestsPart();
  if (peerTests) timed.push(peerTests);

  if (timed.length > 0) await readingTime(timed);
  if (process.env["BENCH_TABLES_CPU"] !== "0") {
    // The shared sets whole (the table papers of tables.json are among them), then the suites.
    const suites = timed.filter((t) => !t.suite.startsWith("shared")).map(({ suite, reads }) => ({ suite, files: reads.filter((r) => !r.error).map((r) => r.file) }));
    await tableReaderCpu([...sharedPaperSuites(), ...suites]);
  }
  if (process.env["BENCH_TABLES_HOSTILE"] !== "0") await hostileScaling();
}

/**
 * This checkout's reader and the baseline's on the same files, one thread, alternating which goes
 * first file by file, after a warm-up pass; files either reader refuses are left out.
 */
async function readingTime(suites: { suite: string; reads: ReadForTables[] }[], rounds = 2): Promise<void> {
  const previous = await loadPreviousReader();
  if (typeof previous === "string") {
    console.log(`  reading time skipped: ${previous}`);
    return;
  }
  const current = await loadCurrentReader();
  const timeRow = (suite: string, files: number, pages: number, now: number, before: number) => ({
    suite,
    files,
    pages,
    [`baseline (${previous.commit}) ms/page`]: fmt(before, 2),
    "this checkout ms/page": fmt(now, 2),
    "ratio this / baseline": fmt(now / before, 2),
  });
  console.log(
    "  The reader has no switch that leaves its table step out, so the time without it is the reader at the baseline commit (before tables), loaded beside this one.",
  );
  try {
    const rows: Record<string, string | number>[] = [];
    const all = { pages: 0, current: 0, previous: 0 };
    for (const { suite, reads } of suites) {
      const files = reads.filter((r) => !r.error).map((r) => ({ file: r.file, pages: r.pages.length }));
      const data = files.map((f) => new Uint8Array(fs.readFileSync(f.file)));
      for (const [i, f] of files.slice(0, 4).entries()) for (const read of [current.parsePdf, previous.parsePdf]) await read(data[i]!.slice(), { file: f.file }).catch(() => null);
      const ms = { current: 0, previous: 0 };
      for (let round = 0; round < rounds; round++) {
        for (const [i, f] of files.entries()) {
          const order = (round + i) % 2 === 0 ? (["current", "previous"] as const) : (["previous", "current"] as const);
          for (const which of order) {
            const start = performance.now();
            await (which === "current" ? current : previous).parsePdf(data[i]!.slice(), { file: f.file }).catch(() => null);
            ms[which] += performance.now() - start;
          }
        }
      }
      const pages = rounds * files.reduce((n, f) => n + f.pages, 0);
      all.pages += pages;
      all.current += ms.current;
      all.previous += ms.previous;
      rows.push(timeRow(suite, files.length, pages / rounds, ms.current / pages, ms.previous / pages));
    }
    rows.push(timeRow("all", rows.reduce((n, r) => n + Number(r["files"]), 0), all.pages / rounds, all.current / all.pages, all.previous / all.pages));
    printTable(`Reading time per page, ${rounds} rounds (pdf.js text, layout and structure, tables included in this checkout)`, rows);
  } finally {
    previous.dispose();
    current.dispose();
  }
}

interface Hostile {
  name: string;
  make: (scale: number) => Promise<HostilePdf>;
}

const HOSTILE: Hostile[] = [
  { name: "a table of 5,000 rows over pages", make: (s) => longTable(5000 * s) },
  { name: "a page of 50,000 tiny text items", make: (s) => tinyItemsPage(50_000 * s) },
  { name: "a grid of 10,000 ruling lines", make: (s) => rulingGrid(10_000 * s) },
  { name: "200 zero-width columns", make: (s) => zeroWidthCells(200 * s) },
  { name: "a table whose rows never end (100 pages)", make: (s) => endlessTable(100 * s) },
  // Each symbol sized from the nearest text on its baseline: main before round 27 looked through
  // every run of the page for each (88 s for 20,000 symbols, 3 s for 5,000).
  { name: "a page of 20,000 squashed Type 3 symbols", make: (s) => Promise.resolve(squashedSymbolsPage(20_000 * s)) },
  // Each font set close joins its letters over its own runs: main before round 28 walked all the
  // page's runs for each such font (the join alone 5.8 s of 8,000 fonts; pdf.js loading them costs more).
  { name: "a page of 2,000 fonts, each set close", make: (s) => Promise.resolve(closeFontsPage(2000 * s)) },
];

/** A generous limit per reading: past it the reading counts as stalled. */
const CHILD_LIMIT_MS = 10 * 60_000;

/** Reads `file` in a fresh process after `warmUp` (an ordinary paper that loads and warms the reader). */
function readInChild(warmUp: string, file: string): { ms: number; cpuMs: number; peakMiB: number; outcome: string } {
  const child = spawnSync(process.execPath, [path.join(import.meta.dirname, "tablesInputChild.ts"), warmUp, file], { encoding: "utf8", timeout: CHILD_LIMIT_MS, maxBuffer: 16 * 1024 * 1024 });
  if (child.error || child.status !== 0) return { ms: NaN, cpuMs: NaN, peakMiB: NaN, outcome: child.error ? `no answer in ${CHILD_LIMIT_MS / 1000} s` : `the reading process failed: ${child.stderr.trim().split("\n").at(-1)}` };
  const r = JSON.parse(child.stdout) as { ms: number; cpuMs: number; maxRssKiB: number; error?: string; tables?: number; rows?: number; cells?: number; doubts?: string[] };
  const outcome = r.error ?? `${r.tables} tables, ${r.rows} rows, ${r.cells} cells${r.doubts?.length ? `, doubts: ${r.doubts.join(", ")}` : ""}`;
  return { ms: r.ms, cpuMs: r.cpuMs, peakMiB: r.maxRssKiB / 1024, outcome };
}

export async function hostileScaling(): Promise<void> {
  const scales = (process.env["BENCH_TABLES_SCALES"] ?? "1,2,4").split(",").map(Number).filter((n) => n > 0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-tables-"));
  try {
    // The baseline: the same reading process on a one-page paper with one ordinary table.
    const plain = path.join(dir, "plain.pdf");
    fs.writeFileSync(plain, (await booktabsTable()).bytes);
    const base = readInChild(plain, plain);
    const rows: Record<string, string | number>[] = [
      { input: "baseline: a one-page paper with one table", size: "-", "read s": fmt(base.ms / 1000, 2), "CPU s": fmt(base.cpuMs / 1000, 2), "CPU / 1x": "-", "peak MiB": fmt(base.peakMiB, 0), "peak over baseline MiB": "0", "growth / 1x": "-", outcome: base.outcome },
    ];
    const verdicts: string[] = [];
    for (const h of HOSTILE) {
      let first: { cpuMs: number; over: number } | null = null;
      const times: { scale: number; cpuMs: number }[] = [];
      for (const scale of scales) {
        const pdf = await h.make(scale);
        const file = path.join(dir, `hostile-${scale}.pdf`);
        fs.writeFileSync(file, pdf.bytes);
        const r = readInChild(plain, file);
        fs.rmSync(file);
        const over = r.peakMiB - base.peakMiB;
        first ??= { cpuMs: r.cpuMs, over };
        times.push({ scale, cpuMs: r.cpuMs });
        rows.push({
          input: scale === scales[0] ? h.name : "",
          size: `${scale}x: ${pdf.size.toLocaleString("en")} ${pdf.unit}, ${(pdf.bytes.length / 1e6).toFixed(1)} MB`,
          "read s": fmt(r.ms / 1000, 2),
          "CPU s": fmt(r.cpuMs / 1000, 2),
          "CPU / 1x": fmt(r.cpuMs / first.cpuMs, 2),
          "peak MiB": fmt(r.peakMiB, 0),
          "peak over baseline MiB": fmt(over, 0),
          "growth / 1x": first.over > 1 ? fmt(over / first.over, 2) : "-",
          outcome: r.outcome,
        });
      }
      // How CPU time grows with size: the exponent of a power law through the smallest and largest
      // (CPU time, since on a shared machine wall time also measures the other processes).
      const a = times[0]!;
      const b = times.at(-1)!;
      if (times.length > 1 && Number.isFinite(a.cpuMs) && Number.isFinite(b.cpuMs)) {
        const k = Math.log(b.cpuMs / a.cpuMs) / Math.log(b.scale / a.scale);
        verdicts.push(`${h.name}: CPU time grows as size^${k.toFixed(2)} (${a.cpuMs < 50 ? "too quick to tell" : k <= 1.25 ? "linear" : "faster than linear"})`);
      }
    }
    printTable(`Bad input at ${scales.join("x, ")}x, each read in a fresh process after an ordinary paper (time and CPU time of that reading; peak RSS of the process)`, rows);
    for (const v of verdicts) console.log(`  ${v}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
