import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ParsedTable, TableRow } from "../../../src-main/contract/tables.ts";
import type { OlmocrTest } from "../../../scripts/extractOlmocrSampleSuite.ts";
import { fullGridTable } from "../../support/tables/layoutTablePdfs.ts";
import { paperText, tableMiss, textMiss } from "../../support/tables/olmocrSampleCases.ts";
import { readForTables } from "../../support/tables/readForTables.ts";

// How olmOCR-bench's sample tests are scored on what the reader read: a cell and its neighbours
// (spans counted), the headings over it, a text found in order, a running head kept out.
const cell = (text: string, colSpan = 1, rowSpan = 1) => ({ text, box: null, colSpan, rowSpan });
const row = (kind: TableRow["kind"], ...cells: ReturnType<typeof cell>[]): TableRow => ({ kind, cells });
const test = (type: string, fields: Record<string, unknown>): OlmocrTest => ({ id: "t", type, pdf: "p.pdf", page: 1, ...fields });

// "Yield" spans two value columns; "Site A" spans two rows, so the row under it starts at column 1.
const TABLE = {
  header: [row("header", cell("Site"), cell("Yield", 2)), row("header", cell(""), cell("2023"), cell("2024"))],
  rows: [row("body", cell("Site A", 1, 2), cell("12"), cell("14")), row("body", cell("15"), cell("17"))],
} as Pick<ParsedTable, "header" | "rows"> as ParsedTable;

describe("a table test", () => {
  it("passes on a cell whose neighbours are as asked, spans and a row span counted", () => {
    expect(tableMiss(test("table", { cell: "12", right: "14", up: "2023", down: "15", left: "Site A" }), [TABLE])).toBeNull();
    // Under the row span, 17's left neighbour is 15, and Site A is the stub of both rows.
    expect(tableMiss(test("table", { cell: "17", left: "15", left_heading: "Site A", top_heading: "Yield" }), [TABLE])).toBeNull();
  });

  it("says which neighbour is wrong, or that the cell or the table is not there", () => {
    expect(tableMiss(test("table", { cell: "12", right: "17" }), [TABLE])).toMatch(/^neighbour wrong: right "17" but read "14"/);
    expect(tableMiss(test("table", { cell: "99.5" }), [TABLE])).toMatch(/^cell not found/);
    expect(tableMiss(test("table", { cell: "12" }), [])).toMatch(/^table not found/);
  });

  it("allows as many differing characters as max_diffs", () => {
    expect(tableMiss(test("table", { cell: "Site  B", max_diffs: 1 }), [TABLE])).toBeNull();
    expect(tableMiss(test("table", { cell: "Site B" }), [TABLE])).toMatch(/^cell not found/);
  });
});

describe("the text tests", () => {
  const text = "Journal of Things 12 Results We found it. Then we left. 12";
  it("find texts in order, within max_diffs edits, with curly quotes and dashes as ASCII", () => {
    expect(textMiss(test("order", { before: "We found it.", after: "Then we left." }), text)).toBeNull();
    expect(textMiss(test("order", { before: "Then we left.", after: "We found it." }), text)).toMatch(/^order wrong/);
    expect(textMiss(test("present", { text: "We fuond it.", max_diffs: 2 }), text)).toBeNull();
    expect(textMiss(test("present", { text: "We fuond it." }), text)).toMatch(/^present: not in/);
    expect(textMiss(test("present", { text: "“Then” we left" }), 'a "Then" we left')).toBeNull();
  });

  it("keep a running head out, looking only at the first or last characters when asked", () => {
    expect(textMiss(test("absent", { text: "Journal of Things" }), text)).toMatch(/^absent: header or footer kept/);
    expect(textMiss(test("absent", { text: "Journal", first_n: 5 }), text)).toBeNull();
    expect(textMiss(test("absent", { text: "left. 12", last_n: 20 }), text)).toMatch(/^absent/);
  });
});

describe("on a generated paper read by the reader", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "olmocr-score-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a ruled table's cells have their neighbours, and its caption is in the paper's text", async () => {
    const file = path.join(dir, "grid.pdf");
    fs.writeFileSync(file, (await fullGridTable()).bytes);
    const read = await readForTables(file);
    expect(tableMiss(test("table", { cell: "PBS-Tween", left: "ELISA", right: "0.2", down: "TBS-T", top_heading: "Buffer" }), read.tables)).toBeNull();
    expect(textMiss(test("present", { text: "Reagents used in each assay" }), paperText(read.paper!))).toBeNull();
    expect(textMiss(test("order", { before: "Reagents for the assays", after: "Reagents used in each assay" }), paperText(read.paper!))).toBeNull();
  });
});
