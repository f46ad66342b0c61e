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

interface Drawn {
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

// What pdf.js keeps in its text for a glyph with no text of its own: white space or the control code itself.
const BLANK = /[\s\p{Cc}]/u;

/**
 * Writes each ligature into the font's text items where pdf.js left white space for it. The
 * items must read, white space aside, as the glyphs drawn; a font that does not is left as read.
 * A space item wider than the ligature also held a word space, kept on the glyph's open side.
 */
export function restoreOt1Ligatures(items: readonly TextItem[], drawn: readonly Drawn[] | null): number {
  if (!drawn) return 0;
  const own = items as (TextItem & { str: string })[];
  const edits: { item: number; at: number; text: string; insert: boolean; width?: number }[] = [];
  let item = 0;
  let at = 0;
  // Page units per glyph unit, from the last item read: how wide a ligature is on the page.
  let scale = 0;
  let itemGlyphs = 0;
  const next = (): boolean => {
    while (item < own.length && at >= own[item]!.str.length) {
      if (itemGlyphs > 0 && own[item]!.str.trim()) scale = own[item]!.width / itemGlyphs;
      item++;
      at = 0;
      itemGlyphs = 0;
    }
    return item < own.length;
  };
  for (const glyph of drawn) {
    if (glyph.ligature) {
      if (!next()) return 0;
      const target = own[item]!;
      if (BLANK.test(target.str[at]!)) {
        const extent = target.str.trim() === "" ? extentOf(own, item) : undefined;
        // TeX's kerns beside a ligature are a fraction of a point; a word space is a third of its width or more.
        const wide = extent !== undefined && scale > 0 && extent > 1.3 * glyph.width * scale;
        const text = !wide ? glyph.ligature : glyph.before > glyph.after ? ` ${glyph.ligature}` : `${glyph.ligature} `;
        edits.push({ item, at, text, insert: false, ...(extent !== undefined ? { width: extent } : {}) });
        at++;
      } else edits.push({ item, at, text: glyph.ligature, insert: true });
      continue;
    }
    for (const ch of glyph.char) {
      while (next() && BLANK.test(own[item]!.str[at]!)) at++;
      if (!next() || own[item]!.str[at] !== ch) {
        return 0;
      }
      at++;
      itemGlyphs += glyph.width / glyph.char.length;
    }
  }
  // From the end, so earlier places stay where they were.
  for (const { item: i, at: k, text, insert, width } of edits.reverse()) {
    const target = own[i]! as { str: string; width: number };
    target.str = target.str.slice(0, k) + text + target.str.slice(insert ? k : k + 1);
    // A space item's width is not always in its text's units (pdf.js measures the move in the
    // font's size): the ligature's run spans the move, to where the next text starts.
    if (width !== undefined) target.width = width;
  }
  return edits.length;
}

/**
 * How far a white-space item reaches along its baseline: to where the next item starts when that
 * one is on the same line, else its own width.
 */
function extentOf(items: readonly TextItem[], i: number): number {
  const [a, b, , , x, y] = items[i]!.transform as number[];
  const next = items[i + 1];
  const length = Math.hypot(a!, b!);
  if (!next || length === 0) return items[i]!.width;
  const [, , , , nx, ny] = next.transform as number[];
  const along = ((nx! - x!) * a! + (ny! - y!) * b!) / length;
  const across = Math.abs((ny! - y!) * a! - (nx! - x!) * b!) / length;
  return along > 0 && across < 0.5 * Math.max(1, items[i]!.height || 0) ? along : items[i]!.width;
}
