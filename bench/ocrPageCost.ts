// Where a scanned page's OCR time goes, beside Debian's `tesseract` command on the same picture,
// in the same process and rounds (issue 40's bar: Distillate's seconds a page at least 0.8x the
// command's). Each page: its text layer read and its picture rendered (pdf.js), read by the
// engine the app chooses (the installed command with Distillate's model, then subscript marks
// read again by tesseract.js) and by tesseract.js alone, then the words turned into the page's
// text (ocrPageText) and the page read as a paper (paperFromPages); the command runs on the very
// PGM as a user runs it (its defaults, OpenMP as shipped) and with one thread, Debian's model, and
// with one thread on Distillate's model (plain text: the model's share of the gap, apart from the
// app's outputs, rendering and rules).
// CPU is this process's (all threads) plus its waited-for children's (/proc/self/stat).
//   node bench/ocrPageCost.ts <folder of PDFs> [papers=4] [rounds=2] [kind=300dpi]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { writeCommandTessdata } from "../src-main/core/documents/ocr/commandTessdata.ts";
import { NativeOcrEngine } from "../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { OcrEngine } from "../src-main/core/documents/ocr/OcrEngine.ts";
import { ocrPageText } from "../src-main/core/documents/ocr/ocrPageText.ts";
import { findTesseractCommand } from "../src-main/core/documents/ocr/tesseractCommand.ts";
import { paperFromPages } from "../src-main/core/documents/parsePdf.ts";
import { SCAN_KINDS, scannedPdf, type ScanOptions } from "../test/support/scannedPdfs.ts";
import { fmt, printTable } from "./support.ts";

const [folder, papersArg = "4", roundsArg = "2", kind = "300dpi"] = process.argv.slice(2);
if (!folder) throw new Error("usage: node bench/ocrPageCost.ts <folder of PDFs> [papers] [rounds] [kind]");
const TICK = 100; // clock ticks a second (USER_HZ)

/** CPU seconds of this process's threads and of its children waited for so far. */
function cpuNow(): { own: number; children: number } {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  // After the name: state is field 0, so utime 11, stime 12, cutime 13, cstime 14.
  const u = process.cpuUsage();
  return { own: (u.user + u.system) / 1e6, children: (Number(fields[13]) + Number(fields[14])) / TICK };
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; wall: number; own: number; children: number }> {
  const before = cpuNow();
  const started = performance.now();
  const value = await work();
  const after = cpuNow();
  return { value, wall: (performance.now() - started) / 1000, own: after.own - before.own, children: after.children - before.children };
}

/**
 * Debian's command on a picture, printing plain text: with its own model, or with the language data
 * in `tessdata` (Distillate's, so the model's share of the gap is told from the app's outputs');
 * wall, CPU and peak MB, via a Python timer.
 */
function command(pgm: string, oneThread: boolean, tessdata?: string): { wall: number; cpu: number; peakMb: number } {
  const script = "import resource,subprocess,sys,time\nt=time.time()\nr=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL)\nu=resource.getrusage(resource.RUSAGE_CHILDREN)\nprint(time.time()-t, u.ru_maxrss, u.ru_utime+u.ru_stime)";
  const env = { ...process.env, ...(oneThread ? { OMP_THREAD_LIMIT: "1" } : {}) };
  const model = tessdata ? ["--tessdata-dir", tessdata, "-l", "eng", "--oem", "1", "--psm", "3"] : [];
  const run = spawnSync("python3", ["-c", script, "tesseract", pgm, "stdout", ...model], { encoding: "utf8", env });
  const [wall, kib, cpu] = run.stdout.trim().split(/\s+/).map(Number);
  return { wall: wall!, cpu: cpu!, peakMb: kib! / 1024 };
}

