/**
 * A one-page PDF written byte by byte whose table reads right to left, as Hebrew statistics are
 * printed: figure columns on the left, row labels on the right, each label word drawn as a text
 * item of its own, left to right across the page (so its last word first). The words' font is
 * Helvetica under WinAnsiEncoding with a ToUnicode map that reads the small letters as Hebrew
 * letters: the glyphs drawn are Latin, the text layer pdf.js reads is Hebrew, which is what the
 * reader sees. Figures, the caption and the spaces between words are in Helvetica-Oblique.
 */

import { widthOf } from "./layoutSheet.ts";
import { escapePdfText, lettersToUnicode, onePagePdf } from "./rawPdf.ts";

const PAGE_HEIGHT = 792;
const SIZE = 8;
/** Hebrew's 27 letters (finals included), read from the codes of a to z and "{". */
const FIRST_CODE = 0x61;
const HEBREW = Array.from({ length: 27 }, (_, i) => String.fromCharCode(0x05d0 + i));

/** The codes that draw a Hebrew word: its letters in drawing order, right to left (last letter first). */
function drawn(word: string): string {
  const codes = [...word]
    .reverse()
    .map((ch) => {
      const k = HEBREW.indexOf(ch);
      return k < 0 ? ch : String.fromCharCode(FIRST_CODE + k);
    })
    .join("");
  return escapePdfText(codes);
}

/** A row: its Hebrew label (words in reading order) and its figures, left to right on the page; no figures for a label-only row. */
export interface RightToLeftRow {
  label: string;
  figures: string[];
  /** Points of extra space above it (a section's heading row). Defaults to 0. */
  gapAbove?: number;
}

/** The PDF's bytes: a caption, the years over the figure columns, then the rows, labels ending at the right margin. */
export function rightToLeftTablePdf(years: string[], rows: RightToLeftRow[]): Uint8Array {
  const columns = years.map((_, i) => 90 + i * 45);
  const labelRight = 420;
  const pitch = 12;
  const lines: string[] = [`/F2 ${SIZE} Tf 1 0 0 1 72 ${PAGE_HEIGHT - 90} Tm (TABLE 1. ANNUAL CHANGE BY SECTOR) Tj`];
  const put = (text: string, x: number, y: number) => lines.push(`/F2 ${SIZE} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${text}) Tj`);
  years.forEach((year, i) => put(year, columns[i]!, 112));
  let y = 112 + pitch + 4;
  for (const row of rows) {
    y += row.gapAbove ?? 0;
    row.figures.forEach((figure, i) => put(figure, columns[i]!, y));
    // The label drawn left to right, its words' letters and the words themselves in drawing order,
    // the words in the Hebrew font and the spaces between them in a Latin one, as the producer of
    // such statistics sets them: pdf.js then gives each word as an item of its own.
    const words = row.label.split(" ").reverse().map(drawn);
    const x = labelRight - widthOf(words.join(" "), { font: "Helvetica", size: SIZE });
    lines.push(`1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm ${words.map((w) => `/F1 ${SIZE} Tf (${w}) Tj`).join(` /F2 ${SIZE} Tf ( ) Tj `)}`);
    y += pitch;
  }
  const content = ["BT", ...lines, "ET"].join("\n");
  return onePagePdf({
    height: PAGE_HEIGHT,
    content,
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding", toUnicode: lettersToUnicode(FIRST_CODE, HEBREW) },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding" },
    ],
  });
}
