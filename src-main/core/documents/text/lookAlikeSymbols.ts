/**
 * Symbols a PDF's text layer gives another code point than the one the author typed, because
 * the font names its glyph after a math symbol that looks the same: TeX's math fonts draw "*"
 * (a significance mark, "2.92*") as the asterisk operator "∗" U+2217, "\Delta" as the increment
 * sign "∆" U+2206, and "\circ" as the white bullet "◦" U+25E6. NFKC leaves all three alone, so a
 * user copying a table to CSV or searching "2.92*" or "ΔF1" would not find them. Table cells and
 * their notes are read through this fold (docs/table-measures.md, "Round 26: look-alike symbols").
 */

/** Look-alikes that never mean anything else in a table: each to the character a reader sees. */
const ALWAYS: Record<string, string> = {
  "\u2217": "*", // ∗ asterisk operator: a significance mark or a footnote's mark
  "\u2206": "\u0394", // ∆ increment: the Greek capital delta ("ΔAcc", "Δm²")
};

const ALWAYS_PATTERN = new RegExp(`[${Object.keys(ALWAYS).join("")}]`, "gu");

/**
 * The white bullet stands for TeX's ring "∘" U+2218 (degrees "18.7∘", "θ/∘", "(∘)") when it is
 * set against a figure, a letter or a bracket; alone, or opening a cell or a word, it is a
 * hollow marker (a comparison table's "◦" beside "•") and is kept.
 */
const RING_AFTER = /(?<=[\p{L}\p{N}(/)\]])\u25E6/gu;

/** Text with the look-alike symbols above read as the characters they stand for. */
export function foldLookAlikes(text: string): string {
  if (!/[\u2217\u2206\u25E6]/u.test(text)) return text;
  return text.replace(ALWAYS_PATTERN, (c) => ALWAYS[c]!).replace(RING_AFTER, "\u2218");
}
