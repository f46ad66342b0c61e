import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { OPENING, openingParagraphsPdf } from "../../support/openingParagraphsPdf.ts";

const body = async (bytes: Uint8Array) => {
  const paper = await parsePdf(bytes.slice(), { file: "generated.pdf" });
  return { paper, text: paper.passages.filter((p) => p.kind === "paragraph").map((p) => norm(p.text)).join(" ") };
};

describe("the opening paragraphs of a page with no title page", () => {
  it("keeps the paragraphs under a page's heading in the body when no names follow it", async () => {
    const { paper, text } = await body(await openingParagraphsPdf());
    expect(paper.authors).toEqual([]);
    for (const paragraph of OPENING.opening) expect(text).toContain(norm(paragraph));
    for (const paragraph of OPENING.after) expect(text).toContain(norm(paragraph));
  });

  it("leaves what stands between a title and names and the abstract out of the body", async () => {
    const { paper, text } = await body(await openingParagraphsPdf(true));
    expect(paper.authors.length).toBeGreaterThan(0);
    for (const paragraph of OPENING.opening) expect(text).not.toContain(norm(paragraph));
    for (const paragraph of OPENING.after) expect(text).toContain(norm(paragraph));
  });
});
