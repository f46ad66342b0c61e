import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

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
function yearTable(p: TablePage, y: number, openStub: boolean): number {
  const X = [72, 230, 305, 380, 455, 530];
  p.rule(openStub ? X[1]! : X[0]!, y, X[5]!, y);
  YEARS.forEach((year, k) => p.text(year, X[k + 1]! + 20, y + 12, CELL));
  p.rule(X[0]!, y + 16, X[5]!, y + 16);
  p.text("On labour market training", X[0]! + 4, y + 28, CELL);
  COUNTS.forEach((n, k) => p.text(n, X[k + 1]! + 16, y + 28, CELL));
  p.rule(X[0]!, y + 32, X[5]!, y + 32);
  for (const x of X.slice(1, 5)) p.rule(x, y, x, y + 32);
  return y + 32;
}

async function expectYearTable(pdf: Uint8Array, label: string, title: string): Promise<void> {
  const table = labelled(await readTables(pdf), label);
  expect(norm(table.caption ?? "")).toContain(norm(title));
  expect(normedGrid(table).all).toEqual([["", ...YEARS], ["On labour market training", ...COUNTS]]);
}

describe("table captions set as reports set them", () => {
  it("reads a two-row table under its caption whose header rule leaves the stub cell open", async () => {
    const p = new TablePage();
    let y = p.prose(0, 4);
    const title = "Number of persons attending labour market training from 2001 to 2004";
    p.text(`Table 8: ${title}`, 72, y + 24, ROMAN);
    y = yearTable(p, y + 36, true);
    p.prose(4, 7, y + 30);
    await expectYearTable(await p.render("Training"), "Table 8", title);
  });

  it("reads a caption set whole in bold, with no stop after its label", async () => {
    const p = new TablePage();
    let y = p.prose(0, 4);
    const title = "Persons in training by year";
    p.text(`Table 6.10 ${title}`, 200, y + 24, BOLD);
    y = yearTable(p, y + 34, false);
    p.prose(4, 7, y + 30);
    await expectYearTable(await p.render("Training"), "Table 6.10", title);
  });

  it("reads a table's caption set in the type most of a page of tables and figures is set in", async () => {
    const p = new TablePage();
    const title = "Number of persons attending labour market training by year";
    p.text(`Table 2.4: ${title}`, 72, 90, BOLD);
    yearTable(p, 100, false);
    // Two figures under it, drawn as boxes, each with a caption in the same bold type.
    p.rule(100, 200, 500, 200);
    p.rule(100, 380, 500, 380);
    p.text("Figure 2.1: Share of persons attending labour market training by age group", 72, 400, BOLD);
    p.text("Persons attending", 72, 430, ROMAN);
    p.rule(100, 460, 500, 460);
    p.rule(100, 640, 500, 640);
    p.text("Figure 2.2: Share of persons attending labour market training by region of residence", 72, 660, BOLD);
    await expectYearTable(await p.render("Training"), "Table 2.4", title);
  });
});
