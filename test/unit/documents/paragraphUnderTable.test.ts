import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { readPaper, row, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A page with no title page (a page cut from a report, a generated page): everything read before
// its body's start was front matter, and only blocks reading as whole paragraphs were given back
// to the text. A paragraph under a table whose lines are set far apart is read as one block a
// line; none but its last ends a sentence, so it was lost whole, neither the table's nor the text's.

const COLUMNS = [150, 110, 110, 110];
const UNDER = "Overall the hazard ratios stay close to one in every model, whatever the events counted, and the spread between the three models is no larger than the spread between the waves of the study itself.";

async function underTablePage(leading: number): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 2, 90);
  const y = p.caption("Table 2.", "Risk of dementia by the number of life events", 160);
  const drawn = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [row("", "Model 1", "Model 2", "Model 3")], rows: [row("Number of life events", "0.99", "0.99", "0.98"), row("Negative events", "0.97", "0.96", "0.96"), row("Positive events", "0.99", "0.99", "0.98")], style: "booktabs" }, 72, y + 6);
  const after = p.paragraph(UNDER, 72, drawn.bottom + 14, totalWidth(COLUMNS), { ...BODY, leading });
  p.prose(3, 6, after + 30);
  return p.render("Paragraph under a table");
}

const bodyText = (paper: Awaited<ReturnType<typeof readPaper>>): string => norm(paper.passages.map((x) => x.text).join(" "));

describe("a body paragraph right under a table, on a page with no title page", () => {
  it("reaches the text whole when its lines are set far apart, and stays out of the table", async () => {
    const paper = await readPaper(await underTablePage(18));
    expect(bodyText(paper)).toContain(norm(UNDER));
    const table = paper.tables?.[0];
    expect(table?.label).toBe("Table 2");
    expect(table!.rows).toHaveLength(3);
    expect(table!.footnotes).toEqual([]);
  });

  it("reaches the text whole in the body's own leading", async () => {
    const paper = await readPaper(await underTablePage(BODY.leading));
    expect(bodyText(paper)).toContain(norm(UNDER));
    expect(paper.tables?.[0]?.footnotes).toEqual([]);
  });
});
