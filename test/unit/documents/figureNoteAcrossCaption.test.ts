import { describe, expect, it } from "vitest";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Round 27: round 24's fragment rule (a one-line block under an open sentence is kept when it runs
// on, in the face of the paragraph kept last) let amep2016's second forest plot's note "Note:
// weights from random-effects analysis" into the body: it "ran on" from the first plot's same
// note, kept as an open sentence 35 line heights above it, across the first figure's caption. A
// sentence does not go on across a figure and its caption. (The guard for lead-ins far under their
// paragraph past a display equation, 10 to 28 line heights down on the fixture PDFs, is the dumps:
// see docs/reading.md, Round 27.)

const X = 72;
const PLOT = { font: "Helvetica", size: 7 } as const;
const NOTE_FACE = { font: "Helvetica", size: 8 } as const;
const NOTE = "Note: weights from random-effects analysis";
const SECOND_NOTE = "Note: weights from fixed-effects analysis";
const ROWS = [["DeCastro et al", "2003", "3.17 (1.28-7.86)", "13.33"], ["Johnson and Blinkhorn", "2012", "56.36 (6.75-470.93)", "4.07"], ["McFarland et al", "2012", "5.31 (4.12-6.85)", "25.20"], ["McMillan and Barrie", "2012", "6.81 (1.87-25.21)", "8.69"], ["McQuistan et al", "2012", "2.60 (1.69-3.99)", "22.14"]];

/** A forest plot's rows and its note from y; returns the baseline of the note. */
function forestPlot(p: TablePage, y: number, note: string): number {
  p.text("Study", X + 40, y, PLOT);
  p.text("Year", X + 150, y, PLOT);
  p.text("OR (95% CI)", X + 340, y, PLOT);
  p.text("Weight", X + 410, y, PLOT);
  for (const [i, row] of ROWS.entries()) {
    const at = y + 20 * (i + 1);
    p.text(row[0]!, X + 40, at, PLOT);
    p.text(row[1]!, X + 150, at, PLOT);
    p.text(row[2]!, X + 340, at, PLOT);
    p.text(row[3]!, X + 410, at, PLOT);
  }
  const at = y + 20 * ROWS.length + 28;
  p.text(note, X + 40, at, NOTE_FACE);
  return at;
}

async function twoPlotsPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  p.nextPage();
  let y = forestPlot(p, 60, NOTE);
  y = p.caption("Figure 1", "Meta-analysis of all seven studies with a random-effects model.", y + 40);
  y = forestPlot(p, y + 50, SECOND_NOTE);
  y = p.caption("Figure 2", "Meta-analysis of the five studies of rural origin.", y + 40);
  p.prose(4, 8, y + 40);
  return p.render("Rural origin");
}

describe("a figure's note under another figure's note, a caption between", () => {
  it("stays out of the body", async () => {
    const paper = await readPaper(await twoPlotsPage());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
    expect(body).toContain("Outcomes were assessed by staff");
    expect(body).not.toContain(SECOND_NOTE);
  });
});
