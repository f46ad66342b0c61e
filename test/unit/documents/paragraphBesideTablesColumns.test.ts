import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { readPaper, row, TablePage } from "../../support/tables/tablePage.ts";

// A two-column page taken up mostly by small tables: once the tables are taken out, too few
// prose lines are left to show the page's gutter, and read as one column the page interleaved a
// right-column paragraph line by line with a list of settings displayed beside it in the left
// column. Each joined block read as neither prose nor a table and was dropped: the paragraph was
// lost from the paper. The tables' own regions, each within one column, show the gutter.

const LEFT = 72;
const RIGHT = 318;
const OPENING = "The model was trained on the public split of the corpus and tested on the other half.";
const WIDTH = 222;
const PARAGRAPH = "Every run was repeated with three seeds and the spread between them stayed small. The settings on the left were kept fixed across the runs reported here and in the appendix.";
const SETTINGS = ["Expert count = 10,", "Top k = 5,", "Prototype count = 16,", "Learning rate = 0.0001"];

async function tablesPage(): Promise<Uint8Array> {
  const p = new TablePage();
  const small = (x: number, y: number, rows: string[][]) =>
    drawTable(p.sheet, p.page, { columns: [120, 90], header: [row("Setting", "Value")], rows: rows.map((r) => row(...r)), style: "booktabs" }, x, y).bottom;
  let left = p.paragraph(OPENING, LEFT, 90, WIDTH);
  left = p.caption("Table 1.", "Accuracy by source", left + 14, LEFT, WIDTH);
  left = small(LEFT, left + 6, [["Video", "82.6%"], ["Audio", "79.1%"], ["Text", "88.0%"]]);
  left = p.caption("Table 2.", "Errors by cause", left + 20, LEFT, WIDTH);
  left = small(LEFT, left + 6, [["Missed detail", "65.2%"], ["Ambiguity", "21.4%"], ["Fatigue", "13.4%"]]);
  let right = p.caption("Table 3.", "Cases and their features", 90, RIGHT, WIDTH);
  right = small(RIGHT, right + 6, [["Case", "bank river"], ["Context", "river"], ["Feature", "1556"], ["Concept", "Nature"], ["Case", "bank money"], ["Context", "money"], ["Feature", "948"], ["Concept", "Finance"]]);
  // The settings, centred in the left column, beside the paragraph in the right one.
  const top = Math.max(left, right) + 40;
  SETTINGS.forEach((s, k) => p.centred(s, LEFT, LEFT + WIDTH, top + 20 * k, BODY));
  const after = p.paragraph(PARAGRAPH, RIGHT, top + 10, WIDTH, { ...BODY, leading: 20 });
  right = p.caption("Table 4.", "Flight parameters", after + 24, RIGHT, WIDTH);
  small(RIGHT, right + 6, [["Endurance", "20 J"], ["Power", "3 W"], ["Region", "4 m"]]);
  return p.render("Tables in both columns");
}

describe("a paragraph in one column beside a display in the other, on a page mostly of tables", () => {
  it("reaches the text whole, its lines in their own order", async () => {
    const paper = await readPaper(await tablesPage());
    const body = norm(paper.passages.map((x) => x.text).join(" "));
    expect(body).toContain(norm(PARAGRAPH));
    expect(paper.tables?.map((t) => t.label).sort()).toEqual(["Table 1", "Table 2", "Table 3", "Table 4"]);
  });
});
