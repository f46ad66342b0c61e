import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import type { Drawn } from "./type3Ligatures.ts";

// The second half of putting TeX's OT1 ligatures back (type3Ligatures.ts finds them in the
// operator list): writing each into the text item where pdf.js left white space for it.

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
