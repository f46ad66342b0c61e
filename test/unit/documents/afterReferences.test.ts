import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { symbolsFromOutline } from "../../../src-main/core/documents/layout/outlineHeadings.ts";
import { acknowledgementsRunInAfterReferences, methodsAfterTheReferences } from "../../support/afterReferencesPdfs.ts";

// Text printed after a paper's reference list that is not an entry of it, drawn with pdfkit and
// read back through pdf.js. Both were glued into the last reference before (papers-styles 90,
// papers-wide 36).

const words = (text: string) => text.replace(/\s+/g, " ").trim();

describe("what follows the reference list", () => {
  it("starts the section the outline points at after the references, not at the earlier pointer with the same words", async () => {
    const c = await methodsAfterTheReferences();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    const headings = paper.sections.map((s) => `${s.heading}@${s.page}`);
    expect(headings.slice(-2)).toEqual(["References@1", `${c.heading}@2`]);
    expect(paper.references).toHaveLength(5);
    expect(paper.references.at(-1)!.text).not.toContain(c.heading);
    // The methods are body text of their own section, not part of a reference entry.
    const methods = paper.passages.filter((p) => p.kind === "paragraph" && p.page === 2);
    expect(words(methods.map((p) => p.text).join(" "))).toBe(words(c.methods));
    expect(methods.every((p) => paper.sections[p.section!]!.heading === c.heading)).toBe(true);
  });

  it("ends a numbered reference list at acknowledgements run into their paragraph, leaving the editorial history out", async () => {
    const c = await acknowledgementsRunInAfterReferences();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.references.map((r) => r.text)).toHaveLength(5);
    expect(paper.references.at(-1)!.text).toBe(c.lastEntry);
    const body = words(paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));
    // Kept as the paper's own text in the body, though printed in the list's fine type.
    for (const paragraph of c.backMatter) expect(body).toContain(words(paragraph));
    // The editorial history under them is furniture, in neither the body nor the list.
    expect(body).not.toContain("History");
    expect(paper.references.some((r) => r.text.includes("History"))).toBe(false);
  });

  it("spells a heading's symbols as the outline does when the page's glyph reads as another symbol", () => {
    expect(symbolsFromOutline("STAR+METHODS", "STAR★Methods")).toBe("STAR★METHODS");
    // Letters the outline words differently, or another length, leave the page's text as printed.
    expect(symbolsFromOutline("Methods + data", "Methods and data")).toBe("Methods + data");
    expect(symbolsFromOutline("STAR+METHODS", "STAR★Method")).toBe("STAR+METHODS");
    expect(symbolsFromOutline("Cores 1-4", "Cores 1–5")).toBe("Cores 1-4");
  });
});
