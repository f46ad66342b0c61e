import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { PaperDetail } from "../../../src-main/contract/paperDetail.ts";
import { tableDoubt, type ParsedTable } from "../../../src-main/contract/tables.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { doubtAdvice, tableDoubtLines } from "../../../src-renderer/src/features/paper/readingNotes.ts";
import { latestTarget } from "../../../src-renderer/src/features/paper/scrollTarget.ts";
import { panelShare } from "../../../src-renderer/src/features/paper/splitRatio.ts";
import { GRID_BODY_ROWS_AT_ONCE, gridLayout, moveInGrid, pickAt, pickRects, pickTarget, shownRowCount } from "../../../src-renderer/src/features/paper/tableLayout.ts";
import { rowsShownWords } from "../../../src-renderer/src/features/paper/tableRowsWords.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// The rules behind a paper table opened beside its page: where each cell sits on the grid, where
// the arrow keys go, what of the page a picked cell or row covers, and how its doubts are told.

let tables: ParsedTable[];
beforeAll(async () => {
  tables = await writeTablePaper(path.join(tempDirForSuite(), "tables.pdf"));
});

describe("a paper's table beside its page", () => {
  it("places every cell on its columns: a row-spanning heading covers the level under it", () => {
    const layout = gridLayout(tables[0]!);
    expect(layout.map((r) => r.part).filter((p) => p === "head")).toHaveLength(2);
    expect(layout[0]!.columns).toEqual([0, 1, 2, 3, 4, 8]);
    // "n" under "Cases" is in column 4: the four headings above span both levels.
    expect(layout[1]!.columns).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(layout[2]!.row.kind).toBe("subheading");
    expect(layout[3]!.columns).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(layout).toHaveLength(2 + 23);
  });

  it("moves with the arrow keys to the cell under the same column, and to a body row's number", () => {
    const layout = gridLayout(tables[0]!);
    // From "Cases" (header row 0, cell 4, column 4) down to "n" (row 1, cell 0).
    expect(moveInGrid(layout, { row: 0, cell: 4 }, "ArrowDown")).toEqual({ row: 1, cell: 0 });
    // From "Controls / AA" (row 1, cell 7, column 11) down into the sub-heading row, whose one cell spans every column.
    expect(moveInGrid(layout, { row: 1, cell: 7 }, "ArrowDown")).toEqual({ row: 2, cell: 0 });
    expect(moveInGrid(layout, { row: 3, cell: 5 }, "ArrowDown")).toEqual({ row: 4, cell: 5 });
    expect(moveInGrid(layout, { row: 3, cell: 0 }, "ArrowLeft")).toEqual({ row: 3, cell: -1 });
    expect(moveInGrid(layout, { row: 1, cell: 0 }, "ArrowLeft")).toEqual({ row: 1, cell: 0 });
    expect(moveInGrid(layout, { row: 3, cell: -1 }, "ArrowUp")).toEqual({ row: 2, cell: -1 });
    expect(moveInGrid(layout, { row: 3, cell: 2 }, "End")).toEqual({ row: 3, cell: 11 });
    expect(moveInGrid(layout, { row: 3, cell: 2 }, "Home")).toEqual({ row: 3, cell: -1 });
    expect(moveInGrid(layout, { row: 3, cell: 2 }, "x")).toBeNull();
    expect(pickAt({ row: 3, cell: -1 })).toEqual({ kind: "row", row: 3 });
  });

  it("boxes a picked cell where its text is printed, a row as one band over its cells, the table by its outline", () => {
    const table = tables[0]!;
    const layout = gridLayout(table);
    const kantarci = layout.findIndex((r) => r.row.cells[0]?.text === "Kantarci");
    const cell = table.rows[kantarci - 2]!.cells[4]!;
    expect(cell.text).toBe("1,024");
    expect(pickRects(table, layout, { kind: "cell", row: kantarci, cell: 4 })).toEqual(new Map([[1, [{ x: cell.box!.x, y: cell.box!.y, w: cell.box!.w, h: cell.box!.h }]]]));
    const band = pickRects(table, layout, { kind: "row", row: kantarci }).get(1)!;
    const boxes = table.rows[kantarci - 2]!.cells.map((c) => c.box!);
    expect(band).toEqual([
      {
        x: Math.min(...boxes.map((b) => b.x)),
        y: Math.min(...boxes.map((b) => b.y)),
        w: Math.max(...boxes.map((b) => b.x + b.w)) - Math.min(...boxes.map((b) => b.x)),
        h: Math.max(...boxes.map((b) => b.y + b.h)) - Math.min(...boxes.map((b) => b.y)),
      },
    ]);
    const outline = pickRects(table, layout, { kind: "table" });
    expect(outline.get(1)).toEqual([{ x: table.boxes[0]!.x, y: table.boxes[0]!.y, w: table.boxes[0]!.w, h: table.boxes[0]!.h }]);
    expect(pickTarget(outline, 7)).toEqual({ page: 1, rects: outline.get(1), nonce: 7 });
    // An empty cell has no box: its row is boxed, so the click still shows where it is.
    const ragged = tables[2]!;
    const emptied: ParsedTable = { ...ragged, rows: [{ kind: "body", cells: [{ ...ragged.rows[0]!.cells[0]!, text: "", box: null }, ragged.rows[0]!.cells[1]!] }] };
    const { page: _page, ...left } = ragged.rows[0]!.cells[1]!.box!;
    expect(pickRects(emptied, gridLayout(emptied), { kind: "cell", row: 1, cell: 0 })).toEqual(new Map([[2, [left]]]));
  });

  it("scrolls to whichever was asked for last, and widens the side panel while a table is open", () => {
    const qa = { page: 1, rects: [], nonce: 5 };
    const cell = { page: 2, rects: [], nonce: 9 };
    expect(latestTarget(qa, cell)).toBe(cell);
    expect(latestTarget(cell, null)).toBe(cell);
    expect(latestTarget(null, null)).toBeNull();
    expect(panelShare(0.72, "plain")).toBeCloseTo(0.28);
    // Room for a dozen columns of figures in a wide window; at most 60% of a narrow one, the page beside it.
    expect(panelShare(0.72, "table", 1160)).toBeCloseTo(0.5);
    expect(panelShare(0.72, "table", 800)).toBe(0.6);
    expect(panelShare(0.3, "table", 1160)).toBeCloseTo(0.7);
    expect(panelShare(0.72, "edit", 1160)).toBe(0.42);
  });

  it("draws a long table's header and its first rows, and says how many of how many are shown", () => {
    const table = tables[0]!;
    const long = { ...table, rows: Array.from({ length: 5000 }, (_, i) => table.rows[i % table.rows.length]!) };
    const layout = gridLayout(long);
    expect(shownRowCount(layout, GRID_BODY_ROWS_AT_ONCE)).toBe(2 + GRID_BODY_ROWS_AT_ONCE);
    expect(GRID_BODY_ROWS_AT_ONCE).toBeLessThan(1000);
    expect(shownRowCount(layout, 10_000)).toBe(2 + 5000);
    // The paper's own table (23 rows) is drawn whole.
    expect(shownRowCount(gridLayout(table), GRID_BODY_ROWS_AT_ONCE)).toBe(2 + 23);
    expect(rowsShownWords(500, 5000)).toBe("Rows 1 to 500 of 5,000 are shown.");
    // Group labels are lines of the grid but not data rows: the line says so rather than calling them rows.
    expect(rowsShownWords(500, 5002, true)).toBe("Lines 1 to 500 of 5,002 are shown (rows and group labels).");
    // While later rows are coming (or failed) no total is given: the rows in so far are not the table.
    expect(rowsShownWords(500, 4213, false, "coming")).toBe("Rows 1 to 500 are shown; loading more rows…");
    expect(rowsShownWords(500, 4213, true, "failed")).toBe("Lines 1 to 500 are shown (rows and group labels); its later rows could not be loaded.");
  });

  it("lists a table's doubts beside the details' doubts, and says where to check them", () => {
    const grids = tables.map(tableGrid);
    expect(tableDoubtLines(grids)).toEqual([`Table 3: ${tableDoubt("ragged-rows").message}`]);
    expect(tableDoubtLines(null)).toEqual([]);
    const none: PaperDetail["reading"] = { found: { title: "largest-text", authors: "below-title", abstract: "abstract-heading", doi: "doi-label", keywords: "keywords-heading", sections: "headings" }, doubts: [] };
    expect(doubtAdvice(none, false, true)).toEqual({ text: "The Tables tab shows what was read.", offerEdit: false });
    const titled: PaperDetail["reading"] = { ...none, doubts: [{ kind: "no-title", field: "title", message: "No title found" }] };
    expect(doubtAdvice(titled, false, true)).toEqual({ text: "Correct the details with", offerEdit: true });
    expect(doubtAdvice(titled, false)).toEqual({ text: "Correct them with", offerEdit: true });
  });
});
