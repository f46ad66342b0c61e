import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { italicExamplesPdf } from "../../support/italicExamplesPdf.ts";

// An example sentence quoted in italic under a hanging indent opened a section of its own when its
// first line stopped with no comma (mono04: "On its way to an extended mission at Saturn, the").
// Drawn with pdfkit and read back through pdf.js.

describe("an example sentence quoted in italic under a hanging indent", () => {
  it("keeps its first line in the body, not as a section of its own; the numbered headings stay", async () => {
    const page = await italicExamplesPdf();
    const paper = await parsePdf(page.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(page.headings);
    const body = paper.passages.map((p) => p.text).join("\n");
    for (const opening of page.exampleOpenings) expect(body).toContain(opening);
  });

  // Justified, as mono04's are, the line set in under an example's first line reaches the column's
  // edge and read as a paragraph's indented opening: the first line stood apart, and mono04 lost its
  // first example whole (neither piece, in italic with no full stop, was read as prose).
  it("reads each justified example as one passage, its first line joined to the lines set in under it", async () => {
    const page = await italicExamplesPdf({ justified: true });
    const paper = await parsePdf(page.bytes.slice(), { file: "generated.pdf" });
    const texts = paper.passages.map((p) => p.text);
    for (const example of page.examples) expect(texts).toContain(example);
  });
});
