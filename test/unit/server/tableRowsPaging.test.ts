import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPaperTables, PaperTablesPageSchema, readPaperTables, type PaperTablesReader, type PaperTablesSoFar, TABLES_PAGE_MAX_BYTES, TableRowsPageSchema } from "../../../src-main/contract/paperTablesPages.ts";
import { listPaperTables, replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";
import { hugeTables, rowMark } from "../../support/hugeTables.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// One table larger than one answer, over the server's real loopback HTTP: the table paper
// imported, then its Table 1 stored again with 20,000 body rows (some 22 MB) through the
// repository. `library.paperTablesPage` sends its header and first rows with a row cursor, and
// `library.paperTableRows` the rest in parts, every answer within the page bound; stitched, the
// table is the one stored, row for row.

const ROWS = 20_000;
/** The page bound, with room for the JSON's keys and a table's worded doubts around what is stored. */
const ANSWER_BOUND = TABLES_PAGE_MAX_BYTES * 1.05;

let served: LibraryOverHttp;
let paperId: number;

/** One call, with the size of its answer as sent. */
async function call(method: string, args: unknown[]) {
  const { text, outcome } = await served.call(method, args);
  return { bytes: Buffer.byteLength(text), outcome };
}

beforeAll(async () => {
  const root = tempDirForSuite("distillate-table-rows-paging-");
  const file = path.join(root, "tables.pdf");
  const printed = await writeTablePaper(file);
  served = await serveLibrary(root, path.join(root, "data"));
  const [imported] = await served.core.services.imports.importPapers([file]);
  paperId = imported!.paperId!;
  replacePaperTables(served.core.db(), paperId, [printed[1]!, ...hugeTables(printed[0]!, 1, ROWS), printed[2]!]);
}, 300_000);

afterAll(async () => {
  await served?.close();
});

describe("one table larger than an answer, over HTTP", () => {
  it("sends its header and first rows with a cursor, the rest in row parts each within the bound, and the stitched table is the stored one", async () => {
    const sizes: { method: string; bytes: number }[] = [];
    const tables = await allPaperTables({
      page: async (from) => {
        const { bytes, outcome } = await call("library.paperTablesPage", [paperId, { from }]);
        sizes.push({ method: "page", bytes });
        return PaperTablesPageSchema.parse(outcome.value);
      },
      rows: async (cursor) => {
        const { bytes, outcome } = await call("library.paperTableRows", [paperId, cursor]);
        sizes.push({ method: "rows", bytes });
        return TableRowsPageSchema.parse(outcome.value);
      },
    });
    // The small table before it goes alone (the huge one does not fit beside it); then the huge
    // one's first part, its rows, and the small table after it.
    expect(sizes.filter((size) => size.method === "rows").length).toBeGreaterThanOrEqual(2);
    for (const size of sizes) expect(size.bytes).toBeLessThan(ANSWER_BOUND);
    expect(tables!.map((table) => table.ordinal)).toEqual([0, 1, 2]);
    expect(tables![1]!.rows.map((row) => row.cells[0]!.text)).toEqual(Array.from({ length: ROWS }, (_, r) => rowMark(0, r)));
    expect(tables).toEqual(listPaperTables(served.core.db(), paperId));
  });

  it("answers the huge table's first part with its header, some rows and where the rest starts", async () => {
    const { bytes, outcome } = await call("library.paperTablesPage", [paperId, { from: 1 }]);
    expect(bytes).toBeLessThan(ANSWER_BOUND);
    const page = PaperTablesPageSchema.parse(outcome.value);
    expect(page.tables).toHaveLength(1);
    const [cut] = page.tables!;
    expect(cut!.header.length).toBeGreaterThan(0);
    expect(cut!.rows.length).toBeGreaterThan(0);
    expect(cut!.rows.length).toBeLessThan(ROWS);
    expect(page.rest).toEqual({ ordinal: 1, row: cut!.rows.length });
    expect(page.next).toBe(2);
  });

  it("ends a cursor past the table's end or on no table, and refuses one that is not a cursor", async () => {
    expect((await call("library.paperTableRows", [paperId, { ordinal: 1, row: ROWS }])).outcome.value).toEqual({ rows: [], next: null });
    expect((await call("library.paperTableRows", [paperId, { ordinal: 9, row: 0 }])).outcome.value).toEqual({ rows: [], next: null });
    const last = TableRowsPageSchema.parse((await call("library.paperTableRows", [paperId, { ordinal: 1, row: ROWS - 1 }])).outcome.value);
    expect(last.rows.map((row) => row.cells[0]!.text)).toEqual([rowMark(0, ROWS - 1)]);
    expect(last.next).toBeNull();
    const backwards = await call("library.paperTableRows", [paperId, { ordinal: 1, row: -1 }]);
    expect(backwards.outcome.ok).toBe(false);
    expect((await call("library.paperTableRows", [paperId + 1000, { ordinal: 0, row: 0 }])).outcome.error?.name).toBe("PaperNotFoundError");
  });

  it("stops when a part's next row does not move forward rather than asking for it again", async () => {
    const asked: number[] = [];
    const stored = listPaperTables(served.core.db(), paperId)!;
    const first = { tables: [{ ...stored[1]!, rows: stored[1]!.rows.slice(0, 1) }], next: null, rest: { ordinal: 1, row: 1 } };
    const tables = await allPaperTables(
      {
        page: () => Promise.reject(new Error("the first part is in hand")),
        rows: async (cursor) => {
          asked.push(cursor.row);
          return { rows: stored[1]!.rows.slice(cursor.row, cursor.row + 2), next: cursor.row };
        },
      },
      first,
    );
    expect(asked).toEqual([1]);
    expect(tables![0]!.rows).toHaveLength(3);
  });

  /** The library over HTTP as the app asks it, each question counted. */
  const httpReader = (asked: string[]): PaperTablesReader => ({
    page: async (from) => {
      asked.push(`page ${from}`);
      return PaperTablesPageSchema.parse((await call("library.paperTablesPage", [paperId, { from }])).outcome.value);
    },
    rows: async (cursor) => {
      asked.push(`rows ${cursor.row}`);
      return TableRowsPageSchema.parse((await call("library.paperTableRows", [paperId, cursor])).outcome.value);
    },
  });

  it("tells each part as it comes: the long table's first rows before its rest, then the table whole, and ends where allPaperTables does", async () => {
    const told: PaperTablesSoFar[] = [];
    const tables = await readPaperTables(httpReader([]), { onPart: (soFar) => told.push(soFar) });
    expect(tables).toEqual(await allPaperTables(httpReader([])));
    const firstOfLong = told.find((soFar) => soFar.filling === 1)!;
    // The app draws this: the huge table with its header and first rows, said to be filling.
    expect(firstOfLong.tables.map((table) => table.ordinal)).toEqual([0, 1]);
    expect(firstOfLong.tables[1]!.rows.length).toBeGreaterThan(0);
    expect(firstOfLong.tables[1]!.rows.length).toBeLessThan(ROWS);
    expect(firstOfLong.tables[1]!.rows[0]!.cells[0]!.text).toBe(rowMark(0, 0));
    // Each later telling holds more rows, never fewer, and what was told is never changed after.
    const filling = told.filter((soFar) => soFar.filling === 1).map((soFar) => soFar.tables[1]!.rows.length);
    expect(filling).toEqual([...filling].sort((a, b) => a - b));
    expect(firstOfLong.tables[1]!.rows.length).toBe(filling[0]);
    const last = told.at(-1)!;
    expect(last).toMatchObject({ filling: null, more: false });
    expect(last.tables).toEqual(tables);
  });

  it("asks nothing more once stopped (a reload for the same paper ends the reading under way)", async () => {
    const asked: string[] = [];
    let stopped = false;
    const told: PaperTablesSoFar[] = [];
    const tables = await readPaperTables(httpReader(asked), {
      onPart: (soFar) => {
        told.push(soFar);
        if (soFar.filling === 1) stopped = true;
      },
      stopped: () => stopped,
    });
    expect(tables).toBeUndefined();
    // The first part (the small table), the huge table's first part, and not one of its row parts.
    expect(asked).toEqual(["page 0", "page 1"]);
    expect(told.at(-1)!.filling).toBe(1);
  });
});
