import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { escapePdfText, pdfFromObjects, pdfStream } from "../../support/rawPdf.ts";
import { type1Font } from "../../support/type1Font.ts";

// TeX's math fonts embedded without a Unicode map: pdf.js gives their character codes, control
// characters where the page shows ϵ or a bullet. A Type 1 font named as Computer Modern's math
// italic (CMMI) or symbols (CMSY) places its glyphs by TeX's fixed layouts, so the reader puts the
// characters back; a font of another name keeps what pdf.js read (its codes follow no known layout).

const PAGE_HEIGHT = 792;
const BODY = ["The mechanism answers each query with noise drawn from a", "distribution whose scale is set by the privacy budget of the analyst."];

function mathPdf(italicFont: string, symbolFont: string): Uint8Array {
  const text: string[] = [];
  const put = (font: string, s: string, x: number, y: number, size = 10) => text.push(`/${font} ${size} Tf 1 0 0 1 ${x} ${PAGE_HEIGHT - y} Tm (${escapePdfText(s)}) Tj`);
  put("F1", "Private answers to counting queries", 72, 80, 16);
  put("F1", "1 Introduction", 72, 130, 12);
  let y = 150;
  for (let i = 0; i < 6; i++, y += 12) put("F1", BODY[i % 2]!, 72, y);
  // "An algorithm is (ϵ, 0.1)-private": ϵ is code 15 of the math italic font, 5 points wide.
  const opening = "An algorithm is (";
  const after = 72 + widthOf(opening, { font: "Times-Roman", size: 10 });
  put("F1", opening, 72, y);
  put("F2", "\u000f", after, y);
  put("F1", ", 0.1)-private when its outputs change little.", after + 5, y);
  y += 24;
  // A list item whose bullet is code 15 of the symbol font.
  put("F3", "\u000f", 72, y);
  put("F1", "Each query is answered once and its noise is never drawn again for that query.", 82, y);
  const content = ["BT", ...text, "ET"].join("\n");
  // Each math font embedded as a Type 1 program that puts TeX's glyph at code 15, with no ToUnicode map.
  const embedded = (name: string, glyph: string, at: number) => {
    const font = type1Font(name, new Map([[15, glyph]]));
    return [
      `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /FirstChar 15 /LastChar 15 /Widths [500] /FontDescriptor ${at + 1} 0 R >>`,
      `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [0 -250 1000 750] /ItalicAngle 0 /Ascent 750 /Descent -250 /CapHeight 700 /StemV 50 /FontFile ${at + 2} 0 R >>`,
      pdfStream(`/Length1 ${font.length1} /Length2 ${font.length2} /Length3 0`, font.data),
    ];
  };
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 9 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
    ...embedded(italicFont, "epsilon1", 6),
    ...embedded(symbolFont, "bullet", 9),
  ]);
}

async function bodyText(pdf: Uint8Array): Promise<string> {
  const paper = await parsePdf(pdf, { file: "math.pdf" });
  return JSON.stringify(paper);
}

describe("characters of TeX's math fonts that have no Unicode map", () => {
  it("reads the math italic's epsilon and the symbol font's bullet by TeX's layouts, and stores no control character", async () => {
    const text = await bodyText(mathPdf("YADXOX+CMMI10", "RMANDT+CMSY10"));
    expect(text).toContain("(ϵ, 0.1)-private");
    expect(text).toContain("• Each query");
    expect(text).not.toMatch(/\\u00(?:0[0-8bcef]|1[0-9a-f])/);
  });

  it("leaves the codes of a font whose name says no TeX layout as pdf.js read them", async () => {
    const text = await bodyText(mathPdf("YADXOX+AdvP4C4E74", "RMANDT+CMSY10"));
    expect(text).toContain("An algorithm is (");
    expect(text).not.toContain("ϵ");
  });
});
