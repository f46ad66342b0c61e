import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ImportResultSchema, PaperDetailSchema } from "../../../src-main/contract/index.ts";
import { TableGridSchema, type ParsedTable } from "../../../src-main/contract/tables.ts";
import { columnHeadings, gridRows, tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { DATABASE_FILE_NAME } from "../../../src-main/core/system/dataDir.ts";
import { duckdb, sqlPath } from "../../support/duckdbReader.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate tables` and `show` against a real library: the generated paper with three tables
// is imported by the CLI, and its tables are stored through the repository as the reader's
// output is (once the reader reads tables, the import alone stores them). A second paper, read
// before tables were, says its tables are not read yet.

let dataDir: string;
let work: string;
let printed: ParsedTable[];
let paperId: number;
let unreadId: number;
let reader: Awaited<ReturnType<typeof duckdb>>;

const cli = (...args: string[]) => runCliProcess([...args, "--data-dir", dataDir]);

beforeAll(async () => {
  work = tempDirForSuite();
  dataDir = path.join(work, "data");
  const file = path.join(work, "tables.pdf");
  printed = await writeTablePaper(file);
  const other = path.join(work, "unread.pdf");
  fs.copyFileSync(file, other);
  fs.appendFileSync(other, "\n% another file: other bytes\n");
  const imported = cli("import", file, other, "--json");
  expect(imported.code).toBe(0);
  const results = imported.stdout.trim().split("\n").map((line) => ImportResultSchema.parse(JSON.parse(line)));
  paperId = results.find((r) => r.file === file)!.paperId!;
  unreadId = results.find((r) => r.file === other)!.paperId!;
  const db = openDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  replacePaperTables(db, paperId, printed);
  // The second paper as one read before tables were: nothing stored, nothing read.
  db.prepare("DELETE FROM paper_tables WHERE paper_id = ?").run(unreadId);
  db.prepare("UPDATE papers SET tables_read = 0 WHERE id = ?").run(unreadId);
  closeDatabase(db);
  reader = await duckdb();
});
afterAll(() => reader?.close());

describe("distillate tables and show (child process)", () => {
  it("prints one table as CSV that a CSV reader reads back as its cells", async () => {
    const { code, stdout, stderr } = cli("tables", String(paperId), "--format", "csv", "--table", "1");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const file = path.join(work, "table1.csv");
    fs.writeFileSync(file, stdout);
    const names = Array.from({ length: 12 }, (_, i) => `'c${i}': 'VARCHAR'`).join(", ");
    const rows = (await reader.rows(`SELECT * FROM read_csv(${sqlPath(file)}, header = false, all_varchar = true, auto_detect = false, columns = {${names}}, delim = ',', quote = '"', escape = '"')`)).map((r) =>
      Object.values(r).map((v) => (v === null ? "" : String(v))),
    );
    const table = printed[0]!;
    // "-" (not reported) would start a formula in a spreadsheet: it comes back as text.
    expect(rows).toEqual([columnHeadings(table), ...gridRows(table.rows)].map((r) => r.map((c) => (c === "-" ? "'-" : c))));
    expect(rows).toHaveLength(24);
  });

  it("prints every table as Markdown by default, and refuses CSV of several tables or a table that is not there", () => {
    const md = cli("tables", String(paperId));
    expect(md.code).toBe(0);
    expect(md.stdout).toContain("**Table 1.** General information for the included studies");
    expect(md.stdout).toContain("| Study | Year | Country | Method | Cases / n | Cases / GG |");
    expect(md.stdout).toContain("| Kowalski & Nowak | 2006 | Poland | SSCP | 150 |");
    expect(md.stdout).toContain("**Table 2.** Haplotype frequencies");
    expect(md.stdout).toContain("_Printed as a picture: its cells cannot be read._");
    expect(md.stdout).toContain("| Recessive | 1.09 | 0.93-1.28 | 0.29 |  |");
    const several = cli("tables", String(paperId), "--format", "csv");
    expect(several.code).toBe(64);
    expect(several.stderr).toMatch(/has 3 tables and CSV holds one: choose it with --table <n> \(1 to 3\)/);
    const missing = cli("tables", String(paperId), "--table", "9");
    expect(missing.code).toBe(64);
    expect(missing.stderr).toMatch(/Paper \d+ has 3 tables: there is no table 9/);
    // A number past 2^53 would be read as its neighbour and named wrongly: refused as typed.
    const huge = cli("tables", "99999999999999999999");
    expect(huge.code).toBe(64);
    expect(huge.stderr).toMatch(/Name one paper by its id/);
    expect(huge.stderr).not.toContain("100000000000000000000");
    const hugeTable = cli("tables", String(paperId), "--table", "99999999999999999999");
    expect(hugeTable.code).toBe(64);
    expect(hugeTable.stderr).toContain('not "99999999999999999999"');
    const picture = cli("tables", String(paperId), "--format", "tsv", "--table", "2");
    expect(picture).toMatchObject({ code: 0, stdout: "" });
    expect(picture.stderr).toMatch(/Table 2 \(page 2\): printed as a picture: its cells cannot be read/);
    const tsv = cli("tables", String(paperId), "--format", "tsv", "--table", "3");
    expect(tsv.stdout.split("\n")[0]).toBe("Model\tOR\t95% CI\tP\tI² (%)");
  });

  it("prints tables as JSON in the grid shape, and null for a paper whose tables were never read", () => {
    const all = cli("tables", String(paperId), "--json");
    expect(all.code).toBe(0);
    expect(z.array(TableGridSchema).parse(JSON.parse(all.stdout))).toEqual(printed.map(tableGrid));
    const one = cli("tables", String(paperId), "--format", "json", "--table", "3");
    expect(TableGridSchema.parse(JSON.parse(one.stdout))).toEqual(tableGrid(printed[2]!));
    const unread = cli("tables", String(unreadId), "--json");
    expect(unread.code).toBe(0);
    expect(JSON.parse(unread.stdout)).toBeNull();
    expect(unread.stderr).toContain(`Tables not read yet: this paper was read before Distillate read tables. Read them with: distillate tables ${unreadId} --read`);
    const unknown = cli("tables", "4242");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/4242/);
  });

  it("show --json has the tables in the grid shape, and show lists them in words with their doubts", () => {
    const json = cli("show", String(paperId), "--json");
    expect(json.code).toBe(0);
    const detail = PaperDetailSchema.parse(JSON.parse(json.stdout));
    expect(detail.tables).toEqual(printed.map(tableGrid));
    expect(detail.tables![0]).toMatchObject({ label: "Table 1", page: 1, pages: [1], box: printed[0]!.boxes[0] });
    expect(PaperDetailSchema.parse(JSON.parse(cli("show", String(unreadId), "--json").stdout)).tables).toBeNull();

    const words = cli("show", String(paperId));
    expect(words.code).toBe(0);
    expect(words.stdout).toContain("Tables\n  1  Table 1 (page 1, 21 rows × 12 columns, in 2 groups): General information for the included studies");
    expect(words.stdout).toContain("  2  Table 2 (page 2, printed as a picture, its cells unread): Haplotype frequencies");
    expect(words.stdout).toContain("  3  Table 3 (page 2, 4 rows × 5 columns, to check): Pooled odds ratios");
    expect(words.stdout).toMatch(/To check {4}.*Table 3: Rows have different numbers of cells, so some cells may sit in the wrong column/s);
    const unread = cli("show", String(unreadId));
    expect(unread.stdout).toContain(`Tables\n  Tables not read yet: this paper was read before Distillate read tables.\n  Read them with: distillate tables ${unreadId} --read`);
  });

  it("--read reads the tables of a paper read before tables from its PDF", async () => {
    // What this checkout's reader finds in the file: its tables, or still none read if it does not look for any.
    const readerTables = (await parsePdf(new Uint8Array(fs.readFileSync(path.join(work, "unread.pdf"))), { file: "unread.pdf" })).tables;
    const read = cli("tables", String(unreadId), "--read", "--json");
    expect(read.code).toBe(0);
    expect(JSON.parse(read.stdout)).toEqual(readerTables?.map(tableGrid) ?? null);
  });
});
