// How true the "about N s left" of a scan's import is: a shared paper scanned whole (or its first
// pages) is read by the parse pool at its defaults (two workers, OCR on, the engine chosen as the
// settings leave it), every page's progress timed; then, at every progress, the time the estimate
// said was left beside the time that was left (the last page's end minus now). Two estimates from
// the same progress, so the load is the same for both: round 35's (the time since the import
// started over the pages read) and ocrTimeLeft's (the pace of the pages after the first OCR page).
//   node bench/ocrTimeLeft.ts [paper file name prefix, defaults to "13"] [pages, defaults to 8]
// Prints one row a progress, and each estimate's ratio to the truth (1 is right).
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { ocrTimeLeft } from "../src-main/core/documents/ocrTimeLeft.ts";
import type { PagesRead } from "../src-main/core/documents/pool/parserPoolOptions.ts";
import { ParserPool } from "../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../test/support/scannedPdfs.ts";
import { printTable } from "./support.ts";

const [prefix = "13", pageArg = "8"] = process.argv.slice(2);
const sharedFolder = path.resolve(import.meta.dirname, "../../shared/fixtures/papers");
const name = fs.readdirSync(sharedFolder).find((f) => f.startsWith(prefix) && f.endsWith(".pdf"));
if (!name) throw new Error(`No shared paper starts with "${prefix}".`);
const pages = Array.from({ length: Number(pageArg) }, (_, i) => i + 1);
const scan = await scannedPdf(new Uint8Array(fs.readFileSync(path.join(sharedFolder, name))), { dpi: 300, pages });

const events: { progress: PagesRead; at: number }[] = [];
const started = performance.now();
const pool = new ParserPool();
try {
  await pool.parse(scan, { file: name, ocr: { languages: ["eng"], engine: "automatic" }, onPage: (progress) => events.push({ progress, at: performance.now() }) });
} finally {
  await pool.dispose();
}
const end = events.at(-1)!.at;
const estimate = ocrTimeLeft();
const rows = events.map(({ progress, at }) => {
  const seconds = (at - started) / 1000;
  const old = progress.done < progress.total ? (seconds / progress.done) * (progress.total - progress.done) : 0;
  const now = estimate(progress, at);
  const truth = (end - at) / 1000;
  return { progress, seconds, old, now, truth };
});
printTable(
  "Time left, said against true, at each page read",
  rows.map((r) => ({
    "page done": `${r.progress.done}/${r.progress.total}`,
    "at s": r.seconds.toFixed(1),
    "left s (truth)": r.truth.toFixed(1),
    "round 35 s": r.old.toFixed(1),
    "round 35 ratio": r.truth > 0 ? (r.old / r.truth).toFixed(2) : "-",
    "after first page s": r.now === null ? "none yet" : String(r.now),
    "after first page ratio": r.now !== null && r.truth > 0 ? (r.now / r.truth).toFixed(2) : "-",
  })),
);
console.log(`${name}, ${pages.length} pages at 300 dpi; load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.availableParallelism()} cores`);
