import { describe, expect, it } from "vitest";
import { buildLines, buildPageLines } from "../../../src-main/core/documents/layout/buildLines.ts";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { labelled, normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table whose cells carry raised citation markers ("Smith et al.14"). The body's lines leave
// such markers out, as prose reads them; the table keeps its cells' markers, read from the same
// lines as the body's, with the markers put back only in the lines that left one out.
const CELL = { font: "Times-Roman" as const, size: 8 };
const MARK = { font: "Times-Roman" as const, size: 5 };
const X = [72, 250, 330, 410];
const ROWS = [
  ["Smith et al.", "14", "0.82", "120"],
  ["Okafor and Lin", "", "0.77", "98"],
  ["Duarte et al.", "21", "0.91", "143"],
];

/** Text with a raised marker right after it; returns where the marker ends. */
function marked(p: TablePage, text: string, mark: string, x: number, y: number, style: { font: "Times-Roman"; size: number }, markStyle = MARK): number {
  const end = p.text(text, x, y, style);
  return mark ? p.text(mark, end + 0.3, y - 0.4 * style.size, markStyle) : end;
}

async function citingPage(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Included cohorts", y + 24);
  p.rule(X[0]!, y, 470, y);
  ["Study", "AUC", "n"].forEach((h, k) => p.text(h, k === 0 ? X[0]! + 2 : X[k + 1]! + 10, y + 10, CELL));
  y += 14;
  p.rule(X[0]!, y, 470, y);
  for (const row of ROWS) {
    marked(p, row[0]!, row[1]!, X[0]! + 2, y + 10, CELL);
    p.text(row[2]!, X[2]! + 10, y + 10, CELL);
    p.text(row[3]!, X[3]! + 10, y + 10, CELL);
    y += 14;
  }
  p.rule(X[0]!, y, 470, y);
  p.prose(3, 6, y + 30);
  return p.render("Cohorts");
}

describe("raised markers in a table's cells", () => {
  it("are kept in the cells though the body's lines leave them out", async () => {
    const paper = await readPaper(await citingPage());
    const grid = normedGrid(labelled(paper.tables ?? [], "Table 1"));
    expect(grid.rows).toEqual(normed(ROWS.map(([study, mark, auc, n]) => [`${study}${mark}`, auc!, n!])));
    // The body's lines of the same rows left the markers out.
    const { pages } = await readPdf(await citingPage(), "cohorts.pdf");
    expect(buildLines(pages[0]!).filter((l) => l.markersLeftOut).map((l) => l.text)).toEqual(["Smith et al.", "Duarte et al."]);
  });

  it("come back in a table's lines just as lines built with their markers kept", async () => {
    const { pages } = await readPdf(await citingPage(), "cohorts.pdf");
    const built = buildPageLines(pages[0]!);
    expect(built.lines).toEqual(buildLines(pages[0]!));
    expect(built.lines.some((l) => l.markersLeftOut)).toBe(true);
    expect(built.withMarkers()).toEqual(buildLines(pages[0]!, { keepMarkers: true }));
  });
});
