import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { predefinedCMapPdf } from "../../support/predefinedCMapPdf.ts";

// A CID font that is not embedded, under a predefined CMap and without a ToUnicode map, is read
// only through the CMap files pdf.js ships. The reader pointed pdf.js one folder above them, so
// such a paper lost all its text and was refused as a scan.

describe("text set in a CID font under a predefined CMap", () => {
  it("is read, not refused as a page without text", async () => {
    const pdf = predefinedCMapPdf([
      { text: "Reading Predefined Maps In Papers", x: 72, y: 100 },
      { text: "The samples were kept at four degrees for two days before they were weighed.", x: 72, y: 160 },
    ]);
    const paper = await parsePdf(pdf, { file: "predefined-cmap.pdf" });
    expect(paper.title).toBe("Reading Predefined Maps In Papers");
    const text = paper.passages.map((p) => p.text).join("\n");
    expect(text).toContain("The samples were kept at four degrees for two days before they were weighed.");
  });
});
