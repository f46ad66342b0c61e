// Where a scan's characters go: the body text a scan's reading keeps set beside the born-digital
// reading's (the two files bench:ocr writes with OCR_BENCH_DUMP), aligned word by word, and every
// difference sorted into a family, so a round can see which cause costs the character figure most.
//   node bench/ocrCharFamilies.ts <dump folder> [scan kind, defaults to 300dpi]
// OCR_CHARS_EXAMPLES=n prints n differences of each family. The counts are close to the edit
// distance bench:ocr reports, not equal to it: a block is counted whole here, the edit distance
// may match a few of its letters elsewhere.
import fs from "node:fs";
import path from "node:path";
import { charFamilies, type Difference, type Family } from "../test/support/ocrCharFamilies.ts";

function main(folder: string, kind: string): void {
  const examples = Number(process.env.OCR_CHARS_EXAMPLES ?? 0);
  const byFamily = new Map<Family, { chars: number; papers: Map<string, number>; seen: Difference[] }>();
  let total = 0;
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith(".digital.txt")).sort()) {
    const paper = file.slice(0, -".digital.txt".length);
    const scanFile = path.join(folder, `${paper}.${kind}.ocr.txt`);
    if (!fs.existsSync(scanFile)) continue;
    const digital = fs.readFileSync(path.join(folder, file), "utf8");
    total += digital.length;
    for (const d of charFamilies(digital, fs.readFileSync(scanFile, "utf8"))) {
      const entry = byFamily.get(d.family) ?? { chars: 0, papers: new Map<string, number>(), seen: [] as Difference[] };
      entry.chars += d.chars;
      entry.papers.set(paper, (entry.papers.get(paper) ?? 0) + d.chars);
      entry.seen.push(d);
      byFamily.set(d.family, entry);
    }
  }
  console.log(`${kind}: ${total} characters of born-digital body text (n = the dump's papers)`);
  for (const [family, e] of [...byFamily.entries()].sort((a, b) => b[1].chars - a[1].chars)) {
    const top = [...e.papers.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([p, n]) => `${p.slice(0, 24)} ${n}`);
    console.log(`${family.padEnd(18)} ${String(e.chars).padStart(6)} (${((100 * e.chars) / Math.max(1, total)).toFixed(2)}%)  ${e.papers.size} papers: ${top.join(", ")}`);
    for (const d of e.seen.slice(0, examples)) console.log(`    "${d.digital.slice(0, 100)}" -> "${d.scan.slice(0, 100)}"`);
  }
}

if (import.meta.main) {
  const [folder, kind = "300dpi"] = process.argv.slice(2);
  if (!folder) throw new Error("usage: node bench/ocrCharFamilies.ts <dump folder> [scan kind]");
  main(folder, kind);
}
