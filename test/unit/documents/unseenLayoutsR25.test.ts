import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { accentDrawnApartByline, referencesNumberedApart, ruledTableHeadCell } from "../../support/unseenLayoutsR25Pdfs.ts";

// Three layouts met on unseen papers (fader11's and mooney05's table heads, CeON-example3's and
// CeON-test3's reference numbers, a byline's "Andr´e").
describe("a ruled table's head cell in the headings' face", () => {
  it("is no section", async () => {
    const paper = await parsePdf(await ruledTableHeadCell(), { file: "table-head.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(["Introduction", "Methods"]);
  });

  it("is told from a heading boxed in a frame of its own, which stays", async () => {
    const paper = await parsePdf(await ruledTableHeadCell(true), { file: "framed-heading.pdf" });
    expect(paper.sections.map((s) => s.heading)).toContain("Sediment Cores - Missed Layers");
  });
});

describe("a reference list whose numbers stand apart from their entries", () => {
  for (const [name, label] of [["bare", (n: number) => String(n)], ["dotted", (n: number) => `${n}.`]] as const) {
    it(`keeps each ${name} number with its entry, one entry each`, async () => {
      const c = await referencesNumberedApart(label);
      const paper = await parsePdf(c.bytes, { file: "numbered-apart.pdf" });
      expect(paper.references.map((r) => r.text.split(/[ .]/)[0])).toEqual(c.numbers);
      expect(paper.references.every((r) => /J\. River Stud\. \d+, \d+–\d+$/.test(r.text))).toBe(true);
    });
  }
});

describe("an accent drawn apart from its letter in a byline", () => {
  it("keeps the letter drawn back under it", async () => {
    const paper = await parsePdf(await accentDrawnApartByline(), { file: "byline.pdf" });
    expect(paper.authors).toContain("Nicolas André");
  });
});
