import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { recasedFontPdf, type PlacedText } from "../../support/recasedFontPdf.ts";

// A title page with no table on it, set in a font whose ToUnicode map reads some capitals as
// lower case (a Dovepress article's names read "rapeepong suphanchaimat"). The page shows
// capitals; a person's name in small letters is no name, so the authors were lost.

const BODY = [
  "Dental schools in many countries have tried to send more of their graduates to rural places,",
  "where few dentists work and where people wait long for care. Several strategies have been",
  "proposed: recruiting students who grew up in the countryside, teaching parts of the course in",
  "rural clinics, and paying those who agree to work there for some years after they graduate.",
  "This review gathers the studies that measured whether these strategies change what students",
  "intend to do, and pools their results where the studies asked the same question of them.",
];

function titlePage(lowered: string): Uint8Array {
  const lines: PlacedText[] = [
    { text: "Rural Exposure and the Choices of New Dentists", x: 72, y: 90, size: 18 },
    { text: "Rapeepong Suphanchaimat, Nisachol Cetthakrikul, Alexander Dalliston", x: 72, y: 130, size: 11 },
    { text: "International Health Policy Program, Ministry of Public Health, Nonthaburi, Thailand", x: 72, y: 146, size: 8 },
    { text: "Abstract", x: 72, y: 190, size: 11 },
    ...BODY.map((text, i) => ({ text, x: 72, y: 206 + 12 * i, size: 10 })),
    { text: "Introduction", x: 72, y: 300, size: 11 },
    ...BODY.map((text, i) => ({ text, x: 72, y: 316 + 12 * i, size: 10 })),
  ];
  return recasedFontPdf(lines, [], lowered);
}

describe("a title page set in a font whose ToUnicode map lower-cases capitals", () => {
  it("reads the authors and the title with the capitals the page shows", async () => {
    const paper = await parsePdf(titlePage("RN"), { file: "recased-title.pdf" });
    expect(paper.authors).toEqual(["Rapeepong Suphanchaimat", "Nisachol Cetthakrikul", "Alexander Dalliston"]);
    expect(paper.title).toBe("Rural Exposure and the Choices of New Dentists");
  });

  it("reads a title page whose map agrees with its glyphs the same way", async () => {
    const paper = await parsePdf(titlePage(""), { file: "plain-title.pdf" });
    expect(paper.authors).toEqual(["Rapeepong Suphanchaimat", "Nisachol Cetthakrikul", "Alexander Dalliston"]);
    expect(paper.title).toBe("Rural Exposure and the Choices of New Dentists");
  });
});
