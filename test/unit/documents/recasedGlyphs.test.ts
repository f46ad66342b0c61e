import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { RECASED_COLUMNS, RECASED_ROWS, recasedFontPdf, type PlacedText } from "../../support/recasedFontPdf.ts";

// A table whose font's ToUnicode map reads some capitals as lower case (a fault of some
// producers: "UsA", "Decastro"), while the font's encoding names the glyphs drawn as capitals.
// A reader sees capitals on the page; the table's cells must read as the page shows them.

const ROWS = RECASED_ROWS;
const COLUMNS = RECASED_COLUMNS;

function tablePage(lowered: string, differences?: Record<number, string>): Uint8Array {
  const lines: PlacedText[] = [
    { text: "Table 1. Cases by country", x: 72, y: 90 },
    ...ROWS.flatMap((row, r) => row.map((text, c) => ({ text, x: COLUMNS[c]!, y: 120 + r * 18 }))),
    { text: "The numbers above were counted by the study teams in each place.", x: 72, y: 230 },
  ];
  return recasedFontPdf(lines, [{ x0: 70, x1: 470, y: 106 }, { x0: 70, x1: 470, y: 126 }, { x0: 70, x1: 470, y: 200 }], lowered, differences);
}

describe("a table set in a font whose ToUnicode map lower-cases capitals", () => {
  it("reads its cells with the capitals the page shows", async () => {
    const paper = await parsePdf(tablePage("CS"), { file: "recased.pdf" });
    const table = paper.tables?.[0];
    expect(table, "the table is found").toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.rows.map((r) => r.map((c) => c.trim()))).toEqual(ROWS.slice(1));
    expect(grid.header.map((r) => r.map((c) => c.trim()))).toEqual([ROWS[0]]);
  });

  it("leaves a font whose map agrees with its glyph names as it reads", async () => {
    const paper = await parsePdf(tablePage(""), { file: "plain.pdf" });
    expect(tableGrid(paper.tables![0]!).rows.map((r) => r.map((c) => c.trim()))).toEqual(ROWS.slice(1));
  });

  it("trusts no name in a font whose glyph names say other letters than its map (names given in order)", async () => {
    // Every capital named as the next letter, S named "s": one agreement in case only, among names that say nothing.
    const shifted: Record<number, string> = {};
    for (let code = 0x41; code <= 0x5a; code++) shifted[code] = String.fromCharCode(code === 0x5a ? 0x41 : code + 1);
    shifted[0x53] = "s";
    const paper = await parsePdf(tablePage("", shifted), { file: "ordered-names.pdf" });
    expect(tableGrid(paper.tables![0]!).rows.map((r) => r.map((c) => c.trim()))).toEqual(ROWS.slice(1));
  });
});
