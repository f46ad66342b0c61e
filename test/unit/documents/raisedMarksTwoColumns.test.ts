import { describe, expect, it } from "vitest";
import { buildLines } from "../../../src-main/core/documents/layout/buildLines.ts";
import type { TextRun } from "../../../src-main/core/documents/layout/types.ts";

// Two columns whose baselines interleave: a left-column line of 8.5 pt running text 2.7 pt under a
// right-column line of 7 pt table notes, one row by baseline. The note line prints a symbol with
// no text of its own (a "λ" from a symbol font) carrying a raised "A" and a lowered "max,1", as a
// chemistry journal's notes set "λ^A_max,1". The runs are those pdf.js gives for such a line.

const run = (text: string, x: number, x1: number, y: number, size: number): TextRun => ({ text, x, y, w: x1 - x, size, font: size === 7 ? "F3" : "F5" });

const RUNS: TextRun[] = [
  run("tetramers, emission is hardly detectable (F << 0.01).", 46.8, 248.7, 297.8, 8.5),
  run("room temperature. [b]", 304.8, 373.3, 295.1, 7),
  { text: "", x: 375.9, y: 295.1, w: 3.8, size: 7, font: "F5" },
  run("A", 379.7, 382.7, 292.6, 4.6),
  run("max,1 ", 382.7, 395.2, 295.6, 4.6),
  run("is not responsible for the emission.", 397.7, 548.6, 295.1, 7),
];

describe("a raised letter on a symbol, in a line beside another column's", () => {
  it("stays in its own line, which is one line, not a line of its own over it", () => {
    const lines = buildLines({ runs: RUNS, pageNumber: 1 }, { keepMarkers: true });
    const right = lines.filter((l) => l.x0 > 300);
    expect(right.map((l) => l.text)).toEqual(["room temperature. [b] Amax,1 is not responsible for the emission."]);
  });
});
