// Issue 40 asks for OCR at 0.8x Debian's command a page; round 33 found the model (best_int against
// Debian's tessdata_fast) holds the default under it, and rounds 13/16/31 that reading every page with
// the fast model loses text. This bench measures the middle way before anything is built: read each
// page with the fast model and read again with best_int only what the fast reading doubts.
// Each page is read by the installed command three ways, one thread, the same picture, turns
// rotated: the app's call on the command's own (fast) model, the app's call on Distillate's
// best_int, and Debian's command printing plain text (the bar). Two cascades are then scored from
// those readings:
//   page: the page read again with best_int when its words' mean confidence (fast) is under T;
//         CPU = fast + best_int on those pages (exact: both readings were timed).
//   line: each line whose words' mean confidence is under T takes best_int's words inside its box;
//         CPU estimated = fast + one command start + best_int's page CPU x the doubted lines' share
//         of the page's line area (optimistic: best_int read those lines with the page around them).
// Accuracy: the page read as a paper (ocrPageText, paperFromPages), body characters against the
// born-digital reading, titles and abstracts against the shared truth.
//   node bench/ocrCascade.ts [papers=6] [kinds=300dpi,200dpi]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Block, Line } from "tesseract.js";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { NativeOcrEngine } from "../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { ocrPageText } from "../src-main/core/documents/ocr/ocrPageText.ts";
import { findSystemTessdata } from "../src-main/core/documents/ocr/systemTessdata.ts";
import { findTesseractCommand } from "../src-main/core/documents/ocr/tesseractCommand.ts";
import { paperFromPages } from "../src-main/core/documents/parsePdf.ts";
import { digitalReference } from "../test/support/ocrBenchFolder.ts";
import { SCAN_KINDS, scannedPdf, type ScanOptions } from "../test/support/scannedPdfs.ts";
import { accuracy, bodyText, truthScores, type Truth } from "./ocr.bench.ts";
import { fmt, median, printTable } from "./support.ts";

const [papersArg = "6", kindsArg = "300dpi,200dpi"] = process.argv.slice(2);
const PAPERS = path.resolve(import.meta.dirname, "../../shared/fixtures/papers");
const START_CPU = 0.17; // one command start and model load (round 33: 0.15-0.20 s)
const THRESHOLDS = [0, 50, 60, 70, 75, 80, 85, 90, 95, 101];

function childCpu(): number {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const u = process.cpuUsage();
  return (Number(fields[13]) + Number(fields[14])) / 100 + (u.user + u.system) / 1e6;
}
async function cpuOf<T>(work: () => Promise<T> | T): Promise<{ value: T; cpu: number }> {
  const before = childCpu();
  const value = await work();
  return { value, cpu: childCpu() - before };
}

const lines = (blocks: Block[]): Line[] => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
const meanConf = (line: Line) => (line.words.length ? line.words.reduce((s, w) => s + w.confidence, 0) / line.words.length : 100);
const area = (line: Line) => (line.bbox.x1 - line.bbox.x0) * (line.bbox.y1 - line.bbox.y0);
function pageConf(blocks: Block[]): number {
  const words = lines(blocks).flatMap((l) => l.words);
  return words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 100;
}

/** The fast reading with each doubted line's words replaced by best_int's words centred in its box. */
function lineCascade(fast: Block[], best: Block[], threshold: number): { blocks: Block[]; share: number } {
  const bestWords = lines(best).flatMap((l) => l.words);
  const merged = structuredClone(fast);
  const all = lines(merged);
  const total = all.reduce((s, l) => s + area(l), 0);
  let doubted = 0;
  for (const line of all) {
    if (meanConf(line) >= threshold) continue;
    doubted += area(line);
    const { x0, y0, x1, y1 } = line.bbox;
    line.words = bestWords.filter((w) => {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      const cy = (w.bbox.y0 + w.bbox.y1) / 2;
      return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
    });
    line.text = line.words.map((w) => w.text).join(" ");
  }
  return { blocks: merged, share: total ? doubted / total : 0 };
}

interface PageReading {
  paper: string;
  kind: string;
  fast: Block[];
  best: Block[];
  cpu: { fast: number; best: number; bar: number };
  at: { pageNumber: number; width: number; height: number; rotate: number; scale: number; pgm: Uint8Array };
  truth: Truth;
  digital: string;
}

