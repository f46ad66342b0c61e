// What scans lose, run by run: reads a folder written by `bench:ocr` with OCR_BENCH_DUMP
// (`<paper>.digital.txt` beside `<paper>.<scan>.ocr.txt`) and lists, per paper and scan, the
// longest runs of words the born-digital reading has and the scan lacks ("missing") and the
// scan has and the born-digital reading lacks ("extra"), in characters, from a word-level
// alignment of the two texts in order. A passage read in another place shows as one missing
// run and one extra run of the same words. The runs are what to group by cause; the totals per
// scan say where the characters went.
//   node bench/ocrLosses.ts <dump folder> [runs per paper and scan, defaults to 6]
import fs from "node:fs";
import path from "node:path";

interface Run {
  kind: "missing" | "extra";
  words: string[];
  chars: number;
}

/** The runs of an in-order word alignment of `digital` and `scan` (a longest common subsequence). */
export function lossRuns(digital: readonly string[], scan: readonly string[]): Run[] {
  const n = digital.length;
  const m = scan.length;
  // Lengths of common subsequences of the suffixes, one row of 16-bit counts per digital word.
  const rows: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = rows[i]!;
    const below = rows[i + 1]!;
    for (let j = m - 1; j >= 0; j--) row[j] = digital[i] === scan[j] ? below[j + 1]! + 1 : Math.max(below[j]!, row[j + 1]!);
  }
  const runs: Run[] = [];
  let missing: string[] = [];
  let extra: string[] = [];
  const flush = () => {
    if (missing.length > 0) runs.push({ kind: "missing", words: missing, chars: missing.join(" ").length });
    if (extra.length > 0) runs.push({ kind: "extra", words: extra, chars: extra.join(" ").length });
    missing = [];
    extra = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && digital[i] === scan[j]) {
      flush();
      i++;
      j++;
    } else if (j >= m || (i < n && rows[i + 1]![j]! >= rows[i]![j + 1]!)) missing.push(digital[i++]!);
    else extra.push(scan[j++]!);
  }
  flush();
  return runs;
}

function main(): void {
  const folder = process.argv[2];
  if (!folder || !fs.existsSync(folder)) {
    console.error("usage: node bench/ocrLosses.ts <folder written by bench:ocr with OCR_BENCH_DUMP> [runs]");
    process.exit(2);
  }
  const shown = Number(process.argv[3] ?? 6);
  const files = fs.readdirSync(folder).filter((f) => f.endsWith(".ocr.txt")).sort();
  for (const file of files) {
    const [paper, scan] = file.replace(/\.ocr\.txt$/, "").split(/\.(?=[^.]+$)/) as [string, string];
    const digitalFile = path.join(folder, `${paper}.digital.txt`);
    if (!fs.existsSync(digitalFile)) continue;
    const digital = fs.readFileSync(digitalFile, "utf8").split(/\s+/).filter(Boolean);
    const read = fs.readFileSync(path.join(folder, file), "utf8").split(/\s+/).filter(Boolean);
    const runs = lossRuns(digital, read);
    const lost = (kind: Run["kind"]) => runs.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.chars, 0);
    console.log(`\n${paper} ${scan}: ${digital.length} words born-digital, ${read.length} read; ${lost("missing")} chars in missing runs, ${lost("extra")} in extra runs`);
    for (const run of [...runs].sort((a, b) => b.chars - a.chars).slice(0, shown)) {
      const text = run.words.join(" ");
      console.log(`  ${run.kind.padEnd(7)} ${String(run.chars).padStart(5)}  ${text.length > 150 ? `${text.slice(0, 100)} ... ${text.slice(-40)}` : text}`);
    }
  }
}

if (import.meta.filename === process.argv[1]) main();
