import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { PROSE } from "../../support/unseenFrontPdfs.ts";
import { CAPTION, EXAMPLE_SENTENCES, figureWithExamplePassage } from "../../support/figureTextPdfs.ts";

// A figure that shows an example passage (sentences in body type, highlighted, tagged) printed
// its sentences as the paper's own paragraphs: QAs and Ask then quoted the example as if the
// paper said it, and a scan of the page, which leaves the figure out, counted them lost.
// Pictures are not decoded to place them (it doubled the import's time), so text printed over a
// picture stays where it was: in the body, never lost.
describe("text printed inside a figure", () => {
  for (const kind of ["drawn", "picture"] as const) {
    it(`keeps a ${kind} figure's example sentences ${kind === "drawn" ? "out of the body" : "as read (a picture is not placed)"}, its caption and prose kept`, { timeout: 60_000 }, async () => {
      const paper = await parsePdf(await figureWithExamplePassage(kind), { file: `figure-text-${kind}.pdf` });
      const paragraphs = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text);
      for (const sentence of EXAMPLE_SENTENCES) expect(paragraphs.some((p) => p.includes(sentence.slice(0, 30)))).toBe(kind === "picture");
      expect(paper.passages.filter((p) => p.kind === "caption").map((p) => p.text)).toEqual([CAPTION]);
      // The paper's own prose around the figure, above it and under the next heading, stays.
      for (const prose of [PROSE[1], PROSE[5]]) expect(paragraphs.some((p) => p.includes(prose!.slice(0, 40)))).toBe(true);
      expect(paper.sections.map((s) => s.heading)).toContain("Method");
    });
  }
});
