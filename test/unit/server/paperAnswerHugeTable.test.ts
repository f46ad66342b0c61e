import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaperDetailSchema } from "../../../src-main/contract/paperDetail.ts";
import { TABLES_PAGE_MAX_BYTES } from "../../../src-main/contract/paperTablesPages.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { listPaperTables, replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";
import { hugeTables, rowMark } from "../../support/hugeTables.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A paper whose first table has 50,000 body rows (some 55 MB stored), over the server's real
// loopback HTTP and the real CLI: `library.getPaper` answers the paper with that table's header
// and first rows and says where the rest start (it sent all 50,000 rows, 3.9 MiB, and grew with
// every row), while `distillate show --json` still prints every table whole, as it always did.

const ROWS = 50_000;
/** The grids of one tables page: a page holds 8 MiB of stored cells and boxes, its plain grid about a tenth. */
const PAPER_ANSWER_BOUND = 2 * 1024 * 1024;

let root: string;
let dataDir: string;
let served: LibraryOverHttp;
let paperId: number;

beforeAll(async () => {
  root = tempDirForSuite("distillate-paper-answer-huge-table-");
  dataDir = path.join(root, "data");
  const file = path.join(root, "tables.pdf");
  const printed = await writeTablePaper(file);
  served = await serveLibrary(root, dataDir);
  const [imported] = await served.core.services.imports.importPapers([file]);
  paperId = imported!.paperId!;
  replacePaperTables(served.core.db(), paperId, [...hugeTables(printed[0]!, 1, ROWS), printed[1]!]);
}, 300_000);

afterAll(async () => {
  await served?.close();
});

describe("a paper's answer with a huge table", () => {
  it("library.getPaper sends the huge table's first rows and where the rest start, within the bound", async () => {
    const { text, outcome } = await served.call("library.getPaper", [paperId]);
    expect(outcome.ok).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(Math.min(PAPER_ANSWER_BOUND, TABLES_PAGE_MAX_BYTES));
    const paper = PaperDetailSchema.parse(outcome.value);
    const first = paper.tables![0]!;
    expect(paper.tables).toHaveLength(1);
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.rows.length).toBeLessThan(ROWS);
    expect(first.rows.map((row) => row[0])).toEqual(first.rows.map((_, r) => rowMark(0, r)));
    expect(paper.tablesLeft).toEqual({ next: 1, rest: { ordinal: 0, row: first.rows.length } });
  }, 120_000);

  it("distillate show --json prints every table whole, each row once and in order, without the cursor", async () => {
    const { code, stdout, stderr } = await runCliAsync(["show", String(paperId), "--json", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const shown = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(shown)).not.toContain("tablesLeft");
    const paper = PaperDetailSchema.parse(shown);
    expect(paper.tables!.map((table) => table.rows.length)).toEqual([ROWS, expect.any(Number)]);
    expect(paper.tables![0]!.rows.every((row, r) => row[0] === rowMark(0, r))).toBe(true);
    // As main printed it: the stored tables whole, laid out on their grids, in the answer's key order.
    expect(paper.tables).toEqual(listPaperTables(served.core.db(), paperId)!.map(tableGrid));
    expect(Object.keys(shown).at(-1)).toBe("dataset");
  }, 600_000);
});
