import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";

// How the scanned-paper tests compare what OCR read with what the reader reads from the
// born-digital page: by words, in any order, each counted as often as it occurs.

/** The words of a text, lower-cased, punctuation dropped. */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** A paper's body text: its paragraphs and abstract. */
export const bodyText = (paper: ParsedPaper): string =>
  paper.passages
    .filter((p) => p.kind === "paragraph" || p.kind === "abstract")
    .map((p) => p.text)
    .join(" ");

/** The share of `expected`'s words (as often as they occur) that `read` has. */
export function wordsFound(read: string, expected: string): number {
  const left = new Map<string, number>();
  for (const w of words(read)) left.set(w, (left.get(w) ?? 0) + 1);
  const wanted = words(expected);
  let found = 0;
  for (const w of wanted) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      found++;
      left.set(w, n - 1);
    }
  }
  return wanted.length === 0 ? 1 : found / wanted.length;
}

/**
 * The share of `expected`'s runs of five words in a row that `read` has too: order matters, so a
 * line lost or read out of its place breaks many runs, a misread word only the five it is in.
 */
export function fiveWordRunsKept(read: string, expected: string): number {
  const runs = (text: string) => {
    const w = words(text);
    return w.slice(0, -4).map((_, i) => w.slice(i, i + 5).join(" "));
  };
  const found = new Set(runs(read));
  const wanted = runs(expected);
  return wanted.length === 0 ? 1 : wanted.filter((run) => found.has(run)).length / wanted.length;
}
