import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A grid whose header row is shaded, the shading drawn as one strip per line of text, so a fill's
// edge runs across the table between the two lines of the wrapped headings. The header's first
// heading covers two columns and every heading begins on the header's first line: the header is
// one row, ending at the rule under it, and the wrapped headings' second lines are not a row.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [60, 150, 210, 290, 370];
const ROWS = [
  ["Allergy problems", "Count", "93", "77"],
  ["", "Percentage", "18.8%", "15.6%"],
  ["Anxiety disorder", "Count", "81", "29"],
  ["", "Percentage", "16.4%", "5.9%"],
  ["Asthma", "Count", "31", "22"],
  ["", "Percentage", "6.3%", "4.4%"],
];

async function shadedHeaderTable(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 3", "Illnesses and their treatment", 72, y + 24, 400);
  const top = y;
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  // The header's shading, one strip per line.
  sheet.fill(page, X[0]!, y, X[4]! - X[0]!, 12, "#cccccc");
  sheet.fill(page, X[0]!, y + 12, X[4]! - X[0]!, 12, "#cccccc");
  centred("Treatment/Therapy", X[0]!, X[2]!, y + 15);
  centred("Suffered", X[2]!, X[3]!, y + 10);
  centred("from", X[2]!, X[3]!, y + 20);
  centred("Followed", X[3]!, X[4]!, y + 10);
  centred("treatment", X[3]!, X[4]!, y + 20);
  sheet.rule(page, X[0]!, y, X[4]!, y);
  y += 24;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    sheet.text(page, row[0]!, X[0]! + 2, y + 10, CELL);
    sheet.text(page, row[1]!, X[1]! + 2, y + 10, CELL);
    centred(row[2]!, X[2]!, X[3]!, y + 10);
    centred(row[3]!, X[3]!, X[4]!, y + 10);
    y += 14;
    // Rules under each row, the stub column left open inside a group.
    sheet.rule(page, row[0] ? X[1]! : X[0]!, y, X[4]!, y);
  }
  for (const x of X) sheet.rule(page, x, top, x, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Treatment");
}

// A grid whose header is one line: two headings each centred over two columns, one over a single
// column, and the years under them in the body's first row. All begin on one line, so the header
// is one row; the heading over one column is not set a level below the others.
const SHARES = [
  ["", "1996", "change", "1996", "change", "1996"],
  ["Austria", "12", "+3", "52", "+11", "36"],
  ["Belgium", "16", "-", "70", "+5", "14"],
  ["Denmark", "17", "n.a.", "59", "+8", "24"],
];

async function oneLineHeaderTable(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 6", "Market shares by kind of store", 72, y + 24, 400);
  const xs = [72, 190, 255, 320, 385, 450, 520];
  const top = y;
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  centred("hypermarkets", xs[1]!, xs[3]!, y + 11);
  centred("supermarkets", xs[3]!, xs[5]!, y + 11);
  centred("others", xs[5]!, xs[6]!, y + 11);
  sheet.rule(page, xs[0]!, y, xs[6]!, y);
  y += 15;
  for (const row of SHARES) {
    sheet.rule(page, xs[0]!, y, xs[6]!, y);
    row.forEach((cell, k) => (k === 0 ? sheet.text(page, cell, xs[0]! + 2, y + 11, CELL) : centred(cell, xs[k]!, xs[k + 1]!, y + 11)));
    y += 15;
  }
  sheet.rule(page, xs[0]!, y, xs[6]!, y);
  for (const x of xs) sheet.rule(page, x, top, x, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Shares");
}

describe("a grid whose shaded header is drawn one strip per line", () => {
  it("reads the header as one row down to the rule under it", async () => {
    const paper = await parsePdf(await shadedHeaderTable(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 3");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([["Treatment/Therapy", "", "Suffered from", "Followed treatment"]]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});

describe("a grid whose headings all begin on one line", () => {
  it("reads them as one header row, spanners and single headings together", async () => {
    const paper = await parsePdf(await oneLineHeaderTable(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 6");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([["", "hypermarkets", "", "supermarkets", "", "others"]]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(SHARES.map((r) => r.map(norm)));
  });
});
