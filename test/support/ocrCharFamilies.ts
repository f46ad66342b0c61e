// Where a scan's characters go: two body texts (the born-digital reading's and a scan's) aligned
// word by word and every difference sorted into a family (bench/ocrCharFamilies.ts prints them).

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
