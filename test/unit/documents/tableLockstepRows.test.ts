import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { CELL } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid of short lower-case phrases, one line to a cell, ruled down between its columns and under
// its header only: a stub too narrow for two of its labels to have stood on one line. On main the
// reader took the labels for a wrapped cell's lines wherever the next one would not have fitted
// beside the one above, and read the six rows as two (an ACL paper's word pairs, P14-1059 t7).

const ROWS = [
  ["quiet river", "fiume calmo (calm river)", "fiume tranquillo"],
  ["bitter winter", "inverno amaro (bitter winter)", "inverno rigido"],
  ["unexpected visitor", "visita inattesa (sudden visit)", "ospite inatteso"],
  ["heavy rain", "pioggia pesante (heavy rain)", "pioggia forte"],
  ["dry air", "aria secca (dry air)", "aria asciutta"],
  ["old friend", "amico vecchio (old friend)", "vecchio amico"],
];
const EDGES = [150, 222, 352, 430];
const PITCH = 10;

/** A phrase's first two lines, wrapped where the next word would not fit in `room` points. */
function twoLines(text: string, room: number): [string, string] {
  const words = text.split(" ");
  let cut = 1;
  while (cut < words.length - 1 && widthOf(words.slice(0, cut + 1).join(" "), CELL) <= room) cut++;
  let end = cut + 1;
  while (end < words.length && widthOf(words.slice(cut, end + 1).join(" "), CELL) <= room) end++;
  return [words.slice(0, cut).join(" "), words.slice(cut, end).join(" ")];
}

async function gridPage(rows: readonly (readonly string[])[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 16;
  const top = y;
  y += PITCH;
  ["Input", "Output", "Gold"].forEach((h, k) => p.text(h, EDGES[k]! + 4, y, CELL));
  y += 3;
  p.rule(EDGES[0]!, top, EDGES[3]!, top);
  p.rule(EDGES[0]!, y, EDGES[3]!, y);
  for (const cells of rows) {
    y += PITCH;
    cells.forEach((text, k) => {
      if (text) p.text(text, EDGES[k]! + 4, y, CELL);
    });
  }
  y += 4;
  p.rule(EDGES[0]!, y, EDGES[3]!, y);
  for (const x of EDGES) p.rule(x, top, x, y);
  y = p.caption("Table 7:", "Word pairs, their translations and the gold ones.", y + 14, 150, 280);
  p.prose(3, 6, y + 20);
  return p.render("Lockstep rows");
}

describe("a grid whose lines fill every column together", () => {
  it("reads each line as a row, not as wrapped lines of one cell", async () => {
    const table = labelled(await readTables(await gridPage(ROWS)), "Table 7");
    expect(normedGrid(table).rows).toEqual(normed(ROWS));
  });

  it("still reads rows whose every cell wraps onto a second line as rows of two lines", async () => {
    // Guard: lines fill every column together here too, but no row is one line alone, so nothing
    // shows that a line is a row; each cell wraps where its next word would not fit.
    const phrases = [
      ["Quiet river valley floods", "Fiume calmo nella valle verde allagata spesso", "Fiume tranquillo esonda spesso"],
      ["Bitter winter storms return", "Inverno amaro con tempeste fredde ritorna presto", "Inverno rigido ritorna sempre"],
      ["Heavy autumn rain falls", "Pioggia autunnale pesante cade forte spesso", "Pioggia autunnale cade forte"],
    ];
    const rows = phrases.map((cells) => cells.map((text, k) => twoLines(text, EDGES[k + 1]! - EDGES[k]! - 8)));
    const lines = rows.flatMap((cells) => [cells.map((c) => c[0]!), cells.map((c) => c[1]!)]);
    const table = labelled(await readTables(await gridPage(lines)), "Table 7");
    expect(normedGrid(table).rows).toEqual(normed(rows.map((cells) => cells.map((c) => c.join(" ")))));
  });

  it("still reads a cell wrapped onto a second line in its own column as one row", async () => {
    // Guard, as on main: the cell wraps where its next word would not fit in its column, and its
    // next line stands in that column alone.
    const words = "visita inattesa (a sudden visit by someone not expected at all)".split(" ");
    const room = EDGES[2]! - EDGES[1]! - 8;
    let cut = 1;
    while (widthOf(words.slice(0, cut + 1).join(" "), CELL) <= room) cut++;
    const [first, next] = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    // Labels set with a capital each begin a row on main too: the wrap is the only question asked.
    const capital = ROWS.map(([label, ...rest]) => [label!.charAt(0).toUpperCase() + label!.slice(1), ...rest]);
    const wrapped = [...capital.slice(0, 2), [capital[2]![0]!, first, capital[2]![2]!], ["", next, ""], ...capital.slice(3)];
    const table = labelled(await readTables(await gridPage(wrapped)), "Table 7");
    const cells = normedGrid(table).rows.flat();
    expect(normedGrid(table).rows).toHaveLength(6);
    expect(cells).toContain(normed([[`${first} ${next}`]])[0]![0]);
    expect(cells).not.toContain(normed([[next]])[0]![0]);
  });
});
