import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A row label carrying a subscript and a superscript set one over the other at the same x (TeX's
// "Q_0^{TM011}"): pdf.js gives the raised script first, so the label read "QTM0110", the
// subscript put after the superscript. It now reads as written, the subscript first:
// "Q0TM011". A label with one script keeps reading as before ("Ttrain").

const CELL = { font: "Helvetica" as const, size: 9 };
const SMALL = { font: "Helvetica" as const, size: 6 };
const LEFT = 72;
const XS = [LEFT, LEFT + 110, LEFT + 170, LEFT + 230];

/** Labels written "Q_0^TM011" (both scripts), "T_train" or "x^2" (one). */
async function modesTable(labels: readonly string[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Quality factors of each mode", y + 24);
  p.rule(LEFT, y, 330, y);
  y += 12;
  ["Mode", "Sim.", "Meas.", "Err."].forEach((h, k) => p.text(h, XS[k]!, y, CELL));
  y += 4;
  p.rule(LEFT, y, 330, y);
  labels.forEach((label, i) => {
    y += 14;
    [String(1200 + i), String(1180 + i), "1.3"].forEach((c, k) => p.text(c, XS[k + 1]!, y, CELL));
    const [, base, sub, sup] = /^([^_^]+)(?:_([^^]+))?(?:\^(.+))?$/u.exec(label)!;
    const end = p.text(base!, LEFT, y, CELL);
    if (sup) p.text(sup, end + 0.3, y - 4, SMALL);
    if (sub) p.text(sub, end + 0.3, y + 2, SMALL);
  });
  y += 5;
  p.rule(LEFT, y, 330, y);
  p.prose(3, 6, y + 30);
  return p.render("Modes");
}

const labelsRead = async (pdf: Uint8Array) => normedGrid(labelled(await readTables(pdf), "Table 2")).all.map((r) => r[0]);

describe("a label with a subscript and a superscript stacked at one x", () => {
  it("reads the subscript first, joined to its letter, in every row and in the last", async () => {
    expect(await labelsRead(await modesTable(["f_0^TM010", "Q_0^TM011"]))).toEqual(["Mode", "f0TM010", "Q0TM011"]);
  });

  it("keeps labels with one script as they read", async () => {
    expect(await labelsRead(await modesTable(["T_train", "x^2", "Q_0^TM011"]))).toEqual(["Mode", "Ttrain", "x2", "Q0TM011"]);
  });
});
