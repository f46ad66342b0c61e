import { describe, expect, it } from "vitest";
import { capitalNamesBeforeComma } from "../../../src-main/core/documents/layout/oneAuthorLines.ts";
import type { PieceGroup } from "../../../src-main/core/documents/layout/pieceGroups.ts";
import { OCR_FONT } from "../../../src-main/core/documents/layout/types.ts";

// Which printed lines of a group open with an author's name in capitals before a comma (ACM's
// journals: "JANE Q. DOE, University of Somewhere, USA"), as read on a scan. The group's text is
// what matters here; its pieces carry only the face the lines were read in.
const group = (rows: string[], font = OCR_FONT) => ({ rows, listRows: rows, pieces: [{ line: { font } }] }) as unknown as PieceGroup;

describe("names in capitals before a comma, one author a line", () => {
  it("reads the names of the byline's lines and stops at the first line that is not one", () => {
    const read = capitalNamesBeforeComma(group(["TAL Q. AUGUST, University of Northfield, USA", "MARÍA-JOSÉ O’NEIL and LI WEI, Lakeside College, Canada", "Recent work on reading has shown that, in many cases, people"]));
    expect(read).toEqual({ names: ["TAL Q. AUGUST", "MARÍA-JOSÉ O’NEIL", "LI WEI"], lastRow: 1 });
  });

  it("reads on past an affiliation wrapped onto a second line, up to the next author's line", () => {
    const read = capitalNamesBeforeComma(group(["ADA EXAMPLE, Department of Earth Sciences, University of Northfield, Northfield,", "USA", "BEN SAMPLE, Lakeside College, Canada", "Recent work on reading has shown"]));
    expect(read).toEqual({ names: ["ADA EXAMPLE", "BEN SAMPLE"], lastRow: 2 });
    // A line under the last author's is no wrapped affiliation: the byline ends before it.
    expect(capitalNamesBeforeComma(group(["ADA EXAMPLE, University of Northfield, USA", "BEN SAMPLE, Lakeside College, Canada", "Recent work"]))?.lastRow).toBe(1);
  });

  it("reads no name from a line that opens with one capital word, a sentence or an address", () => {
    expect(capitalNamesBeforeComma(group(["USA, Canada and Mexico took part in the survey"]))).toBeNull();
    expect(capitalNamesBeforeComma(group(["The River Survey, University of Northfield, USA"]))).toBeNull();
    expect(capitalNamesBeforeComma(group(["UNIVERSITY OF NORTHFIELD, Department of Geography, USA"]))).toBeNull();
    // An address in capitals throughout, under the names: the byline ends there.
    expect(capitalNamesBeforeComma(group(["ADA EXAMPLE, University of Northfield, USA", "NEW YORK, NY 10027"]))).toEqual({ names: ["ADA EXAMPLE"], lastRow: 0 });
  });

  it("leaves a text layer's lines to the rules that read their faces", () => {
    expect(capitalNamesBeforeComma(group(["ADA EXAMPLE, University of Northfield, USA"], "Helvetica"))).toBeNull();
  });
});
