import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// An ablation table ruled across only (booktabs): its full model's row ruled off under the header,
// then its variants, each labelled as a list item, "(a) w/o Status Judgment", as a table's notes
// open. The rows are cells all the same: figures in every column beside the label.

const CELL = { font: "Helvetica" as const, size: 9 };
const HEADS = ["Variant", "Mac", "Mic", "PIRD", "DCR"];
const FULL = ["Full model", "0.802", "0.344", "0.875", "0.541"];
const VARIANTS = [
  ["(a) w/o Status Judgment", "0.739", "0.286", "0.727", "0.425"],
  ["(b) w/o Micro Encoder", "0.718", "0.302", "0.760", "0.441"],
  ["(c) w/o Multi Encoder", "0.653", "0.228", "0.713", "0.391"],
  ["(d) Basic Fusion (MLP)", "0.730", "0.236", "0.656", "0.309"],
];
const LEFT = 72;
/** Right edges of the figure columns, after the widest label. */
const RIGHTS = [0, 1, 2, 3].map((k) => LEFT + widthOf(VARIANTS[0]![0]!, CELL) + 40 + 36 * k);

/** The table; with `notes`, its keyed notes under it and a second table's top rule under them. */
async function ablation(notes: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Ablation of the model's parts", y + 24);
  const right = RIGHTS.at(-1)! + 4;
  const row = (cells: readonly string[]) => {
    y += 12;
    p.text(cells[0]!, LEFT, y, CELL);
    cells.slice(1).forEach((c, k) => p.right(c, RIGHTS[k]!, y, CELL));
  };
  p.rule(LEFT, y, right, y);
  row(HEADS);
  y += 4;
  p.rule(LEFT, y, right, y);
  row(FULL);
  y += 4;
  p.rule(LEFT, y, right, y);
  for (const v of VARIANTS) row(v);
  y += 5;
  p.rule(LEFT, y, right, y);
  if (notes) {
    y += 12;
    p.text("(a) Status judgment is the first stage, 0.5 in 1.0", LEFT, y, CELL);
    y += 11;
    p.text("(b) Both encoders share one tokenizer", LEFT, y, CELL);
    y += 14;
    p.rule(LEFT, y, right, y);
  }
  p.prose(3, 6, y + 30);
  return p.render("Ablation");
}

describe("rows labelled as a list's items under a table's inner rule", () => {
  it("are the table's rows when figures fill its columns beside them", async () => {
    const grid = normedGrid(labelled(await readTables(await ablation(false)), "Table 4"));
    expect(grid.all).toEqual(normed([HEADS, FULL, ...VARIANTS]));
  });

  it("leave the notes under the table's last rule out of it", async () => {
    const grid = normedGrid(labelled(await readTables(await ablation(true)), "Table 4"));
    expect(grid.all).toEqual(normed([HEADS, FULL, ...VARIANTS]));
  });
});
