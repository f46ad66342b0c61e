/**
 * A one-page PDF written byte by byte holding a LaTeX-like table of a circuit's parameters: each
 * label a symbol set in math italic with a roman subscript ("𝑓base", "𝜏lp"), beside its value and
 * unit, rows one line apart under booktabs-like rules. The symbols are drawn with Times-Italic's
 * letters; a ToUnicode map reads them as the mathematical alphabets' italic letters, as a TeX
 * math font's map does, which is what the reader sees.
 */
import { escapePdfText, onePagePdf, toUnicodeCMap } from "./rawPdf.ts";
import { widthOf } from "./layoutSheet.ts";

const PAGE_HEIGHT = 792;
/** Codes A..Z, the six between, then a..z: math italic capitals, themselves, math italic small letters (ℎ stands in for h). */
const MATH_LETTERS = [
  ...Array.from({ length: 26 }, (_, i) => String.fromCodePoint(0x1d434 + i)),
  ..."[\\]^_`",
  ...Array.from({ length: 26 }, (_, i) => (i === 7 ? "ℎ" : String.fromCodePoint(0x1d44e + i))),
];

/** A label: its symbol (plain Latin letters, drawn in math italic) and its roman subscript. */
/** The map: printable codes as themselves, letters as MATH_LETTERS (beyond the BMP: UTF-16 pairs). */
function mathLettersMap(): string {
  const pairs: string[] = [];
  for (let code = 0x20; code < 0x7f; code++) {
    const k = code - 0x41;
    const to = k >= 0 && k < MATH_LETTERS.length ? MATH_LETTERS[k]! : String.fromCharCode(code);
    const utf16 = [...Array(to.length).keys()].map((i) => to.charCodeAt(i).toString(16).padStart(4, "0")).join("");
    pairs.push(`<${code.toString(16)}> <${utf16}>`);
  }
  return toUnicodeCMap(pairs);
}

export interface SymbolLabel {
  symbol: string;
  subscript: string;
}

export interface SymbolTable {
  caption: string;
  header: string[];
  /** Each row: a label and a value, twice (two pairs of columns). */
  rows: [SymbolLabel, string, SymbolLabel, string][];
}

const PROSE = [
  "The converter is controlled in the grid-forming mode described in the previous section, with the",
  "virtual resistance and the voltage loop tuned as reported below for all of the experiments run.",
];

/** The table under a caption, between two lines of running text. */
export function symbolTablePdf(table: SymbolTable): Uint8Array {
  const size = 9;
  const pitch = 11;
  const [left, right] = [150, 450];
  const starts = [156, 210, 300, 360];
  const text: string[] = [];
  const put = (font: string, s: string, x: number, y: number, fontSize: number) => text.push(`/${font} ${fontSize} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${escapePdfText(s)}) Tj`);
  const graphics: string[] = [];
  const across = (y: number, width: number) => graphics.push(`${width} w ${left} ${PAGE_HEIGHT - y} m ${right} ${PAGE_HEIGHT - y} l S`);
  let y = 90;
  for (const line of PROSE) {
    put("F1", line, 72, y, 10);
    y += 12.5;
  }
  y += 20;
  put("F1", table.caption, 72, y, 10);
  y += 8;
  across(y, 0.8);
  y += 11;
  table.header.forEach((h, k) => put("F1", h, starts[k]!, y, size));
  y += 4;
  across(y, 0.5);
  for (const row of table.rows) {
    y += pitch;
    row.forEach((cell, k) => {
      if (typeof cell === "string") put("F1", cell, starts[k]!, y, size);
      else {
        // The symbol's letter, then its subscript smaller and lowered, as TeX sets $f_\mathrm{base}$.
        put("F2", cell.symbol, starts[k]!, y, size);
        put("F1", cell.subscript, starts[k]! + widthOf(cell.symbol, { font: "Times-Italic", size }) + 0.3, y + 1.5, 0.7 * size);
      }
    });
  }
  y += 5;
  across(y, 0.8);
  y += 30;
  for (const line of PROSE) {
    put("F1", line, 72, y, 10);
    y += 12.5;
  }
  const content = [...graphics, "BT", ...text, "ET"].join("\n");
  return onePagePdf({
    height: PAGE_HEIGHT,
    content,
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Italic /Encoding /WinAnsiEncoding", toUnicode: mathLettersMap() },
    ],
  });
}