const installed = await findTesseractCommand();
if (!installed) throw new Error("no tesseract command installed");
const system = await findSystemTessdata(installed);
if (!system) throw new Error("the tesseract command's own language data was not found");
const fastEngine = new NativeOcrEngine({ command: installed, pageTimeoutMs: 3_600_000, systemTessdata: system.folder });
const bestEngine = new NativeOcrEngine({ command: installed, pageTimeoutMs: 3_600_000 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-ocrcascade-"));
const truths = (JSON.parse(fs.readFileSync(path.join(PAPERS, "truth.json"), "utf8")) as Truth[]).filter((t) => !t.hard_case && t.title).slice(0, Number(papersArg));
console.log(`${truths.length} papers, first page, ${kindsArg}; load ${os.loadavg().map((l) => fmt(l, 1)).join(" ")}`);
const readings: PageReading[] = [];
let turn = 0;
for (const truth of truths) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(PAPERS, truth.file)));
  const digital = bodyText(await digitalReference(bytes.slice(), 1, truth.file));
  for (const kind of kindsArg.split(",")) {
    const scan = await scannedPdf(bytes.slice(), { ...(SCAN_KINDS as Record<string, ScanOptions>)[kind]!, pages: [1] });
    const doc = await openPdf(scan, truth.file);
    const image = await doc.renderForOcr(1);
    await doc.close();
    const pgm = path.join(dir, "page.pgm");
    fs.writeFileSync(pgm, image.pgm);
    const cpu = { fast: 0, best: 0, bar: 0 };
    let fast: Block[] = [];
    let best: Block[] = [];
    const turns = [
      async () => ({ value: fast, cpu: cpu.fast } = await cpuOf(() => fastEngine.recognize(image.pgm))),
      async () => ({ value: best, cpu: cpu.best } = await cpuOf(() => bestEngine.recognize(image.pgm))),
      async () => ({ cpu: cpu.bar } = await cpuOf(() => spawnSync("tesseract", [pgm, "stdout"], { env: { ...process.env, OMP_THREAD_LIMIT: "1" }, stdio: "ignore" }))),
    ];
    for (let i = 0; i < turns.length; i++) await turns[(i + turn) % turns.length]!();
    turn++;
    readings.push({ paper: truth.file.slice(0, 2), kind, fast, best, cpu, at: { pageNumber: 1, width: image.width, height: image.height, rotate: 0, scale: image.scale, pgm: image.pgm }, truth, digital });
    console.log(`  ${truth.file.slice(0, 2)} ${kind}: fast ${fmt(cpu.fast, 2)} s, best_int ${fmt(cpu.best, 2)} s, Debian's command ${fmt(cpu.bar, 2)} s; fast page confidence ${fmt(pageConf(fast), 1)}; load ${fmt(os.loadavg()[0]!, 1)}`);
  }
}
await fastEngine.dispose();
await bestEngine.dispose();
fs.rmSync(dir, { recursive: true, force: true });

function score(r: PageReading, blocks: Block[]) {
  let paper = null;
  try {
    paper = paperFromPages({ pages: [ocrPageText(blocks, r.at).text], info: {} }, r.truth.file);
  } catch {
    // Nothing read: every score is 0.
  }
  const s = truthScores(paper, r.truth, 1);
  return { errors: Math.round((1 - accuracy(paper ? bodyText(paper) : "", r.digital)) * r.digital.length), chars: r.digital.length, title: s.title, abstract: s.abstract };
}

const halves: [string, (r: PageReading) => boolean][] = [
  ["A (papers 1st, 3rd, 5th)", (r) => truths.findIndex((t) => t.file.startsWith(r.paper)) % 2 === 0],
  ["B (papers 2nd, 4th, 6th)", (r) => truths.findIndex((t) => t.file.startsWith(r.paper)) % 2 === 1],
  ["all", () => true],
];
for (const [half, inHalf] of halves) {
  const set = readings.filter(inHalf);
  const rows: Record<string, string>[] = [];
  const row = (name: string, pick: (r: PageReading) => { blocks: Block[]; cpu: number }) => {
    let errors = 0, chars = 0, title = 0, abstract = 0;
    const ratios: number[] = [];
    let cpu = 0, bar = 0;
    for (const r of set) {
      const p = pick(r);
      const s = score(r, p.blocks);
      errors += s.errors; chars += s.chars; title += s.title; abstract += s.abstract;
      ratios.push(r.cpu.bar / p.cpu);
      cpu += p.cpu; bar += r.cpu.bar;
    }
    rows.push({ reading: name, "char acc %": fmt(100 * (1 - errors / chars), 2), titles: `${title}/${set.length}`, abstracts: `${abstract}/${set.length}`, "CPU s/page": fmt(cpu / set.length, 2), "vs command (median of pairs)": `${fmt(median(ratios), 2)}x`, "vs command (sums)": `${fmt(bar / cpu, 2)}x` });
  };
  row("best_int alone", (r) => ({ blocks: r.best, cpu: r.cpu.best }));
  row("fast alone", (r) => ({ blocks: r.fast, cpu: r.cpu.fast }));
  for (const t of THRESHOLDS.slice(1, -1)) row(`page again under ${t}`, (r) => (pageConf(r.fast) < t ? { blocks: r.best, cpu: r.cpu.fast + r.cpu.best } : { blocks: r.fast, cpu: r.cpu.fast }));
  for (const t of THRESHOLDS.slice(1)) {
    row(`lines again under ${t} (CPU estimated)`, (r) => {
      const c = lineCascade(r.fast, r.best, t);
      return { blocks: c.blocks, cpu: r.cpu.fast + (c.share > 0 ? START_CPU + c.share * r.cpu.best : 0) };
    });
  }
  printTable(`Half ${half}: n = ${set.length} page readings`, rows);
}
const lineShares = readings.map((r) => `${r.paper} ${r.kind}: ${THRESHOLDS.slice(1, -1).map((t) => `${t}→${fmt(100 * lineCascade(r.fast, r.best, t).share, 0)}%`).join(" ")}`);
console.log(`Doubted lines' share of line area, by threshold:\n  ${lineShares.join("\n  ")}`);
console.log(`load at the end ${os.loadavg().map((l) => fmt(l, 1)).join(" ")}`);
