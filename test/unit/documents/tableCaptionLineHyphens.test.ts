import { describe, expect, it } from "vitest";
import { CAPTION, drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { labelled, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A table's caption over three lines, broken by the typesetter inside a word ("Distri-" /
// "bution") and at a compound's own hyphen ("auditory-" / "visual"): the caption read
// "Distri- bution" (seen on ACL, EMNLP and NIPS papers: table captions kept every line-end hyphen
// with a space after it). A broken word is closed up; a compound the paper writes with its
// hyphen keeps it, as the body's own lines are joined.

const SPEC: TableSpec = { columns: [120, 60], header: [row("Condition", "Weight")], rows: [row("Auditory", "0.31"), row("Visual", "0.42"), row("Both", "0.27")], style: "booktabs" };
const PROSE = "Listeners heard auditory-visual stimuli in three blocks, and the distribution of their answers was recorded for every block of the session.";

async function captionedOver(lines: string[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.paragraph(PROSE, 72, 90, 468) + 20;
  const after = p.text("Table 1.", 72, y, { font: "Times-Bold", size: CAPTION.size }) + 3;
  p.text(lines[0]!, after, y, CAPTION);
  for (const line of lines.slice(1)) p.text(line, 72, (y += CAPTION.leading), CAPTION);
  p.paragraph(PROSE, 72, drawTable(p.sheet, p.page, SPEC, 72, y + 8).bottom + 25, 468);
  return p.render("Caption broken at hyphens");
}

describe("a table caption broken over lines at a hyphen", () => {
  it("closes up a word the typesetter broke and keeps the hyphen of a compound the paper writes so", async () => {
    const table = labelled(await readTables(await captionedOver(["Distri-", "bution of the weights given to the auditory-", "visual and single-sense conditions."])), "Table 1");
    expect(table.caption).toBe("Distribution of the weights given to the auditory-visual and single-sense conditions.");
  });

  it("leaves a hyphen before a capital or a number, and a caption with no line-end hyphen, as they were", async () => {
    const table = labelled(await readTables(await captionedOver(["Weights given to the Auditory-", "Visual condition, by block 1-", "3 of the session."])), "Table 1");
    expect(table.caption).toBe("Weights given to the Auditory- Visual condition, by block 1- 3 of the session.");
  });
});
