import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Each complaint heads two ruled rows, "Count" and "Percentage". The rule between the two stops
// short of the complaint's column, which the complaint's cell spans; a complaint wrapped over two
// lines sets its second line under that rule, closer to its first line than the rows are apart.
// The second line is the complaint's, not the "Percentage" row's.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [60, 160, 230, 300, 370];
const GROUPS: [string[], string[], string[]][] = [
  [["Allergy problems"], ["93", "77"], ["18.8%", "15.6%"]],
  [["Chronic fatigue", "syndrome"], ["19", "4"], ["3.8%", "0.8%"]],
  [["Asthma"], ["31", "22"], ["6.3%", "4.4%"]],
  [["Sexually transmitted", "diseases"], ["7", "7"], ["1.4%", "1.4%"]],
  [["Depression"], ["48", "12"], ["9.7%", "2.4%"]],
];

async function openColumnRules(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Complaints suffered and treated", y + 24);
  const right = (text: string, k: number, at: number) => p.right(text, X[k + 1]! - 6, at, CELL);
  p.rule(X[0]!, y, X[4]!, y);
  p.text("Complaint", X[0]! + 3, y + 11, CELL);
  right("Suffered", 2, y + 11);
  right("Treated", 3, y + 11);
  y += 15;
  p.rule(X[0]!, y, X[4]!, y);
  for (const [label, count, share] of GROUPS) {
    const first = y + 11;
    label.forEach((line, k) => p.text(line, X[0]! + 3, first + 10.5 * k, CELL));
    p.text("Count", X[1]! + 3, first, CELL);
    count.forEach((v, k) => right(v, k + 2, first));
    // The rule between the group's rows leaves the complaint's column open.
    p.rule(X[1]!, first + 3.5, X[4]!, first + 3.5);
    p.text("Percentage", X[1]! + 3, first + 14, CELL);
    share.forEach((v, k) => right(v, k + 2, first + 14));
    y = first + 18;
    p.rule(X[0]!, y, X[4]!, y);
  }
  p.prose(3, 6, y + 30);
  return p.render("Complaints");
}

describe("a label's second line under a row rule that leaves its column open", () => {
  it("stays with the label: the next row has no label of its own", async () => {
    const grid = normedGrid(labelled(await readTables(await openColumnRules()), "Table 4"));
    expect(grid.rows).toEqual(
      GROUPS.flatMap(([label, count, share]) => [
        [label.join(" "), "Count", ...count],
        ["", "Percentage", ...share],
      ]),
    );
  });
});
