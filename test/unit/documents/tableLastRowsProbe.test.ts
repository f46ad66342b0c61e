import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

const CELL = { font: "Helvetica" as const, size: 9 };
const LEFT = 72;

/** A booktabs table: rule, header, rule, rows, rule; cells left-aligned at xs; then prose. */
async function booktabs(head: readonly string[], rows: readonly (readonly string[])[], xs: readonly number[], right: number, proseAfter = true, opts: { headRule?: boolean; bottomRule?: boolean; captionBelow?: boolean; midAt?: number } = {}): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  if (!opts.captionBelow) y = p.caption("Table 2", "Values of the model's settings", y + 24);
  else y += 24;
  const line = (cells: readonly string[]) => {
    y += 12;
    cells.forEach((c, k) => c && p.text(c, xs[k]!, y, CELL));
  };
  p.rule(LEFT, y, right, y);
  line(head);
  y += 4;
  if (opts.headRule !== false) p.rule(LEFT, y, right, y);
  rows.forEach((r, i) => {
    if (i === opts.midAt) {
      y += 4;
      p.rule(LEFT, y, right, y);
    }
    line(r);
  });
  y += 5;
  if (opts.bottomRule !== false) p.rule(LEFT, y, right, y);
  if (opts.captionBelow) y = p.caption("Table 2", "Values of the model's settings", y + 14);
  if (proseAfter) p.prose(3, 6, y + 30);
  return p.render("Probe");
}

