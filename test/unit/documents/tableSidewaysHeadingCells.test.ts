import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD, PAGE, SIDEWAYS } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// A ruled grid whose column headings are set sideways, each in its own narrow cell of a tall row
// under an upright spanner: the turned names are the columns' headings, read into the header's
// cells, and the figures under them are the body.
const COLUMNS = [72, 130, 160, 190, 220, 250, 280, 310];
const NAMES = ["Registered voters", "Ballots cast", "Ashford", "Brennan", "Carver", "Dunmore"];
const ROWS = [
  ["Alder", "963", "439", "155", "226", "41", "17"],
  ["Birch", "923", "393", "140", "223", "37", "12"],
  ["Cedar", "1026", "349", "130", "190", "52", "9"],
  ["Damson", "1212", "423", "156", "226", "30", "11"],
  ["Elm", "611", "180", "72", "95", "8", "5"],
];

// Turned the other way (clockwise): the text reads from top to bottom.
const CLOCKWISE = [0, 1, -1, 0, PAGE[0], 0] as const;

async function turnedNames(rows = ROWS, downwards = false): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const names = top + 16 + 80;
  const bottom = names + 14 * rows.length;
  for (const y of [top, top + 16, names, ...rows.map((_, i) => names + 14 * (i + 1))]) p.rule(COLUMNS[0]!, y, COLUMNS.at(-1)!, y);
  for (const x of COLUMNS) p.rule(x, x === COLUMNS[0] || x === COLUMNS.at(-1) || x === COLUMNS[3] ? top : top + 16, x, bottom);
  p.text("Ward", COLUMNS[0]! + 3, top + 11, CELL_BOLD);
  p.centred("Turnout", COLUMNS[1]!, COLUMNS[3]!, top + 11, CELL_BOLD);
  p.centred("Candidates", COLUMNS[3]!, COLUMNS.at(-1)!, top + 11, CELL_BOLD);
  // Each name reads from the foot of its cell upwards (or from its top downwards), in the middle of its column.
  if (downwards) {
    p.sheet.framed(p.page, CLOCKWISE, () => {
      NAMES.forEach((name, k) => p.sheet.text(p.page, name, top + 16 + 4, PAGE[0] - (COLUMNS[k + 1]! + COLUMNS[k + 2]!) / 2 - 4, CELL));
    });
  } else {
    p.sheet.framed(p.page, SIDEWAYS, () => {
      NAMES.forEach((name, k) => p.sheet.text(p.page, name, 792 - names + 4, (COLUMNS[k + 1]! + COLUMNS[k + 2]!) / 2 + 3, CELL));
    });
  }
  rows.forEach((r, i) => r.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, names + 14 * i + 10, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Returns");
}

describe("headings set sideways in a ruled grid's cells", () => {
  it("are the columns' headings, each in its own cell, over the rows of figures", async () => {
    const table = await readOnlyTable(await turnedNames());
    const { header, rows } = tableGrid(table);
    expect(normed(header).at(-1)).toEqual(normed([["", ...NAMES]])[0]);
    expect(normed(rows)).toEqual(normed(ROWS));
  });

  it("are read the same when they run from top to bottom", async () => {
    const table = await readOnlyTable(await turnedNames(ROWS, true));
    const { header, rows } = tableGrid(table);
    expect(normed(header).at(-1)).toEqual(normed([["", ...NAMES]])[0]);
    expect(normed(rows)).toEqual(normed(ROWS));
  });

  it("make a table of a grid with only three rows of figures under them", async () => {
    const three = ROWS.slice(0, 3);
    const table = await readOnlyTable(await turnedNames(three));
    const { header, rows } = tableGrid(table);
    expect(normed(header).at(-1)).toEqual(normed([["", ...NAMES]])[0]);
    expect(normed(rows)).toEqual(normed(three));
  });
});
