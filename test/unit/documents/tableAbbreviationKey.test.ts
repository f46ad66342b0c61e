import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { readPaper, row, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A medical journal's table: cells in 8 pt, and under its closing rule the key to its
// abbreviations in the body's own 10 pt, with no "Abbreviations:" word ("RCTs, randomized
// controlled trials; OR, odds ratio; ..."). The born-digital reading left the key in the text,
// while a scan of the page gave it to the table: one note read two ways.

const COLUMNS = [150, 110, 110, 110];

async function keyedPage(lines: readonly string[]): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 2, 90);
  const y = p.caption("Table 2.", "Subgroups based on study type and year of enrolment", 160);
  const drawn = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [row("Subgroup", "Studies", "Patients", "OR (95% CI)")], rows: [row("All trials", "24", "13269", "0.75 (0.63-0.88)"), row("RCTs", "12", "6521", "0.91 (0.79-1.04)"), row("Non-RCTs", "12", "6748", "0.60 (0.48-0.76)")], style: "booktabs" }, 72, y + 6);
  let at = drawn.bottom + 12;
  for (const line of lines) at = p.paragraph(line, 72, at, totalWidth(COLUMNS), BODY);
  p.prose(3, 6, at + 30);
  return p.render("Abbreviation key under a table");
}

const bodyText = (paper: Awaited<ReturnType<typeof readPaper>>): string => norm(paper.passages.map((x) => x.text).join(" "));

describe("a key to a table's abbreviations, set in the body's type under it", () => {
  it("is the table's note and leaves the text, as a list of pairs", async () => {
    const key = "RCTs, randomized controlled trials; OR, odds ratio; CI, confidence interval.";
    const paper = await readPaper(await keyedPage([key]));
    const table = paper.tables?.[0];
    expect(table?.label).toBe("Table 2");
    expect(table!.rows).toHaveLength(3);
    expect(table!.footnotes.map(norm)).toEqual([norm(key)]);
    expect(bodyText(paper)).not.toContain(norm("odds ratio; CI"));
  });

  it("is the table's note as one short pair, with the notes after it", async () => {
    const lines = ["EGDT, early goal-directed therapy.", "*Statistically significant, p < 0.05."];
    const paper = await readPaper(await keyedPage(lines));
    expect(paper.tables?.[0]?.footnotes.map(norm)).toEqual(lines.map(norm));
    expect(bodyText(paper)).not.toContain(norm("early goal-directed therapy"));
  });

  it("leaves a sentence opening with an abbreviation and a comma in the text", async () => {
    // The body going on under the table: an abbreviation, a comma, then a sentence's clause.
    const line = "GDT, however, was no better than usual care in the trials that began after the guidelines were published.";
    const paper = await readPaper(await keyedPage([line]));
    expect(paper.tables?.[0]?.footnotes).toEqual([]);
    expect(paper.tables?.[0]?.rows).toHaveLength(3);
    expect(bodyText(paper)).toContain(norm(line));
  });
});
