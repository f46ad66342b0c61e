import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { CAPTION, drawTable } from "../../support/tables/tableSheet.ts";
import { labelled, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A caption whose bold label is set piece by piece, as some typesetters do: the word "Table " in
// one text run, its number "4. " in the next, set a little apart, then the title in the caption's regular type. The
// table sits in the left column of a two-column page that also has a figure, so the page is
// looked at for tables only because of its caption: a label read from the word's run alone
// ("Table " with no number) left the page unread and the table missing.

const TITLE = "Summary of band gaps for the known compounds adopting the structure";
const HEAD = ["Compound", "Band gap [eV]"];
const ROWS = [
  ["BaZrS3", "1.75"],
  ["BaHfS3", "2.17"],
  ["SrZrS3", "2.05"],
  ["SrHfS3", "2.32"],
  ["CaZrS3", "1.90"],
];

async function splitLabelPage(): Promise<Uint8Array> {
  const p = new TablePage();
  const bold = { font: "Times-Bold" as const, size: CAPTION.size };
  // The number set apart by more than the word's own space (a justified caption's wider spacing).
  let x = p.text("Table ", 45, 80, bold);
  x = p.text("4. ", x + 4, 80, bold);
  const wrap = TITLE.indexOf(" adopting");
  p.text(TITLE.slice(0, wrap), x, 80, CAPTION);
  p.text(TITLE.slice(wrap + 1), 45, 80 + CAPTION.leading, CAPTION);
  drawTable(p.sheet, p.page, { columns: [130, 100], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 45, 104);
  p.paragraph(PROSE.slice(0, 4).join(" "), 45, 230, 250);
  p.paragraph([...PROSE, ...PROSE].join(" "), 315, 80, 250);
  p.paragraph("Figure 7. Elemental abundance of the constituent elements, with the compounds highlighted.", 45, 560, 500);
  return p.render("Band gaps");
}

describe("a caption label whose number is set in a run of its own", () => {
  it("finds the table on a page with a figure, under its label", async () => {
    const tables = await readTables(await splitLabelPage());
    const table = labelled(tables, "Table 4");
    expect(norm(table.caption ?? "")).toBe(norm(TITLE));
    const grid = normedGrid(table);
    expect(grid.rows).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
