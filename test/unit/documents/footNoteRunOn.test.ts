import { describe, expect, it } from "vitest";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Round 25: round 24's run of lines at one pitch (a block set aside as a float, one line pitch
// under a kept paragraph in its face and from its left edge, is that paragraph's text) brought a
// correspondence note into the body of mboc2023: at the foot of a column, one pitch under the
// author contributions (small print the classifier keeps as a paragraph), its two lines ending in
// an address's last letters read as a float. Notes run on from notes: small print at a page's
// foot stays out of the body however it runs on.

const LEFT_X = 72;
const RIGHT_X = 320;
const WIDTH = 220;
const NOTE = { font: "Times-Roman", size: 7, leading: 8.5 } as const;
const BODY_TEXT = "The proteome of the mutant cells was compared with that of the control cells fraction by fraction, and the proteins whose elution shifted were listed for each complex. ";

async function notesPage(): Promise<Uint8Array> {
  // A first page of prose, so the notes and columns are the body's page, not the front matter's.
  const p = new TablePage();
  p.prose(0, 6);
  p.nextPage();
  p.paragraph(BODY_TEXT.repeat(7), LEFT_X, 90, WIDTH);
  p.paragraph(BODY_TEXT.repeat(14), RIGHT_X, 90, WIDTH);
  const y = p.paragraph("Author contributions: A.B. and C.D. designed the experiments; A.B. performed the experiments and analyzed the data; C.D. wrote the article with help from all authors.", LEFT_X, 600, WIDTH, NOTE);
  // The address broken after its last dot, as the journal's line breaks it: a second line of one word.
  p.text("*Address correspondence to: Ann Bell (ann.bell@molecular-biosciences.", LEFT_X, y, NOTE);
  p.text("edu).", LEFT_X, y + NOTE.leading, NOTE);
  return p.render("Notes");
}

describe("a correspondence note at a column's foot", () => {
  it("stays out of the body, though it runs on at one pitch from the note above it", async () => {
    const paper = await readPaper(await notesPage());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
    expect(body).toContain("the proteins whose elution shifted");
    expect(body).not.toContain("Address correspondence");
  });
});
