import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// An uncaptioned booktabs table whose row labels are one letter with subscripts (orbitals: "p"
// then "xy", "g" then "xyz2"). The line reader counts the size most characters of a line
// have, so such a label counts its scripts' smaller size; the body then looked set in several
// sizes, as a figure's labels are, and the table was refused. A script is smaller type hung on
// a letter, not another body size.

const COLUMN_X = 72;
const COLUMN_WIDTH = 220;
const SCRIPT = { font: "Times-Roman" as const, size: 5.5 };
const SCRIPT_OF_SCRIPT = { font: "Times-Roman" as const, size: 4.5 };
const HEAD = ["", "Hf", "O", "Total"];
/** Each label as its letter, its subscript, and whether that is set a size smaller still; then the row's figures. */
const ROWS: [string, string, boolean, string, string, string][] = [
  ["p", "xy", false, "16.5", "-4.59", "4.65"],
  ["d", "xz", false, "0.14", "237", "-10.5"],
  ["d", "yz2", true, "7.02", "-1.12", "3.40"],
  ["f", "xyz", false, "16.3", "-2.62", "2.56"],
  ["g", "xyz2", true, "3.56", "-6.54", "-0.41"],
  ["h", "z5", true, "-2.41", "-0.87", "-0.99"],
];
const XS = [COLUMN_X + 10, COLUMN_X + 70, COLUMN_X + 120, COLUMN_X + 170];

async function orbitals(): Promise<Uint8Array> {
  const p = new TablePage();
  p.paragraph("The counts below were taken over the whole season at every station that reported. ".repeat(8), 320, 90, COLUMN_WIDTH);
  let y = p.paragraph("Worker have husband tell least. Writer doctor decide agreement ground today. ".repeat(3), COLUMN_X, 90, COLUMN_WIDTH) + 14;
  p.rule(COLUMN_X, y, COLUMN_X + COLUMN_WIDTH, y);
  y += 11;
  HEAD.forEach((h, k) => p.text(h, XS[k]!, y, CELL));
  y += 4;
  p.rule(COLUMN_X, y, COLUMN_X + COLUMN_WIDTH, y);
  for (const [letter, script, smaller, ...figures] of ROWS) {
    y += 13;
    const x = p.text(letter, XS[0]!, y, CELL);
    p.text(script, x + 0.3, y + 1.5, smaller ? SCRIPT_OF_SCRIPT : SCRIPT);
    figures.forEach((f, k) => p.text(f, XS[k + 1]!, y, CELL));
  }
  y += 5;
  p.rule(COLUMN_X, y, COLUMN_X + COLUMN_WIDTH, y);
  p.paragraph("Big that magazine. Performance fund message claim energy give over the season. ".repeat(3), COLUMN_X, y + 22, COLUMN_WIDTH);
  return p.render("Orbitals");
}

describe("row labels with subscripts in an uncaptioned table", () => {
  it("are read as the table's labels, the table found", async () => {
    const tables = (await readTables(await orbitals())).map((t) => normedGrid(t));
    const found = tables.find((t) => t.all.some((r) => r[0] === "pxy"));
    expect(found?.rows).toEqual(ROWS.map(([letter, script, , ...figures]) => [`${letter}${script}`, ...figures]));
  });
});
