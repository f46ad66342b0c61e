import fs from "node:fs";
const { ocrPageText } = await import("./src-main/core/documents/ocr/ocrPageText.ts");
const { paperFromPages } = await import("./src-main/core/documents/parsePdf.ts");
for (const kind of process.argv.slice(2)) {
const c = JSON.parse(fs.readFileSync(`/tmp/ocrdiag/cache/01-perovskite-2d-fa-natcommun2018.pdf.${kind}.json`, "utf8"))[0];
const t = ocrPageText(c.blocks, { pageNumber: 1, width: c.width, height: c.height, rotate: 0, scale: c.scale }).text;
const p = paperFromPages({ pages: [t], info: {} }, "x.pdf");
console.log(kind, JSON.stringify(p.authors), p.abstract?.slice(0, 60));
for (const x of p.passages) console.log("  ", x.kind, x.text.slice(0, 80));
console.log(t.runs.filter(r => r.y < 260).map(r => `${r.text}@${r.y.toFixed(1)}/${r.size.toFixed(1)}`).join("|"));
}
