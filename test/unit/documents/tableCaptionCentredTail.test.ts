import { describe, expect, it } from "vitest";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A caption over its table, its first line across the text block ("Table 1. Overall performance
// ... Bold marks the highest score among all models. †"), wrapped onto a second line centred under
// it, which ends closed: a caption's line and a table's first row are both centred, so the
// caption's own search stops after the first line, and the table is read by its rules with no
// name, the centred line between them. That line is the caption's tail: the caption names the
// table under it. Guard: the line set off the caption's axis (a note, not its tail) leaves it unnamed.

const COLUMNS = [150, 86, 86, 86];
// A spanning heading stacked on two centred lines over the scores, as the paper sets it.
const HEADER = [{ cells: [{ text: "Method", rowSpan: 2 }, { text: "Trigger Identification", colSpan: 3 }] }, { cells: [{ text: "+ Classification (%)", colSpan: 3 }] }, row("", "P", "R", "F1")];
const ROWS = [["CrossEntity", "72.9", "64.3", "68.3"], ["jointModel", "73.7", "62.3", "67.5"], ["DMCNN", "75.6", "63.6", "69.1"], ["JRNN", "66.0", "73.0", "69.3"]];
const FIRST = "Overall performance on the test set. Bold marks the highest score among all the models compared here. \u2020";
const TAIL = "means the sequence-based models, \u2021 means the models based on graph convolution.";

async function page(tailCentred: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 2);
  y += 14;
  const label = p.text("Table 1.", 72, y, { font: "Times-Bold", size: BODY.size });
  p.text(` ${FIRST}`, label, y, BODY);
  if (tailCentred) p.centred(TAIL, 72, 540, y + 12.5, BODY);
  else p.text(TAIL, 150, y + 12.5, BODY);
  const bottom = drawTable(p.sheet, p.page, { columns: COLUMNS, header: HEADER, rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 96, y + 22).bottom;
  p.prose(2, 5, bottom + 24);
  return p.render("Results");
}

describe("a caption over its table, wrapped onto a centred line that ends closed", () => {
  it("names the table, the centred line part of its caption", async () => {
    const tables = await readTables(await page(true));
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    expect(tables[0]!.caption).toContain("based on graph convolution");
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });

  it("leaves the table unnamed under a line set off its axis", async () => {
    const tables = await readTables(await page(false));
    expect(tables.filter((t) => t.label === "Table 1" && normedGrid(t).rows.length === ROWS.length)).toEqual([]);
  });
});
