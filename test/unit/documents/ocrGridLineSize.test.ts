import type { Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { measuredBlocks } from "../../support/measuredOcrLines.ts";

// An author grid beside an abstract on a first page scanned at 300 dpi, as tesseract measured it
// (science-parse's c921a74c): names, affiliation, street, town and e-mail under each other in the
// abstract's type, every line 50 px under the one above. Tesseract read the street line as a
// paragraph of its own and fitted its row to it alone (34 px, settled at 32.8 beside
// the grid's names, against 35): read as 7.9 points
// among lines of 8.4, the reader's byline stopped above it, after the grid's first row of names.

const X_LETTER = /^[acemnorsuvwxz]$/;
const CHAR = 16;

/** A line of words whose letters measure `x` (x-height letters) and `tall` px (the rest), its row `rowHeight` px. */
function line(text: string, left: number, top: number, row: { rowHeight: number; ascenders: number; descenders: number }, letters: { x: number; tall: number }): Line {
  // Lines stand on baselines a fixed 28 px under their tops, whatever their letters measure.
  const baseline = top + 28;
  let at = left;
  const words = text.split(" ").map((w) => {
    const symbols = [...w].map((c, i) => ({ text: c, confidence: 90, bbox: { x0: at + i * CHAR, y0: baseline - (X_LETTER.test(c) ? letters.x : letters.tall), x1: at + (i + 1) * CHAR - 2, y1: baseline } }));
    const word = { text: w, confidence: 90, bbox: { x0: at, y0: top, x1: at + w.length * CHAR, y1: baseline }, symbols };
    at += w.length * CHAR + 14;
    return word;
  });
  const bbox = { x0: left, y0: top, x1: at - 14, y1: baseline };
  return { text: `${text}\n`, confidence: 90, bbox, baseline: { x0: bbox.x0, y0: baseline, x1: bbox.x1, y1: baseline, has_baseline: true }, rowAttributes: row, words } as unknown as Line;
}

const BODY = { x: 21, tall: 28 };
/** Tesseract's rows: the body's, and those it fitted to the grid's lines (heights, ascenders, descenders as measured). */
const ROW = { rowHeight: 35, ascenders: 7, descenders: 7 };
const abstract = () => ["To acknowledge information received by a mobile de-", "vice, a number of feedback modalities are available for", "which human information processing is still not com-", "pletely understood. This paper focuses on how different", "feedback modalities are perceived by users introducing", "a test method that is new in this field of research. The", "evaluation is done via standard self-assessment and by", "analyzing brain activity and behavioral user data."].map((t, i) => line(t, 1980, 934 + 50 * i, ROW, BODY));

/** The grid's column: two paragraphs of tesseract's with the street line alone between them, `step` px apart. */
function grid(step: number, street: { x: number; tall: number }) {
  const top = (i: number) => 887 + step * i;
  const above = [
    line("Jan-Niklas Antons", 805, top(0), { rowHeight: 32.815285, ascenders: 6, descenders: 5.815 }, BODY),
    line("Quality and Usability Lab", 805, top(1), ROW, BODY),
    line("TU Berlin", 805, top(2), { rowHeight: 32.538368, ascenders: 7, descenders: 5.538 }, BODY),
  ];
  const streetLine = line("Ernst-Reuter-Platz 7", 805, top(3), { rowHeight: 34.037777, ascenders: 7, descenders: 7.038 }, street);
  const below = [line("10587 Berlin, Germany", 805, top(4), { rowHeight: 35, ascenders: 7, descenders: 8 }, BODY), line("jan-niklas.antons@telekom.de", 805, top(5), ROW, BODY)];
  return { above, streetLine, below };
}

const STREET = { x: 20, tall: 26 };

describe("the type size of an OCR'd line read alone between lines of the body's type", () => {
  it("is the body's when its letters are the body's and it stands a body line's step from the lines above and below", () => {
    const { above, streetLine, below } = grid(50, STREET);
    const sizes = lineTypeSizes(measuredBlocks(abstract(), above, [streetLine], below));
    expect(Math.round(sizes.get(streetLine)!)).toBe(35);
    expect([...above, ...below].map((l) => sizes.get(l))).toEqual([35, 35, 35, 35, 35]);
  });

  it("keeps its own size when the grid steps a smaller leading (type half a point smaller)", () => {
    const { streetLine, above, below } = grid(46, STREET);
    const sizes = lineTypeSizes(measuredBlocks(abstract(), above, [streetLine], below));
    expect(sizes.get(streetLine)).toBeCloseTo(32.8, 1);
  });

  it("keeps its own size when its letters are smaller than the body's (a smaller type at the body's leading)", () => {
    const { streetLine, above, below } = grid(50, { x: 18, tall: 24 });
    const sizes = lineTypeSizes(measuredBlocks(abstract(), above, [streetLine], below));
    expect(sizes.get(streetLine)).toBeCloseTo(32.8, 1);
  });
});
