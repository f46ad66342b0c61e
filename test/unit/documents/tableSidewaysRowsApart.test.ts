import { describe, expect, it } from "vitest";
import { CAPTION, CELL, drawCaption, SIDEWAYS } from "../../support/tables/tableSheet.ts";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table printed sideways whose cells wrap over three lines, ruled over and under its header
// only, its rows set a blank line and more apart (a study-characteristics table of a
// meta-analysis, its alternate shading lost on a scan). On main its rows past the first blank were
// cut off the captioned table and read as a table of their own with no label.
const COLUMNS = [0, 90, 140, 260, 400];
const STUDIES: string[][][] = ["Rivers", "Yu", "Hayes", "Gattinoni", "Alia", "Micek"].map((name, i) => [
  [`${name},`, "et al."],
  [`${1990 + i}`],
  ["Adult patients", "with septic", "shock"],
  [`CI > ${3 + i}.5 L/min/m2`, "DO2I > 600 mL/min/m2", "VO2 > 170 mL/min/m2"],
  ["Hospital", "mortality"],
]);

async function sidewaysRowsApart(): Promise<Uint8Array> {
  const p = new TablePage();
  p.sheet.framed(p.page, SIDEWAYS, () => {
    const x = 90;
    const below = drawCaption(p.sheet, p.page, "Table 1", "Characteristics of the included studies", x, 80, 600);
    p.sheet.rule(p.page, x, below, x + 560, below);
    const headings = ["Study", "Year", "Study population", "Goals in GDT group", "Endpoint"];
    headings.forEach((h, c) => p.sheet.text(p.page, h, x + COLUMNS[c]!, below + 12, { ...CELL, font: "Times-Bold" }));
    p.sheet.rule(p.page, x, below + 17, x + 560, below + 17);
    let y = below + 30;
    for (const study of STUDIES) {
      study.forEach((lines, c) => lines.forEach((line, l) => p.sheet.text(p.page, line, x + COLUMNS[c]!, y + l * CELL.leading, CELL)));
      // Three lines of cells, then a blank of more than two lines of the caption's type before the next row.
      y += 2 * CELL.leading + 3 * CAPTION.size;
    }
  });
  return p.render("Included studies");
}

describe("a sideways table whose wrapped rows stand apart under a ruled header", () => {
  it("keeps every row under its caption, with no unlabelled piece beside it", async () => {
    const paper = await readPaper(await sidewaysRowsApart());
    const tables = paper.tables ?? [];
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    const table = tables[0]!;
    expect(table.rotated).toBe(true);
    const firstCells = table.rows.map((r) => r.cells[0]?.text ?? "").join(" ");
    for (const study of STUDIES) expect(firstCells).toContain(study[0]![0]!);
    expect(table.rows.flatMap((r) => r.cells.map((c) => c.text)).join(" ")).toContain("VO2 > 170 mL/min/m2");
  });
});
