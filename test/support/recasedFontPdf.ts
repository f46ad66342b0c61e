/**
 * A one-page PDF written byte by byte (pdfkit writes no ToUnicode map of one's choosing): a table
 * set in Helvetica under WinAnsiEncoding, whose ToUnicode map reads chosen capitals as lower-case
 * letters, as the faulty maps of some producers do. The glyphs drawn, and their names in the
 * encoding, are the capitals; only the text layer is wrong.
 */

import { escapePdfText as escape, onePagePdf, toUnicodeCMap } from "./rawPdf.ts";

/** Placed text: a line at (x, y), y from the page's top. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size?: number;
}

const PAGE_HEIGHT = 792;

/**
 * A ToUnicode CMap that reads every printable ASCII code as itself, except the chosen capitals,
 * read as their lower case (the producers' fault these PDFs reproduce).
 */
export function loweringToUnicode(lowered: string): string {
  const pairs: string[] = [];
  for (let code = 0x20; code < 0x7f; code++) {
    const ch = String.fromCharCode(code);
    const to = lowered.includes(ch) ? ch.toLowerCase().charCodeAt(0) : code;
    pairs.push(`<${code.toString(16).padStart(2, "0")}> <${to.toString(16).padStart(4, "0")}>`);
  }
  return toUnicodeCMap(pairs);
}

/** A small table of place names whose capitals a lowering ToUnicode map spoils ("UsA"), and its columns' x. */
export const RECASED_ROWS = [
  ["Country", "Sites", "Cases"],
  ["USA", "12", "340"],
  ["Chile", "7", "95"],
  ["South Africa", "30", "1210"],
  ["Canada (CAN)", "4", "61"],
];
export const RECASED_COLUMNS = [72, 250, 380];

/**
 * The PDF's bytes; `lowered` are the capitals the ToUnicode map reads as their lower case.
 * `differences`, when given, renames glyphs in the font's encoding (code to glyph name), as
 * producers that name a subset's glyphs in order do.
 */
export function recasedFontPdf(lines: PlacedText[], rules: { x0: number; x1: number; y: number }[], lowered: string, differences: Record<number, string> = {}): Uint8Array {
  const content = [
    "BT",
    ...lines.map((l) => `/F1 ${l.size ?? 10} Tf 1 0 0 1 ${l.x} ${PAGE_HEIGHT - l.y} Tm (${escape(l.text)}) Tj`),
    "ET",
    "0.6 w",
    ...rules.map((r) => `${r.x0} ${PAGE_HEIGHT - r.y} m ${r.x1} ${PAGE_HEIGHT - r.y} l S`),
  ].join("\n");
  const cmap = loweringToUnicode(lowered);
  const encoding = `<< /BaseEncoding /WinAnsiEncoding /Differences [${Object.entries(differences).map(([code, name]) => `${code} /${name}`).join(" ")}] >>`;
  return onePagePdf({ height: PAGE_HEIGHT, content, fonts: [{ entries: `/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding}`, toUnicode: cmap }] });
}
