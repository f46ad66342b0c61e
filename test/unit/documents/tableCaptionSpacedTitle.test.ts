import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { CELL, drawTable } from "../../support/tables/tableSheet.ts";
import { normedGrid, readPaper, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// Reports set a table's label alone, centred (at times in a box of its own), and its title centred
// under it a blank line apart, in capitals; or a caption with a headnote in small type under it
// ("[In thousands ...]") over the table's top rule. Both tables were found by their rules alone,
// with no label, and a headnote's table could be named by the next table's caption under it.

const HEAD = ["Product", "2012", "2013"];
const ROWS = [
  ["Cotton", "1.393,4", "886,7"],
  ["Peanut", "93,9", "100,6"],
  ["Rice", "2.426,7", "2.389,7"],
  ["Soybean", "25.042,2", "27.715,2"],
];
const TITLE = ["BRAZIL", "PLANTED AREA ESTIMATE", "2011/2012 AND 2012/2013 CROPS"];
const LABEL_STYLE = { font: "Helvetica-Bold" as const, size: 9 };

async function spacedTitlePage(boxed: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  // The label alone, then its title's lines centred under it at a double leading.
  p.centred("Table 1", 72, 540, 70, LABEL_STYLE);
  if (boxed) p.box(280, 60, 52, 14);
  TITLE.forEach((line, i) => p.centred(line, 72, 540, 88 + 18 * i, LABEL_STYLE));
  drawTable(p.sheet, p.page, { columns: [180, 100, 100], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "grid" }, 116, 148);
  p.prose(0, 3, 260);
  return p.render("Spaced title");
}

describe("a label alone with its title centred under it a blank line apart", () => {
  it("names the table under them, the title as its caption", async () => {
    const tables = await readTables(await spacedTitlePage(false));
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    expect(norm(tables[0]!.caption ?? "")).toBe(norm(TITLE.join(" ")));
    expect(normedGrid(tables[0]!).rows).toEqual(ROWS.map((r) => r.map(norm)));
  });

  it("does so with the label in a box of its own", async () => {
    const tables = await readTables(await spacedTitlePage(true));
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    expect(norm(tables[0]!.caption ?? "")).toBe(norm(TITLE.join(" ")));
  });
});

const HEADNOTE = ["[In thousands. Represents arrests reported (not charged) by law enforcement agencies", "in the area covered; some persons may be arrested more than once during a year]"];
const SMALL = { font: "Times-Roman" as const, size: 6 };

async function headnotesPage(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = 60;
  for (const [label, title, first] of [
    ["Table 324.", "Arrests by Sex and Age: 2009", "Violent crime"],
    ["Table 325.", "Arrests by Race: 2009", "Property crime"],
  ] as const) {
    p.text(`${label} ${title}`, 72, y, { font: "Helvetica-Bold", size: 8 });
    HEADNOTE.forEach((line, i) => p.text(line, 72, y + 8 + 6.5 * i, SMALL));
    const drawn = drawTable(p.sheet, p.page, { columns: [160, 90, 90], header: [row("Offense charged", "Total", "Male")], rows: [row(first, "467.9", "380.2"), row("Burglary", "240.4", "209.1"), row("Larceny", "1,052.2", "593.7")], style: "booktabs", spannerRules: false }, 72, y + 8 + 6.5 * HEADNOTE.length);
    p.text("Source: U.S. Department of Justice.", 72, drawn.bottom + 9, { ...CELL, size: 6 });
    y = drawn.bottom + 40;
  }
  return p.render("Headnotes");
}

describe("a caption with a headnote in small type over the table's top rule", () => {
  it("names the table under it, and the next caption names its own", async () => {
    const paper = await readPaper(await headnotesPage());
    const tables = paper.tables ?? [];
    expect(paper.passages.map((x) => norm(x.text)).join(" ")).not.toContain(norm("some persons may be arrested"));
    const byLabel = Object.fromEntries(tables.map((t) => [t.label, normedGrid(t).rows[0]?.[0]]));
    expect(byLabel).toEqual({ "Table 324": norm("Violent crime"), "Table 325": norm("Property crime") });
    // The headnote is read with its caption, not left to the body.
    expect(norm(tables[0]!.caption ?? "")).toBe(norm(`Arrests by Sex and Age: 2009 ${HEADNOTE.join(" ")}`));
  });
});
