/**
 * A one-page paper whose math symbols are set in a Type 3 font drawn at size 1, its scale in the
 * text matrix and its bounding box many times a glyph's height, as dvips' bitmap fonts are
 * (allenai-mooney05): pdf.js gives such text the height of the whole box ("w" at 110 points
 * beside body text at 10). An abstract, then sections 1, 2 and 2.1 under numbered bold headings;
 * a symbol sits at the end of a body line of each section, before its last word.
 */
import { escapePdfText as escape, pdfFromObjects } from "./rawPdf.ts";
import { wrapWords } from "./wrapWords.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const PAGE_HEIGHT = 792;
const LEFT = 72;
const BODY = 10;
const LEADING = 12.5;
/** Characters to a line of Helvetica at 10 points in a 468-point measure (average width ~5.3). */
const LINE_CHARS = 82;

export const SQUASHED_HEADINGS = ["1 Introduction", "2 Parsing Model", "2.1 Head-Driven Model"];

function wrap(text: string): string[] {
  return wrapWords(text.split(" "), LINE_CHARS);
}

/** The PDF's bytes, and the sections' body lines (each as drawn before its symbol). */
export function squashedType3Pdf(): { bytes: Uint8Array; bodyLines: string[] } {
  const ops: string[] = ["BT"];
  const bodyLines: string[] = [];
  let y = PAGE_HEIGHT - 80;
  const put = (font: string, size: number, x: number, text: string) => ops.push(`${font} ${size} Tf 1 0 0 1 ${x} ${y} Tm (${escape(text)}) Tj`);
  put("/F2", 16, LEFT, "Parsing Sentences into Meaning with Trees");
  y -= 24;
  put("/F1", 11, LEFT, "Ana Ruiz and Tomas Lind");
  y -= 30;
  put("/F2", 12, LEFT, "Abstract");
  y -= 18;
  for (const line of wrap(PROSE.slice(5, 8).join(" "))) {
    put("/F1", BODY, LEFT, line);
    y -= LEADING;
  }
  y -= 14;
  SQUASHED_HEADINGS.forEach((heading, i) => {
    put("/F2", 12, LEFT, heading);
    y -= 18;
    const lines = wrap([0, 1, 2, 3, 4].map((k) => PROSE[(i * 3 + k) % PROSE.length]).join(" "));
    lines.forEach((line, n) => {
      put("/F1", BODY, LEFT, line);
      bodyLines.push(line);
      // A symbol at the end of the first and last lines, then a word, as inline math sits.
      if (n === 0 || n === lines.length - 1) {
        const end = LEFT + line.length * 4.4;
        ops.push(`/F3 1 Tf 1 0 0 1 ${end + 3} ${y} Tm (w) Tj`);
        put("/F1", BODY, end + 14, "in");
      }
      y -= LEADING;
    });
    y -= 14;
  });
  ops.push("ET");
  const content = ops.join("\n");
  const glyph = "700 0 0 0 600 700 d1\n0 0 m 600 700 l 100 700 l 600 0 l f";
  const bytes = pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    // Box 10,000 units tall at 0.011 a unit: pdf.js reports the symbol 110 points high.
    "<< /Type /Font /Subtype /Type3 /FontBBox [0 -2000 10000 8000] /FontMatrix [0.011 0 0 0.011 0 0] /CharProcs << /w 8 0 R >> /Encoding << /Type /Encoding /Differences [119 /w] >> /FirstChar 119 /LastChar 119 /Widths [700] /Resources << >> >>",
    `<< /Length ${glyph.length} >>\nstream\n${glyph}\nendstream`,
  ]);
  return { bytes, bodyLines };
}
