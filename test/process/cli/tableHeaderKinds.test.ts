import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ImportResultSchema } from "../../../src-main/contract/index.ts";
import { TableGridSchema } from "../../../src-main/contract/tables.ts";
import { gridRows } from "../../../src-main/contract/tableGrid.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { DATABASE_FILE_NAME } from "../../../src-main/core/system/dataDir.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A table's header rows as the reader reads them from a generated PDF, through the CLI: stored
// with the kind "header" (so the library's full tables, the table view and the passages never
// take them for data), printed in the JSON's `header` and never among its `rows`.

describe("a table's header rows, read by the CLI from a generated PDF", () => {
  it("are stored as header rows and printed as the JSON's header, never as its rows", async () => {
    const work = tempDirForSuite();
    const dataDir = path.join(work, "data");
    const file = path.join(work, "tables.pdf");
    const printed = await writeTablePaper(file);
    const cli = (...args: string[]) => runCliProcess([...args, "--data-dir", dataDir]);
    const imported = cli("import", file, "--json");
    expect(imported.code).toBe(0);
    const paperId = ImportResultSchema.parse(JSON.parse(imported.stdout.trim())).paperId!;
    const read = cli("tables", String(paperId), "--read", "--json");
    expect(read.code).toBe(0);
    const grids = z.array(TableGridSchema).parse(JSON.parse(read.stdout));

    const db = openDatabase(path.join(dataDir, DATABASE_FILE_NAME));
    const stored = listPaperTables(db, paperId)!;
    closeDatabase(db);
    const first = stored.find((t) => t.label === "Table 1")!;
    // Table 1's two header levels (a spanner over "Case / Control" and the columns' names) as printed.
    expect(gridRows(first.header)).toEqual(gridRows(printed[0]!.header));
    expect(first.header.map((r) => r.kind)).toEqual(["header", "header"]);
    for (const table of stored) {
      expect(table.header.every((r) => r.kind === "header")).toBe(true);
      expect(table.rows.some((r) => r.kind === "header")).toBe(false);
    }
    const grid = grids.find((g) => g.label === "Table 1")!;
    expect(grid.header).toEqual(gridRows(printed[0]!.header));
    for (const line of grid.header) expect(grid.rows).not.toContainEqual(line);
  });
});
