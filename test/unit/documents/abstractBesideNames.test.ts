import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { recasedFontPdf, type PlacedText } from "../../support/recasedFontPdf.ts";

// A title page with the names one to a line in a narrow left column and the structured abstract
// to their right, its first line level with the first name (as Dovepress sets them). The
// abstract starts beside the names, not under them: its first part must not be cut off.

const NAMES = ["Rapeepong Suphanchaimat", "Nisachol Cetthakrikul", "Alexander Dalliston", "Weerasak Putthasri"];

const BACKGROUND = [
  "Background: The aim of this study was to assess how strategies that expose dental",
  "students to rural places change their intention to practise there once they graduate.",
  "The strategies included recruiting students from rural backgrounds and sending the",
  "students to clinics in rural areas for parts of their training in the final years.",
  "These were compared with no such exposure.",
];
const METHODS = [
  "Methods: A systematic review with a meta-analysis of the studies published between",
  "2000 and 2015, found in three search engines and screened by two reviewers in turn.",
  "The pooled effect was reported as odds ratios with their confidence intervals.",
];
const BODY = [
  "Dental schools in many countries have tried to send more of their graduates to rural places,",
  "where few dentists work and where people wait long for care. Several strategies have been",
  "proposed: recruiting students who grew up in the countryside, teaching parts of the course in",
  "rural clinics, and paying those who agree to work there for some years after they graduate.",
];

function titlePage(): Uint8Array {
  const lines: PlacedText[] = [
    { text: "Rural Exposure and the Choices of New Dentists", x: 72, y: 90, size: 18 },
    ...NAMES.map((text, i) => ({ text, x: 72, y: 140 + 14 * i, size: 11 })),
    ...BACKGROUND.map((text, i) => ({ text, x: 230, y: 140 + 11 * i, size: 9 })),
    ...METHODS.map((text, i) => ({ text, x: 230, y: 200 + 11 * i, size: 9 })),
    { text: "Introduction", x: 72, y: 280, size: 11 },
    ...BODY.map((text, i) => ({ text, x: 72, y: 296 + 12 * i, size: 10 })),
    ...BODY.map((text, i) => ({ text, x: 72, y: 356 + 12 * i, size: 10 })),
  ];
  return recasedFontPdf(lines, [], "");
}

describe("a structured abstract set beside a column of names", () => {
  it("reads the abstract from its first part, level with the first name", async () => {
    const paper = await parsePdf(titlePage(), { file: "abstract-beside-names.pdf" });
    expect(paper.authors).toEqual(NAMES);
    expect(paper.abstract).toMatch(/^Background: The aim of this study/);
    expect(paper.abstract).toContain("Methods: A systematic review");
  });
});
