import { describe, expect, it } from "vitest";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Round 24: a sentence's one-line lead-in to a display equation, between two equations and after
// a paragraph that runs into the first, went missing from the body: a one-line fragment under a
// sentence left open was taken for a table row or a label. It is prose in the paragraph's face.

const BODY = { font: "Times-Roman", size: 10 } as const;
const LEAD_IN = "The constant in that bound can then be written as";

async function derivationPage(): Promise<Uint8Array> {
  // A first page of prose, so the derivation is the body's, not the front matter's.
  const p = new TablePage();
  p.prose(0, 6);
  p.nextPage();
  const y = p.paragraph("The error of the approximation falls quickly with the order of the series, and for the films measured here the second order already matches the data within the scatter between runs, so that the bound on the error is", 72, 90, 468);
  p.text("E(x) = A + B x + O(x)", 260, y + 16, BODY);
  p.text(LEAD_IN, 72, y + 36, BODY);
  p.text("C = 2 / K", 280, y + 54, BODY);
  p.paragraph("where K is the number of grains in the film. The same bound holds for the thicker films grown at the higher temperature, as the grains there are larger and fewer.", 72, y + 74, 468);
  return p.render("Derivation");
}

describe("a line leading into a display equation", () => {
  it("stays in the body, and the sentence after the equation goes on from it", async () => {
    const paper = await readPaper(await derivationPage());
    const texts = paper.passages.map((p) => p.text);
    expect(texts.some((t) => t.startsWith(`${LEAD_IN} where K is the number`))).toBe(true);
  });
});
