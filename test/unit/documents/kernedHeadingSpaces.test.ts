import { describe, expect, it } from "vitest";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { readTableGraphics } from "../../../src-main/core/documents/tables/tableGraphicsPages.ts";
import { pdfFromObjects } from "../../support/rawPdf.ts";

// A heading's bold face whose word spaces are written as kerns ("[(Cluster) -253 (computing)] TJ",
// Times-Bold's space is 0.25 em) is narrower than a justified body's stretched spaces (0.35 em here),
// so round 28's joiner of math letters (italicGaps.ts) took its word gaps out: GROBID's sample paper
// read "1.1 Clustercomputing" and "CategoriesandSubjectDescriptors". A math font's italic
// correction ("[(S) -120 (D)] TJ") is still taken out.
function page(): Uint8Array {
  const body = Array.from({ length: 30 }, (_, i) => `(${"word".slice(0, 1 + (i % 4))})`).join(" -350 ");
  const content = [
    "BT",
    "/T 10 Tf 1 0 0 1 40 740 Tm (Table 1. Pairs of letters) Tj",
    "/B 12 Tf 1 0 0 1 40 700 Tm [(Categories) -250 (and) -256 (Subject) -262 (Descriptors)] TJ",
    "/B 12 Tf 1 0 0 1 40 670 Tm [(Cluster) -253 (computing)] TJ",
    ...[640, 625, 610].map((y) => `/T 10 Tf 1 0 0 1 40 ${y} Tm [${body}] TJ`),
    "/M 10 Tf 1 0 0 1 40 580 Tm [(S) -120 (D)] TJ",
    "/M 10 Tf 1 0 0 1 140 580 Tm [(L) -130 (C)] TJ",
    "ET",
  ].join("\n");
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /T 5 0 R /B 6 0 R /M 7 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic /Encoding /WinAnsiEncoding >>",
  ]);
}

describe("a heading whose word spaces are kerns", () => {
  it("keeps its words apart while a math font's narrow kerns are still joined", async () => {
    let texts: string[] = [];
    await readPdf(page(), "kerned-heading.pdf", undefined, async (doc, pages) => {
      await readTableGraphics(doc, pages);
      texts = pages[0]!.runs.map((r) => r.text.trim());
    });
    expect(texts).toContain("Categories and Subject Descriptors");
    expect(texts).toContain("Cluster computing");
    expect(texts.join(" | ")).toMatch(/\bSD\b/);
    expect(texts.join(" | ")).toMatch(/\bLC\b/);
  });
});
