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
});