const files = fs.readdirSync(folder).filter((f) => f.endsWith(".pdf")).sort().slice(0, Number(papersArg));
const options = (SCAN_KINDS as Record<string, ScanOptions>)[kind]!;
const scans = await Promise.all(files.map(async (f) => ({ file: f, pdf: await scannedPdf(new Uint8Array(fs.readFileSync(path.join(folder, f))), { ...options, pages: [1] }) })));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-ocrcost-"));
const installed = await findTesseractCommand();
if (!installed) throw new Error("no tesseract command installed");
const builtIn = new OcrEngine({ pageTimeoutMs: 3_600_000 });
const native = new NativeOcrEngine({ command: installed, pageTimeoutMs: 3_600_000 });
const distillateTessdata = writeCommandTessdata(path.join(dir, "tessdata"), ["eng"]);
await builtIn.recognize(new Uint8Array([...new TextEncoder().encode("P5\n8 8\n255\n"), ...new Array<number>(64).fill(255)]));
console.log(`${files.length} pages (${kind}), ${roundsArg} rounds; ${os.availableParallelism()} cores, load ${os.loadavg().map((l) => fmt(l, 2)).join(" ")}`);
const sums = new Map<string, { wall: number; cpu: number; n: number; peak: number }>();
const add = (step: string, wall: number, cpu: number, peak = 0) => {
  const s = sums.get(step) ?? { wall: 0, cpu: 0, n: 0, peak: 0 };
  sums.set(step, { wall: s.wall + wall, cpu: s.cpu + cpu, n: s.n + 1, peak: Math.max(s.peak, peak) });
};
for (let round = 0; round < Number(roundsArg); round++) {
  for (const scan of scans) {
    const doc = await openPdf(scan.pdf.slice(), scan.file);
    const page = await timed(() => doc.readPage(1));
    add("1 text layer read (pdf.js)", page.wall, page.own);
    const render = await timed(() => doc.renderForOcr(1));
    add("2 picture rendered (pdf.js, grey PGM)", render.wall, render.own);
    const image = render.value;
    await doc.close();
    const at = { pageNumber: 1, width: image.width, height: image.height, rotate: 0, scale: image.scale, pgm: image.pgm };
    // Turns rotate from round to round, so neither side always runs on the quieter machine.
    const turns = [
      async () => {
        const read = await timed(() => native.recognize(image.pgm));
        add("3a app: the command, Distillate's model (hOCR+TSV)", read.wall, read.children + read.own);
        add("3b app: of which this process (picture written, hOCR parsed)", 0, read.own);
        const subs = await timed(() => builtIn.readSubscripts(read.value, image.pgm));
        add("3c app: subscript marks read again (tesseract.js)", subs.wall, subs.own);
        const text = await timed(() => ocrPageText(subs.value, at));
        add("4 words into the page's text (ocrPageText)", text.wall, text.own);
        const paper = await timed(() => paperFromPages({ pages: [text.value.text], info: {} }, scan.file));
        add("5 the page read as a paper (paperFromPages)", paper.wall, paper.own);
      },
      async () => {
        const read = await timed(() => builtIn.read(image.pgm));
        add("6 tesseract.js alone (built-in engine)", read.wall, read.own);
      },
      async () => {
        const pgm = path.join(dir, "page.pgm");
        fs.writeFileSync(pgm, image.pgm);
        const user = command(pgm, false);
        add("7 Debian's command as a user runs it", user.wall, user.cpu, user.peakMb);
        const one = command(pgm, true);
        add("8 Debian's command, one thread", one.wall, one.cpu, one.peakMb);
        const same = command(pgm, true, distillateTessdata);
        add("9 the command, one thread, Distillate's model, plain text", same.wall, same.cpu, same.peakMb);
      },
    ];
    for (let i = 0; i < turns.length; i++) await turns[(i + round) % turns.length]!();
  }
}
await builtIn.dispose();
await native.dispose();
fs.rmSync(dir, { recursive: true, force: true });
const row = (step: string) => sums.get(step)!;
const app = ["1 text layer read (pdf.js)", "2 picture rendered (pdf.js, grey PGM)", "3a app: the command, Distillate's model (hOCR+TSV)", "3c app: subscript marks read again (tesseract.js)", "4 words into the page's text (ocrPageText)"].map(row);
const appPage = { wall: app.reduce((s, r) => s + r.wall / r.n, 0), cpu: app.reduce((s, r) => s + r.cpu / r.n, 0) };
printTable("Seconds a page, by step (mean over pages and rounds)", [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([step, s]) => ({ step, "wall s": fmt(s.wall / s.n, 2), "CPU s": fmt(s.cpu / s.n, 2), "peak MB": s.peak ? fmt(s.peak, 0) : "-" })));
for (const name of ["7 Debian's command as a user runs it", "8 Debian's command, one thread", "9 the command, one thread, Distillate's model, plain text"]) {
  const c = row(name);
  console.log(`  app's page (steps 1-4) against ${name.slice(2)}: wall ${fmt(c.wall / c.n / appPage.wall, 2)}x, CPU ${fmt(c.cpu / c.n / appPage.cpu, 2)}x (app ${fmt(appPage.wall, 2)} s, ${fmt(appPage.cpu, 2)} s CPU)`);
}
const fast = row("8 Debian's command, one thread");
const best = row("9 the command, one thread, Distillate's model, plain text");
console.log(`  the model alone (the command, one thread, plain text): Debian's ${fmt(fast.cpu / fast.n, 2)} s against Distillate's ${fmt(best.cpu / best.n, 2)} s CPU, ${fmt(fast.cpu / fast.n / (best.cpu / best.n), 2)}x; n = ${fast.n} pages`);
console.log(`  peak memory of this process (pdf.js, tesseract.js's thread): ${fmt(process.resourceUsage().maxRSS / 1024, 0)} MB; load at the end ${os.loadavg().map((l) => fmt(l, 2)).join(" ")}`);
