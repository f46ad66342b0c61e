import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A licence register set at 7 pt, its columns flush left with one space between the longest name
// and the next column (under the half em that parts two chunks), running to the foot of page 1
// and on down page 2 with no header there, as Tabula's m27 listing does. On page 1 the headings'
// edges part the name and city columns. On page 2 a row whose name is the longest reads as one
// chunk across the name and city columns: it is still a row of the table, not body text, and the
// rows under it still go on with the table.

const CELL = { font: "Helvetica" as const, size: 7 };
const NAMES = ["COOLGREENS BEER AND WINE", "ALLEGIANT AIR", "BLUE BELLE SALOON", "CAFFE PRANZO", "COFFEE CUP"];
const CITIES = ["OKLAHOMA CITY", "TULSA", "NORMAN", "EDMOND", "LAWTON"];
const LONGEST = NAMES[0]!;
const X1 = 120;
/** One space past the longest name: a run "name city" puts the city at this edge. */
const X2 = X1 + widthOf(`${LONGEST} `, CELL);
const X3 = X2 + 90;
const HEADINGS = ["Licence", "Name", "City", "Expires"];

const rowAt = (i: number) => [String(600100 + i), NAMES[i % NAMES.length]!, CITIES[(3 * i) % CITIES.length]!, `2014/${String((i % 12) + 1).padStart(2, "0")}/15`];
const FIRST = Array.from({ length: 58 }, (_, i) => rowAt(i));
const SECOND = Array.from({ length: 12 }, (_, i) => rowAt(58 + i));

async function register(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 2);
  y = p.captionAndHeadings("Table 1", "Active licences by type", y + 20, HEADINGS, [72, X1, X2, X3], CELL);
  for (const row of FIRST) {
    y += 10;
    [72, X1, X2, X3].forEach((x, k) => p.text(row[k]!, x, y, CELL));
  }
  p.nextPage();
  y = 72;
  for (const row of SECOND) {
    y += 10;
    p.text(row[0]!, 72, y, CELL);
    // The longest name and its city as one run of the PDF, as a typesetter sets a line.
    if (row[1] === LONGEST) p.text(`${row[1]} ${row[2]}`, X1, y, CELL);
    else {
      p.text(row[1]!, X1, y, CELL);
      p.text(row[2]!, X2, y, CELL);
    }
    p.text(row[3]!, X3, y, CELL);
  }
  y += 5;
  p.rule(72, y, 440, y);
  p.prose(2, 5, y + 30);
  return p.render("Register");
}

describe("a table of flush-left columns going on down the next page", () => {
  it("keeps a row whose cell runs into the next column, and every row after it, in the table", async () => {
    // The page is as described: the gap is under the chunk gap, and the run crosses the city edge.
    expect(X2 - X1 - widthOf(LONGEST, CELL)).toBeLessThan(0.5 * CELL.size);
    expect(FIRST.length + SECOND.length).toBeGreaterThan(60);
    expect(SECOND.some((r) => r[1] === LONGEST)).toBe(true);
    const paper = await readPaper(await register());
    const table = labelled(paper.tables ?? [], "Table 1");
    expect(table.pages).toEqual([1, 2]);
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEADINGS]));
    expect(grid.rows).toEqual(normed([...FIRST, ...SECOND]));
    // No licence number of the table is read as a sentence of the body.
    const body = paper.passages.map((p) => p.text).join("\n");
    for (const row of SECOND) expect(body).not.toContain(row[0]!);
  });
});
