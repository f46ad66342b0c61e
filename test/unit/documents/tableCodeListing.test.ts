import { describe, expect, it } from "vitest";
import type { FontName } from "../../support/layoutSheet.ts";
import { normedGrid, readTables, specCells } from "../../support/tables/tablePage.ts";
import { COLUMN_WIDTH, COLUMN_X, DETECTION, twoColumnsAmidParagraphs } from "../../support/tables/twoColumnTablePage.ts";

// False tables on papers with no table truth (round 23): a program's listing in a shaded box, its
// lines numbered down the left and set in a typewriter font, was read as an uncaptioned table of
// two or three columns (twice on one page of the papermage paper). A table may number its rows or
// be set in a typewriter font, but a numbered listing in one is code, no data to ask about.

const CODE = ["import papermage as pm", "cv = pm.BoxPredictor()", "tables = cv.predict(doc)", "doc.add(tables, figures)", "nlp = pm.SpanPredictor()", "doc.add(titles, authors)"];

/** The left column: CODE's lines in `font` in a shaded box, each after its number (or, when `from` is null, none). */
const listing = (font: FontName, from: number | null = 1) =>
  twoColumnsAmidParagraphs("Listing", (p, y) => {
    p.fill(COLUMN_X, y - 9, COLUMN_WIDTH, CODE.length * 11 + 4, "#eeeeee");
    CODE.forEach((line, i) => {
      const baseline = y + i * 11;
      if (from !== null) p.sheet.text(p.page, String(from + i), COLUMN_X + 4, baseline, { font: "Times-Roman", size: 8 });
      p.sheet.text(p.page, line, COLUMN_X + 50, baseline, { font, size: 8 });
    });
    return y + CODE.length * 11;
  });

const grids = async (pdf: Uint8Array) => (await readTables(pdf)).map((t) => normedGrid(t).all);

describe("numbered lines in a typewriter font", () => {
  it("are a code listing, no table", async () => {
    expect(await grids(await listing("Courier"))).toEqual([specCells(DETECTION)]);
  });

  it("are a code listing numbered on from a listing before", async () => {
    expect(await grids(await listing("Courier", 14))).toEqual([specCells(DETECTION)]);
  });

  it("are rows of a table when set in a book font", async () => {
    const found = await grids(await listing("Times-Roman"));
    expect(found).toHaveLength(2);
    expect(found[0]![0]).toEqual(["1", "import papermage as pm"]);
  });
});
