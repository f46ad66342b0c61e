import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ImportResultSchema } from "../../../src-main/contract/index.ts";
import { tableText } from "../../../src-main/contract/tableText.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPaperTables, replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { terminalText } from "../../../src-main/server/cli/terminalText.ts";
import { DATABASE_FILE_NAME } from "../../../src-main/core/system/dataDir.ts";
import { hugeTables } from "../../support/hugeTables.ts";
import { runCliAsync, runCliProcess } from "../../support/runCliProcess.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate tables` on a paper whose one table is larger than one answer (the table paper's
// Table 1 stored again with 50,000 body rows, some 56 MB, through the repository): the CLI gets
// its first rows and a row cursor, asks for the rest in parts, and prints the whole table exactly
// as the table stored whole would print.

const ROWS = 50_000;

let dataDir: string;
let paperId: number;
let expected: string;

beforeAll(async () => {
  const work = tempDirForSuite();
  dataDir = path.join(work, "data");
  const file = path.join(work, "tables.pdf");
  const printed = await writeTablePaper(file);
  const imported = runCliProcess(["import", file, "--json", "--data-dir", dataDir]);
  expect(imported.code).toBe(0);
  paperId = ImportResultSchema.parse(JSON.parse(imported.stdout.trim())).paperId!;
  const db = openDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  try {
    replacePaperTables(db, paperId, hugeTables(printed[0]!, 1, ROWS));
    // What the stored table prints as CSV, read whole from the repository (main's output: the
    // CLI's terminal text turns each CRLF into a line end).
    expected = terminalText(tableText(listPaperTables(db, paperId)![0]!, "csv"));
  } finally {
    closeDatabase(db);
  }
}, 300_000);

describe("distillate tables on one table larger than an answer (child process)", () => {
  it("prints the whole table as CSV, byte for byte what the stored table prints", async () => {
    const { code, stdout, stderr } = await runCliAsync(["tables", String(paperId), "--format", "csv", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.split("\n").length).toBeGreaterThan(ROWS);
    expect(stdout === expected).toBe(true);
  }, 600_000);

  it("prints it whole when asked for alone with --table", async () => {
    const { code, stdout } = await runCliAsync(["tables", String(paperId), "--format", "csv", "--table", "1", "--data-dir", dataDir]);
    expect(code).toBe(0);
    expect(stdout === expected).toBe(true);
  }, 600_000);
});
