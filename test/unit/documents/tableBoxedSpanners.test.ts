import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD, SIDEWAYS } from "../../support/tables/tableSheet.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import type { TableCell } from "../../../src-main/contract/tables.ts";

// A grid whose header is boxed by its rules: over the stub and the two count columns an empty box, over the
// four candidates for one office a box "State" with "Governor" under it, and over the last three a
// box "County" with a wrapped "Road Commission" over two of them. Each heading heads the columns
// of its box, however its text lines up with the columns, and a box's two lines are one heading.
const X = [40, 110, 140, 170, 200, 230, 260, 290, 320, 350, 380];
const NAMES = ["Registered voters", "Ballots cast", "Ashford", "Brennan", "Carver", "Dunmore", "Eaton", "Fulton", "Grady"];
const ROWS = [
  ["Alder", "963", "439", "155", "226", "41", "17", "301", "290", "12"],
  ["Birch", "923", "393", "140", "223", "37", "12", "288", "270", "30"],
  ["Cedar", "1026", "349", "130", "190", "52", "9", "250", "244", "41"],
  ["Damson", "1212", "423", "156", "226", "30", "11", "379", "360", "9"],
];

async function boxedHeader(): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const second = top + 14;
  const names = second + 26 + 80;
  const bottom = names + 14 * ROWS.length;
  for (const y of [top, second, second + 26, names, ...ROWS.map((_, i) => names + 14 * (i + 1))]) p.rule(X[0]!, y, X.at(-1)!, y);
  // Column rules: the boxes' sides from the top, the rest from the row of names down.
  for (const x of [X[0], X[3], X[7], X[10]]) p.rule(x!, top, x!, bottom);
  p.rule(X[9]!, second, X[9]!, bottom);
  for (const x of [X[1], X[2], X[4], X[5], X[6], X[8]]) p.rule(x!, second + 26, x!, bottom);
  // "State" and "Governor" set a little right of their boxes' middle, as a report's headings often are.
  p.centred("State", X[4]!, X[7]!, top + 10, CELL_BOLD);
  p.centred("Governor", X[4]!, X[7]!, second + 16, CELL_BOLD);
  p.centred("County", X[7]!, X[10]!, top + 10, CELL_BOLD);
  p.centred("Road", X[7]!, X[9]!, second + 10, CELL_BOLD);
  p.centred("Commission", X[7]!, X[9]!, second + 20, CELL_BOLD);
  p.sheet.framed(p.page, SIDEWAYS, () => {
    NAMES.forEach((name, k) => p.sheet.text(p.page, name, 792 - names + 4, (X[k + 1]! + X[k + 2]!) / 2 - 4, CELL));
  });
  ROWS.forEach((r, i) => r.forEach((c, k) => p.text(c, X[k]! + 3, names + 14 * i + 10, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Returns");
}

/** A header row's headings, each with the columns it covers. */
function spans(cells: readonly TableCell[]): string[] {
  let k = 0;
  return cells.flatMap((c) => {
    const at = k;
    k += c.colSpan;
    return c.text ? [`${c.text.replace(/\s+/g, " ")} ${at}-${at + c.colSpan - 1}`] : [];
  });
}

describe("headings boxed by a grid's rules", () => {
  it("head the columns of their boxes, and a box's two lines are one heading", async () => {
    const table = await readOnlyTable(await boxedHeader());
    const header = table.header.map((row) => spans(row.cells));
    expect(header.slice(0, 2)).toEqual([
      ["State 3-6", "County 7-9"],
      ["Governor 3-6", "Road Commission 7-8"],
    ]);
  });
});
