import { beforeAll, describe, expect, it } from "vitest";
import { tableText } from "../../../src-main/contract/tableText.ts";
import { listPaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { terminalText } from "../../../src-main/server/cli/terminalText.ts";
import { cliTablePaper } from "../../support/cliTablePaper.ts";
import { hugeTables } from "../../support/hugeTables.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";

// `distillate tables` on a paper whose one table is larger than one answer (the table paper's
// Table 1 stored again with 50,000 body rows, some 56 MB, through the repository): the CLI gets
// its first rows and a row cursor, asks for the rest in parts, and prints the whole table exactly
// as the table stored whole would print.

const ROWS = 50_000;

let dataDir: string;
let paperId: number;
let expected: string;

beforeAll(async () => {
  // What the stored table prints as CSV, read whole from the repository (main's output: the
  // CLI's terminal text turns each CRLF into a line end).
  ({ dataDir, paperId, expected } = await cliTablePaper(
    (printed) => hugeTables(printed[0]!, 1, ROWS),
    (db, id) => terminalText(tableText(listPaperTables(db, id)![0]!, "csv")),
  ));
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
