// OCR of scanned papers: the shared born-digital papers' first pages scanned (300 and 200 dpi,
// 300 dpi JPEG, 200 dpi turned 1.5 degrees; test/support/scannedPdfs.ts, as bench/makeScans.ts
// makes them), read by Distillate's OCR (tesseract.js in its worker thread) and, as the baseline,
// by Debian's `tesseract` command on the very same page images, in the same run.
// Figures: character accuracy of the body text against what the reader reads from the
// born-digital pages; title, abstract and body sentences against the shared truth beside the
// born-digital figures; authors against the born-digital reading's own (names matched as the
// corpus tests match them, with the names invented); seconds per page (wall clock and CPU) and peak memory of both engines.
// Like for like: one thread each (tesseract.js's WebAssembly build has one; the command runs with
// OMP_THREAD_LIMIT=1), LSTM only, automatic page segmentation, the very pixels handed to both as
// the same grey PGM; the command once with Debian's model (tessdata_fast) and once with the model
// Distillate reads (tessdata_best in integers, from @tesseract.js-data/eng). tesseract.js's start
// (core and model read once per worker) is timed apart. On a shared machine the CPU columns are
// the ones to compare: the wall clock measures the other work as much as the engines.
//   OCR_BENCH_PAPERS (defaults to 3) papers from the OCR_BENCH_FROM-th (defaults to 0), OCR_BENCH_PAGES
//   (defaults to 2) first pages of each. OCR_BENCH_DUMP names a folder that gets both body texts
//   of every paper and scan (`<paper>.<scan>.ocr.txt` beside `<paper>.digital.txt`), to diff.
//   OCR_BENCH_KINDS (e.g. "300dpi,200dpi") reads only those scans (defaults to all four);
//   OCR_BENCH_COMMAND=0 leaves out the tesseract command (its columns stay empty).
//   OCR_BENCH_IMAGES names a folder that gets every page's picture (the grey PGM both engines read).
//   OCR_BENCH_SET names the shared folder of papers (defaults to "papers"; "papers-more",
//   "papers-styles", "papers-wide" hold papers the OCR rules were never tuned on).
//   The native engine (NativeOcrEngine: the installed command run by Distillate with its own model,
//   hOCR parsed into tesseract.js's structure) is read on the same pages as a row of its own: its
//   CPU is the command's (timed by a wrapper) and this process's hOCR parsing; "words differing"
//   counts the body's words one engine read and the other did not. OCR_BENCH_NATIVE=0 leaves it out;
//   OCR_BENCH_NATIVE_MODEL=system has that row read with the command's own language data (the
//   Settings choice "faster reading", systemTessdata.ts) instead of Distillate's model.
//   OCR_BENCH_CACHE names a folder that keeps what tesseract.js read of each page and reads it
//   back on the next run, so the rules are compared on the same OCR output and the machine's load
//   does not enter (speed columns then say "cached").
//   Clock s/page, whole paper (ocrWholePaper.ts; what a user waits for, issue 40's speed bar as a
//   user reads it): every scan imported whole by Distillate at its defaults beside Debian's command
//   run as a user runs it, in the same run, OCR_BENCH_WALL_ROUNDS rounds (defaults to 3) with the
//   pairs' median and range and the load; OCR_BENCH_WALL=0 leaves these rows out,
//   OCR_BENCH_PER_PAGE=0 leaves out everything else (the CPU rows: the engine's cost a page).
//   OCR_BENCH_DIR names a folder of born-digital PDFs with no shared truth instead of OCR_BENCH_SET
//   (test/support/ocrBenchFolder.ts): every .pdf in it, in name order (OCR_BENCH_PAPERS then defaults to all);
//   title and abstract are scored against the born-digital reading's own, and files that cannot
//   be read born-digital are listed as skipped with why.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import type { PageText } from "../src-main/core/documents/layout/types.ts";
import { NativeOcrEngine } from "../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { OcrEngine } from "../src-main/core/documents/ocr/OcrEngine.ts";
import { findSystemTessdata } from "../src-main/core/documents/ocr/systemTessdata.ts";
import { findTesseractCommand } from "../src-main/core/documents/ocr/tesseractCommand.ts";
import { installedOcrLanguages } from "../src-main/core/documents/ocr/ocrLanguages.ts";
import { ocrPageText } from "../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../src-main/core/documents/ParsedPaper.ts";
import type { Block } from "tesseract.js";
import { SCAN_KINDS, scannedPdf, type ScanOptions } from "../test/support/scannedPdfs.ts";
import { differingWords } from "./differingWords.ts";
import { digitalReference, folderPapers } from "../test/support/ocrBenchFolder.ts";
import { wholePaperWall, type WholePaperScan } from "./ocrWholePaper.ts";
import { fmt, printTable } from "./support.ts";
import { scanWordsNowhere, SURE, type LostLine } from "../test/support/ocrWordsNowhere.ts";
import { norm } from "../test/support/normText.ts";

