import { describe, expect, it } from "vitest";
import { ParsedTableSchema, TABLE_DOUBTS, tableDoubt, type ParsedTable } from "../../../src-main/contract/tables.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { endlessTable, longTable, rulingGrid, tinyItemsPage, zeroWidthCells, type HostilePdf } from "../../support/tables/hostileTablePdfs.ts";

// PDFs built to break a table reader. Whatever the reader does with them, the import finishes
// (the limit below only catches a hang; speed is measured in `npm run bench:tables`), and a table
// it cannot read whole is cut or refused with a doubt in words, never left half-read in silence.

/** Generous: a hang, not a slow machine, should trip it. */
const HANG = { timeout: 5 * 60_000 };

const read = (pdf: HostilePdf): Promise<ParsedPaper> => parsePdf(pdf.bytes.slice(), { file: "hostile.pdf" });
const tablesOf = (paper: ParsedPaper): ParsedTable[] => paper.tables ?? [];
const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * The table labelled "Table 1" holds the drawn rows in order: all of them, or the first ones
 * with a doubt that says in words it was cut.
 */
function expectWholeOrCut(paper: ParsedPaper, drawn: string[][]): ParsedTable {
  const table = tablesOf(paper).find((t) => t.label === "Table 1");
  expect(table, "the table is listed").toBeDefined();
  const t = ParsedTableSchema.parse(table);
  const rows = tableGrid(t).rows.map((r) => r.filter(Boolean).map(squeeze));
  expect(rows.length).toBeGreaterThan(0);
  if (rows.length < drawn.length) {
    expect(t.doubts).toContainEqual({ kind: "cut-at-limit", message: TABLE_DOUBTS["cut-at-limit"] });
  } else expect(rows.length).toBe(drawn.length);
  expect(rows).toEqual(drawn.slice(0, rows.length));
  return t;
}

describe("the check for a table read whole or cut", () => {
  const drawn = Array.from({ length: 30 }, (_, i) => [`R${i}`, String(i * 2)]);
  const table = (rows: string[][], cut: boolean) =>
    ({
      tables: [
        ParsedTableSchema.parse({
          label: "Table 1",
          caption: null,
          page: 1,
          pages: [1],
          boxes: [{ page: 1, x: 0, y: 0, w: 100, h: 100 }],
          kind: "text",
          rotated: false,
          ruling: "none",
          header: [],
          rows: rows.map((r) => ({ kind: "body", cells: r.map((text) => ({ text, box: null, colSpan: 1, rowSpan: 1 })) })),
          footnotes: [],
          doubts: cut ? [tableDoubt("cut-at-limit")] : [],
        }),
      ],
    }) as unknown as ParsedPaper;

  it("accepts every row, or the first rows with the doubt that says the table was cut", () => {
    expectWholeOrCut(table(drawn, false), drawn);
    expectWholeOrCut(table(drawn.slice(0, 10), true), drawn);
  });

  it("refuses rows cut without that doubt, and rows out of order", () => {
    expect(() => expectWholeOrCut(table(drawn.slice(0, 10), false), drawn)).toThrow();
    expect(() => expectWholeOrCut(table([drawn[1]!, drawn[0]!], true), drawn)).toThrow();
  });
});

describe("tables built to break the reader", () => {
  it(
    "a 5,000-row table over 90 pages: read whole, or its first rows kept with a doubt that says it was cut",
    HANG,
    async () => {
      const pdf = await longTable(5000);
      const t = expectWholeOrCut(await read(pdf), pdf.rows);
      expect(t.header.map((r) => r.cells.map((c) => c.text))).toEqual([["Record", "Batch", "Reading A", "Reading B", "Status"]]);
    },
  );

  it(
    "a page of 50,000 tiny text items: the import finishes, and any table read there carries a doubt in words",
    HANG,
    async () => {
      const paper = await read(await tinyItemsPage(50_000));
      for (const table of tablesOf(paper)) {
        ParsedTableSchema.parse(table);
        expect(table.doubts.length, "a doubt on a table read from a page of tiny digits").toBeGreaterThan(0);
        for (const d of table.doubts) expect(d.message).toBe(TABLE_DOUBTS[d.kind]);
      }
    },
  );

  it(
    "a grid drawn as 10,000 separate ruling lines: its 2,500 cells read, or cut with a doubt",
    HANG,
    async () => {
      const pdf = await rulingGrid(10_000);
      const t = expectWholeOrCut(await read(pdf), pdf.rows);
      expect(t.ruling).toBe("grid");
    },
  );

  it(
    "a ruled table with 200 columns of no width, a rectangle of no width and text squeezed to nothing: its readings come out, every box a real rectangle",
    HANG,
    async () => {
      const pdf = await zeroWidthCells(200);
      const paper = await read(pdf);
      const t = tablesOf(paper).find((x) => x.label === "Table 1");
      expect(t, "the table is listed").toBeDefined();
      ParsedTableSchema.parse(t);
      // Text squeezed to no width cannot be seen; if it is read at all it is only an extra word.
      const rows = tableGrid(t!).rows.map((r) => r.map((c) => squeeze(c.replace(/\bsqueezed\b/, ""))).filter(Boolean));
      expect(rows).toEqual(pdf.rows);
      for (const row of [...t!.header, ...t!.rows]) {
        for (const cell of row.cells) {
          if (!cell.box) continue;
          for (const v of [cell.box.x, cell.box.y, cell.box.w, cell.box.h]) expect(Number.isFinite(v)).toBe(true);
          expect(cell.box.w).toBeGreaterThanOrEqual(0);
          expect(cell.box.h).toBeGreaterThanOrEqual(0);
        }
      }
    },
  );

  it(
    "a table whose rows never end (100 pages of rows, no header again, no closing rule): read whole, or cut with a doubt",
    HANG,
    async () => {
      const pdf = await endlessTable(100);
      const t = expectWholeOrCut(await read(pdf), pdf.rows);
      expect(t.pages[0]).toBe(1);
    },
  );
});
