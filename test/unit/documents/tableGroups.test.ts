import { describe, expect, it } from "vitest";
import { gridRows } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PaperWriter, PROSE } from "../../support/tables/paperWriter.ts";
import type { SpecRow, TableSpec } from "../../support/tables/tableSheet.ts";

// Tables as statistics offices and agencies print them (the ICDAR 2013 set is full of them): no
// caption and no rule, rows grouped under sub-heading lines, a cell's words set above and below its
// row's baseline, and appendix labels such as "Table A-2". Each must come back as one table whole,
// not as pieces (each piece a false table and the rest of the table lost).

const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
const sub = (text: string): SpecRow => ({ kind: "subheading", cells: [{ text }, { text: "" }, { text: "" }, { text: "" }] });

/** Four groups of four or more rows, each under a sub-heading line: whitespace alone sets the columns. */
const GROUPED: TableSpec = {
  columns: [150, 90, 90, 90],
  header: [row("Characteristic", "2007", "2009", "2011")],
  rows: [
    sub("Sex"),
    row("Male", "61,206", "60,721", "59,880"),
    row("Female", "49,486", "51,084", "52,010"),
    row("Not stated", "1,204", "1,187", "1,150"),
    row("All", "111,896", "112,992", "113,040"),
    sub("Region"),
    row("Northeast", "23,128", "23,316", "23,402"),
    row("Midwest", "29,202", "29,403", "29,511"),
    row("South", "48,324", "49,372", "50,104"),
    row("West", "27,550", "28,021", "28,390"),
    sub("Income"),
    row("Under 25,000", "46,912", "49,240", "50,013"),
    row("25,000 to 49,999", "31,170", "29,757", "29,102"),
    row("50,000 to 74,999", "18,985", "18,557", "18,230"),
    row("75,000 and over", "31,137", "32,558", "33,671"),
  ],
  style: "plain",
  rowHeight: 13,
};

async function paperWith(place: (w: PaperWriter) => void): Promise<Uint8Array> {
  const w = new PaperWriter("Housing conditions by household");
  w.heading("1. Methods");
  w.paragraph(PROSE.slice(0, 2));
  place(w);
  w.heading("2. Results");
  w.paragraph(PROSE.slice(4, 6));
  return w.finish("Housing conditions by household");
}

const read = (bytes: Uint8Array) => parsePdf(bytes.slice(), { file: "generated.pdf" });
const texts = (rows: readonly { cells: readonly { text: string }[] }[]) => rows.map((r) => r.cells.map((c) => norm(c.text)).join(" | "));

describe("tables grouped under sub-headings, with no caption and no rule", () => {
  it("come back as one table holding every group's rows, not one piece per group", async () => {
    const paper = await read(await paperWith((w) => w.uncaptionedTable(GROUPED)));
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const rows = texts(tables[0]!.rows);
    for (const label of ["Male", "All", "Northeast", "West", "Under 25,000", "75,000 and over"]) expect(rows.some((r) => r.startsWith(norm(label)))).toBe(true);
    // The groups' headings stay in the table, not in the body's sentences.
    for (const heading of ["Sex", "Region", "Income"]) expect(rows.some((r) => r.startsWith(heading))).toBe(true);
    expect(paper.passages.some((p) => /61,206|Northeast/.test(p.text))).toBe(false);
  });
});

describe("labels", () => {
  // "tABLE 2": a capital the font's character map turns to lower case in the text layer, as some
  // typesetters' fonts do (pdf.js and pdftotext read the same).
  it.each(["Table A-2", "tABLE 2"])('read "%s" as the caption\'s label', async (label) => {
    const spec: TableSpec = { ...GROUPED, rows: GROUPED.rows.slice(0, 5), style: "booktabs" };
    const paper = await read(await paperWith((w) => w.table(label, "Households by sex of the first member, 2007 to 2011", spec)));
    const tables = paper.tables ?? [];
    expect(tables.map((t) => t.label)).toEqual([label]);
    expect(norm(tables[0]!.caption ?? "")).toBe(norm("Households by sex of the first member, 2007 to 2011"));
    expect(gridRows(tables[0]!.header)[0]?.map(norm)).toEqual(["Characteristic", "2007", "2009", "2011"]);
  });
});
