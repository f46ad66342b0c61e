import { describe, expect, it } from "vitest";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Round 29: a journal's abbreviations (jmir2011, pages 13-14) are listed one term a line in the
// body's type, each after its bold label ("SARS: severe acute respiratory syndrome"), the whole
// list set 30 pt in from the column's edge. The items carried onto the next page came into the
// body as prose. The page tells them apart: two or more items at one pitch, all set in from the
// column, each opening with a label in a face of its own, none ending a sentence. Prose with
// run-in bold labels at the column's edge stays.

const TEXT = { font: "Times-Roman", size: 10 } as const;
const LABEL = { font: "Times-Bold", size: 10 } as const;
const HEADING = { font: "Helvetica-Bold", size: 11 } as const;
const PITCH = 12.5;

// [label, first line, wrapped line (if any)]
const FIRST_PAGE: [string, string][] = [
  ["CI:", "confidence interval"],
  ["MANOVA:", "multivariate analysis of variance"],
];
const CARRIED: [string, string, string?][] = [
  ["PRIMIT:", "PRimary care trial of a website based Infection control intervention to Modify", "Influenza-like illness and respiratory infection Transmission"],
  ["SARS:", "severe acute respiratory syndrome"],
  ["RCT:", "randomised controlled trial"],
];
const RUN_IN = "Participants: adults who used the website at home were asked about their hand washing at the start and again after four weeks of the trial.";

function item(p: TablePage, x: number, y: number, [label, first, wrapped]: readonly [string, string, string?]): number {
  const after = p.text(label, x, y, LABEL);
  p.text(first, after + 2.5, y, TEXT);
  if (!wrapped) return y + PITCH;
  p.text(wrapped, x, y + PITCH, TEXT);
  return y + 2 * PITCH;
}

async function abbreviationsOverAPageBreak(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 8);
  p.nextPage();
  let y = p.prose(2, 6);
  y = p.paragraph(RUN_IN, 72, y + 16, 468);
  p.text("Abbreviations", 72, y + 24, HEADING);
  y += 42;
  for (const entry of FIRST_PAGE) y = item(p, 102, y, entry);
  p.nextPage();
  y = 90;
  for (const entry of CARRIED) y = item(p, 102, y, entry);
  p.prose(6, 9, y + 20);
  return p.render("Hand hygiene online");
}

describe("a glossary set in from the column, its items carried onto the next page", () => {
  it("stays out of the body, and the body and its run-in labels stay", async () => {
    const paper = await readPaper(await abbreviationsOverAPageBreak());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
    expect(body).toContain("Outcomes were assessed by staff");
    expect(body).toContain(RUN_IN);
    for (const [, first] of [...FIRST_PAGE, ...CARRIED]) expect(body).not.toContain(first.split(" ").slice(0, 3).join(" "));
  });
});
