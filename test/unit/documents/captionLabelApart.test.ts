import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { SHARED_PAPERS_WIDE } from "../../support/sharedFixtures.ts";

// A caption whose label stands apart from its words on one baseline, the label in a small bold
// face and the words in another ("Table 2  Data collection and refinement statistics", "Fig. 1
// RFP chromophore pocket. (a) ..."): the Royal Society of Chemistry's style, on the shared
// papers-wide 30 (Chem. Sci. 2022). pdf.js gives label and words as two runs of two faces, read
// as two blocks. Before: both table captions' words were level-3 section headings, and every
// figure caption's words body prose (QAs and Ask quoted them as the paper's text). The real
// headings of the paper's Results stay, and its body paragraphs stay paragraphs.

const FILE = path.join(SHARED_PAPERS_WIDE, "30-rfp-chromophore-packing-chemsci2022.pdf");

describe("a caption's label set apart from its words on one baseline (papers-wide 30)", () => {
  it("keeps table captions out of the sections and figure captions out of the body", async () => {
    const paper = await parsePdf(new Uint8Array(fs.readFileSync(FILE)), { file: FILE });
    const headings = paper.sections.map((s) => s.heading);
    expect(headings).not.toContain("Spectral properties of red fluorescent proteins");
    expect(headings).not.toContain("Data collection and refinement statistics");
    expect(headings).toEqual(expect.arrayContaining(["Results", "Spectral characterization of designs", "Crystal structure of mSandy2", "Structure determination"]));
    const kinds = (start: string) => paper.passages.filter((p) => p.text.startsWith(start)).map((p) => p.kind);
    expect(kinds("RFP chromophore pocket.")).toEqual(["caption"]);
    expect(kinds("Fluorescence and absorption spectra.")).toEqual(["caption"]);
    expect(kinds("Crystal structure of mSandy2. The p-hydroxybenzylidene")).toEqual(["caption"]);
    expect(paper.passages.find((p) => p.text.startsWith("To verify whether aliphatic packing"))?.kind).toBe("paragraph");
    expect((paper.tables ?? []).map((t) => [t.label, t.caption])).toEqual([
      ["Table 1", "Spectral properties of red fluorescent proteins"],
      ["Table 2", "Data collection and refinement statistics"],
    ]);
  });
});
