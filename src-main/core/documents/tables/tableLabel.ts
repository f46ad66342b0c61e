import { cjkTableLabel } from "./cjkTableLabels.ts";

/**
 * "Table 2", "TABLE 3", "Table S1", "Tab. 4", "Table IV", "Table A1", "Table 6.1", "Table 3-2",
 * "Table: 5" (a colon before the number, as reports set it in a bar over the table), and
 * the word in the other languages papers are written in (Tabla, Tabela, Tableau, Tabelle, Quadro):
 * capitalised, at the start of a line. Lower-case "table" at a line start continues a sentence.
 * "tABLE": capitals whose first letter the font's character map turns to lower case (a fault
 * some typesetters' fonts carry into the text layer, as in "tABLE 2." or "UsA").
 */
const LABEL = /^(Table|TABLE|tABLE|Tab\.|Tabla|TABLA|Tabela|TABELA|Tableau|TABLEAU|Tabelle|TABELLE|Quadro|QUADRO)(?::\s?|\s?)((?:[SA][\s\-–]?)?\d{1,3}(?:[.\-–]\d{1,3})?[a-z]?|[A-Z]\.?\d{1,3}|[IVX]{1,5})(?![\d.,]\d|\p{L})/u;
/**
 * A journal's only table may carry the word alone, a full stop or colon after it, then its title:
 * "TABLE. Income by year".
 */
const UNNUMBERED = /^(TABLE|Table)(?=\s?[.:]\s+\p{Lu})/u;

/** The label opening a line: as printed, its word and its number ("" for a table with none). */
export function matchLabel(text: string): { printed: string; word: string; number: string; bracketed?: boolean } | null {
  const m = text.match(LABEL);
  // A Roman numeral letter-spaced apart ("TABLE I I." for TABLE II, as old dvips bitmap fonts set it) is one number.
  const split = m && /^[IVX]+$/.test(m[2]!) ? /^ ([IVX]{1,4})(?=[.:])/.exec(text.slice(m[0].length)) : null;
  if (m && split) return { printed: m[0] + split[0], word: m[1]!, number: m[2]! + split[1]! };
  if (m) return { printed: m[0], word: m[1]!, number: m[2]! };
  const cjk = cjkTableLabel(text);
  if (cjk) return cjk;
  const u = text.match(UNNUMBERED);
  return u ? { printed: u[0], word: u[1]!, number: "" } : null;
}

/** What follows a label that says the table goes on from an earlier page: "(continued)", "cont'd", "suite". */
export const CONTINUED = /^\W{0,3}(?:\(?\s*(?:cont(?:inued|\.|'d)?|suite)\b)/i;

/** Where the caption's label ends in its line's text, or -1 when the line does not start with one. */
export function labelEnd(text: string): number {
  const match = matchLabel(text);
  return match ? match.printed.length : -1;
}
