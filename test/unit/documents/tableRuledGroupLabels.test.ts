import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A booktabs table of methods in two groups, each headed by a label alone on its line: rules under
// the header, under the first group's label, under its first row and over the last row, none
// between the first group's last row ("Retain Only") and the second group's label. Between two
// rules rows begin where cells begin in two columns or more; the second label begins none beside
// it, yet set at the rows' pitch under a row whose figures are printed it is a row of its own. A
// label's wrapped line set closer than the rows ("(diagonal)") still goes on with its label.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [90, 250, 320, 390, 460];
const PITCH = 15;
const LEADING = 10;
const HEADER = ["Method", "Clean PPL", "Seen ASR", "OOD ASR", "Avg. Rank"];
/** Each row: its label's lines, its figures (none for a group's label), and whether a rule is drawn under it. */
const ROWS: { label: string[]; figures: string[]; ruled?: boolean }[] = [
  { label: ["Approximate methods (ranked)"], figures: [], ruled: true },
  { label: ["RapidUn (Ours)"], figures: ["44.6", "0.153", "0.096", "1.00"], ruled: true },
  { label: ["LoReUn"], figures: ["44.9", "0.214", "0.125", "2.00"] },
  { label: ["GA Unlearn"], figures: ["45.3", "0.253", "0.132", "3.33"] },
  { label: ["Fisher Unlearn", "(diagonal)"], figures: ["45.3", "0.830", "0.437", "3.67"] },
  { label: ["Base (Poisoned)"], figures: ["50.5", "0.844", "0.462", "5.00"] },
  { label: ["Retain Only"], figures: ["54.6", "0.860", "0.472", "6.00"] },
  { label: ["Reference (not ranked)"], figures: [], ruled: true },
  { label: ["Retrain (reference)"], figures: ["30.6", "0.0497", "0.0447", "7.00"] },
];

async function groupedMethods(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 3. Unlearning methods against the poisoned model", 72, y, TEXT);
  y += 10;
  p.rule(X[0]!, y, 540, y, 1);
  HEADER.forEach((h, k) => p.text(h, X[k]!, y + 12, CELL));
  y += 17;
  p.rule(X[0]!, y, 540, y);
  y -= 4;
  for (const r of ROWS) {
    y += PITCH;
    r.label.forEach((line, i) => p.text(line, X[0]!, y + i * LEADING, CELL));
    r.figures.forEach((f, k) => p.text(f, X[k + 1]!, y, CELL));
    y += (r.label.length - 1) * LEADING;
    if (r.ruled) p.rule(X[0]!, y + 5, 540, y + 5);
  }
  y += 6;
  p.rule(X[0]!, y, 540, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Methods");
}

describe("a group's label alone on its line between the rules of a booktabs table", () => {
  it("is a row of its own under the row above, and a wrapped label's line goes on with its label", async () => {
    const tables = await readTables(await groupedMethods());
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    expect(normedGrid(tables[0]!).all).toEqual(normed([HEADER, ...ROWS.map((r) => [r.label.join(" "), ...(r.figures.length ? r.figures : ["", "", "", ""])])]));
  });
});