const FOLDER = process.env.OCR_BENCH_DIR;
const PAPERS = FOLDER ? path.resolve(FOLDER) : path.resolve(import.meta.dirname, "../../shared/fixtures", process.env.OCR_BENCH_SET ?? "papers");
/** A paper's name in the cache and dump files: a shared set's two-digit number, a folder's file name. */
const paperKey = (file: string) => (FOLDER ? file.replace(/\.pdf$/i, "") : file.slice(0, 2));
/** What title and abstract are scored against: the shared truth, or a folder's born-digital reading. */
const against = FOLDER ? " vs born-digital reading" : "";

export interface Truth {
  file: string;
  title?: string;
  abstract_start?: string;
  abstract_end?: string;
  body_sentences?: string[];
  hard_case?: string;
}

/** Text compared as read: Unicode compatibility forms, one kind of quote and dash, single spaces. */
export const normal = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();

/** Levenshtein distance, two rows. */
function distance(a: string, b: string): number {
  let previous = new Int32Array(b.length + 1).map((_, i) => i);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** The front matter and structure as read, for OCR_BENCH_DUMP's `.front.txt` files: what a scan gets wrong there shows in a diff. */
const frontText = (paper: ParsedPaper | null) =>
  paper
    ? [
        `title: ${paper.title ?? ""}`,
        `authors: ${(paper.authors ?? []).join("; ")}`,
        `abstract: ${paper.abstract ?? ""}`,
        ...paper.sections.map((s) => `section ${s.level}: ${s.heading}`),
        ...paper.passages.filter((p) => p.kind === "footnote").map((p) => `footnote: ${p.text}`),
      ].join("\n") + "\n"
    : "";
export const bodyText = (paper: ParsedPaper) => normal(paper.passages.filter((p) => p.kind === "paragraph" || p.kind === "abstract").map((p) => p.text).join(" "));
export const accuracy = (read: string, truth: string) => (truth.length === 0 ? 1 : Math.max(0, 1 - distance(read, truth) / truth.length));

/**
 * The characters of words one text has and the other lacks (each word counted as often as it
 * occurs, with its space), whatever their order: beside the edit distance, which counts a
 * passage read in another order as deleted and inserted again, it tells order from reading.
 */
/** Word bag as a share: like character accuracy, floored at 0 (a scan can add more words than its page holds). */
const wordBag = (bagErrors: number, truthChars: number) => Math.max(0, 1 - bagErrors / Math.max(1, truthChars));

function unmatchedWordChars(read: string, truth: string): number {
  const counts = new Map<string, number>();
  for (const w of truth.split(" ")) counts.set(w, (counts.get(w) ?? 0) + 1);
  let extra = 0;
  for (const w of read.split(" ")) {
    const left = counts.get(w) ?? 0;
    if (left > 0) counts.set(w, left - 1);
    else extra += w.length + 1;
  }
  let missing = 0;
  for (const [w, left] of counts) missing += left * (w.length + 1);
  return extra + missing;
}

/**
 * The installed command behind a wrapper that appends the CPU seconds it used to `log`: Node does
 * not tell a child's CPU time, and the native engine runs the command itself.
 */
function timedCommand(folder: string, log: string): string {
  const wrapper = path.join(folder, "timed-tesseract");
  const script = `import resource,subprocess,sys\nr=subprocess.run(["tesseract"]+sys.argv[1:])\nu=resource.getrusage(resource.RUSAGE_CHILDREN)\nopen(${JSON.stringify(log)},"a").write(f"{u.ru_utime+u.ru_stime}\\n")\nsys.exit(r.returncode)\n`;
  fs.writeFileSync(wrapper, `#!/usr/bin/env python3\n${script}`);
  fs.chmodSync(wrapper, 0o755);
  return wrapper;
}

/** Whether an abstract starts and ends as the truth says, compared as `same` reads both. */
function abstractMatches(abstract: string | null | undefined, truth: Truth, same: (text: string) => string): boolean {
  if (!abstract || !truth.abstract_start) return false;
  return same(abstract).startsWith(same(truth.abstract_start)) && (!truth.abstract_end || same(abstract).endsWith(same(truth.abstract_end)));
}

/**
 * A scan's authors against the born-digital reading of the same pages, names matched as the
 * corpus tests match them (normalised, case ignored): how many the scan found, and the names it
 * gave that the text layer does not have (a misread letter counts as one missed and one invented).
 */
function authorScores(paper: ParsedPaper | null, digital: ParsedPaper): { found: number; wanted: number; invented: number } {
  const wanted = digital.authors.map((a) => norm(a).toLowerCase());
  const got = (paper?.authors ?? []).map((a) => norm(a).toLowerCase());
  return { found: wanted.filter((a) => got.includes(a)).length, wanted: wanted.length, invented: got.filter((a) => !wanted.includes(a)).length };
}

export function truthScores(paper: ParsedPaper | null, truth: Truth, pages: number): { title: number; titleAnyCase: number; abstract: number; abstractNoSpaces: number; sentences: [number, number] } {
  const body = paper ? bodyText(paper) : "";
  const sentences = (truth.body_sentences ?? []).map(normal);
  return {
    // In the case printed: a title in small capitals read all in capitals is a title misread (the
    // case-blind count is kept beside it, to tell case from words).
    title: paper?.title && truth.title && normal(paper.title) === normal(truth.title) ? 1 : 0,
    titleAnyCase: paper?.title && truth.title && normal(paper.title).toLowerCase() === normal(truth.title).toLowerCase() ? 1 : 0,
    abstract: abstractMatches(paper?.abstract, truth, normal) ? 1 : 0,
    // The same with every space left out: OCR often drops the thin space of "0.35 V", a misread
    // of one character that the exact column counts as an abstract not found.
    abstractNoSpaces: abstractMatches(paper?.abstract, truth, (text) => normal(text).replace(/ /g, "")) ? 1 : 0,
    // Only the sentences the first `pages` pages print count (the born-digital read finds them).
    sentences: [sentences.filter((s) => body.includes(s)).length, pages],
  };
}

/**
 * Runs `tesseract` on a PNG with one thread (tesseract.js has one), LSTM only and automatic page
 * segmentation as Distillate asks for: seconds and the child's peak memory in MB. `tessdata`
 * chooses the model folder: Debian's own (its eng is tessdata_fast, a smaller network) or the
 * one Distillate reads (tessdata_best converted to integers), so like is compared with like.
 */
function tesseractCommand(png: string, tessdata?: string): { seconds: number; cpuSeconds: number; peakMb: number; ok: boolean } {
  const script = "import resource,subprocess,sys,time\nt=time.time()\nr=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL)\nu=resource.getrusage(resource.RUSAGE_CHILDREN)\nprint(time.time()-t, u.ru_maxrss, r.returncode, u.ru_utime+u.ru_stime)";
  const data = tessdata ? ["--tessdata-dir", tessdata] : [];
  const run = spawnSync("python3", ["-c", script, "tesseract", png, "stdout", ...data, "--oem", "1", "--psm", "3", "-l", "eng"], { encoding: "utf8", env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
  const [seconds, kib, code, cpu] = run.stdout.trim().split(/\s+/).map(Number);
  return { seconds: seconds ?? NaN, cpuSeconds: cpu ?? NaN, peakMb: (kib ?? NaN) / 1024, ok: code === 0 };
}

export async function run(): Promise<void> {
  console.log("\nOCR of scanned papers (tesseract.js) vs the tesseract command");
  if (!fs.existsSync(PAPERS)) {
    console.log(`  skipped: ${PAPERS} is absent.`);
    return;
  }
  // OCR_BENCH_COMMAND=0 leaves the command out: accuracy only, in half the time.
  const hasCommand = process.env.OCR_BENCH_COMMAND !== "0" && spawnSync("tesseract", ["--version"]).status === 0;
  if (!hasCommand && process.env.OCR_BENCH_COMMAND !== "0") console.log("  the tesseract command is absent (apt-get install tesseract-ocr): its column stays empty");
  const paperCount = Number(process.env.OCR_BENCH_PAPERS ?? (FOLDER ? Infinity : 3));
  const pageCount = Number(process.env.OCR_BENCH_PAGES ?? 2);
  let truths: Truth[];
  if (FOLDER) {
    const folder = await folderPapers(PAPERS, pageCount, bodyText);
    for (const skip of folder.skipped) console.log(`  skipped ${skip.file}: ${skip.reason}`);
    truths = folder.papers;
  } else {
    truths = JSON.parse(fs.readFileSync(path.join(PAPERS, "truth.json"), "utf8")) as Truth[];
  }
  // OCR_BENCH_FROM skips the first papers: a run on papers the rules were not tuned on.
  const from = Number(process.env.OCR_BENCH_FROM ?? 0);
  const wantedKinds = process.env.OCR_BENCH_KINDS?.split(",").map((k) => k.trim());
  const kinds = (Object.entries(SCAN_KINDS) as [string, ScanOptions][]).filter(([kind]) => !wantedKinds || wantedKinds.includes(kind));
  // A folder's paper whose born-digital reading found no title is still read (its body counts).
  const chosen = truths.filter((t) => !t.hard_case && (FOLDER || t.title)).slice(from, from + paperCount);
  const cache = process.env.OCR_BENCH_CACHE;
  if (cache) fs.mkdirSync(cache, { recursive: true });
  let usedCache = false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-ocr-"));
  if (FOLDER) console.log(`  ${FOLDER}: ${chosen.map((t) => t.file).join(", ")}; title and abstract against the born-digital reading`);
  console.log(`  ${chosen.length} papers, first ${pageCount} pages each; ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")}`);
  const engine = new OcrEngine({ pageTimeoutMs: 3_600_000 });
  const installed = process.env.OCR_BENCH_NATIVE !== "0" ? await findTesseractCommand() : null;
  const nativeLog = path.join(dir, "native-cpu.log");
  const system = installed && process.env.OCR_BENCH_NATIVE_MODEL === "system" ? await findSystemTessdata(installed) : null;
  if (process.env.OCR_BENCH_NATIVE_MODEL === "system" && !system) throw new Error("OCR_BENCH_NATIVE_MODEL=system: the tesseract command's own language data was not found");
  if (system) console.log(`  the native engine reads with the command's own language data (${system.languages.join(", ")})`);
  const native = installed ? new NativeOcrEngine({ command: { ...installed, file: timedCommand(dir, nativeLog) }, pageTimeoutMs: 3_600_000, ...(system ? { systemTessdata: system.folder } : {}) }) : null;
  const nativeRows: Record<string, string | number>[] = [];
  const nativeTotals = new Map<string, { errors: number; bagErrors: number; seconds: number; cpu: number; ownCpu: number; title: number; abstract: number; abstractNoSpaces: number; sentences: number; differing: number; words: number }>();
  const rows: Record<string, string | number>[] = [];
  const totals = new Map<string, { chars: number; errors: number; bagErrors: number; ocrSeconds: number; cmdSeconds: number; sameSeconds: number; ocrCpu: number; cmdCpu: number; sameCpu: number; pages: number; title: number; titleAnyCase: number; abstract: number; abstractNoSpaces: number; sentences: number; cmdPeak: number; authorsFound: number; authorsWanted: number; authorsInvented: number; sure: number; nowhere: number; nowhereOwn: number; nowhereFurniture: number }>();
  // Lines holding words tesseract read surely that the paper keeps nowhere (ocrWordsNowhere.ts).
  const lostLines: (LostLine & { paper: string; kind: string })[] = [];
  // The model Distillate reads, unpacked for the command: the like-for-like baseline.
  const sameData = path.join(dir, "tessdata");
  const english = installedOcrLanguages().find((l) => l.code === "eng");
  if (hasCommand && english) {
    fs.mkdirSync(sameData);
    fs.writeFileSync(path.join(sameData, "eng.traineddata"), zlib.gunzipSync(fs.readFileSync(path.join(english.langPath, "eng.traineddata.gz"))));
  }
  // The engine's start (the WebAssembly core and the model read once, kept for every later page,
  // as each parse worker keeps its engine) is timed apart: per page both sides are then reading.
  const startWall = performance.now();
  const startCpu = process.cpuUsage();
  await engine.recognize(new Uint8Array([...new TextEncoder().encode("P5\n8 8\n255\n"), ...new Array<number>(64).fill(255)]));
  const startUsed = process.cpuUsage(startCpu);
  console.log(`  tesseract.js started in ${fmt((performance.now() - startWall) / 1000, 1)} s (${fmt((startUsed.user + startUsed.system) / 1e6, 2)} s of CPU), once per worker`);
  const digitalTotals = { title: 0, abstract: 0, abstractNoSpaces: 0, sentences: 0 };
  const rssBefore = process.resourceUsage().maxRSS / 1024;
  const perPage = process.env.OCR_BENCH_PER_PAGE !== "0";
  const wallScans: WholePaperScan[] = [];
  try {
    for (const truth of chosen) {
      const bytes = new Uint8Array(fs.readFileSync(path.join(PAPERS, truth.file)));
      const digitalPaper = await digitalReference(bytes.slice(), pageCount, truth.file);
      const digitalText = bodyText(digitalPaper);
      const digitalScores = truthScores(digitalPaper, truth, pageCount);
      const dump = process.env.OCR_BENCH_DUMP;
      if (dump) {
        fs.mkdirSync(dump, { recursive: true });
        fs.writeFileSync(path.join(dump, `${paperKey(truth.file)}.digital.txt`), digitalText);
        fs.writeFileSync(path.join(dump, `${paperKey(truth.file)}.digital.front.txt`), frontText(digitalPaper));
      }
      digitalTotals.title += digitalScores.title;
      digitalTotals.abstract += digitalScores.abstract;
      digitalTotals.abstractNoSpaces += digitalScores.abstractNoSpaces;
      digitalTotals.sentences += digitalScores.sentences[0];
      for (const [kind, options] of kinds) {
        const scan = await scannedPdf(bytes.slice(), { ...options, pages: Array.from({ length: pageCount }, (_, i) => i + 1) });
        if (process.env.OCR_BENCH_WALL !== "0") wallScans.push({ paper: paperKey(truth.file), kind, pdf: scan.slice(), accuracy: (body) => accuracy(body, digitalText), normal });
        if (!perPage) continue;
        const doc = await openPdf(scan, `${truth.file} (${kind})`);
        const pages: PageText[] = [];
        const readBlocks: { blocks: Block[]; height: number }[] = [];
        const nativePages: PageText[] = [];
        let nativeSeconds = 0;
        let nativeCpu = 0;
        let nativeOwnCpu = 0;
        let ocrSeconds = 0;
        let cmdSeconds = 0;
        let sameSeconds = 0;
        // CPU seconds beside the wall clock: on a machine shared with other work the clock
        // measures the load as much as the engine; CPU time (all of this process's threads while
        // it waits on the tesseract.js thread, and the command's own) does not.
        let ocrCpu = 0;
        let cmdCpu = 0;
        let sameCpu = 0;
        let cmdPeak = 0;
        try {
          for (let n = 1; n <= doc.pageCount; n++) {
            const image = await doc.renderForOcr(n);
            // OCR_BENCH_IMAGES keeps every page's picture as handed to the engines, to time the command's settings on them apart.
            const images = process.env.OCR_BENCH_IMAGES;
            if (images) {
              fs.mkdirSync(images, { recursive: true });
              fs.writeFileSync(path.join(images, `${path.basename(PAPERS)}.${paperKey(truth.file)}.${kind}.${n}.pgm`), image.pgm);
            }
            const cached = cache ? path.join(cache, `${path.basename(PAPERS)}.${paperKey(truth.file)}.${kind}.${n}.json`) : null;
            let blocks: Block[];
            if (cached && fs.existsSync(cached)) {
              blocks = JSON.parse(fs.readFileSync(cached, "utf8")) as Block[];
              usedCache = true;
            } else {
              const started = performance.now();
              const cpu = process.cpuUsage();
              blocks = await engine.recognize(image.pgm);
              ocrSeconds += (performance.now() - started) / 1000;
              const used = process.cpuUsage(cpu);
              ocrCpu += (used.user + used.system) / 1e6;
              if (cached) fs.writeFileSync(cached, JSON.stringify(blocks));
            }
            // What OcrEngine.read adds to the raw read (kept in the cache as read): subscripts read again.
            blocks = await engine.readSubscripts(blocks, image.pgm);
            readBlocks.push({ blocks, height: image.height * image.scale });
            pages.push(ocrPageText(blocks, { pageNumber: n, width: image.width, height: image.height, rotate: 0, scale: image.scale, pgm: image.pgm }).text);
            if (native) {
              fs.rmSync(nativeLog, { force: true });
              const started = performance.now();
              const cpu = process.cpuUsage();
              const read = await native.recognize(image.pgm);
              nativeSeconds += (performance.now() - started) / 1000;
              const used = process.cpuUsage(cpu);
              // This process's share (writing the picture, parsing the hOCR) and the command's own.
              nativeCpu += (used.user + used.system) / 1e6 + Number(fs.readFileSync(nativeLog, "utf8").trim());
              nativeOwnCpu += (used.user + used.system) / 1e6;
              nativePages.push(ocrPageText(read, { pageNumber: n, width: image.width, height: image.height, rotate: 0, scale: image.scale, pgm: image.pgm }).text);
            }
            if (hasCommand) {
              // The very pixels tesseract.js was handed, in the same format (a grey PGM, which
              // the command also reads fastest: a 300 dpi RGBA PNG cost it 0.9 s more a page).
              const pgm = path.join(dir, `page.pgm`);
              fs.writeFileSync(pgm, image.pgm);
              const command = tesseractCommand(pgm);
              cmdSeconds += command.seconds;
              cmdCpu += command.cpuSeconds;
              const same = tesseractCommand(pgm, sameData);
              sameSeconds += same.seconds;
              sameCpu += same.cpuSeconds;
              cmdPeak = Math.max(cmdPeak, command.peakMb);
            }
          }
        } finally {
          await doc.close();
        }
        let paper: ParsedPaper | null = null;
        try {
          paper = paperFromPages({ pages, info: {} }, truth.file);
        } catch {
          // Nothing read: every score is 0.
        }
        const text = paper ? bodyText(paper) : "";
        const nowhere = scanWordsNowhere(readBlocks, paper, digitalPaper);
        const nowhereBody = nowhere.lost.filter((l) => l.where !== "page furniture");
        for (const line of nowhere.lost) lostLines.push({ ...line, paper: paperKey(truth.file), kind });
        if (dump) fs.writeFileSync(path.join(dump, `${paperKey(truth.file)}.${kind}.ocr.txt`), text);
        if (dump) fs.writeFileSync(path.join(dump, `${paperKey(truth.file)}.${kind}.front.txt`), frontText(paper));
        if (native) {
          let nativePaper: ParsedPaper | null = null;
          try {
            nativePaper = paperFromPages({ pages: nativePages, info: {} }, truth.file);
          } catch {
            // Nothing read: every score is 0.
          }
          const nativeText = nativePaper ? bodyText(nativePaper) : "";
          if (dump) fs.writeFileSync(path.join(dump, `${paperKey(truth.file)}.${kind}.native.txt`), nativeText);
          const scores = truthScores(nativePaper, truth, pageCount);
          const errors = Math.round((1 - accuracy(nativeText, digitalText)) * digitalText.length);
          const bagErrors = unmatchedWordChars(nativeText, digitalText);
          const differing = differingWords(nativeText, text);
          const t = nativeTotals.get(kind) ?? { errors: 0, bagErrors: 0, seconds: 0, cpu: 0, ownCpu: 0, title: 0, abstract: 0, abstractNoSpaces: 0, sentences: 0, differing: 0, words: 0 };
          nativeTotals.set(kind, {
            errors: t.errors + errors,
            bagErrors: t.bagErrors + bagErrors,
            seconds: t.seconds + nativeSeconds,
            cpu: t.cpu + nativeCpu,
            ownCpu: t.ownCpu + nativeOwnCpu,
            title: t.title + scores.title,
            abstract: t.abstract + scores.abstract,
            abstractNoSpaces: t.abstractNoSpaces + scores.abstractNoSpaces,
            sentences: t.sentences + scores.sentences[0],
            differing: t.differing + differing,
            words: t.words + text.split(" ").filter(Boolean).length,
          });
          nativeRows.push({ paper: truth.file.slice(0, 28), scan: kind, "char acc %": fmt(100 * accuracy(nativeText, digitalText), 2), title: `${scores.title}/${digitalScores.title}`, abstract: `${scores.abstract}/${digitalScores.abstract}`, sentences: `${scores.sentences[0]}/${digitalScores.sentences[0]}`, "words differing from tesseract.js": differing });
        }
        const errors = Math.round((1 - accuracy(text, digitalText)) * digitalText.length);
        const scores = truthScores(paper, truth, pageCount);
        const bagErrors = unmatchedWordChars(text, digitalText);
        const authors = authorScores(paper, digitalPaper);
        const total = totals.get(kind) ?? { chars: 0, errors: 0, bagErrors: 0, ocrSeconds: 0, cmdSeconds: 0, sameSeconds: 0, ocrCpu: 0, cmdCpu: 0, sameCpu: 0, pages: 0, title: 0, titleAnyCase: 0, abstract: 0, abstractNoSpaces: 0, sentences: 0, cmdPeak: 0, authorsFound: 0, authorsWanted: 0, authorsInvented: 0, sure: 0, nowhere: 0, nowhereOwn: 0, nowhereFurniture: 0 };
        totals.set(kind, {
          chars: total.chars + digitalText.length,
          errors: total.errors + errors,
          bagErrors: total.bagErrors + bagErrors,
          ocrSeconds: total.ocrSeconds + ocrSeconds,
          cmdSeconds: total.cmdSeconds + cmdSeconds,
          sameSeconds: total.sameSeconds + sameSeconds,
          ocrCpu: total.ocrCpu + ocrCpu,
          cmdCpu: total.cmdCpu + cmdCpu,
          sameCpu: total.sameCpu + sameCpu,
          pages: total.pages + pages.length,
          title: total.title + scores.title,
          titleAnyCase: total.titleAnyCase + scores.titleAnyCase,
          abstract: total.abstract + scores.abstract,
          abstractNoSpaces: total.abstractNoSpaces + scores.abstractNoSpaces,
          sentences: total.sentences + scores.sentences[0],
          cmdPeak: Math.max(total.cmdPeak, cmdPeak),
          authorsFound: total.authorsFound + authors.found,
          authorsWanted: total.authorsWanted + authors.wanted,
          authorsInvented: total.authorsInvented + authors.invented,
          sure: total.sure + nowhere.sure,
          nowhere: total.nowhere + nowhereBody.reduce((n, l) => n + l.lost, 0),
          nowhereOwn: total.nowhereOwn + nowhereBody.reduce((n, l) => n + l.digitalKeeps, 0),
          nowhereFurniture: total.nowhereFurniture + nowhere.lost.filter((l) => l.where === "page furniture").reduce((n, l) => n + l.lost, 0),
        });
        rows.push({
          paper: truth.file.slice(0, 28),
          scan: kind,
          "char acc %": fmt(100 * accuracy(text, digitalText), 2),
          "word bag %": fmt(100 * wordBag(bagErrors, digitalText.length), 2),
          title: `${scores.title}/${digitalScores.title}`,
          abstract: `${scores.abstract}/${digitalScores.abstract}`,
          "abstract, spaces ignored": `${scores.abstractNoSpaces}/${digitalScores.abstractNoSpaces}`,
          "authors (invented)": `${authors.found}/${authors.wanted} (${authors.invented})`,
          // A folder has no truth's sentences to look for: "-", not a 0 that reads as none found.
          sentences: FOLDER ? "-" : `${scores.sentences[0]}/${digitalScores.sentences[0]}`,
          "s/page ocr": usedCache ? "cached" : fmt(ocrSeconds / pages.length, 1),
          "s/page cmd": hasCommand ? fmt(cmdSeconds / pages.length, 1) : "-",
          [`sure words nowhere (of); born-digital keeps`]: `${nowhereBody.reduce((n, l) => n + l.lost, 0)} (${nowhere.sure}); ${nowhereBody.reduce((n, l) => n + l.digitalKeeps, 0)}`,
        });
      }
    }
  } finally {
    await engine.dispose();
    await native?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (perPage) printTables();
  if (wallScans.length > 0) await wholePaperWall(wallScans);

  function printTables(): void {
  printTable(FOLDER ? "Per paper and scan (title, abstract: scan/born-digital reading; no sentences without a truth)" : "Per paper and scan (title, abstract, sentences: scan/born-digital)", rows);
  const peak = process.resourceUsage().maxRSS / 1024;
  printTable(
    "Totals (s/page and CPU s/page: one page at a time, one thread against one thread; the engine's cost, not what a user waits for: see the clock rows at the end)",
    [...totals].map(([kind, t]) => ({
      scan: kind,
      // Every ratio below is over these pages: the n the figures stand on.
      "n pages": String(t.pages),
      "char acc %": fmt(100 * (1 - t.errors / Math.max(1, t.chars)), 2),
      "word bag %": fmt(100 * wordBag(t.bagErrors, t.chars), 2),
      [`titles${against}`]: `${t.title}/${chosen.length} (born-digital ${digitalTotals.title}; case aside ${t.titleAnyCase})`,
      [`abstracts${against}`]: `${t.abstract}/${chosen.length} (born-digital ${digitalTotals.abstract})`,
      [`abstracts, spaces ignored${against}`]: `${t.abstractNoSpaces}/${chosen.length} (born-digital ${digitalTotals.abstractNoSpaces})`,
      sentences: FOLDER ? "-" : `${t.sentences} (born-digital ${digitalTotals.sentences})`,
      "authors vs born-digital reading (invented)": `${t.authorsFound}/${t.authorsWanted} (${t.authorsInvented})`,
      [`words read with confidence >= ${SURE} kept nowhere (of); of these born-digital keeps; in page furniture`]: `${t.nowhere} (${t.sure}); ${t.nowhereOwn}; ${t.nowhereFurniture}`,
      "s/page ocr": usedCache ? "cached" : fmt(t.ocrSeconds / t.pages, 1),
      "s/page cmd": hasCommand ? fmt(t.cmdSeconds / t.pages, 1) : "-",
      "speed vs cmd": hasCommand && !usedCache ? `${fmt(t.cmdSeconds / t.ocrSeconds, 2)}x` : "-",
      "s/page cmd, same model": hasCommand && english ? fmt(t.sameSeconds / t.pages, 1) : "-",
      "speed vs same model": hasCommand && english && !usedCache ? `${fmt(t.sameSeconds / t.ocrSeconds, 2)}x` : "-",
      "CPU s/page ocr": usedCache ? "cached" : fmt(t.ocrCpu / t.pages, 2),
      "CPU s/page cmd": hasCommand ? fmt(t.cmdCpu / t.pages, 2) : "-",
      "CPU vs cmd": hasCommand && !usedCache ? `${fmt(t.cmdCpu / t.ocrCpu, 2)}x` : "-",
      "CPU s/page cmd, same model": hasCommand && english ? fmt(t.sameCpu / t.pages, 2) : "-",
      "CPU vs same model": hasCommand && english && !usedCache ? `${fmt(t.sameCpu / t.ocrCpu, 2)}x` : "-",
      "cmd peak MB": hasCommand ? fmt(t.cmdPeak, 0) : "-",
    })),
  );
  if (native && installed) {
    printTable(`The native engine (tesseract ${installed.version} run by Distillate, its model) per paper and scan`, nativeRows);
    printTable(
      "The native engine: totals, beside tesseract.js and the command on the same pages",
      [...nativeTotals].map(([kind, n]) => {
        const t = totals.get(kind)!;
        return {
          scan: kind,
          "n pages": String(t.pages),
          "char acc % native": fmt(100 * (1 - n.errors / Math.max(1, t.chars)), 2),
          "char acc % tesseract.js": fmt(100 * (1 - t.errors / Math.max(1, t.chars)), 2),
          "word bag % native": fmt(100 * wordBag(n.bagErrors, t.chars), 2),
          titles: `${n.title} (tesseract.js ${t.title})`,
          abstracts: `${n.abstract} (tesseract.js ${t.abstract})`,
          "abstracts, spaces ignored": `${n.abstractNoSpaces} (tesseract.js ${t.abstractNoSpaces})`,
          sentences: `${n.sentences} (tesseract.js ${t.sentences})`,
          "words differing": `${n.differing} of ${n.words}`,
          "s/page native": fmt(n.seconds / t.pages, 1),
          "CPU s/page native": fmt(n.cpu / t.pages, 2),
          // This process's threads while the command ran (the hOCR parsed, and whatever else ran then: V8's collector).
          "of which this process": fmt(n.ownCpu / t.pages, 2),
          "CPU vs cmd": hasCommand ? `${fmt(t.cmdCpu / n.cpu, 2)}x` : "-",
          "CPU vs same model": hasCommand && english ? `${fmt(t.sameCpu / n.cpu, 2)}x` : "-",
          "CPU vs tesseract.js": usedCache ? "-" : `${fmt(t.ocrCpu / n.cpu, 2)}x`,
        };
      }),
    );
  }
  // OCR_BENCH_LOST=1 lists every line that holds a sure word kept nowhere, to sort by cause.
  if (process.env.OCR_BENCH_LOST === "1") {
    console.log("\n  Lines with sure words kept nowhere, half of the line, three words, or one the born-digital reading keeps (paper scan page [x0,y0-x1,y1 px] lost/sure: text)");
    for (const l of lostLines.filter((l) => l.lost >= 3 || 2 * l.lost >= l.sure || l.digitalKeeps > 0)) console.log(`    ${l.paper} ${l.kind} p${l.page} [${l.box.x0},${l.box.y0}-${l.box.x1},${l.box.y1}] ${l.where === "page furniture" ? "furniture " : ""}${l.lost}/${l.sure}, born-digital keeps ${l.digitalKeeps}: ${l.text}`);
  }
  console.log(`  peak memory of this process (pdf.js, renders, the tesseract.js thread): ${fmt(peak, 0)} MB (${fmt(rssBefore, 0)} MB before the run)`);
  }
}
