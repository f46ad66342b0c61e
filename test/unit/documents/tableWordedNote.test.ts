import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { CAPTION, drawTable } from "../../support/tables/tableSheet.ts";
import { readPaper, row, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A medical journal's table: cells in 8 pt, its note under the closing rule in 9 pt (between the
// cells' type and the body's 10 pt), opening with its word, "Note:", and no raised mark. Set
// larger than the cells, the note was read as neither row nor footnote and went to the text.

const COLUMNS = [150, 110, 110, 110];
const NOTE = "Note: Adjusted for age and gender; participants without data on every covariate were left out of these analyses, as were those seen only once.";

async function wordedNotePage(note: string): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 2, 90);
  const y = p.caption("Table 2.", "Risk of dementia by the number of life events", 160);
  const drawn = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [row("", "Model 1", "Model 2", "Model 3")], rows: [row("Number of life events", "0.99", "0.99", "0.98"), row("Negative events", "0.97", "0.96", "0.96"), row("Positive events", "0.99", "0.99", "0.98")], style: "booktabs" }, 72, y + 6);
  const after = p.paragraph(note, 72, drawn.bottom + 11, totalWidth(COLUMNS), CAPTION);
  p.prose(3, 6, after + 30);
  return p.render("Worded table note");
}

describe("a table's note opening with its word, set larger than the cells", () => {
  it("is the table's footnote and leaves the text", async () => {
    const paper = await readPaper(await wordedNotePage(NOTE));
    const table = paper.tables?.[0];
    expect(table?.label).toBe("Table 2");
    expect(table!.rows).toHaveLength(3);
    expect(table!.footnotes.map(norm)).toEqual([norm(NOTE)]);
    const text = norm(paper.passages.map((x) => x.text).join(" "));
    expect(text).not.toContain(norm("Adjusted for age and gender"));
  });

  it("takes no line in the same type with no note's word as a note", async () => {
    // Without its word, a line of that size under the table may be the text going on: not taken.
    const line = "Overall the hazard ratios stay close to one in every model, whatever the events counted.";
    const paper = await readPaper(await wordedNotePage(line));
    expect(paper.tables?.[0]?.footnotes).toEqual([]);
    expect(paper.tables?.[0]?.rows).toHaveLength(3);
    // ...and it is the text's: no part of the paper drops it.
    expect(norm(paper.passages.map((x) => x.text).join(" "))).toContain(norm(line));
  });
});
