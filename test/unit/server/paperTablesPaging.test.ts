import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPaperTables, PaperTablesPageSchema, type PaperTablesPage } from "../../../src-main/contract/paperTablesPages.ts";
import { formatBytes } from "../../../src-main/contract/numberWords.ts";
import { replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { TABLES_ANSWER_MAX_BYTES, TABLES_PAGE_MAX_BYTES } from "../../../src-main/core/library/paperTables.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";
import { hugeTables, rowMark } from "../../support/hugeTables.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A paper whose tables are larger than one answer may be, over the server's real loopback HTTP:
// the table paper imported, then thirteen 5,000-row copies of its Table 1 stored through the
// repository after its own three tables (some 70 MB stored, past the 64 MB one answer holds).
// `library.paperTables` refuses it in words; `library.paperTablesPage` answers it in pieces of
// whole tables, each within the page bound or one table alone, and the client gets every row.

const COPIES = 13;
const ROWS = 5000;

let served: LibraryOverHttp;
const call: LibraryOverHttp["call"] = (method, args) => served.call(method, args);
let paperId: number;

beforeAll(async () => {
  const root = tempDirForSuite("distillate-tables-paging-");
  const file = path.join(root, "tables.pdf");
  const printed = await writeTablePaper(file);
  served = await serveLibrary(root, path.join(root, "data"));
  const [imported] = await served.core.services.imports.importPapers([file]);
  paperId = imported!.paperId!;
  replacePaperTables(served.core.db(), paperId, [...printed, ...hugeTables(printed[0]!, COPIES, ROWS)]);
  // Writes some 70 MB of tables: minutes on a busy machine, never a failure for being slow.
}, 600_000);

afterAll(async () => {
  await served?.close();
});

describe("a paper's tables too large for one answer, over HTTP", () => {
  it("refuses to send them in one answer, saying why in words", async () => {
    const { text, outcome } = await call("library.paperTables", [paperId]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("PaperTablesTooLargeError");
    expect(outcome.error!.message).toMatch(new RegExp(`^The tables of paper ${paperId} hold \\d+(\\.\\d)? MiB, more than one answer may \\(64\\.0 MiB\\): they are read a few tables at a time instead\\.$`));
    // Refused before the tables are read out: the answer is a sentence, not megabytes.
    expect(text.length).toBeLessThan(1000);
  });

  it("answers them in pieces of whole tables within the page bound, and the client gets every row in order", async () => {
    const pieces: { from: number; bytes: number; page: PaperTablesPage }[] = [];
    const tables = await allPaperTables({
      page: async (from) => {
        const { text, outcome } = await call("library.paperTablesPage", [paperId, { from }]);
        expect(outcome.ok).toBe(true);
        const page = PaperTablesPageSchema.parse(outcome.value);
        pieces.push({ from, bytes: Buffer.byteLength(text), page });
        return page;
      },
      rows: () => Promise.reject(new Error("no table here is larger than one answer")),
    });
    expect(tables).not.toBeNull();
    expect(tables!.map((table) => table.ordinal)).toEqual(Array.from({ length: 3 + COPIES }, (_, i) => i));
    for (let t = 0; t < COPIES; t++) {
      const rows = tables![3 + t]!.rows;
      expect(rows).toHaveLength(ROWS);
      expect(rows.every((row, r) => row.cells[0]!.text === rowMark(t, r))).toBe(true);
    }
    // Bounded: more than one piece, each below the page bound (with the JSON's keys and worded
    // doubts about it) unless it is one table alone; the whole is past what one answer holds.
    const total = pieces.reduce((sum, piece) => sum + piece.bytes, 0);
    console.info(`tables paging: ${pieces.length} pieces of ${pieces.map((piece) => `${piece.page.tables!.length} (${formatBytes(piece.bytes)})`).join(", ")}; ${formatBytes(total)} in all`);
    expect(total).toBeGreaterThan(TABLES_ANSWER_MAX_BYTES);
    expect(pieces.length).toBeGreaterThan(COPIES / 2);
    for (const piece of pieces) {
      expect(piece.page.tables!.length).toBeGreaterThan(0);
      expect(piece.page.tables![0]!.ordinal).toBe(piece.from);
      if (piece.page.tables!.length > 1) expect(piece.bytes).toBeLessThan(TABLES_PAGE_MAX_BYTES * 1.05);
    }
    // Pages hold several tables when they fit: the paper's own three tables and the first copy go together.
    expect(pieces[0]!.page.tables!.length).toBeGreaterThan(1);
    expect(pieces.at(-1)!.page.next).toBeNull();
  });

  it("answers a page past the last table empty, and tables never read as null", async () => {
    const past = await call("library.paperTablesPage", [paperId, { from: 3 + COPIES }]);
    expect(past.outcome.value).toEqual({ tables: [], next: null, rest: null });
    served.core.db().prepare("UPDATE papers SET tables_read = 0 WHERE id = ?").run(paperId);
    try {
      expect((await call("library.paperTablesPage", [paperId, {}])).outcome.value).toEqual({ tables: null, next: null, rest: null });
    } finally {
      served.core.db().prepare("UPDATE papers SET tables_read = 1 WHERE id = ?").run(paperId);
    }
    const unknown = await call("library.paperTablesPage", [paperId + 1000, { from: 0 }]);
    expect(unknown.outcome.error?.name).toBe("PaperNotFoundError");
  });
});
