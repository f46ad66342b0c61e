/**
 * A one-page PDF written byte by byte holding a methods table with two narrow columns of check
 * marks under "2D" and "3D" (a spanner "Input" over them), most methods marked in one of the two,
 * some in both, then a column of scores, under booktabs-like rules. The marks are ZapfDingbats'
 * check ("4" drawn) read as "✓" through a ToUnicode map, as a TeX symbol font's map reads it.
 */
import { escapePdfText, lettersToUnicode, onePagePdf } from "../rawPdf.ts";
import { widthOf } from "../layoutSheet.ts";

const PAGE_HEIGHT = 792;
const SIZE = 9;
/** ZapfDingbats' check mark (a20), 0.846 em wide. */
const CHECK_WIDTH = 0.846 * SIZE;

export interface MarkRow {
  method: string;
  marks: [boolean, boolean];
  score: string;
}

const PROSE = [
  "The methods below differ in the input they read: projected views, voxels or the raw point sets,",
  "and each is trained on the same split of the benchmark with the settings its authors reported.",
];

/** The table with its two mark columns' centres `pitch` apart. */
export function markColumnsPdf(rows: readonly MarkRow[], pitch: number): Uint8Array {
  const centres = [210, 210 + pitch];
  const text: string[] = [];
  const put = (font: string, s: string, x: number, y: number) => text.push(`/${font} ${SIZE} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${escapePdfText(s)}) Tj`);
  const centred = (s: string, centre: number, y: number) => put("F1", s, centre - widthOf(s, { font: "Times-Roman", size: SIZE }) / 2, y);
  const graphics: string[] = [];
  const across = (y: number, x0 = 72, x1 = 360) => graphics.push(`0.5 w ${x0} ${PAGE_HEIGHT - y} m ${x1} ${PAGE_HEIGHT - y} l S`);
  let y = 90;
  for (const line of PROSE) {
    put("F1", line, 72, y);
    y += 12.5;
  }
  y += 20;
  put("F1", "Table 3. Methods compared on the benchmark.", 72, y);
  y += 8;
  across(y);
  y += 11;
  centred("Input", (centres[0]! + centres[1]!) / 2, y);
  y += 4;
  across(y, centres[0]! - 8, centres[1]! + 8);
  y += 11;
  put("F1", "Method", 72, y);
  centred("2D", centres[0]!, y);
  centred("3D", centres[1]!, y);
  put("F1", "Accuracy", 300, y);
  y += 4;
  across(y);
  for (const row of rows) {
    y += 11;
    put("F1", row.method, 72, y);
    row.marks.forEach((marked, k) => {
      if (marked) put("F2", "4", centres[k]! - CHECK_WIDTH / 2, y);
    });
    put("F1", row.score, 300, y);
  }
  y += 5;
  across(y);
  y += 30;
  for (const line of PROSE) {
    put("F1", line, 72, y);
    y += 12.5;
  }
  return onePagePdf({
    height: PAGE_HEIGHT,
    content: [...graphics, "BT", ...text, "ET"].join("\n"),
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /ZapfDingbats", toUnicode: lettersToUnicode(0x34, ["\u2713"]) },
    ],
  });
}