describe("probe", () => {
  it("last row one cell", async () => {
    const head = ["Package", "Package", "Package", "Package"];
    const rows = [["authblk", "babel", "cjk", "dvips"], ["epsf", "epsfig", "euler", "float"], ["pstricks", "t1enc", "titlesec", "tocbind"], ["ulem", "", "", ""]];
    const xs = [LEFT, LEFT + 90, LEFT + 180, LEFT + 270];
    const grid = normedGrid(labelled(await readTables(await booktabs(head, rows, xs, LEFT + 340)), "Table 2"));
    expect(grid.all).toEqual(normed([head, ...rows]));
  });
  it("two pairs, left pair longer", async () => {
    const head = ["Variable", "Value", "Variable", "Value"];
    const rows = [["Learning rate", "0.001", "Batch size", "64"], ["Epochs", "100", "Dropout", "0.1"], ["Warmup steps", "500", "Layers", "12"], ["Optimizer", "AdamW", "", ""], ["Weight decay", "0.01", "", ""]];
    const xs = [LEFT, LEFT + 90, LEFT + 170, LEFT + 260];
    const grid = normedGrid(labelled(await readTables(await booktabs(head, rows, xs, LEFT + 320)), "Table 2"));
    expect(grid.all).toEqual(normed([head, ...rows]));
  });
  it("row starting with a symbol, then rows", async () => {
    const head = ["Method", "Acc", "F1", "AUC"];
    const rows = [["Baseline", "71.2", "68.1", "80.3"], ["Transformer", "75.4", "72.0", "83.9"], ["*Ours (small)", "77.9", "74.6", "85.2"], ["Ours (large)", "79.3", "76.1", "86.8"], ["Ensemble", "80.1", "77.0", "87.5"]];
    const xs = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210];
    const grid = normedGrid(labelled(await readTables(await booktabs(head, rows, xs, LEFT + 250)), "Table 2"));
    expect(grid.all).toEqual(normed([head, ...rows]));
  });
  it("row starting with a dagger, then rows", async () => {
    const head = ["Method", "Acc", "F1", "AUC"];
    const rows = [["Baseline", "71.2", "68.1", "80.3"], ["† Transformer", "75.4", "72.0", "83.9"], ["Ours (small)", "77.9", "74.6", "85.2"], ["Ours (large)", "79.3", "76.1", "86.8"]];
    const xs = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210];
    const grid = normedGrid(labelled(await readTables(await booktabs(head, rows, xs, LEFT + 250)), "Table 2"));
    expect(grid.all).toEqual(normed([head, ...rows]));
  });
  it("row starting with a letter label a", async () => {
    const head = ["Site", "n", "Mean", "SD"];
    const rows = [["A total", "12", "3.4", "0.2"], ["b 2", "15", "3.1", "0.4"], ["Control", "14", "2.9", "0.3"], ["All", "41", "3.1", "0.3"]];
    const xs = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210];
    const grid = normedGrid(labelled(await readTables(await booktabs(head, rows, xs, LEFT + 250)), "Table 2"));
    expect(grid.all).toEqual(normed([head, ...rows]));
  });
  it("# rows", async () => {
    const head = ["Setting", "Small", "Base", "Large"];
    const rows = [["Layers", "6", "12", "24"], ["# Heads", "8", "12", "16"], ["Hidden size", "512", "768", "1024"], ["Parameters", "60M", "110M", "340M"]];
    const xs = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210];
    const grid = normedGrid(labelled(await readTables(await booktabs(head, rows, xs, LEFT + 250)), "Table 2"));
    expect(grid.all).toEqual(normed([head, ...rows]));
  });

  const H = ["Method", "Acc", "F1", "AUC"];
  const XS = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210];
  const R = [["Baseline", "71.2", "68.1", "80.3"], ["Transformer", "75.4", "72.0", "83.9"], ["Ours (small)", "77.9", "74.6", "85.2"], ["Ours (large)", "79.3", "76.1", "86.8"]];
  const variants: [string, string[][], Parameters<typeof booktabs>[5]][] = [
    ["last row one cell fewer", [...R, ["Ensemble", "80.1", "77.0", ""]], {}],
    ["last row label only", [...R, ["Ensemble", "", "", ""]], {}],
    ["no bottom rule", [...R, ["Ensemble", "80.1", "77.0", "87.5"]], { bottomRule: false }],
    ["no header rule", [...R, ["Ensemble", "80.1", "77.0", "87.5"]], { headRule: false }],
    ["caption below", [...R, ["Ensemble", "80.1", "77.0", "87.5"]], { captionBelow: true }],
    ["total under midrule", [...R, ["Total", "80.1", "77.0", "87.5"]], { midAt: 4 }],
    ["two rows under midrule", [...R, ["Mean", "80.1", "77.0", "87.5"], ["SD", "1.1", "0.7", "0.5"]], { midAt: 4 }],
    ["symbol row with figures then rows, no bottom rule", [["Baseline", "71.2", "68.1", "80.3"], ["* Transformer", "75.4", "72.0", "83.9"], ["Ours", "77.9", "74.6", "85.2"]], { bottomRule: false }],
    ["symbol row first after midrule, three columns", [["Baseline", "71.2", "68.1", "80.3"], ["Transformer", "75.4", "72.0", "83.9"], ["† Ours", "77.9", "", "85.2"], ["Ours (large)", "79.3", "76.1", "86.8"]], { midAt: 2 }],
    ["symbol row two figures after midrule", [["Baseline", "71.2", "68.1", "80.3"], ["Transformer", "75.4", "72.0", "83.9"], ["* Ours", "77.9", "", "85.2"], ["Ours (large)", "79.3", "76.1", "86.8"]], { midAt: 2 }],
    ["lowercase labels", [["a", "71.2", "68.1", "80.3"], ["b", "75.4", "72.0", "83.9"], ["c", "77.9", "74.6", "85.2"], ["d", "79.3", "76.1", "86.8"]], {}],
    ["note-ish last rows", [...R, ["† with pretraining", "80.1", "77.0", "87.5"], ["‡ without", "78.1", "75.0", "85.5"]], {}],
  ];
  for (const [name, rows, opts] of variants) {
    it(name, async () => {
      const grid = normedGrid(labelled(await readTables(await booktabs(H, rows, XS, LEFT + 250, true, opts)), "Table 2"));
      expect(grid.all).toEqual(normed([H, ...rows]));
    });
  }
});
