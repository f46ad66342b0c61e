import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { OperatorList, ShownGlyph } from "./operatorList.ts";
import { alignFontRuns, runsByFont } from "./fontRunChars.ts";
import type { PageText } from "./types.ts";

// Some PDF producers write a ToUnicode map that lower-cases capitals: the glyph the encoding names
// "S" is drawn as a capital but read as "s" ("UsA", "Decastro"). The font's own encoding says what
// each code draws, so where the two disagree only in case, the glyph's name is the better witness.
// pdf.js reads the ToUnicode map into its text, with no char codes, so the codes come from the
// page's operator list (read for its rules on a page that may hold a table) and are matched back
// to the text, font by font, in drawing order.

/** What pdf.js tells of a font when asked for its extra properties (fontExtraProperties). */
export interface FontEncoding {
  /** The font's /Differences, code to glyph name (pdf.js gives a Map). */
  differences?: ReadonlyMap<number, string> | Record<number, string>;
  /** Its base encoding, code to glyph name (an array). */
  defaultEncoding?: ArrayLike<string | undefined> | Record<number, string>;
}

/** The glyphs one font drew on a page, in order, with the letter each should read as where its text is wrong. */
export interface ShownGlyphs {
  /** Each drawn glyph's text as pdf.js reads it, whitespace left out, one character to an entry. */
  chars: string[];
  /** The right letter at the indexes whose text is a capital read in lower case (or the reverse). */
  fixes: Map<number, string>;
  /** Glyphs named as one letter whose text is another letter altogether: names that say nothing. */
  unrelated: number;
  /** Glyphs named as one letter whose text is a letter. */
  letters: number;
}

/**
 * Some producers name a subset's glyphs in order (A, B, C...) whatever they draw, and only the
 * ToUnicode map says what they are: a font whose letter names disagree with its text by more than
 * a slip is such a font, and its names are not trusted.
 */
const trustsNames = (glyphs: ShownGlyphs) => glyphs.unrelated <= Math.max(1, 0.02 * glyphs.letters);


const LETTER = /^[A-Za-z]$/;

/** The glyph name the font's encoding gives a code (its Differences first), or undefined. */
function glyphName(font: FontEncoding, code: number): string | undefined {
  const { differences } = font;
  const fromDifferences = differences instanceof Map ? differences.get(code) : (differences as Record<number, string> | undefined)?.[code];
  return fromDifferences ?? (font.defaultEncoding as Record<number, string> | undefined)?.[code];
}

/**
 * The glyphs each font draws on the page whose text differs from their names only in case, with
 * everything that font draws there to place them in its text. Only fonts with at least one such
 * glyph are returned. `fontOf` gives pdf.js's font object for a font id of the list.
 */
export function findRecasedGlyphs(list: OperatorList, fontOf: (id: string) => FontEncoding | null): Map<string, ShownGlyphs> {
  const shown = new Map<string, ShownGlyphs>();
  const fonts = new Map<string, FontEncoding | null>();
  let font = "";
  // A page draws a few hundred distinct glyph texts thousands of times: each is normalized once.
  const normalized = new Map<string, string>();
  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    if (fn === OPS.setFont) {
      font = String((argsArray[i] as unknown[])[0]);
      if (!fonts.has(font)) fonts.set(font, fontOf(font));
      continue;
    }
    if (fn !== OPS.showText && fn !== OPS.showSpacedText) continue;
    const encoding = fonts.get(font);
    if (!encoding) continue;
    let entry = shown.get(font);
    if (!entry) shown.set(font, (entry = { chars: [], fixes: new Map(), unrelated: 0, letters: 0 }));
    for (const glyph of ((argsArray[i] as unknown[])[0] ?? []) as (ShownGlyph | number | null)[]) {
      if (typeof glyph !== "object" || glyph === null || !glyph.unicode) continue;
      let text = normalized.get(glyph.unicode);
      if (text === undefined) normalized.set(glyph.unicode, (text = glyph.unicode.normalize("NFKC").replace(/\s+/g, "")));
      if (text.length === 1 && LETTER.test(text) && glyph.originalCharCode !== undefined) {
        const name = glyphName(encoding, glyph.originalCharCode);
        if (name !== undefined && LETTER.test(name)) {
          entry.letters++;
          if (name.toLowerCase() !== text.toLowerCase()) entry.unrelated++;
          else if (name !== text) entry.fixes.set(entry.chars.length, name);
        }
      }
      for (const ch of text) entry.chars.push(ch);
    }
  }
  for (const [id, entry] of shown) if (entry.fixes.size === 0 || !trustsNames(entry)) shown.delete(id);
  return shown;
}

/**
 * Puts the right case back into the page's text runs of each font `shown` names. A font's runs
 * must read, whitespace aside, exactly as the glyphs it drew; where they do not (text pdf.js set
 * aside, as sideways, or a font that is also drawn in a form), that font's runs are left as read.
 * Returns how many letters were changed.
 */
export function restoreGlyphCase(page: PageText, shown: ReadonlyMap<string, ShownGlyphs>): number {
  let changed = 0;
  const byFont = runsByFont(page);
  for (const [font, { chars, fixes }] of shown) {
    // First check that the whole font lines up, then change: a half-changed font would be worse than none.
    const edits: { run: number; at: number; letter: string }[] = [];
    const runs = alignFontRuns(byFont.get(font) ?? [], chars, ({ run, at, k, plain }) => {
      // Characters NFKC expands cannot be placed back in the run's own text one to one.
      const letter = plain ? fixes.get(k) : undefined;
      if (letter !== undefined) edits.push({ run, at, letter });
    });
    if (!runs) continue;
    for (const { run, at, letter } of edits) {
      const target = runs[run]!;
      target.text = target.text.slice(0, at) + letter + target.text.slice(at + 1);
      changed++;
    }
  }
  return changed;
}
