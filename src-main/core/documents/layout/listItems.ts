import type { Line, TextRun } from "./types.ts";

// Bulleted lists in a text layer. A list item's first line opens with a bullet set apart from the
// item's words; read as ordinary text, the item ran on into the paragraph that introduces it (its
// lead-in ends with a colon, not a stop), an item ending without a stop was dropped as a fragment
// or a figure label, and a bullet drawn in a symbol font came through as a stray letter ("l", "n").

/** What a list's bullet is given as: the character a text layer has for it. */
export const BULLET = "•";

/** Glyphs that print as bullets whatever the font; a private-use character is a symbol font's glyph with no Unicode. */
const MARK = /^[•·∙◦▪■□●○◆◇►▸▶‣➢➤✓✔❖–—\uE000-\uF8FF]$/u;

/**
 * Whether a run is a lone bullet glyph that may stand more than an em before its item's text (a
 * hanging indent): a bullet's glyph, or one lower-case letter on the baseline in a font other than the
 * text's (a symbol font's bullet; a table's row label is a capital or a number).
 */
export function isLoneMark(run: TextRun, next: TextRun): boolean {
  const glyph = run.text.trim();
  return MARK.test(glyph) || (/^\p{Ll}$/u.test(glyph) && run.font !== next.font && Math.abs(run.y - next.y) < 0.1 * next.size);
}

/**
 * Marks the lines that open a list item, and gives a bullet drawn in a symbol font (a letter or a
 * private-use character in a font of its own) as "•". A lone mark is the line's first glyph, with a
 * word space or more before a letter, digit or opening bracket. A letter is taken for a mark only
 * when the page shows a list: the same letter in the same font opens another line at the same x,
 * in a font other than its line's words (an italic variable opening two lines is rare, and then
 * not aligned over a repeated letter).
 */
export function markListItems(lines: Line[]): void {
  const letterMarks: Line[] = [];
  for (const line of lines) {
    const first = line.spans[0];
    const next = line.spans[1];
    const glyph = line.text[0] ?? "";
    if (!first || !/^\s*[\p{L}\p{N}(“"‘[]/u.test(line.text.slice(1))) continue;
    if (MARK.test(glyph) && /^.\s/u.test(line.text)) line.listMark = true;
    else if (next && first.end === 1 && /\p{L}/u.test(glyph) && first.font !== undefined && first.font !== next.font && next.x - (first.x + first.w) > 0.2 * line.size) letterMarks.push(line);
  }
  for (const line of letterMarks) {
    const twin = letterMarks.some((o) => o !== line && o.page === line.page && o.text[0] === line.text[0] && o.spans[0]!.font === line.spans[0]!.font && Math.abs(o.spans[0]!.x - line.spans[0]!.x) < 1);
    if (twin) line.listMark = true;
  }
  for (const line of lines) {
    if (line.listMark && !/^[•·∙◦▪■□●○◆◇►▸▶‣➢➤✓✔❖–—]/u.test(line.text)) line.text = BULLET + line.text.slice(1);
  }
}

/** Where an item's words start after its bullet (0 for a line that opens no list item). */
export function afterMark(text: string, line: Line | undefined): number {
  return line?.listMark ? text.length - text.slice(1).trimStart().length : 0;
}
