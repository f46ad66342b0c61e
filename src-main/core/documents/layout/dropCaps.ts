import type { Line, TextRun } from "./types.ts";

/** A large single letter beside the first lines of a paragraph (Nature's "T" of "Tremendous"). */
export function isDropCap(run: TextRun, typical: number): boolean {
  return run.text.trim().length === 1 && /\p{Lu}/u.test(run.text) && run.size > 2.2 * typical;
}

/**
 * Whether a large letter stands in a line of its own size: a title's "I" of "class I" where each
 * word is a run of its own (OCR's runs are words). A drop cap is set beside lines of text smaller
 * than itself; a letter with runs of about its size on its own baseline is a word of that line.
 */
export function inLineOfItsSize(run: TextRun, runs: readonly TextRun[]): boolean {
  return runs.some((r) => r !== run && r.text.trim().length > 0 && Math.abs(r.y - run.y) < 0.2 * run.size && r.size >= 0.8 * run.size && r.size <= 1.25 * run.size);
}

/**
 * A large glyph with no letter or digit (ACS's black square before each heading, a big bullet):
 * an ornament. Its height would make every line it touches look like one row.
 */
export function isOrnament(run: TextRun, typical: number): boolean {
  // Symbols only: punctuation of a large line (a header's comma on a page of small table
  // text) is still text.
  return /^[\p{S}\s]+$/u.test(run.text) && /\S/.test(run.text) && run.size > 1.8 * typical;
}

/** The nearest line to the cap's right whose top is level with the cap's top, by its place in `lines`; -1 when none is. */
export function dropCapTarget(cap: TextRun, lines: readonly Line[]): number {
  const capTop = cap.y - cap.size * 0.72;
  let best = -1;
  lines.forEach((l, k) => {
    if (!(l.x0 >= cap.x + cap.w - 1 && l.x0 - (cap.x + cap.w) < 3 * l.size && l.baseline >= capTop - 2 && l.baseline <= cap.y + 2)) return;
    // The first of the highest, as a stable sort by baseline picks it.
    if (best < 0 || l.baseline < lines[best]!.baseline) best = k;
  });
  return best;
}

/** Prepends the cap's letter to the line. */
export function glueDropCap(cap: TextRun, target: Line): void {
  const capTop = cap.y - cap.size * 0.72;
  const letter = cap.text.trim();
  target.text = letter + target.text;
  target.spans = [{ start: 0, end: letter.length, x: cap.x, top: capTop, w: cap.w, h: cap.size }, ...target.spans.map((s) => ({ ...s, start: s.start + letter.length, end: s.end + letter.length }))];
  target.x0 = Math.min(target.x0, cap.x);
}
