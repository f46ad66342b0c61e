// Where a scan's characters go: the body text a scan's reading keeps set beside the born-digital
// reading's (the two files bench:ocr writes with OCR_BENCH_DUMP), aligned word by word, and every
// difference sorted into a family, so a round can see which cause costs the character figure most.
//   node bench/ocrCharFamilies.ts <dump folder> [scan kind, defaults to 300dpi]
// OCR_CHARS_EXAMPLES=n prints n differences of each family. The counts are close to the edit
// distance bench:ocr reports, not equal to it: a block is counted whole here, the edit distance
// may match a few of its letters elsewhere.
import fs from "node:fs";
import path from "node:path";

export type Family = "spaces and hyphens" | "signs" | "digits and math" | "letters" | "moved" | "lost block" | "extra block";
export interface Difference {
  family: Family;
  digital: string;
  scan: string;
  chars: number;
}

/** Levenshtein distance of two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The runs two word lists differ by, between their longest common subsequence's words. */
export function differingRuns(a: string[], b: string[]): { lost: string[]; extra: string[] }[] {
  const width = b.length + 1;
  const lcs = new Int32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
  }
  const runs: { lost: string[]; extra: string[] }[] = [];
  let run = { lost: [] as string[], extra: [] as string[] };
  const close = () => {
    if (run.lost.length || run.extra.length) runs.push(run);
    run = { lost: [], extra: [] };
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      close();
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) run.lost.push(a[i++]!);
    else run.extra.push(b[j++]!);
  }
  close();
  return runs;
}

const SMALL = 3;

/** A misreading of a few words, by what tells the two apart. */
function smallFamily(digital: string, scan: string): Family {
  const squash = (s: string, re: RegExp) => s.replace(re, "");
  if (squash(digital, /[\s\-‐‑–—]/g) === squash(scan, /[\s\-‐‑–—]/g)) return "spaces and hyphens";
  if (squash(digital, /[^\p{L}\p{N}]/gu) === squash(scan, /[^\p{L}\p{N}]/gu)) return "signs";
  if (/[\p{N}\p{Sm}\p{Script=Greek}]/u.test(digital + scan)) return "digits and math";
  return "letters";
}

/** Every difference of a scan's body text from the born-digital reading's, sorted into families. */
export function charFamilies(digitalText: string, scanText: string): Difference[] {
  const runs = differingRuns(digitalText.split(" ").filter(Boolean), scanText.split(" ").filter(Boolean));
  const out: Difference[] = [];
  const blocks: { words: string[]; side: "lost" | "extra" }[] = [];
  for (const { lost, extra } of runs) {
    const digital = lost.join(" ");
    const scan = extra.join(" ");
    const misread = lost.length <= SMALL && extra.length <= SMALL && lost.length > 0 && extra.length > 0;
    // A longer run read nearly alike (one word in three misspelt) is misreading too, not a block.
    const alike = !misread && lost.length > 0 && Math.abs(lost.length - extra.length) <= 2 && distance(digital, scan) < 0.3 * Math.max(digital.length, scan.length);
    if (misread || alike) out.push({ family: smallFamily(digital, scan), digital, scan, chars: distance(digital, scan) });
    else {
      if (lost.length) blocks.push({ words: lost, side: "lost" });
      if (extra.length) blocks.push({ words: extra, side: "extra" });
    }
  }
  // A block found on the other side (its first words, four at least) was read in another order.
  const sideText = (side: "lost" | "extra") => ` ${blocks.filter((b) => b.side === side).map((b) => b.words.join(" ")).join(" ")} `;
  const texts = { lost: sideText("lost"), extra: sideText("extra") };
  for (const { words, side } of blocks) {
    const text = words.join(" ");
    const other = texts[side === "lost" ? "extra" : "lost"];
    const moved = words.length >= 4 && other.includes(` ${words.slice(0, 4).join(" ")} `);
    out.push({ family: moved ? "moved" : side === "lost" ? "lost block" : "extra block", digital: side === "lost" ? text : "", scan: side === "extra" ? text : "", chars: text.length + 1 });
  }
  return out;
}

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
