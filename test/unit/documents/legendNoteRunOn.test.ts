import { describe, expect, it } from "vitest";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Round 26: round 24's fragment rule (a one-line block under an open sentence is kept when it runs
// on, in the face of the paragraph kept last) let eLife's editorial note "The online version of
// this article includes the following figure supplement(s) for figure 1:" into the body. A figure
// legend continued at the top of a page, in smaller type, stands between the body's sentence left
// open on the page before and its end; the note runs on from the legend's closed sentence, in the
// legend's face. Text beside the waiting paragraph whose sentence is closed has nothing to go on
// with: a line under it is its own next sentence, not the body's.

const X = 72;
const WIDTH = 468;
const LEGEND = { font: "Times-Roman", size: 8, leading: 9.5 } as const;
const BODY_TEXT = "The distance of each transcript from its site was measured in three dimensions, and the distribution was compared between the genes with and without retained introns ";
const NOTE = "The online version of this article includes the following figure supplement(s) for figure 1:";

async function legendPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  // The body's sentence runs to the page's foot and is left open there.
  p.paragraph(BODY_TEXT.repeat(8).trim(), X, 560, WIDTH);
  p.nextPage();
  p.text("Cell dispersal", X, 60, LEGEND);
  const y = p.paragraph("(D) Graphs indicating dispersal distance or the distance of each detected pre-mRNA to its nearest transcription site. All scale bars represent 5 microns unless otherwise noted.", X, 74, WIDTH, LEGEND);
  p.text(NOTE, X, y + 6, LEGEND);
  p.paragraph("in every cell we looked at, which is why we took the distance as the measure of dispersal. " + BODY_TEXT.repeat(5).trim() + ".", X, y + 60, WIDTH);
  return p.render("Dispersal");
}

// The guard: lines in smaller type right under a paragraph whose sentence waits, on its page and
// in its column (a program after its lead-in), still run on from one another into the body.
const CODE = { font: "Courier", size: 8, leading: 10 } as const;

async function programPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  const y = p.paragraph("Each document read from the store can then be given further layers of its own, built from the spans of the layers it already has, as in the following lines", X, 300, WIDTH);
  p.text("the sentences are added to the document once they are split.", X + 10, y + 8, CODE);
  p.text("the paragraphs are added to the document when they are found", X + 10, y + 30, CODE);
  p.paragraph("after which every layer is saved with the document. " + BODY_TEXT.trim() + ".", X, y + 60, WIDTH);
  return p.render("Layers");
}

describe("an editorial note under a figure legend continued across the body", () => {
  it("stays out of the body, while the body's sentence still finds its end", async () => {
    const paper = await readPaper(await legendPage());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
    expect(body).toContain("in every cell we looked at");
    expect(body).not.toContain("The online version of this article");
  });
});

describe("a program's lines under their lead-in, in smaller type", () => {
  it("stay in the body", async () => {
    const paper = await readPaper(await programPage());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
    expect(body).toContain("the paragraphs are added to the document when they are found");
  });
});
