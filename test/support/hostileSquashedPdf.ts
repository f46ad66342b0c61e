/**
 * A hostile page for the reader's sizing of squashed runs (layout/squashedRunSizes.ts): `symbols`
 * math symbols in a Type 3 font drawn at size 1 (its box many times its glyphs, as dvips' bitmap
 * fonts are), each between two tiny digits of Helvetica, in lines down one page. Each symbol takes
 * the size of the nearest sound run on its baseline: a reader that looks through every run of
 * the page for each symbol costs their product.
 */
import { escapePdfText as escape, pdfFromObjects } from "./rawPdf.ts";
import type { HostilePdf } from "./tables/hostileTablePdfs.ts";

const PAGE: [number, number] = [612, 792];
/** Symbols to a line: a digit, a symbol, a digit ... at 2.8 points a step. */
const PER_LINE = 200;

export const SQUASHED_PAGE_TITLE = "A page of squashed symbols";

export function squashedSymbolsPage(symbols = 20_000): HostilePdf {
  const lines = Math.ceil(symbols / PER_LINE);
  const dy = (PAGE[1] - 100) / lines;
  const ops: string[] = ["BT", `/F2 12 Tf 1 0 0 1 72 ${PAGE[1] - 50} Tm (${escape(SQUASHED_PAGE_TITLE)}) Tj`];
  for (let n = 0; n < symbols; n++) {
    const line = Math.floor(n / PER_LINE);
    const k = n % PER_LINE;
    const x = 20 + k * 2.85;
    const y = PAGE[1] - 80 - line * dy;
    ops.push(`/F1 1.5 Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm (${n % 10}) Tj`, `/F3 1 Tf 1 0 0 1 ${(x + 1).toFixed(2)} ${y.toFixed(2)} Tm (w) Tj`);
  }
  ops.push("ET");
  const content = ops.join("\n");
  const glyph = "700 0 0 0 600 700 d1\n0 0 m 600 700 l 100 700 l 600 0 l f";
  const bytes = pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE[0]} ${PAGE[1]}] /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    // As squashedType3Pdf.ts: a box 10,000 units tall at 0.011 a unit, so pdf.js reports the
    // symbol 110 points high at a width's scale of 1.
    "<< /Type /Font /Subtype /Type3 /FontBBox [0 -2000 10000 8000] /FontMatrix [0.011 0 0 0.011 0 0] /CharProcs << /w 8 0 R >> /Encoding << /Type /Encoding /Differences [119 /w] >> /FirstChar 119 /LastChar 119 /Widths [700] /Resources << >> >>",
    `<< /Length ${glyph.length} >>\nstream\n${glyph}\nendstream`,
  ]);
  return { bytes, rows: [], size: symbols, unit: "squashed symbols" };
}
