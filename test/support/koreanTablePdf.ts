/**
 * A one-page PDF written byte by byte holding a Korean table as Korean reports print one: its
 * caption "[표 1] ..." over it, its header row in a shaded band, the column rules starting under
 * that band, a rule across under each row, and cells whose text wraps over several lines in each
 * row. The glyphs drawn are Helvetica's small letters; a ToUnicode map reads them as Hangul
 * syllables (a script without case), which is what the reader sees.
 */
import { escapePdfText, lettersToUnicode, onePagePdf } from "./rawPdf.ts";

const PAGE_HEIGHT = 792;
const FIRST_CODE = 0x61;
/** The 26 syllables the codes of a to z stand for. */
const SYLLABLES = [..."표구분개정전후류기준대상질병감염군급물큰발생집단우려"];

/** The codes that draw a text of those syllables (spaces, digits and brackets as themselves). */
function drawn(text: string): string {
  const codes = [...text]
    .map((ch) => {
      const k = SYLLABLES.indexOf(ch);
      if (k >= 0) return String.fromCharCode(FIRST_CODE + k);
      if (/[\p{L}]/u.test(ch)) throw new Error(`"${ch}" is not among the syllables this PDF can draw`);
      return ch;
    })
    .join("");
  return escapePdfText(codes);
}

/** Each cell as its lines, top to bottom. */
export type KoreanRow = string[][];

export interface KoreanTable {
  caption: string;
  header: string[];
  rows: KoreanRow[];
}

/** Only syllables of SYLLABLES, spaces, digits and brackets may be used in the texts. */
export function koreanTablePdf(table: KoreanTable): Uint8Array {
  const size = 9;
  const pitch = 12;
  const [left, right] = [72, 372];
  const cuts = [140, 255];
  const starts = [left, ...cuts].map((x) => x + 4);
  const text: string[] = [`/F2 11 Tf 1 0 0 1 ${left} ${PAGE_HEIGHT - 100} Tm (${drawn(table.caption)}) Tj`];
  const put = (s: string, x: number, y: number) => text.push(`/F1 ${size} Tf 1 0 0 1 ${x} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${drawn(s)}) Tj`);
  const graphics: string[] = [];
  const across = (y: number) => graphics.push(`${left} ${PAGE_HEIGHT - y} m ${right} ${PAGE_HEIGHT - y} l S`);
  // The header in a shaded band, under the caption; the grid's rules begin under the band.
  const bandTop = 106;
  const bandBottom = 122;
  graphics.push(`0.8 0.85 0.95 rg ${left} ${PAGE_HEIGHT - bandBottom} ${right - left} ${bandBottom - bandTop} re f 0 0 0 rg`);
  table.header.forEach((h, k) => put(h, starts[k]!, bandBottom - 4));
  let y = bandBottom;
  for (const row of table.rows) {
    const lines = Math.max(...row.map((cell) => cell.length));
    row.forEach((cell, k) => cell.forEach((line, i) => put(line, starts[k]!, y + pitch + i * pitch - 2)));
    y += lines * pitch + 4;
    across(y);
  }
  for (const x of cuts) graphics.push(`${x} ${PAGE_HEIGHT - bandBottom} m ${x} ${PAGE_HEIGHT - y} l S`);
  const content = ["0.5 w", ...graphics, "BT", ...text, "ET"].join("\n");
  const cmap = lettersToUnicode(FIRST_CODE, SYLLABLES);
  return onePagePdf({
    height: PAGE_HEIGHT,
    content,
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding", toUnicode: cmap },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding", toUnicode: cmap },
    ],
  });
}
