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
 * The page's runs of each font, in the order the page holds them: gathered once for a page, so a
 * page of thousands of fonts is not walked once for each (8,000 fonts: 5.8 s).
 */
export function runsByFont(page: PageText): Map<string, TextRun[]> {
  const byFont = new Map<string, TextRun[]>();
  for (const run of page.runs) {
    const runs = byFont.get(run.font);
    if (runs) runs.push(run);
    else byFont.set(run.font, [run]);
  }
  return byFont;
}

/**
 * Walks the page's runs of one font (`runs`, from runsByFont) beside the glyphs the font drew (`chars`: whitespace left
 * out, one code point to an entry, in drawing order, as the operator list gives them) and calls
 * `visit` for each character, whitespace aside, that reads as its glyph. Returns the font's runs
 * when every character lined up and no glyph was left over, null otherwise: text pdf.js set
 * aside (sideways), or a font also drawn in a form, cannot be placed back one to one, and an edit
 * to a font read only in part would be worse than none. The caller edits only once this returns
 * its runs.
 */
export function alignFontRuns(runs: TextRun[], chars: readonly string[], visit: (c: AlignedChar) => void): TextRun[] | null {
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

/**
 * Takes out of a font's runs the one space pdf.js read before each character `drop` picks (two
 * glyphs the font drew close, read apart), when the runs line up with the font's glyphs
 * (alignFontRuns); a font read only in part is left as read. Returns how many spaces were taken out.
 */
export function dropSpacesBefore(runs: TextRun[], chars: readonly string[], drop: (c: AlignedChar) => boolean): number {
  const edits: { run: number; at: number }[] = [];
  const aligned = alignFontRuns(runs, chars, (c) => {
    if (c.plain && c.at >= 2 && c.text[c.at - 1] === " " && drop(c)) edits.push({ run: c.run, at: c.at - 1 });
  });
  if (!aligned) return 0;
  // Right to left, so each edit's index still holds.
  for (const { run, at } of edits.reverse()) {
    const target = aligned[run]!;
    target.text = target.text.slice(0, at) + target.text.slice(at + 1);
  }
  return edits.length;
}
