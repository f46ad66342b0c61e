// What real pages copy of their pictures' pixels to draw them, summed over draws (DrawnPixels):
// the figures OCR_MAX_PAGE_DRAWN_PIXELS was set against. Every page (the first 60 of each file)
// of every PDF under the folders given; prints the busiest pages.
// Run: nice -n 10 node bench/ocrDrawnPixels.ts <folder> [<folder> ...]
import fs from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { DrawnPixels } from "../src-main/core/documents/layout/drawnPixels.ts";

const files = process.argv.slice(2).flatMap((folder) => walk(folder)).filter((file) => file.toLowerCase().endsWith(".pdf"));
const pages: { file: string; page: number; pixels: number }[] = [];
for (const file of files) {
  try {
    const task = getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 });
    const doc = await task.promise;
    for (let n = 1; n <= Math.min(doc.numPages, 60); n++) {
      const page = await doc.getPage(n);
      const list = await page.getOperatorList();
      const copied = new DrawnPixels();
      list.fnArray.forEach((op, i) => copied.add(op, list.argsArray[i]));
      pages.push({ file: path.basename(file), page: n, pixels: copied.total });
      page.cleanup();
    }
    await task.destroy();
  } catch (error) {
    console.log(`${path.basename(file)}: ${(error as Error).message}`);
  }
}
pages.sort((a, b) => b.pixels - a.pixels);
console.log(`${files.length} files, ${pages.length} pages; the busiest:`);
for (const { file, page, pixels } of pages.slice(0, 8)) console.log(`  ${(pixels / 1e6).toFixed(1)} M pixels  ${file} p${page}`);

function walk(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)]));
}
