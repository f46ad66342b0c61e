import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import type { OperatorList } from "./operatorList.ts";
import { median } from "./quantiles.ts";

// dvips writes TeX's bitmap fonts as Type 3 fonts with no ToUnicode map, their glyphs named by
// their own byte. Letters sit at their ASCII places (TeX's OT1 layout), but OT1 puts the
// ligatures ff, fi, fl, ffi, ffl at the control codes 11-15: pdf.js reads those as white space
// and gives a " " item where the glyph is ("e ective", "rst"). A font that shows these marks
// (its control-code glyphs unmapped, as wide as a letter, the rest read as ASCII) has its
// ligatures put back from the codes the page's operator list keeps.

const OT1_LIGATURES: Readonly<Record<number, string>> = { 11: "ff", 12: "fi", 13: "fl", 14: "ffi", 15: "ffl" };

/** How many characters a Type 3 font must draw on a page before it is checked: body text, not a figure's labels. */
export const LIGATURE_FONT_MIN_CHARS = 200;

/**
 * The fonts whose ligatures are looked for: pdf.js's text styles give a Type 3 font no ascent
 * (NaN) and no `vertical` flag (its Font is finished before that flag is set). A font that is not
 * embedded (Times-Roman named only) has no ascent either but carries the flag: it is not a
 * candidate, and without that test pages set in it opened their operator list for nothing (12% of
 * the shared papers' pages, 5% of the import's time). Only a page whose body is set in a Type 3
 * font (one draws LIGATURE_FONT_MIN_CHARS) is worth its operator list; all its Type 3 fonts are
 * then checked.
 */
export function ligatureFontCandidates(styles: Readonly<Record<string, { ascent?: number | null; vertical?: boolean }>>, items: readonly TextItem[]): Set<string> {
  const noAscent = new Set(Object.keys(styles).filter((font) => !Number.isFinite(styles[font]?.ascent ?? Number.NaN) && styles[font]?.vertical === undefined));
  const drawn = new Map<string, number>();
  for (const item of items) if (noAscent.has(item.fontName)) drawn.set(item.fontName, (drawn.get(item.fontName) ?? 0) + item.str.length);
  return [...drawn.values()].some((chars) => chars >= LIGATURE_FONT_MIN_CHARS) ? noAscent : new Set();
}

/** Letters to a word, on average, in a font that sets text: CeON-complex's text fonts 2.8-4.2 (its italic references the lowest), its math fonts 1.0-1.14. */
const MIN_MEAN_WORD = 2;

interface Glyph {
  unicode?: string;
  originalCharCode?: number;
  width?: number;
}

/** A glyph the page draws, as its operator list shows it; `ligature` where it is an OT1 ligature pdf.js read as white space. */
export interface Drawn {
  code: number;
  char: string;
  width: number;
  ligature?: string;
  /** The move right before (after) the glyph in its text operator, Infinity where the operator starts (ends): a word space is on the larger side. */
  before: number;
  after: number;
  /** Drawn right after a letter in the same operator. */
  inWord?: boolean;
}

const isLetter = (d: Drawn) => d.ligature !== undefined || /^\p{L}$/u.test(d.char);

/**
 * Every glyph the page draws, in drawing order, with the ligatures of the candidate fonts that
 * read as OT1 text marked; null when no font qualifies. The whole page is kept, not one font's
 * glyphs: pdf.js may carry on one text item across a change of font (a raised mark).
 */
export function findOt1Ligatures(list: OperatorList, candidates: ReadonlySet<string>, isType3: (font: string) => boolean): Drawn[] | null {
  const all: Drawn[] = [];
  const byFont = new Map<string, Drawn[]>();
  let font = "";
  // A page draws a few hundred distinct glyph texts thousands of times: each is normalized once.
  const normalized = new Map<string, string>();
  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    if (fn === OPS.setFont) font = String((argsArray[i] as unknown[])[0]);
    if (fn !== OPS.showText && fn !== OPS.showSpacedText) continue;
    let drawn = byFont.get(font);
    if (!drawn) byFont.set(font, (drawn = []));
    const shown = ((argsArray[i] as unknown[])[0] ?? []) as (Glyph | number | null)[];
    // A TJ adjustment is a move left: a negative one moves right, as a word space does.
    const move = (k: number) => (k < 0 || k >= shown.length ? Infinity : typeof shown[k] === "number" ? -(shown[k] as number) : 0);
    shown.forEach((g, k) => {
      if (typeof g !== "object" || g === null) return;
      const code = g.originalCharCode ?? -1;
      const unmapped = candidates.has(font) && OT1_LIGATURES[code] !== undefined && g.unicode === String.fromCharCode(code);
      const unicode = g.unicode ?? "";
      let char = normalized.get(unicode);
      if (char === undefined) normalized.set(unicode, (char = unicode.normalize("NFKC").replace(/[\s\p{Cc}]+/gu, "")));
      const glyph: Drawn = { code, char: unmapped ? "" : char, width: g.width ?? 0, ligature: unmapped ? OT1_LIGATURES[code] : undefined, before: move(k - 1), after: move(k + 1) };
      // A letter (or ligature) after another in the same operator continues a word.
      glyph.inWord = k > 0 && drawn.length > 0 && isLetter(drawn.at(-1)!) && typeof shown[k - 1] === "object";
      drawn.push(glyph);
      all.push(glyph);
    });
  }
  let any = false;
  for (const [id, drawn] of byFont) {
    if (!drawn.some((d) => d.ligature)) continue;
    if (isType3(id) && readsAsOt1(drawn)) any = true;
    else for (const d of drawn) if (d.ligature) delete d.ligature;
  }
  return any ? all : null;
}

/** A font whose printable codes read as themselves and whose ligature glyphs are as wide as a letter. */
function readsAsOt1(drawn: readonly Drawn[]): boolean {
  const ligatures = drawn.filter((d) => d.ligature);
  if (ligatures.length === 0) return false;
  const printable = drawn.filter((d) => d.code >= 33 && d.code <= 126);
  const asAscii = printable.filter((d) => d.char === String.fromCharCode(d.code)).length;
  if (printable.length < 20 || asAscii < 0.95 * printable.length) return false;
  // Text, not math: TeX's math italic puts Greek letters at these codes, and draws its letters
  // one or two at a time (variables); a text font's letters come in words.
  const letters = drawn.filter(isLetter);
  const words = letters.filter((d) => !d.inWord).length;
  if (words === 0 || letters.length / words < MIN_MEAN_WORD) return false;
  const letterWidth = median(drawn.filter((d) => /^[a-z]$/.test(d.char)).map((d) => d.width));
  // TeX's fi is as wide as an n, its ffi as wide as an m or more: never thinner than a letter.
  return letterWidth > 0 && ligatures.every((d) => d.width >= 0.8 * letterWidth && d.width <= 3 * letterWidth);
}
