import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, TableSheet } from "../../support/tables/tableSheet.ts";

// Tables under a caption that were lost, or read as a table with no label:
// - a table of a header and one row whose header rule leaves its stub cell open: the walk down the
//   rules started from that short rule and found no other of its width;
// - the whole caption, label and title, in a bold type the running text is not set in, with no
//   punctuation after the label;
// - a page of tables and figures with little running text, where the captions' own type is the
//   page's most used.

const ROMAN = { font: "Times-Roman" as const, size: 11 };
const BOLD = { font: "Times-Bold" as const, size: 10 };
const CELL = { font: "Helvetica" as const, size: 9 };
const YEARS = ["2001", "2002", "2003", "2004"];
const COUNTS = ["29 300", "25 800", "33 300", "33 500"];

/** One header row of years over a stub column, one body row; rules under the header and the row. */
function yearTable(sheet: TableSheet, page: number, y: number, openStub: boolean): number {
  const X = [72, 230, 305, 380, 455, 530];
  sheet.rule(page, openStub ? X[1]! : X[0]!, y, X[5]!, y);
  YEARS.forEach((year, k) => sheet.text(page, year, X[k + 1]! + 20, y + 12, CELL));
  sheet.rule(page, X[0]!, y + 16, X[5]!, y + 16);
  sheet.text(page, "On labour market training", X[0]! + 4, y + 28, CELL);
  COUNTS.forEach((n, k) => sheet.text(page, n, X[k + 1]! + 16, y + 28, CELL));
  sheet.rule(page, X[0]!, y + 32, X[5]!, y + 32);
  for (const x of X.slice(1, 5)) sheet.rule(page, x, y, x, y + 32);
  return y + 32;
}

function expectYearTable(tables: NonNullable<Awaited<ReturnType<typeof parsePdf>>["tables"]>, label: string, title: string): void {
  const table = tables.find((t) => t.label === label);
  expect(table, `${label} found`).toBeDefined();
  expect(norm(table!.caption ?? "")).toContain(norm(title));
  const g = tableGrid(table!);
  const all = [...g.header, ...g.rows].map((r) => r.map(norm));
  expect(all).toEqual([["", ...YEARS], ["On labour market training", ...COUNTS]]);
}

describe("table captions set as reports set them", () => {
  it("reads a two-row table under its caption whose header rule leaves the stub cell open", async () => {
    const sheet = new TableSheet();
    const page = sheet.addPage();
    let y = sheet.paragraph(page, PROSE.slice(0, 4).join(" "), 72, 90, 468, BODY);
    const title = "Number of persons attending labour market training from 2001 to 2004";
    sheet.text(page, `Table 8: ${title}`, 72, y + 24, ROMAN);
    y = yearTable(sheet, page, y + 36, true);
    sheet.paragraph(page, PROSE.slice(4, 7).join(" "), 72, y + 30, 468, BODY);
    const paper = await parsePdf(await sheet.render("Training"), { file: "generated.pdf" });
    expectYearTable(paper.tables ?? [], "Table 8", title);
  });

  it("reads a caption set whole in bold, with no stop after its label", async () => {
    const sheet = new TableSheet();
    const page = sheet.addPage();
    let y = sheet.paragraph(page, PROSE.slice(0, 4).join(" "), 72, 90, 468, BODY);
    const title = "Persons in training by year";
    sheet.text(page, `Table 6.10 ${title}`, 200, y + 24, BOLD);
    y = yearTable(sheet, page, y + 34, false);
    sheet.paragraph(page, PROSE.slice(4, 7).join(" "), 72, y + 30, 468, BODY);
    const paper = await parsePdf(await sheet.render("Training"), { file: "generated.pdf" });
    expectYearTable(paper.tables ?? [], "Table 6.10", title);
  });

  it("reads a table's caption set in the type most of a page of tables and figures is set in", async () => {
    const sheet = new TableSheet();
    const page = sheet.addPage();
    const title = "Number of persons attending labour market training by year";
    sheet.text(page, `Table 2.4: ${title}`, 72, 90, BOLD);
    yearTable(sheet, page, 100, false);
    // Two figures under it, drawn as boxes, each with a caption in the same bold type.
    sheet.rule(page, 100, 200, 500, 200);
    sheet.rule(page, 100, 380, 500, 380);
    sheet.text(page, "Figure 2.1: Share of persons attending labour market training by age group", 72, 400, BOLD);
    sheet.text(page, "Persons attending", 72, 430, ROMAN);
    sheet.rule(page, 100, 460, 500, 460);
    sheet.rule(page, 100, 640, 500, 640);
    sheet.text(page, "Figure 2.2: Share of persons attending labour market training by region of residence", 72, 660, BOLD);
    const paper = await parsePdf(await sheet.render("Training"), { file: "generated.pdf" });
    expectYearTable(paper.tables ?? [], "Table 2.4", title);
  });
});
