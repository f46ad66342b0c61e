import { isOcrFont } from "./types.ts";
import type { Line } from "./types.ts";

/**
 * The lines of a row that may be cells of a table: all of them, but for a line of prose read by
 * OCR beside lines that are all in smaller type. Tesseract reads a drawing (a chemical structure,
 * a diagram) as lines of marks, measured smaller than the text around it, and one of them can fall
 * on the baseline of a prose line in the other column; a table's cells are set in one type (the
 * page's sizes within 4.5% are already one, see ocr/lineSizes.ts), so the prose line and the marks
 * are no row (papers-wide 32: two introduction lines at 8.6 points beside a structure read at 4 to
 * 7.8 points were taken for table cells and left out of the body). Text
 * layers are left as they were read: their sizes are the PDF's, not a measure of marks.
 */
export function rowCells(row: readonly Line[]): Line[] {
  return row.filter((line) => !(isOcrFont(line.font) && isProse(line) && row.every((other) => other === line || other.size < 0.92 * line.size)));
}

const isProse = (line: Line) => line.text.split(/\s+/).length >= 5 && /\p{Ll}{3}/u.test(line.text);
