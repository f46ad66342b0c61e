// The picture OCR is handed for a scanned page, two ways in one process: what Distillate hands
// it (renderForOcr: the scan's own decoded pixels when the page is one picture, Round 19) and a
// rendering of the whole page by pdf.js at the same resolution (what it handed before). Prints,
// for each scan of each paper's first page, how many pixels differ (none: tesseract reads the
// very same picture, so what it reads is unchanged) and the seconds of each way (wall and CPU).
// Run: OCR_BENCH_SET=papers-wide OCR_BENCH_FROM=22 OCR_BENCH_PAPERS=14 node bench/ocrScanPixels.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_RENDER_PIXELS } from "../src-main/core/documents/layout/ocrPictureBudget.ts";
import { renderedPagePgm } from "../test/support/renderedPagePgm.ts";
import { SCAN_KINDS, scannedPdf } from "../test/support/scannedPdfs.ts";

const set = process.env["OCR_BENCH_SET"] ?? "papers";
const from = Number(process.env["OCR_BENCH_FROM"] ?? 0);
const count = Number(process.env["OCR_BENCH_PAPERS"] ?? 3);
const kinds = (process.env["OCR_BENCH_KINDS"] ?? Object.keys(SCAN_KINDS).join(",")).split(",");
const folder = path.join(import.meta.dirname, "..", "..", "shared", "fixtures", set);
const papers = fs.readdirSync(folder).filter((f) => f.endsWith(".pdf")).sort().slice(from, from + count);

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
    const before = await timed(() => renderedPagePgm(scan, { maxPixels: OCR_MAX_RENDER_PIXELS, maxImageSize: OCR_MAX_IMAGE_PIXELS }));
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
