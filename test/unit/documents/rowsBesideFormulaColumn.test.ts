import { describe, expect, it } from "vitest";
import { buildLines } from "../../../src-main/core/documents/layout/buildLines.ts";
import type { TextRun } from "../../../src-main/core/documents/layout/types.ts";
import { OCR_FONT } from "../../../src-main/core/documents/layout/types.ts";

// A scanned two-column page whose right column is all display formulas (kermitt2's ZFN "Notes"
// page at 200 dpi, docs/ocr.md "Round 30: a column beside a column of formulas"): OCR's word runs
// of an abstract's lines in the left column (8.6 pt, baselines 8.7 pt apart) and a formula line of
// the right column, sized larger (11.1 pt) from its tall row, whose baseline stands between them.
// The row takes the formula's baseline and size, and the abstract's next line then fell within its
// tolerance: the two abstract lines were read as one row, word by word ("some general solitonic
// computerized symbolic ...").

function words(text: string, x0: number, x1: number, y: number, size: number): TextRun[] {
  const parts = text.split(" ");
  const step = (x1 - x0) / parts.length;
  return parts.map((t, i) => ({ text: `${t} `, x: x0 + i * step, w: step * 0.85, y, size, font: OCR_FONT }));
}

const FIRST = "We perform a computerized symbolic computation to find";
const SECOND = "some general solitonic solutions for the general fifth-order shal-";
const THIRD = "low water-wave models. Applying the tanh-typed method, we";

const RUNS: TextRun[] = [
  ...words(FIRST, 40.6, 248.4, 167.5, 8.6),
  ...words("+ 6gA4,(0) — 15r4,(1)%)", 296.9, 391.9, 171.8, 11.1),
  ...words(SECOND, 31.9, 248, 176.2, 8.6),
  ...words(THIRD, 31.7, 247.9, 184.8, 8.6),
];

describe("a column's lines beside a column of larger formulas", () => {
  it("stay lines of their own, not merged word by word across the formula's row", () => {
    const left = buildLines({ runs: RUNS, pageNumber: 1 }).filter((l) => l.x0 < 280).map((l) => l.text);
    expect(left).toEqual([FIRST, SECOND, THIRD]);
  });

  it("a formula line's words beside them stay one line", () => {
    const right = buildLines({ runs: RUNS, pageNumber: 1 }).filter((l) => l.x0 > 280).map((l) => l.text);
    expect(right).toEqual(["+ 6gA4,(0) — 15r4,(1)%)"]);
  });
});
