import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";
import { norm } from "../../support/normText.ts";

// A register with no caption, as a licensing office prints its listing: every other row shaded,
// no rules, one type for everything. Its headings are set over the first shaded row in two lines
// ("Licence" over "Number", "Premise" over "Address"), flush left over columns whose figures are
// set flush right. The listing runs to the foot of page 1 and goes on down page 2, where the
// page's running title and the two heading lines are printed again at their places.

const CELL = { font: "Helvetica" as const, size: 7 };
const TITLE = { font: "Helvetica" as const, size: 9 };
const X = { number: 40, name: 110, owner: 220, address: 320, city: 440, expires: 520 };
const NUMBER_RIGHT = 80;
const TOP_HEADINGS: [string, number][] = [["Licence", X.number], ["Premise", X.address]];
const HEADINGS: [string, number][] = [["Number", X.number], ["Name", X.name], ["Owner", X.owner], ["Address", X.address], ["City", X.city], ["Expires", X.expires]];
const NAMES = ["Allegiant Air", "Bamboo Bistro", "Cedar Rock Inn", "Coffee Cup", "Elements Gallery", "Fratelis"];
const OWNERS = ["Allegiant LLC", "Jin Corporation", "Mora Enterprises", "Engard Inc", "Oeme LLC"];
const STREETS = ["Terminal Drive", "Apache Street", "Yale Avenue", "Main Street", "Gary Boulevard"];
const CITIES = ["Tulsa", "Norman", "Lawton", "Shawnee", "Edmond", "Durant"];
const PITCH = 14;
const FIRST_ROW = 100;

const rowAt = (i: number) => [String(600100 + 37 * i), NAMES[i % NAMES.length]!, OWNERS[(2 * i) % OWNERS.length]!, `${100 + 7 * i} ${STREETS[i % STREETS.length]!}`, CITIES[(5 * i) % CITIES.length]!, `2014/${String((i % 12) + 1).padStart(2, "0")}/15`];

function headOfPage(p: TablePage, page: number): void {
  p.centred("Register of active licences", 150, 450, 40, TITLE);
  p.text(`Listing ${page}`, X.expires, 40, CELL);
  for (const [text, x] of TOP_HEADINGS) p.text(text, x, 76, CELL);
  for (const [text, x] of HEADINGS) p.text(text, x, 85, CELL);
}

function rowsOfPage(p: TablePage, rows: readonly string[][]): void {
  rows.forEach((row, k) => {
    const y = FIRST_ROW + k * PITCH;
    if (k % 2 === 0) p.fill(36, y - 9, 530, PITCH, "#dddddd");
    p.right(row[0]!, NUMBER_RIGHT, y, CELL);
    [X.name, X.owner, X.address, X.city, X.expires].forEach((x, c) => p.text(row[c + 1]!, x, y, CELL));
  });
}

/** The register: `first` rows on page 1, then `second` on page 2 (none: one page). */
async function register(first: readonly string[][], second: readonly string[][]): Promise<Uint8Array> {
  const p = new TablePage();
  headOfPage(p, 1);
  rowsOfPage(p, first);
  p.centred("Page 1", 250, 350, 770, CELL);
  if (second.length > 0) {
    p.nextPage();
    headOfPage(p, 2);
    rowsOfPage(p, second);
    p.centred("Page 2", 250, 350, 770, CELL);
  }
  return p.render("Register");
}

const FIRST = Array.from({ length: 46 }, (_, i) => rowAt(i));
const SECOND = Array.from({ length: 14 }, (_, i) => rowAt(46 + i));
const cellsOf = (rows: readonly { cells: readonly { text: string }[] }[]) => rows.map((r) => r.cells.map((c) => norm(c.text)).filter(Boolean));
const wordsOf = (rows: readonly { cells: readonly { text: string }[] }[]) => cellsOf(rows).flat().join(" ");

describe("a shaded register whose headings stand in two lines over its first shaded row", () => {
  it("takes both heading lines as its header, and its first row as a row", async () => {
    // The page is as described: the first heading lies flush left of the figures under it, not over their start.
    expect(NUMBER_RIGHT - widthOf(FIRST[0]![0]!, CELL) - X.number).toBeGreaterThan(CELL.size);
    const paper = await readPaper(await register(FIRST.slice(0, 20), []));
    const table = (paper.tables ?? []).find((t) => wordsOf(t.rows).includes(norm(FIRST[1]![1]!)));
    expect(table, "the register is found").toBeDefined();
    const header = wordsOf(table!.header);
    for (const [text] of [...TOP_HEADINGS, ...HEADINGS]) expect(header).toContain(norm(text));
    expect(header).not.toContain(FIRST[0]![0]!);
    expect(cellsOf(table!.rows)).toEqual(FIRST.slice(0, 20).map((r) => r.map(norm)));
  });
});

describe("a register going on down the next page under its headings printed again", () => {
  it("is one table whose rows are the register's rows, the headings printed again no row of it", async () => {
    const paper = await readPaper(await register(FIRST, SECOND));
    const table = (paper.tables ?? []).find((t) => wordsOf(t.rows).includes(norm(FIRST[1]![1]!)));
    expect(table, "the register is found").toBeDefined();
    expect(table!.pages).toEqual([1, 2]);
    expect(cellsOf(table!.rows)).toEqual([...FIRST, ...SECOND].map((r) => r.map(norm)));
    const header = wordsOf(table!.header);
    for (const [text] of HEADINGS) expect(header).toContain(norm(text));
  });
});
