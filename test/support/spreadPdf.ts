/**
 * A one-sheet PDF written byte by byte holding two pages side by side, as a questionnaire is
 * exported as spreads: a rule drawn down the whole sheet between them, on the left page a question
 * with its answers listed one to a line, on the right page a grid of check boxes with no rules
 * whose first rows fall on the same baselines as those answers.
 */
import { escapePdfText as esc, onePagePdf } from "./rawPdf.ts";

const WIDTH = 1224;
const HEIGHT = 792;

export interface SpreadTable {
  /** Lines of the left page, from the top of the table's first row down, one to a row. */
  leftLines: string[];
  header: string[];
  rows: string[][];
}

export function spreadPdf(sheet: SpreadTable): Uint8Array {
  const size = 9;
  const pitch = 18;
  const columns = [780, 800, 1070, 1140];
  const text: string[] = [];
  const put = (s: string, x: number, y: number) => text.push(`1 0 0 1 ${x} ${HEIGHT - y} Tm (${esc(s)}) Tj`);
  put("Which groups do the services below reach? Please select all that apply.", 780, 540);
  put("Do the providers have specialised units for children?", 150, 540);
  const first = 600;
  sheet.header.forEach((h, k) => h && put(h, columns[k]!, first - pitch));
  sheet.rows.forEach((row, i) => row.forEach((cell, k) => put(cell, columns[k]!, first + i * pitch)));
  sheet.leftLines.forEach((line, i) => put(line, 170, first + i * pitch));
  const content = [`0.5 w 612 0 m 612 ${HEIGHT} l S`, "BT", `/F1 ${size} Tf`, ...text, "ET"].join("\n");
  return onePagePdf({ width: WIDTH, height: HEIGHT, content, fonts: [{ entries: "/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding" }] });
}
