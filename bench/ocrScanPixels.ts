// The picture OCR is handed for a scanned page, two ways in one process: what Distillate hands
// it (renderForOcr: the scan's own decoded pixels when the page is one picture, Round 19) and a
// rendering of the whole page by pdf.js at the same resolution (what it handed before). Prints,
// for each scan of each paper's first page, how many pixels differ (none: tesseract reads the
// very same picture, so what it reads is unchanged) and the seconds of each way (wall and CPU).
// Run: OCR_BENCH_SET=papers-wide OCR_BENCH_FROM=22 OCR_BENCH_PAPERS=14 node bench/ocrScanPixels.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { OCR_MAX_RENDER_PIXELS } from "../src-main/core/documents/layout/renderPageImage.ts";
import { SCAN_KINDS, scannedPdf } from "../test/support/scannedPdfs.ts";

const pdfjsRoot = fileURLToPath(new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));
const set = process.env["OCR_BENCH_SET"] ?? "papers";
const from = Number(process.env["OCR_BENCH_FROM"] ?? 0);
const count = Number(process.env["OCR_BENCH_PAPERS"] ?? 3);
const kinds = (process.env["OCR_BENCH_KINDS"] ?? Object.keys(SCAN_KINDS).join(",")).split(",");
const folder = path.join(import.meta.dirname, "..", "..", "shared", "fixtures", set);
const papers = fs.readdirSync(folder).filter((f) => f.endsWith(".pdf")).sort().slice(from, from + count);

/** The page rendered whole by pdf.js on white at up to 300 dpi, in grey, as the OCR picture was made before Round 19. */
async function renderedPage(pdf: Uint8Array): Promise<Uint8Array> {
  const task = getDocument({ data: pdf, standardFontDataUrl: `${pdfjsRoot}standard_fonts/`, useSystemFonts: false, disableFontFace: true, maxImageSize: 50_000_000, verbosity: 0 });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(1);
    const shown = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(300 / 72, Math.sqrt(OCR_MAX_RENDER_PIXELS / (shown.width * shown.height))) });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const header = new TextEncoder().encode(`P5\n${canvas.width} ${canvas.height}\n255\n`);
    const pgm = new Uint8Array(header.length + canvas.width * canvas.height);
    pgm.set(header);
    for (let i = 0, o = header.length; i < rgba.length; i += 4, o++) pgm[o] = (77 * rgba[i]! + 128 * rgba[i + 1]! + 51 * rgba[i + 2]! + 128) >> 8;
    return pgm;
  } finally {
    await task.destroy();
  }
}

/** Wall and CPU seconds of `run`. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const rows: Record<string, string | number>[] = [];
const totals = { pages: 0, differing: 0, pixels: 0, oldWall: 0, newWall: 0, oldCpu: 0, newCpu: 0 };
for (const file of papers) {
  const source = new Uint8Array(fs.readFileSync(path.join(folder, file)));
  for (const kind of kinds) {
    const scan = await scannedPdf(source, { ...SCAN_KINDS[kind], pages: [1] });
    const before = await timed(() => renderedPage(scan.slice()));
    const after = await timed(async () => {
      const doc = await openPdf(scan.slice(), file);
      try {
        return (await doc.renderForOcr(1)).pgm;
      } finally {
        await doc.close();
      }
    });
    let differing = 0;
    if (before.value.length !== after.value.length) differing = -1;
    else for (let i = 0; i < after.value.length; i++) if (before.value[i] !== after.value[i]) differing++;
    rows.push({ paper: file.slice(0, 2), kind, pixels: after.value.length, differing, "rendered s": before.wall.toFixed(2), "own pixels s": after.wall.toFixed(2), "rendered CPU s": before.cpu.toFixed(2), "own pixels CPU s": after.cpu.toFixed(2) });
    // Each row as it is measured: a long run shows its progress.
    console.error(JSON.stringify(rows.at(-1)));
    totals.pages++;
    totals.differing += Math.max(0, differing);
    totals.pixels += after.value.length;
    totals.oldWall += before.wall;
    totals.newWall += after.wall;
    totals.oldCpu += before.cpu;
    totals.newCpu += after.cpu;
  }
}
console.table(rows);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log(JSON.stringify({ pages: totals.pages, differingPixels: totals.differing, pixels: totals.pixels, renderedSecondsPerPage: (totals.oldWall / totals.pages).toFixed(2), ownPixelsSecondsPerPage: (totals.newWall / totals.pages).toFixed(2), renderedCpuPerPage: (totals.oldCpu / totals.pages).toFixed(2), ownPixelsCpuPerPage: (totals.newCpu / totals.pages).toFixed(2) }));
