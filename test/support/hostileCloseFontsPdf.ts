/**
 * A hostile page for the joining of math letters pdf.js read apart (layout/italicGaps.ts): `fonts`
 * fonts, each its own dictionary and name, each drawing one pair of letters with a narrow kern
 * between ("[(S) -120 (D)] TJ", as TeX writes an italic correction), under a "Table 1" caption so
 * the page's glyphs are read again, beside a text font's wider word spaces. Every font is one set
 * close: a reader that walks the page's runs once for each such font costs their product.
 */
import { pdfFromObjects } from "./rawPdf.ts";
import type { HostilePdf } from "./tables/hostileTablePdfs.ts";

/** Pairs to a line, and the width and height a pair takes. */
const PER_LINE = 50;
const STEP_X = 11;
const STEP_Y = 5;

export function closeFontsPage(fonts = 8000): HostilePdf {
  // The text font's word spaces outnumber the close fonts' kerns, so the page's word gap is theirs.
  const wordGaps = fonts + 20;
  const textLines = Math.ceil(wordGaps / PER_LINE);
  const height = 100 + (Math.ceil(fonts / PER_LINE) + textLines) * STEP_Y;
  const ops: string[] = ["BT", `/T 10 Tf 1 0 0 1 40 ${height - 40} Tm (Table 1. Pairs of letters) Tj`];
  let y = height - 60;
  for (let line = 0; line < textLines; line++, y -= STEP_Y) {
    const words = Array.from({ length: PER_LINE + 1 }, (_, i) => `(${String.fromCharCode(97 + (i % 26))})`).join(" -300 ");
    ops.push(`/T 4 Tf 1 0 0 1 20 ${y} Tm [${words}] TJ`);
  }
  for (let f = 0; f < fonts; f++) {
    if (f % PER_LINE === 0) y -= STEP_Y;
    ops.push(`/M${f} 4 Tf 1 0 0 1 ${20 + (f % PER_LINE) * STEP_X} ${y} Tm [(S) -120 (D)] TJ`);
  }
  ops.push("ET");
  const content = ops.join("\n");
  const firstFont = 5;
  const fontRefs = [`/T ${firstFont} 0 R`, ...Array.from({ length: fonts }, (_, f) => `/M${f} ${firstFont + 1 + f} 0 R`)].join(" ");
  const bytes = pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${height}] /Resources << /Font << ${fontRefs} >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
    // Each its own name, so no two fonts of the page are taken for one.
    ...Array.from({ length: fonts }, (_, f) => `<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic${f} /Encoding /WinAnsiEncoding >>`),
  ]);
  return { bytes, rows: [], size: fonts, unit: "fonts set close" };
}
