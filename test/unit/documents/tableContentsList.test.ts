import { describe, expect, it } from "vitest";
import { BODY } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// False tables on papers with no table truth (round 23): a paper's list of contents, section
// numbers and titles with the page each starts on set at the right margin, was read as an
// uncaptioned table of three columns (an arXiv preprint and a JCAP paper among the publishers'
// fixtures). Its entries are navigation, not data to ask about. Left out of the tables, they stay
// out of the body's text too, where they would feign headings for sections on the wrong page.

/** A one-column paper: a page of prose, then a page with `entries` (number, title, number at the right) between two paragraphs. */
async function paperWith(entries: readonly (readonly string[])[]): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 12, 90);
  p.nextPage();
  const y = p.prose(0, 6, 90) + 24;
  entries.forEach(([number, title, last], k) => {
    p.text(number!, 72, y + k * 14, BODY);
    p.text(title!, 96, y + k * 14, BODY);
    p.right(last!, 540, y + k * 14, BODY);
  });
  p.prose(6, 12, y + entries.length * 14 + 20);
  return p.render("Contents");
}

const tablesOf = async (pdf: Uint8Array) => ((await readPaper(pdf)).tables ?? []).map((t) => normedGrid(t).all);

describe("a list of contents found with no caption", () => {
  const CONTENTS = [
    ["1.", "Introduction", "2"],
    ["2.", "Structural measures", "3"],
    ["2.1.", "Closeness centrality", "3"],
    ["2.2.", "Betweenness centrality", "4"],
    ["3.", "Greedy algorithm", "6"],
    ["4.", "Conclusions", "9"],
  ];

  it("is no table, and its entries feign no section headings", async () => {
    const paper = await readPaper(await paperWith(CONTENTS));
    expect(paper.tables).toEqual([]);
    expect(paper.sections.map((s) => s.heading)).not.toContain("Conclusions");
    expect(paper.passages.map((p) => p.text).join(" ")).not.toContain("Betweenness centrality");
  });

  it("still reads a table whose last column of whole numbers rises with no number twice", async () => {
    // Sorted by its counts, as a table of model sizes is: no two entries share a page, so no list of contents.
    const SIZES = [
      ["1", "Small model", "12"],
      ["2", "Base model", "40"],
      ["3", "Large model", "110"],
      ["4", "Huge model", "340"],
      ["5", "Giant model", "450"],
      ["6", "Widest model", "470"],
    ];
    expect(await tablesOf(await paperWith(SIZES))).toEqual([normed(SIZES)]);
  });

  it("still reads a table whose last column names one year twice", async () => {
    // Years lie past any page a paper's list of contents could point to.
    const YEARS = [
      ["1", "Penn Treebank", "1993"],
      ["2", "OntoNotes corpus", "2006"],
      ["3", "Universal Dependencies", "2016"],
      ["4", "SciERC dataset", "2018"],
      ["5", "SciREX dataset", "2018"],
      ["6", "Qasper dataset", "2021"],
    ];
    expect(await tablesOf(await paperWith(YEARS))).toEqual([normed(YEARS)]);
  });

  it("still reads a table whose last column of small counts goes back down", async () => {
    const COUNTS = [
      ["1", "Abstracts", "4"],
      ["2", "Full texts", "4"],
      ["3", "Figures", "7"],
      ["4", "Tables", "5"],
      ["5", "Equations", "9"],
      ["6", "Listings", "2"],
    ];
    expect(await tablesOf(await paperWith(COUNTS))).toEqual([normed(COUNTS)]);
  });
});
