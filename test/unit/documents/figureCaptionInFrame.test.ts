import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { SHARED_PAPERS_STYLES } from "../../support/sharedFixtures.ts";

// A figure whose drawn frame takes in its caption's lines (the shared papers-styles 93, Mol. Syst.
// Biol. 2024): the caption's lines after its label lie inside the figure's box. Text printed inside
// a figure is kept out of the body (blockRoles' "figure"), but a caption's own lines stay the
// caption's: the first form of that rule dropped three of this paper's captions (1,207 characters).

const FILE = path.join(SHARED_PAPERS_STYLES, "93-ddx3x-gc-content-mrna-msb2024.pdf");

describe("a caption inside its figure's frame", () => {
  it("stays a caption, its words kept", { timeout: 120_000 }, async () => {
    const paper = await parsePdf(new Uint8Array(fs.readFileSync(FILE)), { file: FILE });
    const kinds = (start: string) => paper.passages.filter((p) => p.text.startsWith(start)).map((p) => p.kind);
    expect(kinds("(A) Changes in Ribo-seq and RNA-seq levels")).toEqual(["caption"]);
    expect(kinds("Differences in coverage values between stabilized")).toEqual(["caption"]);
    expect(kinds("A schematic showing the effects of DDX3X depletion")).toEqual(["caption"]);
  });
});
