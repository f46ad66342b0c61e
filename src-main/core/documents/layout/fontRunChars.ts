import type { PageText, TextRun } from "./types.ts";

/** One character of a font's runs, lined up with the glyph the font drew for it. */
export interface AlignedChar {
  /** The run's index among the font's runs (the order the page's runs hold them in). */
  run: number;
  /** The character's offset in `text` (UTF-16 units, as `String.slice` counts). */
  at: number;
  /** Its index in the font's glyphs (`chars`). */
  k: number;
  ch: string;
  /** The run's text, NFKC, as compared with the glyphs. */
  text: string;
  /** True when NFKC changed nothing in the run, so `at` is an offset in the run's own text too. */
  plain: boolean;
}

/**
 * Walks the page's runs of one font beside the glyphs the font drew (`chars`: whitespace left
 * out, one code point to an entry, in drawing order, as the operator list gives them) and calls
 * `visit` for each character, whitespace aside, that reads as its glyph. Returns the font's runs
 * when every character lined up and no glyph was left over, null otherwise: text pdf.js set
 * aside (sideways), or a font also drawn in a form, cannot be placed back one to one, and an edit
 * to a font read only in part would be worse than none. The caller edits only once this returns
 * its runs.
 */
export function alignFontRuns(page: PageText, font: string, chars: readonly string[], visit: (c: AlignedChar) => void): TextRun[] | null {
  const runs = page.runs.filter((r) => r.font === font);
  let k = 0;
  for (const [run, { text: own }] of runs.entries()) {
    const text = own.normalize("NFKC");
    const plain = text.length === own.length;
    let at = 0;
    for (const ch of text) {
      const here = at;
      at += ch.length;
      if (/\s/.test(ch)) continue;
      if (chars[k] !== ch) return null;
      visit({ run, at: here, k, ch, text, plain });
      k++;
    }
  }
  return k === chars.length ? runs : null;
}
