// Tables on scanned pages: papers-more's tables.json (31 tables of 12 papers, and 4 papers with
// none) read from scans of its papers by OCR, scored as the tables.json corpus test scores the
// born-digital reading, beside that reading in the same run.
//
//   DISTILLATE_OCR_TABLES_DIR=<folder> node bench/tablesOnScans.ts
//
// The folder gets `pdfs/` (the scans: page 1 and every page holding a table, the page after a
// table that runs on; pages 1-2 of the papers with none; made on the first run, never committed)
// and `cache/` (what tesseract.js read of each page, read back on later runs, so rules are
// compared on the same OCR output and the machine's load does not enter). OCR_BENCH_KINDS chooses
// the scans (defaults to "300dpi,200dpi"). OCR_TABLES_PAPERS=63,65 reads only those papers.
import fs from "node:fs";
import path from "node:path";
import type { Block } from "tesseract.js";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import type { PageText } from "../src-main/core/documents/layout/types.ts";
import { OcrEngine } from "../src-main/core/documents/ocr/OcrEngine.ts";
import { ocrPageText } from "../src-main/core/documents/ocr/ocrPageText.ts";
import { withSidewaysTableRead } from "../src-main/core/documents/ocr/sidewaysTableRead.ts";
import { paperFromPages } from "../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../src-main/core/documents/ParsedPaper.ts";
import { SCAN_KINDS, scannedPdf } from "../test/support/scannedPdfs.ts";
import { printTablesJson } from "../test/support/tables/printTableFigures.ts";
import { readForTables, type ReadForTables } from "../test/support/tables/readForTables.ts";
import { measureTablesJson, TABLES_TRUTH } from "../test/support/tables/tableSuites.ts";
import { readTablesTruth, tablesTruthTotals } from "../test/support/tables/tablesJson.ts";

const folder = process.env.DISTILLATE_OCR_TABLES_DIR;
if (!folder) {
  console.error("usage: DISTILLATE_OCR_TABLES_DIR=<folder> node bench/tablesOnScans.ts");
  process.exit(2);
}
const kinds = (process.env.OCR_BENCH_KINDS ?? "300dpi,200dpi").split(",").map((k) => k.trim());
for (const kind of kinds) if (!SCAN_KINDS[kind]) throw new Error(`OCR_BENCH_KINDS: no scan kind "${kind}" (${Object.keys(SCAN_KINDS).join(", ")})`);
const only = process.env.OCR_TABLES_PAPERS?.split(",").map((p) => p.trim());
const truth = readTablesTruth(TABLES_TRUTH);
const wanted = (file: string) => !only || only.some((p) => path.basename(file).startsWith(p));

/** The pages scanned of a paper: page 1, each table's page (and the next where it runs on). */
function pagesOf(file: string): number[] {
  const tables = truth.tables.filter((t) => t.file === path.basename(file));
  const pages = new Set(tables.length > 0 ? [1] : [1, 2]);
  for (const t of tables) {
    pages.add(t.page);
    if (t.spansPages) pages.add(t.page + 1);
  }
  return [...pages].sort((a, b) => a - b);
}

const pdfs = path.join(folder, "pdfs");
const cache = path.join(folder, "cache");
fs.mkdirSync(pdfs, { recursive: true });
fs.mkdirSync(cache, { recursive: true });
const engine = new OcrEngine({ pageTimeoutMs: 3_600_000 });

async function scanOf(file: string, kind: string, pages: number[]): Promise<Uint8Array> {
  const target = path.join(pdfs, `${path.basename(file, ".pdf")}.${kind}.pdf`);
  if (fs.existsSync(target)) return new Uint8Array(fs.readFileSync(target));
  const scan = await scannedPdf(new Uint8Array(fs.readFileSync(file)), { ...SCAN_KINDS[kind], pages });
  fs.writeFileSync(`${target}.part`, scan);
  fs.renameSync(`${target}.part`, target);
  return scan;
}

