/**
 * A one-page paper set wholly in Type 3 fonts drawn at size 1, as dvips' bitmap fonts are
 * (CeON-complex): the text matrix carries the scale, 0.24 points to a unit (one pixel at 300 dpi),
 * and each glyph is 20 units wide (30 in the title). Words are drawn with TJ: word gaps of 0.35 em, and
 * inside some words a kern of one unit ("Mo" 1 "del"), as dvips moves between a word's glyphs.
 * pdf.js measures its space thresholds in the font's size (1), so it reads every such kern as a
 * space.
 */
import { escapePdfText as escape, pdfFromObjects } from "./rawPdf.ts";
import { wrapWords } from "./wrapWords.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const PAGE_HEIGHT = 792;
const LEFT = 72;
/** Points to a text unit: one pixel at 300 dpi. */
const UNIT = 0.24;
/** A glyph's advance in text units, and a word gap. */
const GLYPH = 20;
const WORD_GAP = 14;
/** Where a word is drawn in two parts, a kern of this many units between them. */
const KERN = 1;
/** Characters to a line of the body (20 units of 0.24 points: 4.8 points a character). */
const LINE_CHARS = 90;

/** The title as printed, "|" marking where a word is drawn in two parts with a kern between. */
const TITLE = "Heavy Mesons in a Relativistic Mo|del";
const BYLINE = "Jun Zeng and Walter Rob|erts";
/** Body words drawn in two parts (a kern after their first letters). */
const KERNED = new Map([
  ["record", "rec|ord"],
  ["history", "his|tory"],
  ["around", "ar|ound"],
  ["settle", "set|tle"],
  ["measured", "mea|sured"],
  ["before", "b|efore"],
]);

const ADDRESSES = ["Department of Physics, Old Dominion University", "and", "Continuous Electron Beam Accelerator Facility"];

export const KERNED_TITLE = TITLE.replace(/\|/g, "");
export const KERNED_AUTHORS = ["Jun Zeng", "Walter Roberts"];

/** A line's TJ array: words apart by a word gap, a word's parts apart by a kern. */
function shown(text: string, wordGap: number): string {
  const parts = text.split(" ").map((word) => word.split("|").map((part) => `(${escape(part)})`).join(` ${-KERN * 1000} `));
  return `[${parts.join(` ${-wordGap * 1000} `)}]`;
}

function wrap(words: string[]): string[] {
  return wrapWords(words, LINE_CHARS);
}

/** The PDF's bytes, and the abstract's words as a reader should give them. */
export function kernedType3Pdf(): { bytes: Uint8Array; abstract: string } {
  const ops: string[] = ["BT"];
  let y = PAGE_HEIGHT - 90;
  // /T3 is the body's font; /T4 the same glyphs 1.5 times larger (the title).
  const put = (font: string, text: string, wordGap = WORD_GAP) => ops.push(`${font} 1 Tf ${UNIT} 0 0 ${UNIT} ${LEFT} ${y} Tm ${shown(text, wordGap)} TJ`);
  put("/T4", TITLE, WORD_GAP * 1.5);
  y -= 30;
  put("/T3", BYLINE);
  // Two addresses joined by a lone "and" under a byline that joins its own names.
  for (const line of ADDRESSES) {
    y -= 12;
    put("/T3", line);
  }
  y -= 30;
  put("/T3", "Abstract");
  y -= 16;
  const words = PROSE.slice(0, 3).join(" ").split(" ");
  const printed = words.map((w) => KERNED.get(w) ?? w);
  for (const line of wrap(printed)) {
    put("/T3", line);
    y -= 12;
  }
  ops.push("ET");
  const content = ops.join("\n");
  const glyph = `${GLYPH * 2} 0 0 0 ${GLYPH * 2 - 4} 60 d1\n0 0 m ${GLYPH * 2 - 4} 60 l 2 60 l ${GLYPH * 2 - 4} 0 l f`;
  const codes = Array.from({ length: 123 - 32 }, (_, i) => 32 + i);
  const names = new Map<number, string>([[32, "space"], [44, "comma"], [46, "period"], [45, "hyphen"]]);
  for (const c of codes) if (/[A-Za-z]/.test(String.fromCharCode(c))) names.set(c, String.fromCharCode(c));
  const named = codes.filter((c) => names.has(c));
  const charProcs = named.map((c) => `/${names.get(c)} 7 0 R`).join(" ");
  const differences = named.map((c) => `${c} /${names.get(c)}`).join(" ");
  const widths = codes.map((c) => (names.has(c) ? GLYPH * 2 : 0)).join(" ");
  // Glyph units are half a text unit (FontMatrix 0.5, 0.75 for the title's font); the box is
  // 1,000 units tall, so pdf.js gives the text the box's height (240 points), 1,000 times its width's scale.
  const type3 = (scale: number) =>
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 -200 100 800] /FontMatrix [${scale} 0 0 ${scale} 0 0] /CharProcs << ${charProcs} >> /Encoding << /Type /Encoding /Differences [${differences}] >> /FirstChar 32 /LastChar 122 /Widths [${widths}] /Resources << >> >>`;
  const bytes = pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /T3 5 0 R /T4 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    type3(0.5),
    type3(0.75),
    `<< /Length ${glyph.length} >>\nstream\n${glyph}\nendstream`,
  ]);
  return { bytes, abstract: words.join(" ") };
}
