import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doclingTruth, type RawDoclingDocument } from "../../../scripts/doclingTruth.ts";
import { extractDoclingSuite } from "../../../scripts/extractDoclingSuite.ts";
import type { ParsedTable, TableCell } from "../../../src-main/contract/tables.ts";
import { scoreDoclingCase } from "../../support/tables/doclingCases.ts";
import type { ReadForTables } from "../../support/tables/readForTables.ts";
import { tempDir } from "../../support/tempDir.ts";

// Docling's expected tables, read from a DoclingDocument written here in Docling's format (a
// table of two columns under a heading spanning both, a table of contents, a picture of a
// table): the outline counted from the page's bottom, cell ends that Docling gives one past the
// last row and column, and what is not a table kept apart. Then the suite's score of a reading
// that finds the table whole and also reads the table of contents as a table.

const box = (l: number, t: number, r: number, b: number, origin: "TOPLEFT" | "BOTTOMLEFT") => ({ l, t, r, b, coord_origin: origin });
/** A cell in Docling's form: ends one past the cell, its box from the page's top. */
const rawCell = (row: number, col: number, text: string, colSpan = 1) => ({
  bbox: box(100 + 60 * col, 100 + 20 * row, 140 + 60 * col + 60 * (colSpan - 1), 110 + 20 * row, "TOPLEFT"),
  row_span: 1, col_span: colSpan,
  start_row_offset_idx: row, end_row_offset_idx: row + 1, start_col_offset_idx: col, end_col_offset_idx: col + colSpan,
  text, column_header: row === 0, row_header: false, row_section: false,
});

const DOCUMENT: RawDoclingDocument = {
  schema_name: "DoclingDocument",
  pages: { "1": { size: { width: 612, height: 792 }, page_no: 1 }, "2": { size: { width: 612, height: 792 }, page_no: 2 } },
  tables: [
    {
      self_ref: "#/tables/0", label: "table",
      // 95 to 265 across, 95 to 155 down from the top: 697 to 637 up from the bottom.
      prov: [{ page_no: 1, bbox: box(95, 697, 265, 637, "BOTTOMLEFT") }],
      data: {
        num_rows: 3, num_cols: 2,
        table_cells: [rawCell(0, 0, "Yield  (t/ha)", 2), rawCell(1, 0, "North"), rawCell(1, 1, "12"), rawCell(2, 0, "South"), rawCell(2, 1, "\n56")],
      },
    },
    { self_ref: "#/tables/1", label: "document_index", prov: [{ page_no: 2, bbox: box(72, 720, 540, 400, "BOTTOMLEFT") }], data: { table_cells: [] } },
    { self_ref: "#/tables/2", label: "table", prov: [{ page_no: 2, bbox: box(72, 300, 540, 100, "BOTTOMLEFT") }], data: { table_cells: [rawCell(0, 0, "")] } },
  ],
};

const cell = (text: string, x: number, row: number, colSpan = 1): TableCell => ({ text, box: { page: 1, x, y: 100 + 20 * row, w: 40, h: 10 }, colSpan, rowSpan: 1 });
const table = (page: number, box: ParsedTable["boxes"][number], header: TableCell[][], rows: TableCell[][]): ParsedTable => ({
  label: null, caption: null, page, pages: [page], boxes: [box], kind: "text", rotated: false, ruling: "none",
  header: header.map((cells) => ({ kind: "body" as const, cells })), rows: rows.map((cells) => ({ kind: "body" as const, cells })), footnotes: [], doubts: [],
});

describe("Docling's expected tables", () => {
  it("reads a table's outline, its cells with their spans and what is not a table apart", () => {
    const truth = doclingTruth(DOCUMENT);
    expect(truth.tables).toHaveLength(1);
    const t = truth.tables[0]!;
    expect(t.boxes).toEqual([{ page: 1, x: 95, y: 95, w: 170, h: 60 }]);
    expect(t.cells.map((c) => [c.startRow, c.endRow, c.startCol, c.endCol, c.text, c.header])).toEqual([
      [0, 0, 0, 1, "Yield (t/ha)", true],
      [1, 1, 0, 0, "North", false],
      [1, 1, 1, 1, "12", false],
      [2, 2, 0, 0, "South", false],
      [2, 2, 1, 1, "56", false],
    ]);
    expect(t.cells[1]!.box).toEqual({ page: 1, x: 100, y: 120, w: 40, h: 10 });
    expect(truth.documentIndexes).toEqual([[{ page: 2, x: 72, y: 72, w: 468, h: 320 }]]);
    expect(truth.leftOut).toEqual([{ ref: "#/tables/2", reason: expect.stringContaining("picture of a table") }]);
  });

  it("scores a table read whole as right and a table of contents read as a table apart from false tables", () => {
    const c = { id: "generated", pdf: "generated.pdf", truth: "generated.json", ...doclingTruth(DOCUMENT) };
    const found = table(1, { page: 1, x: 96, y: 96, w: 168, h: 58 }, [[cell("Yield (t/ha)", 100, 0, 2)]], [[cell("North", 100, 1), cell("12", 160, 1)], [cell("South", 100, 2), cell("56", 160, 2)]]);
    const contents = table(2, { page: 2, x: 72, y: 80, w: 460, h: 300 }, [], [[cell("1 Introduction", 72, 0), cell("3", 500, 0)]]);
    const read: ReadForTables = { file: "generated.pdf", paper: null, error: null, tables: [found, contents], pages: [], views: [{ left: 0, top: 792 }, { left: 0, top: 792 }], readMs: 0, structureMs: 0 };
    const s = scoreDoclingCase(c, "generated.pdf", read);
    expect(s.score.tables.map((x) => [x.found, x.grid.shapeRight, x.grid.cellsAtPlace])).toEqual([[true, true, { hit: 5, of: 5 }]]);
    expect([s.score.falseTables, s.overIndex]).toEqual([1, 1]);
  });

  it("extracts the PDFs that have a document, leaving out one page of a kept PDF and a PDF the copy does not hold", () => {
    const repo = tempDir();
    const git = (...args: string[]) => expect(spawnSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "commit.gpgsign=false", ...args]).status).toBe(0);
    const put = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    };
    git("init", "-q");
    for (const id of ["paper", "paper-pg2", "empty"]) put(`tests/data/pdf/groundtruth/${id}.json`, JSON.stringify(DOCUMENT));
    put("tests/data/pdf/sources/paper.pdf", "%PDF-1.4\n%%EOF\n");
    put("tests/data/pdf/sources/paper-pg2.pdf", "%PDF-1.4\n%%EOF\n");
    put("tests/data/pdf/sources/empty.pdf", ""); // as a snapshot that left a large file out
    git("add", ".");
    git("commit", "-qm", "suite");
    const out = path.join(tempDir(), "suite");
    expect(extractDoclingSuite(repo, out)).toMatchObject({ cases: 1, tables: 1, leftOut: 2 });
    expect(fs.readdirSync(out).sort()).toEqual(["DOCLING-CASES.json", "DOCLING-SOURCE.txt", "paper.json", "paper.pdf"]);
  });
});
