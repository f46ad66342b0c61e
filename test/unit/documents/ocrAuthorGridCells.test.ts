import { describe, expect, it } from "vitest";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import type { PageText, TextRun } from "../../../src-main/core/documents/layout/types.ts";

// The top of a first page scanned at 300 dpi and read by tesseract (science-parse's ding11), as
// the OCR reader places its words: a title over an author grid of two cells a row (a bold name
// over a department, a university and an e-mail, each cell centred in its column) and a third
// row of one cell. Tesseract reads each printed line across both cells as one line, so both
// cells' lines stand on the very same baseline, the left cell's words first. The reader joined
// the right cell's department line to the left cell's (a row of one block reaches it across the
// gutter) and read one author of five; a text layer whose right column stands a hair lower read
// all five.

type Word = [text: string, x: number, w: number, bold?: "b"];
type Row = [baseline: number, size: number, words: Word[]];

/** The words as measured (points on a 612 x 792 page). */
const ROWS: Row[] = [
  [122.9, 15.6, [["Maximum", 145.4, 76.1, "b"], ["Margin", 226.3, 55, "b"], ["Multi-Instance", 285.8, 108.7, "b"], ["Learning", 399.4, 67.2, "b"]]],
  [178.8, 8.88, [["Hua", 193, 18, "b"], ["Wang", 213.8, 24.7, "b"], ["Heng", 370.8, 22.3, "b"], ["Huang", 396, 28.6, "b"]]],
  [189.7, 8.88, [["Computer", 144, 39.8], ["Science", 186.5, 30.5], ["and", 220.1, 13.7], ["Engineering", 236.6, 48.5], ["Computer", 327.1, 39.8], ["Science", 369.6, 30.5], ["and", 403.2, 13.7], ["Engineering", 419.8, 48.5]]],
  [200.6, 8.88, [["University", 150.2, 41.3], ["of", 194.4, 8.6], ["Texas", 205.2, 22.3], ["at", 230.9, 6.7], ["Arlington", 240.2, 38.6], ["University", 333.4, 41.3], ["of", 377.5, 8.6], ["Texas", 388.3, 22.3], ["at", 414, 6.7], ["Arlington", 423.4, 38.6]]],
  [211.7, 8.88, [["huawangcs@gmail.com", 157.9, 113.8], ["henge@uta.edu", 361.9, 71.5]]],
  [239.8, 8.88, [["Farhad", 174.7, 31.2, "b"], ["Kamangar", 208.6, 45.8, "b"], ["Feiping", 373.4, 31.4, "b"], ["Nie", 407.8, 13.9, "b"]]],
  [250.8, 8.88, [["Computer", 144, 39.8], ["Science", 186.5, 30.5], ["and", 220.1, 13.9], ["Engineering", 236.6, 48.5], ["Computer", 327.1, 39.8], ["Science", 369.6, 30.5], ["and", 403.2, 13.9], ["Engineering", 419.8, 48.5]]],
  [261.8, 8.88, [["University", 150.2, 41.3], ["of", 194.4, 8.6], ["Texas", 205.2, 22.3], ["at", 230.9, 6.7], ["Arlington", 240.5, 38.4], ["University", 333.4, 41.3], ["of", 377.5, 8.6], ["Texas", 388.3, 22.3], ["at", 414, 6.7], ["Arlington", 423.6, 38.4]]],
  [272.8, 8.88, [["kamangar@uta.edu", 167, 95.3], ["feipingnie@gmail.com", 338.6, 119]]],
  [301, 8.88, [["Chris", 283.2, 22.8, "b"], ["Ding", 309.1, 20.2, "b"]]],
  [311.9, 8.88, [["Computer", 235.7, 39.6], ["Science", 278.2, 30.2], ["and", 311.5, 13.9], ["Engineering", 328.1, 48.7]]],
  [322.8, 8.88, [["University", 241.7, 41.5], ["of", 286.1, 8.4], ["Texas", 296.6, 22.6], ["at", 322.3, 6.7], ["Arlington", 331.9, 38.4]]],
  [333.8, 8.88, [["chgdinge@uta.edu", 261.8, 89]]],
];

function page(rows: Row[]): PageText {
  const runs: TextRun[] = rows.flatMap(([y, size, words]) => words.map(([text, x, w, bold]) => ({ text: `${text} `, x, y, w, size, font: bold ? "ocr-bold" : "ocr" })));
  return { pageNumber: 1, width: 612, height: 792, runs, rotated: [], sideways: [], rotate: 0 };
}

describe("a scanned author grid whose cells' lines share one baseline", () => {
  it("reads every author of every row, each cell in its own column", () => {
    const paper = paperFromPages({ pages: [page(ROWS)], info: {} }, "grid.pdf");
    expect(paper.title).toBe("Maximum Margin Multi-Instance Learning");
    expect(paper.authors).toEqual(["Hua Wang", "Heng Huang", "Farhad Kamangar", "Feiping Nie", "Chris Ding"]);
  });

  it("reads the same when the right cell's lines come first on each baseline", () => {
    const flipped = ROWS.map(([y, size, words]): Row => [y, size, [...words].sort((a, b) => b[1] - a[1])]);
    expect(paperFromPages({ pages: [page(flipped)], info: {} }, "grid.pdf").authors).toEqual(["Hua Wang", "Heng Huang", "Farhad Kamangar", "Feiping Nie", "Chris Ding"]);
  });
});
