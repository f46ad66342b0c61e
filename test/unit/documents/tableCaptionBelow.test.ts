import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// False tables on papers with no table truth (round 24): a table across the top of a two-column
// page with its caption set under it (ACL's style). Looked for under the caption, the table was
// the page's own two text columns going on below, read as a captioned table of two columns of
// prose. They are the page's text; the table is the grid above.

const CELL = { font: "Times-Roman", size: 9 } as const;
const LEFT_X = 72;
const RIGHT_X = 320;
const WIDTH = 220;
const GRID = [
  ["Scenario", "Model", "baseline", "adapted"],
  ["Supervised", "MaxEnt", "0.65", "0.77"],
  ["Unsupervised", "CRF", "0.74", "0.78"],
  ["Hybrid", "MaxEnt", "0.72", "0.81"],
];

/** A page of prose, then a page with a grid across its top, its caption under it, and two columns of prose below. */
async function captionUnderTable(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  p.nextPage();
  const xs = [72, 180, 300, 420, 540];
  const top = 60;
  GRID.forEach((row, r) => {
    p.rule(72, top + r * 14, 540, top + r * 14);
    row.forEach((cell, c) => p.text(cell, xs[c]! + 4, top + r * 14 + 10, CELL));
  });
  const bottom = top + GRID.length * 14;
  p.rule(72, bottom, 540, bottom);
  for (const x of xs) p.rule(x, top, x, bottom);
  let left = p.caption("Table 6:", "Classification performance for the baseline and the adapted models under three scenarios.", bottom + 20, 72, 468) + 8;
  let right = left;
  // Each column's paragraphs, set apart by a blank line where each one ends.
  for (const k of [2, 5, 3]) {
    left = p.paragraph("The classifier was trained on the story elements extracted from each retelling, and we compared the scenarios. ".repeat(k), LEFT_X, left, WIDTH) + 8;
  }
  for (const k of [4, 2, 4]) {
    right = p.paragraph("The results show that the score improves steadily as the transcription is improved, and the hybrid scenario does best. ".repeat(k), RIGHT_X, right, WIDTH) + 8;
  }
  return p.render("Caption below");
}

describe("a caption set under its table on a two-column page", () => {
  it("names no table of the page's two text columns, which stay text", async () => {
    const paper = await readPaper(await captionUnderTable());
    const tables = paper.tables ?? [];
    expect(tables.some((t) => normedGrid(t).all.flat().some((cell) => cell.includes("the hybrid scenario does best")))).toBe(false);
    expect(paper.passages.map((p) => p.text).join(" ")).toContain("the hybrid scenario does best");
    expect(tables.map((t) => normedGrid(t).all[1])).toEqual([["Supervised", "MaxEnt", "0.65", "0.77"]]);
  });

  it("still names a table of short cells across both text columns under it", async () => {
    // A caption over its table, its two columns at the text columns' edges: cells, not the columns' text.
    const p = new TablePage();
    p.prose(0, 6);
    p.nextPage();
    p.paragraph("The counts below were taken over the whole season at every station that reported. ".repeat(4), LEFT_X, 90, WIDTH);
    let y = p.paragraph("The stations lie along the coast of the North Sea and were visited once a week. ".repeat(4), RIGHT_X, 90, WIDTH);
    y = p.caption("Table 2:", "Stations along the coast of the North Sea and the counts taken at each of them over the whole season.", y + 24, 72, 468) + 14;
    for (const [name, count] of [["Station", "Count"], ["Aberdeen", "12.4"], ["Bergen", "9.8"], ["Cadiz", "15.1"], ["Dundee", "11.0"]]) {
      p.text(name!, LEFT_X, y, CELL);
      p.text(count!, RIGHT_X, y, CELL);
      y += 12;
    }
    p.paragraph("The counts below were taken over the whole season at every station that reported. ".repeat(4), LEFT_X, y + 14, WIDTH);
    p.paragraph("The stations lie along the coast of the North Sea and were visited once a week. ".repeat(4), RIGHT_X, y + 14, WIDTH);
    const all = (await readPaper(await p.render("Stations"))).tables ?? [];
    const table = labelled(all, "Table 2");
    expect(normedGrid(table).all.slice(1)).toEqual([["Aberdeen", "12.4"], ["Bergen", "9.8"], ["Cadiz", "15.1"], ["Dundee", "11.0"]]);
  });
});
