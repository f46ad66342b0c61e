import type { Line } from "tesseract.js";
import { baselineAt } from "./baselines.ts";
import type { SizedLine } from "./besideLines.ts";
import { lineXHeight } from "./raisedMarks.ts";

/** Two boxes' edges within a pixel, or this share of the taller box, are one type's edges (as besideLines' SAME_SHARE). */
const SAME_SHARE = 0.06;
/** Ink this share of an x-height under the baseline is a descender's (a "g" or "y" hangs about half an x-height). */
const DESCENDER_DEPTH = 0.25;
/**
 * Lower-case letters at least this share of a piece's characters: tesseract's x-height is measured
 * on them, so a row of figures ("78.58 74.05", a table's cells, whose digits stand as tall as
 * capitals and hang no lower than the baseline) says nothing of its type by it.
 */
const LOWER_SHARE = 0.5;
/** A row this share taller than its line's ink is stretched past the type (besideLines' STRETCHED): no size to pass on. */
const STRETCHED = 0.15;

/**
 * A piece of a row whose ink has no descenders takes the larger size of the piece beside it on
 * its baseline whose ink has them, when both have the same x-height and the same ink top.
 * Tesseract splits a row of the page at wide gaps (an author row, "Marti A. Hearst" / "Daniel S.
 * Weld" / "Doug Downey" / "Luca Soldaini") and fits each piece's row on its own letters: a piece
 * with no g, j, p, q or y gets a row with a short guess for its descenders (5 px against the
 * 11 px its neighbour measured on its "g" and "y", at 200 dpi read at 300), so a name of one type
 * read a point smaller than the name beside it, and the reader's author block, which follows one
 * size, ended there (papermage's own paper lost two authors). Round 31's rule (lineSizes'
 * neighbour test) says the same of a title's line over the next; this is the row's pieces side
 * by side. A heading beside text has another x-height or ink top and keeps its size. Lines sorted
 * by baseline: each looks only at lines within a few pixels of its own.
 */
export function settleDescenderlessPieces(lines: readonly SizedLine[]): void {
  const placed = lines.map((l) => ({ l, baseline: baselineAt(l.line, (l.line.bbox.x0 + l.line.bbox.x1) / 2), xHeight: lineXHeight(l.line) }));
  placed.sort((a, b) => a.baseline - b.baseline);
  const reach = Math.max(1, SAME_SHARE * Math.max(0, ...placed.map((p) => p.l.line.bbox.y1 - p.l.line.bbox.y0)));
  const settled = new Map<SizedLine, number>();
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i]!;
    const slack = (b: Line) => Math.max(1, SAME_SHARE * Math.max(a.l.line.bbox.y1 - a.l.line.bbox.y0, b.bbox.y1 - b.bbox.y0));
    if (!(a.xHeight > 0) || a.l.line.bbox.y1 - a.baseline > slack(a.l.line) || !mostlyLowerCase(a.l.line)) continue;
    let best: SizedLine | undefined;
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < placed.length && Math.abs(placed[j]!.baseline - a.baseline) <= reach; j += step) {
        const b = placed[j]!;
        const box = b.l.line.bbox;
        if (b.l.size <= a.l.size || (best && best.letterCount >= b.l.letterCount)) continue;
        const s = slack(b.l.line);
        const beside = a.l.line.bbox.x1 <= box.x0 || box.x1 <= a.l.line.bbox.x0;
        const sameType = Math.abs(a.xHeight - b.xHeight) <= s && Math.abs(a.l.line.bbox.y0 - box.y0) <= s;
        const descends = box.y1 - b.baseline >= DESCENDER_DEPTH * b.xHeight;
        if (beside && sameType && descends && mostlyLowerCase(b.l.line) && b.l.size <= (1 + STRETCHED) * (box.y1 - box.y0)) best = b.l;
      }
    }
    if (best) settled.set(a.l, best.size);
  }
  // Set after every line has looked, so a size is taken from a line as measured, never passed on.
  for (const [l, size] of settled) l.size = size;
}

function mostlyLowerCase(line: Line): boolean {
  const text = line.text.replace(/\s+/g, "");
  return text.length > 0 && (text.match(/\p{Ll}/gu) ?? []).length >= LOWER_SHARE * text.length;
}
