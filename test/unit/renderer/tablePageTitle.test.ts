import { describe, expect, it } from "vitest";
import { tablePlaceWords, type TablePlace } from "../../../src-main/contract/evidence.ts";
import { evidenceCaption } from "../../../src-renderer/src/features/review/evidenceCaption.ts";
import { tablePageTitle } from "../../../src-renderer/src/features/review/tablePageTitle.ts";

const place = (page: number | null, row = 7): TablePlace => ({
  table: { index: 0, label: "Table 1", caption: "Studies" },
  part: "cell",
  row,
  column: 5,
  heading: "Cases / n",
  cell: "1,024",
  box: page === null ? null : { page, x: 10, y: 20, w: 30, h: 8 },
});

describe("the line above a QA's table evidence on the page", () => {
  it("says which pages carry the boxes and does not name the place the caption names", () => {
    const one = place(1);
    expect(tablePageTitle([one])).toBe("Boxed on page 1");
    expect(tablePageTitle([one])).not.toContain(tablePlaceWords(one));
    expect(tablePageTitle([place(3), place(1, 2), place(1)])).toBe("Boxed on pages 1 and 3");
    expect(tablePageTitle([place(4), place(2), place(9)])).toBe("Boxed on pages 2, 4 and 9");
  });

  it("says the evidence is not boxed when no place kept a box", () => {
    expect(tablePageTitle([place(null)])).toBe("Where on the page was not stored: the evidence is not boxed.");
  });
});

describe("the caption under a QA's evidence", () => {
  const block = (places: TablePlace[], page: number | null = 1) => ({ places, page, passageId: 5, quotes: 1 });

  it("gives a boxed table place's page once: the line above the page says it", () => {
    const caption = evidenceCaption(block([place(1)]), "Results");
    expect(caption).toBe("Table 1, row 7, Cases / n");
    const words = `${caption} ${tablePageTitle([place(1)])}`;
    expect(words.match(/page 1\b/gi)).toHaveLength(1);
  });

  it("keeps the page where nothing below is boxed, and for the paper's text", () => {
    expect(evidenceCaption(block([place(null)]), null)).toBe("Table 1, row 7, Cases / n · Page 1");
    expect(evidenceCaption(block([], 4), "Results")).toBe("Page 4 · Results");
    expect(evidenceCaption({ places: [], page: null, passageId: null, quotes: 1 }, null)).toBe("Page unknown · quote not found in the paper's text");
  });
});
