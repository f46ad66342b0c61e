// Makes scanned copies of the shared papers to read by OCR (bench:ocr, trying OCR by hand): each
// paper's pages rendered at 300 and 200 dpi, also stored as JPEG and turned 1.5 degrees, wrapped
// as image-only PDFs. Output goes to the folder given and is never committed.
//
//   node bench/makeScans.ts <out-folder> [paper.pdf ...] [--pages N]
//
// With no papers named, the born-digital papers of ../shared/fixtures/papers are scanned.
// --pages keeps the first N pages of each (defaults to all).
import fs from "node:fs";
import path from "node:path";
import { SCAN_KINDS, scannedPdf } from "../test/support/scannedPdfs.ts";

const args = process.argv.slice(2);
const pagesAt = args.indexOf("--pages");
const firstPages = pagesAt >= 0 ? Number(args.splice(pagesAt, 2)[1]) : undefined;
const [out, ...named] = args;
if (!out) {
  console.error("usage: node bench/makeScans.ts <out-folder> [paper.pdf ...] [--pages N]");
  process.exit(2);
}
const sharedPapers = path.resolve(import.meta.dirname, "../../shared/fixtures/papers");
const papers = named.length > 0 ? named : fs.readdirSync(sharedPapers).filter((f) => /^\d+-(?!hard).*\.pdf$/.test(f)).map((f) => path.join(sharedPapers, f));
fs.mkdirSync(out, { recursive: true });
for (const paper of papers) {
  const bytes = new Uint8Array(fs.readFileSync(paper));
  for (const [kind, options] of Object.entries(SCAN_KINDS)) {
    const target = path.join(out, `${path.basename(paper, ".pdf")}.${kind}.pdf`);
    const pages = firstPages ? Array.from({ length: firstPages }, (_, i) => i + 1) : undefined;
    const scan = await scannedPdf(bytes, { ...options, ...(pages ? { pages } : {}) }).catch((error: Error) => error);
    if (scan instanceof Error) {
      console.error(`${path.basename(paper)} (${kind}): ${scan.message}`);
      continue;
    }
    // Written beside and renamed, so a folder never holds half a scan.
    fs.writeFileSync(`${target}.part`, scan);
    fs.renameSync(`${target}.part`, target);
    console.log(`${target} ${(scan.length / 1e6).toFixed(1)} MB`);
  }
}
