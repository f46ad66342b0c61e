import type { TextItem } from "pdfjs-dist/types/src/display/api.js";

// TeX's math fonts (Computer Modern math italic and symbols, and MathTime's symbols, made as their
// drop-in) are often embedded with no ToUnicode map and glyph names pdf.js does not know
// ("epsilon1"), so pdf.js gives the character code itself: a control character where the page
// shows ϵ, α, ×, •, ≤ or ∼ ("(\u000f, δ)-indistinguishable", "\u000f What is..."). Those fonts
// place their glyphs by Knuth's fixed layouts (OML for math italic, OMS for symbols), so the font's
// own name says what each of the codes 0-31 draws. Fonts of other names keep their codes: the
// Advent fonts of publishers' typesetters, also seen here, put different glyphs at the same code
// from one paper to the next (code 3 a minus sign in one, an en dash or "×" in others). And only a
// Type 1 program keeps TeX's codes: one converted to CFF (Type1C) may be given codes of its own
// ("≫" drawn at code 2 of a CMSY10 in GROBID's 0807.3577, where the layout puts "×").

/** OML (cmmi): Greek capitals, then the lower-case Greek letters. */
const OML = "ΓΔΘΛΞΠΣΥΦΨΩαβγδϵζηθικλμνξπρστυϕχ";
/** OMS (cmsy): binary operators and relations. */
const OMS = "−·×∗÷⋄±∓⊕⊖⊗⊘⊙◯∘•≍≡⊆⊇≤≥⪯⪰∼≈⊂⊃≪≫≺≻";

// Subset prefix ("YADXOX+") off, then the family and its design size.
const MATH_ITALIC = /^(?:[A-Z]{6}\+)?CMMIB?\d+$/;
const MATH_SYMBOLS = /^(?:[A-Z]{6}\+)?(?:CMB?SY\d+|MT2SY[A-Z]?)$/;

// Codes 9, 10 and 13 are left out: pdf.js may have read them as white space already.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/gu;

/** What pdf.js tells of a font (fontExtraProperties) that the layout rests on. */
export interface MathFontFacts {
  name?: string;
  type?: string;
  subtype?: string;
}

/** The layout (32 characters for the codes 0-31) a font follows, if a TeX math layout kept as TeX set it. */
export function texMathLayout(font: MathFontFacts | null): string | null {
  if (!font?.name || font.type !== "Type1" || (font.subtype !== undefined && font.subtype !== "Type1")) return null;
  if (MATH_ITALIC.test(font.name)) return OML;
  if (MATH_SYMBOLS.test(font.name)) return OMS;
  return null;
}

/** Whether any item holds a control character (the only items worth a font lookup). */
export function hasControlCharacters(items: readonly TextItem[]): boolean {
  return items.some((item) => item.str.search(CONTROL) >= 0);
}

/**
 * Puts each TeX math font's control characters back as the glyphs its layout places there.
 * `fontOf` gives a font's facts by pdf.js's id (null when unknown). Linear in the text.
 */
export function restoreTexMathCodes(items: TextItem[], fontOf: (id: string) => MathFontFacts | null): number {
  let restored = 0;
  const layouts = new Map<string, string | null>();
  for (const item of items) {
    if (item.str.search(CONTROL) < 0) continue;
    let layout = layouts.get(item.fontName);
    if (layout === undefined) layouts.set(item.fontName, (layout = texMathLayout(fontOf(item.fontName))));
    if (layout === null) continue;
    item.str = item.str.replace(CONTROL, (ch) => {
      restored++;
      return layout[ch.charCodeAt(0)]!;
    });
  }
  return restored;
}
