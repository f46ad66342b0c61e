import { escapePdfText, onePagePdf, type RawFont } from "../rawPdf.ts";

// A one-page TeX-like table of formula symbols: three lines of prose, a caption, a booktabs table
// at 9 pt whose cells the caller sets operator by operator (kerns and moves as TeX writes them),
// then three lines of prose. Fonts are named F1, F2, ... in the order given.

export const MATH_PAGE_HEIGHT = 792;
export const MATH_CELL_SIZE = 9;
/** Where the table's three columns start. */
export const MATH_COLUMNS = [150, 250, 350] as const;

/** A one-byte code above 127 as an octal escape, so it is the font's code, not UTF-8's two bytes ("\u00d6": Symbol's radical). */
const byteCodes = (s: string) => s.replace(/[\u0080-\u00ff]/g, (c) => `\\${c.charCodeAt(0).toString(8)}`);
/** A TJ array: strings drawn, numbers kerns in ems (positive moves right, as TeX's gaps do). */
export const tj = (parts: readonly (string | number)[]) => `[${parts.map((p) => (typeof p === "number" ? String(-Math.round(p * 1000)) : `(${byteCodes(escapePdfText(p))})`)).join(" ")}] TJ`;
/** Words parted by a kern of `gap` ems (0.25: Times' word space). */
export const kernedWords = (s: string, gap = 0.25) => s.split(" ").flatMap((w, i) => (i === 0 ? [w] : [gap, w]));

export interface MathTablePen {
  /** Draws `parts` (a TJ array) in `font` (its 1-based place in the fonts given) at x, y from the page's top. */
  put(font: number, parts: readonly (string | number)[], x: number, y: number, size?: number): void;
  /** A rule across the table at y, `w` points thick. */
  rule(y: number, w: number): void;
}

/**
 * The page, its caption `caption`, fonts `fonts` (Type 1 base fonts: "Times-Roman" first, the
 * prose's; or a font's own dictionary, a ToUnicode map with it), and the table drawn by `body` under the top rule (y 148; a header at 159 fits): `body`
 * returns the y of its last row.
 */
export function mathTablePdf(caption: string, fonts: readonly (string | RawFont)[], body: (pen: MathTablePen) => number): Uint8Array {
  const text: string[] = [];
  const rules: string[] = [];
  const pen: MathTablePen = {
    put: (font, parts, x, y, size = MATH_CELL_SIZE) => text.push(`/F${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${(MATH_PAGE_HEIGHT - y).toFixed(2)} Tm ${tj(parts)}`),
    rule: (y, w) => rules.push(`${w} w 140 ${MATH_PAGE_HEIGHT - y} m 450 ${MATH_PAGE_HEIGHT - y} l S`),
  };
  const { rule } = pen;
  const prose = (y: number) => pen.put(1, kernedWords("The figures below are the mean of five runs, each on the same held-out split of the data."), 72, y, 10);
  for (const y of [90, 102.5, 115]) prose(y);
  pen.put(1, kernedWords(caption), 72, 140, 10);
  rule(148, 0.8);
  const last = body(pen);
  rule(last + 5, 0.8);
  for (const dy of [30, 42.5, 55]) prose(last + dy);
  return onePagePdf({
    height: MATH_PAGE_HEIGHT,
    content: [...rules, "BT", ...text, "ET"].join("\n"),
    fonts: fonts.map((f) => (typeof f === "string" ? { entries: `/Type /Font /Subtype /Type1 /BaseFont /${f}${f === "Symbol" ? "" : " /Encoding /WinAnsiEncoding"}` } : f)),
  });
}
