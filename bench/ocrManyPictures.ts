// A scanned page that draws thousands of tiny pictures, as OCR is handed it: the seconds and the
// peak memory of renderForOcr on one page of `OCR_BENCH_PICTURES` 8 x 8 pictures (each its own
// object), in a process of its own that only opens the file and renders that page. Before round
// 24, pdf.js decoded them all while it built the page's list of drawing operations, then drew
// them; now the list is counted as it is built, stopped past OCR_MAX_PAGE_PICTURES, and the page
// is refused with its reason.
// OCR_BENCH_REPEAT=1: the page draws ONE 8 x 8 picture (one object) that many times instead, as
// a tiled background does (round 25).
// OCR_BENCH_BIG=1: the page draws ONE page-sized 300 dpi picture that many times, each over the
// whole page: one decode, but a page of pixels a draw (round 25, drawn area).
// OCR_BENCH_TINY=<side>: the page draws ONE side x side picture that many times, each a 2 pt
// square: it covers almost no area, but pdf.js copies the whole picture to a canvas at each draw
// (round 26, pixels drawn).
// Run: OCR_BENCH_PICTURES=20000 [OCR_BENCH_REPEAT=1 | OCR_BENCH_BIG=1] nice -n 10 node bench/ocrManyPictures.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { hostileScanPdf, largeGreyPicture, stripedPagePicture } from "../test/support/hostileScanPdfs.ts";

const child = process.env["OCR_BENCH_CHILD_FILE"];
if (child) {
  const start = performance.now();
  const doc = await openPdf(new Uint8Array(fs.readFileSync(child)), "many-pictures.pdf");
  let outcome: string;
  try {
    const image = await doc.renderForOcr(1);
    outcome = `rendered (${image.pgm.length.toLocaleString("en-US")} bytes of grey for OCR to read)`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  const seconds = (performance.now() - start) / 1000;
  await doc.close();
  console.log(`${seconds.toFixed(1)} s, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; ${outcome}`);
} else {
  const count = Number(process.env["OCR_BENCH_PICTURES"] ?? 20_000);
  const repeat = process.env["OCR_BENCH_REPEAT"] === "1";
  const big = process.env["OCR_BENCH_BIG"] === "1";
  const tiny = Number(process.env["OCR_BENCH_TINY"] ?? 0);
  const bytes = hostileScanPdf([tiny ? { picture: largeGreyPicture(tiny), draws: count, drawnSide: 2 } : big ? { picture: stripedPagePicture(), draws: count } : repeat ? { repeatedPicture: count } : { tinyPictures: count }]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ocr-many-pictures-")), "page.pdf");
  fs.writeFileSync(file, bytes);
  // pdf.js warns once for each picture the text copy leaves out: not this bench's output.
  const line = execFileSync(process.execPath, [import.meta.filename], { env: { ...process.env, OCR_BENCH_CHILD_FILE: file }, stdio: ["ignore", "pipe", "ignore"], encoding: "utf8" });
  console.log(`${count.toLocaleString("en-US")} ${tiny ? `2 pt draws of one ${tiny} x ${tiny} picture` : big ? "draws of one page-sized picture" : repeat ? "draws of one picture" : "pictures"} (${(bytes.length / 1e6).toFixed(1)} MB file): ${line.trim()}`);
  fs.rmSync(path.dirname(file), { recursive: true });
}
