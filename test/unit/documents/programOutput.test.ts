import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { outputBetweenParagraphs } from "../../support/programOutputPdfs.ts";

// Lines of a program's output in a typewriter face, each alone between paragraphs, were read as
// sections ("Read 2385 items"): a face of their own and prose under them look like a heading's.
describe("program output between paragraphs", () => {
  it("names no section", async () => {
    const c = await outputBetweenParagraphs();
    const paper = await parsePdf(c.bytes, { file: "output.pdf" });
    expect(paper.sections.map((s) => ({ number: s.number, heading: s.heading }))).toEqual(c.headings);
  });
});
