import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A journal's table that ends its page: the next page opens with the running head, its page
// number at one side and the authors or the journal at the other, as facing pages set it (so its
// words are not those of the page before's head, only its folio's place is). The head's two
// pieces fall in the table's first and last columns, but it is the page's furniture, not a last
// row carried over. Rows that do go on, under the head, still join the table, whether the head
// shows itself by its page number's place or by its words set mirrored (no page number alone).

const ROWS = Array.from({ length: 8 }, (_, i) => [`Site ${i + 1}`, `${12 + 3 * i}.${i}`, `${40 + 7 * i}.5`]);
const MORE = Array.from({ length: 3 }, (_, i) => [`Site ${i + 9}`, `${40 + 3 * i}.${i}`, `${96 + 7 * i}.5`]);

/** The running heads of the two pages: a page number at one side, or the same words mirrored. */
const HEADS = {
  folio: [["Journal of Field Counts (2023) 13:17", "17"], ["18", "A. Author et al."]],
  mirrored: [["A. Author et al.", "Journal of Field Counts (2023) 13:17"], ["Journal of Field Counts (2023) 13:18", "A. Author et al."]],
} as const;

async function endsPage(goesOn: boolean, heads: keyof typeof HEADS = "folio"): Promise<Uint8Array> {
  const [[left1, right1], [left2, right2]] = HEADS[heads];
  const p = new TablePage();
  const head = (left: string, right: string) => {
    p.text(left, 72, 40, CELL);
    p.right(right, 540, 40, CELL);
  };
  // The figures' columns set flush right, the last to the text's right edge, as the head's right piece is.
  const rows = (list: readonly string[][], y: number) => {
    for (const [site, count, area] of list) {
      p.text(site!, 72, y, CELL);
      p.right(count!, 330, y, CELL);
      p.right(area!, 540, y, CELL);
      y += 12;
    }
    return y;
  };
  head(left1, right1);
  const y = p.prose(0, 14);
  p.paragraph("The sites were visited twice each season, and every count below is the mean of the two visits.", 72, y + 6, 468);
  let t = p.caption("Table 2", "Counts at each site over the season", 600) + 6;
  p.rule(72, t, 540, t);
  rows([["Site", "Mean count", "Surveyed area (ha)"]], t + 10);
  p.rule(72, t + 14, 540, t + 14);
  t = rows(ROWS, t + 26);
  p.rule(72, t - 8, 540, t - 8);
  expect(t, "the table ends at the page's foot").toBeGreaterThan(700);
  p.nextPage();
  head(left2, right2);
  let top = 90;
  if (goesOn) {
    const end = rows(MORE, 72);
    p.rule(72, end - 8, 540, end - 8);
    top = end + 24;
  }
  p.prose(3, 9, top);
  return p.render("Field counts");
}

describe("a table ending its page, the next page opening with its running head", () => {
  it("leaves the running head out of the table's rows", async () => {
    const table = labelled(await readTables(await endsPage(false)), "Table 2");
    expect(table.pages).toEqual([1]);
    expect(normedGrid(table).rows).toEqual(normed(ROWS));
  });

  it("still joins the rows that go on under the head", async () => {
    const table = labelled(await readTables(await endsPage(true)), "Table 2");
    expect(table.pages).toEqual([1, 2]);
    expect(normedGrid(table).rows).toEqual(normed([...ROWS, ...MORE]));
  });

  it("joins the rows that go on under a head set mirrored, the head no row of them", async () => {
    const table = labelled(await readTables(await endsPage(true, "mirrored")), "Table 2");
    expect(table.pages).toEqual([1, 2]);
    expect(normedGrid(table).rows).toEqual(normed([...ROWS, ...MORE]));
  });
});
