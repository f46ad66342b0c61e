/**
 * A one-page paper set in a Type 3 font as dvips writes TeX's bitmap fonts (CeON-complex): no
 * ToUnicode map, letters at their ASCII codes, and OT1's ligatures ff and fi at codes 11 and 12,
 * named by their own byte (/#0b, /#0c), so no glyph name says what they draw. Drawn at size 1
 * with the scale in the text matrix, words apart by TJ moves. `named` gives the ligatures their
 * standard names (/ff, /fi) instead, which pdf.js reads; `thin` draws codes 11 and 12 as thin
 * marks (a fifth of a letter), which are no ligatures.
 */
import { escapePdfText as escape, pdfFromObjects } from "./rawPdf.ts";
import { wrapWords } from "./wrapWords.ts";

const PAGE_HEIGHT = 792;
const LEFT = 72;
/** Points to a text unit: one pixel at 300 dpi. */
const UNIT = 0.24;
/** A letter's advance in text units, and a word gap. */
const GLYPH = 20;
const WORD_GAP = 14;
const LINE_CHARS = 80;

/** The abstract as a reader should give it: the ligatures at a word's start, middle and end, and before a word gap. */
export const LIGATURE_ABSTRACT =
  "The first effective method to define the figure of merit was found in our office after the staff " +
  "measured how far the field could go. A difficult problem in fluid flow is the effect of the " +
  "wall on the flow near it, and we offer a simple form for it that fits all of the data that we " +
  "have. The first results are in good agreement with the effective theory and differ from earlier " +
  "work by a fixed amount that we define below.";

/** OT1's codes of ff and fi, longest first. */
const LIGATURES: [string, number][] = [
  ["ff", 11],
  ["fi", 12],
];

/** A word as the font's bytes, each ligature one byte; escaped as a PDF string. */
function bytesOf(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; ) {
    const lig = LIGATURES.find(([text]) => word.startsWith(text, i));
    if (lig) {
      out += `\\${lig[1].toString(8).padStart(3, "0")}`;
      i += lig[0].length;
    } else {
      out += escape(word[i]!);
      i++;
    }
  }
  return out;
}

export function ligatureType3Pdf(options: { named?: boolean; thin?: boolean } = {}): Uint8Array {
  const ops: string[] = ["BT"];
  let y = PAGE_HEIGHT - 90;
  const put = (text: string) => {
    const words = text.split(" ").map((w) => `(${bytesOf(w)})`);
    ops.push(`/T3 1 Tf ${UNIT} 0 0 ${UNIT} ${LEFT} ${y} Tm [${words.join(` ${-WORD_GAP * 1000} `)}] TJ`);
  };
  put("Ligatures in a Bitmap Font");
  y -= 30;
  put("Abstract");
  y -= 16;
  for (const line of wrapWords(LIGATURE_ABSTRACT.split(" "), LINE_CHARS)) {
    put(line);
    y -= 12;
  }
  ops.push("ET");
  const content = ops.join("\n");
  // Glyph units are half a text unit (FontMatrix 0.5): a letter is 40 units, a ligature as wide
  // as a letter (TeX's fi is as wide as its n), a thin mark a fifth of that.
  const letter = `${GLYPH * 2} 0 0 0 ${GLYPH * 2 - 4} 60 d1\n0 0 m ${GLYPH * 2 - 4} 60 l 2 60 l ${GLYPH * 2 - 4} 0 l f`;
  const codes = Array.from({ length: 123 - 11 }, (_, i) => 11 + i);
  const names = new Map<number, string>([[44, "comma"], [46, "period"], [45, "hyphen"]]);
  for (const c of codes) if (/[A-Za-z]/.test(String.fromCharCode(c))) names.set(c, String.fromCharCode(c));
  names.set(11, options.named ? "ff" : "#0b");
  names.set(12, options.named ? "fi" : "#0c");
  const named = codes.filter((c) => names.has(c));
  const ligature = (c: number) => c === 11 || c === 12;
  const charProcs = named.map((c) => `/${names.get(c)} ${ligature(c) ? 8 : 7} 0 R`).join(" ");
  const differences = named.map((c) => `${c} /${names.get(c)}`).join(" ");
  const ligatureWidth = options.thin ? (GLYPH * 2) / 5 : GLYPH * 2;
  const widths = codes.map((c) => (ligature(c) ? ligatureWidth : names.has(c) ? GLYPH * 2 : 0)).join(" ");
  const mark = `${ligatureWidth} 0 0 0 ${ligatureWidth} 60 d1\n0 0 m ${ligatureWidth} 60 l 0 60 l f`;
  const type3 = `<< /Type /Font /Subtype /Type3 /FontBBox [0 -200 100 800] /FontMatrix [0.5 0 0 0.5 0 0] /CharProcs << ${charProcs} >> /Encoding << /Type /Encoding /Differences [${differences}] >> /FirstChar 11 /LastChar 122 /Widths [${widths}] /Resources << >> >>`;
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /T3 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    type3,
    `<< /Length ${letter.length} >>\nstream\n${letter}\nendstream`,
    `<< /Length ${mark.length} >>\nstream\n${mark}\nendstream`,
  ]);
}
