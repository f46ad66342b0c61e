import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// False tables on papers with no table truth (round 24): a page whose two text columns both run
// on into a program set in Times, with no line numbers and no rule (SQL queries in a database
// paper), was read as uncaptioned tables of two columns: the page's own columns, their lines
// sharing baselines because both are set at one leading. They are the page's text.

const LEFT_X = 72;
const RIGHT_X = 320;
const WIDTH = 220;
const CODE = { font: "Times-Roman", size: 9 } as const;

// Six words a line at most, as a table's cells are, and across most of the column's width.
const LEFT_CODE = ["SELECT COUNT(ca_id) FROM closed_auctions", "WHERE ca_xml.exist('//description') = 1", "UNION all SELECT COUNT(oa_id)", "FROM open_auctions WHERE oa_xml.exist('//mail')", "UNION all SELECT COUNT(ct_id)", "FROM categories WHERE ct_xml.exist('//name')"];
const RIGHT_CODE = ["select cp_xml.query('<statistics>{/site/people}", "<education>{/site/person/education}</education>", "  <income>{/site/person/income/text()}</income>", "</statistics>') from people cross apply", "cp_xml.nodes('/site/people/person') as T(c)", "ORDER BY c.value('@id', 'nvarchar(400)')"];
/** A table's short cells at the same places: a station's name at the left column's edge, its count at the right's. */
const LEFT_CELLS = ["Station", "Aberdeen", "Bergen", "Cadiz", "Dundee", "Esbjerg"];
const RIGHT_CELLS = ["Count", "12.4", "9.8", "15.1", "11.0", "7.3"];

/** A page of prose, then a two-column page: in each column a paragraph, then `left` and `right` line by line on shared baselines, then a paragraph. */
async function columnsPage(left: readonly string[], right: readonly string[]): Promise<Uint8Array> {
  // A first page of prose, so the columns are the body's, not the front matter's.
  const p = new TablePage();
  p.prose(0, 6);
  p.nextPage();
  const above = "Query Q6 asks how many items are listed on all continents of the auction site, and the plan reads every document once. ".repeat(3);
  const top = Math.max(p.paragraph(above, LEFT_X, 90, WIDTH), p.paragraph(above, RIGHT_X, 90, WIDTH)) + 14;
  left.forEach((line, i) => p.text(line.trimStart(), LEFT_X + (line.length - line.trimStart().length) * 6, top + i * 11, CODE));
  right.forEach((line, i) => p.text(line.trimStart(), RIGHT_X + (line.length - line.trimStart().length) * 6, top + i * 11, CODE));
  const bottom = top + left.length * 11 + 14;
  const below = "The names of the persons and the numbers of the items they bought in Europe are returned by Query Q9 in one pass. ".repeat(3);
  p.paragraph(below, LEFT_X, bottom, WIDTH);
  p.paragraph(below, RIGHT_X, bottom, WIDTH);
  return p.render("Columns");
}

describe("the page's two text columns side by side", () => {
  it("are its text, no table, when both run a program across their width", async () => {
    const paper = await readPaper(await columnsPage(LEFT_CODE, RIGHT_CODE));
    expect(paper.tables ?? []).toEqual([]);
    const text = [paper.abstract ?? "", ...paper.passages.map((p) => p.text)].join(" ");
    expect(text).toContain("FROM open_auctions WHERE");
    expect(text).toContain("from people cross apply");
  });

  // Round 24: the programs' lines went missing from the body on main (the left's first two, set
  // aside as a figure's labels for their capitals, and the right's last, a one-line fragment
  // under a sentence left open), though each runs on at one pitch from the lines kept around it.
  it("keep every line of both programs in the body", async () => {
    const paper = await readPaper(await columnsPage(LEFT_CODE, RIGHT_CODE));
    const text = paper.passages.map((p) => p.text).join(" ");
    for (const line of [...LEFT_CODE, ...RIGHT_CODE]) expect(text).toContain(line.trim());
  });

  it("are still a table when their cells are short", async () => {
    const tables = (await readPaper(await columnsPage(LEFT_CELLS, RIGHT_CELLS))).tables ?? [];
    expect(tables.map((t) => normedGrid(t).all[1])).toEqual([["Aberdeen", "12.4"]]);
  });
});