/** Reads a scan as an import does (OCR page by page, then the reader), pages numbered as in the paper. */
async function readScan(file: string, kind: string, rules: boolean): Promise<ReadForTables> {
  const pages = pagesOf(file);
  const key = `${file} ${kind}`;
  const texts = (read.get(key) ?? read.set(key, await ocrPages(file, kind, pages)).get(key)!).map((p) => structuredClone(p));
  // Without them, the page as main read it before round 36: OCR gave the reader no rules.
  if (!rules) for (const page of texts) delete page.graphics;
  const started = performance.now();
  let paper: ParsedPaper | null = null;
  let error: ReadForTables["error"] = null;
  try {
    paper = paperFromPages({ pages: texts, info: {} }, file);
  } catch (e) {
    error = { name: (e as Error).name, message: (e as Error).message };
  }
  // The scan holds only some pages: its page n is the paper's pages[n - 1].
  const tables = (paper?.tables ?? []).map((t) => ({ ...t, page: pages[t.page - 1] ?? t.page, pages: t.pages.map((p) => pages[p - 1] ?? p) }));
  return { file, paper, error, tables, pages: texts, views: [], readMs: 0, structureMs: performance.now() - started };
}

const read = new Map<string, PageText[]>();

async function cachedRead(file: string, image: Uint8Array): Promise<Block[]> {
  const blocks = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Block[]) : await engine.recognize(image);
  if (!fs.existsSync(file)) fs.writeFileSync(file, JSON.stringify(blocks));
  return engine.readSubscripts(blocks, image);
}

async function ocrPages(file: string, kind: string, pages: number[]): Promise<PageText[]> {
  const scan = await scanOf(file, kind, pages);
  const doc = await openPdf(scan, `${path.basename(file)} (${kind})`);
  const texts: PageText[] = [];
  try {
    for (let n = 1; n <= doc.pageCount; n++) {
      const image = await doc.renderForOcr(n);
      const cached = path.join(cache, `${path.basename(file, ".pdf")}.${kind}.${n}.json`);
      let blocks: Block[];
      if (fs.existsSync(cached)) blocks = JSON.parse(fs.readFileSync(cached, "utf8")) as Block[];
      else {
        blocks = await engine.recognize(image.pgm);
        fs.writeFileSync(cached, JSON.stringify(blocks));
      }
      blocks = await engine.readSubscripts(blocks, image.pgm);
      const text = ocrPageText(blocks, { pageNumber: n, width: image.width, height: image.height, rotate: 0, scale: image.scale, pgm: image.pgm }).text;
      // A sideways table's second reading, on the picture turned upright, is cached beside the first.
      texts.push(await withSidewaysTableRead(text, blocks, image, (turned) => cachedRead(cached.replace(/\.json$/, ".turned.json"), turned)));
    }
  } finally {
    await doc.close();
  }
  return texts;
}

const digital = await measureTablesJson(async (file) => (wanted(file) ? readForTables(file) : emptyRead(file)));
printTablesJson(`Born-digital reading (whole papers${only ? `, papers ${only.join(", ")}` : ""})`, onlyWanted(digital));
try {
  for (const kind of kinds) {
    for (const rules of [false, true]) {
      const run = await measureTablesJson(async (file) => (wanted(file) ? readScan(file, kind, rules) : emptyRead(file)));
      printTablesJson(`Scans, ${kind} (page 1 and the tables' pages, read by OCR), ${rules ? "with" : "without"} the rules found on the page image`, onlyWanted(run));
    }
  }
} finally {
  await engine.dispose();
}

function emptyRead(file: string): ReadForTables {
  return { file, paper: null, error: null, tables: [], pages: [], views: [], readMs: 0, structureMs: 0 };
}

/** A run's scores and totals over the papers read (OCR_TABLES_PAPERS), the others left out. */
function onlyWanted(run: Awaited<ReturnType<typeof measureTablesJson>>) {
  if (!only) return run;
  const scores = run.scores.filter((s) => wanted(s.truth.file));
  const papers = run.papers.filter((p) => wanted(p.file));
  const without = papers.filter((p) => !truth.tables.some((t) => t.file === p.file)).reduce((sum, p) => sum + p.found, 0);
  const totals = tablesTruthTotals(papers.length, scores, papers.reduce((sum, p) => sum + p.falseTables, 0), without);
  return { ...run, scores, papers, totals };
}
