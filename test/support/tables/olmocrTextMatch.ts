// How olmOCR-bench's sample tests compare texts, in our own words (its tests.py is the reference):
// both sides normalised alike (curly quotes and dashes to ASCII, whitespace to one space, NFC),
// a cell matched by the share of characters two texts have in common, a sentence found in the text
// within a number of edits. Small, so every search here is plain dynamic programming.

const REPLACE: Record<string, string> = { "‘": "'", "’": "'", "‚": "'", "“": '"', "”": '"', "„": '"', "＿": "_", "–": "-", "—": "-", "‑": "-", "‒": "-", "−": "-", "\u00b5": "\u03bc" };

/** The text as the tests compare it: Markdown emphasis (so any pair of "*" or "_" on a line) and <br> dropped, one space for any run of whitespace, NFC, ASCII quotes and dashes. */
export function normalizeText(text: string): string {
  const plain = text
    .replace(/<br\/?>/g, " ")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/<\/?[bi]>/g, "")
    .replace(/(\*|_)(.*?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .normalize("NFC");
  return [...plain].map((c) => REPLACE[c] ?? c).join("");
}

/** 2·(longest common subsequence) / (both lengths): 1 for the same text, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return (2 * prev[b.length]!) / (a.length + b.length);
}

/** The share a cell must reach to count as `expected`: all of it when no edits are allowed, never below one half. */
export const cellThreshold = (expected: string, maxDiffs: number) => Math.max(0.5, 1 - maxDiffs / Math.max(1, expected.length));

/**
 * Where `pattern` occurs in `text` within `maxDiffs` edits: the start of each such place (exactly,
 * by indexOf, when no edit is allowed; else the end found by edit distance, less the pattern's
 * length, which is where a match with as many insertions as deletions starts).
 */
export function nearStarts(pattern: string, text: string, maxDiffs: number): number[] {
  if (maxDiffs === 0) {
    const starts: number[] = [];
    for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) starts.push(at);
    return starts;
  }
  // Edit distance of the pattern against the text ending at each place, free to start anywhere.
  let prev = Array.from({ length: pattern.length + 1 }, (_, i) => i);
  const starts: number[] = [];
  for (let j = 1; j <= text.length; j++) {
    const col = [0];
    for (let i = 1; i <= pattern.length; i++) col[i] = Math.min(prev[i]! + 1, col[i - 1]! + 1, prev[i - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1));
    if (col[pattern.length]! <= maxDiffs) starts.push(Math.max(0, j - pattern.length));
    prev = col;
  }
  return starts;
}
