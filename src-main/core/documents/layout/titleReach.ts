import type { PieceGroup } from "./pieceGroups.ts";
import { isOcrFont } from "./types.ts";

// How far below a title's line its next line may start and still be read with it (findTitle.ts).

/** A title's next line starts within this many of its type sizes of white under it. */
const REACH = 1.6;
/**
 * The share of the em below the baseline (g, p, y): a fifth to a quarter in most faces
 * (Helvetica 0.21, Times 0.22). A row of type without such letters is measured that much short.
 */
const DESCENT = 0.22;
/** Letters and marks that hang below the baseline, and so reach into a row's descenders. */
const HANGING = /[gjpqy(),;[\]{}]/;

/**
 * The white a title's line may have under it before its next line. OCR gives a line the height
 * of the row tesseract fitted to its letters, so a line of no letter that descends (g, p, y ...)
 * is measured the descenders short of its type: "Attention Models for Wireless" in 18 pt sans
 * read 15 pt, and its second line "Sensor Networks", 40 pt below, lay 24.2 pt under it, past
 * 1.6 of 15 pt (24.0), so the title was cut to its first line. Such a line's reach is taken from
 * the em its row stands for. A text layer's sizes are the fonts' own and keep their reach.
 */
export function titleReach(title: PieceGroup): number {
  const ocr = title.pieces.every((p) => isOcrFont(p.line.font));
  const short = ocr && !title.rows.some((row) => HANGING.test(row));
  return REACH * (short ? title.size / (1 - DESCENT) : title.size);
}
