import type { Line } from "../layout/types.ts";
import { SMALLER } from "./captionBesideTable.ts";
import type { PageTable } from "./pageTable.ts";
import type { TableCaption } from "./tableCaptions.ts";

/** How far down its page a caption may open and still be the page's head: a share of the frame's height. */
const HEAD_SHARE = 0.3;
/** The most words a running head over a caption opening its page is taken to have ("Journal of X, Vol. 3, 2010"). */
const RUNNING_HEAD_WORDS = 8;

/**
 * A caption at the head of a page that named no table there: the first thing in the page's
 * reading order (nothing above it in its column but the running head, no column to its left),
 * under a table that ran to the foot of the page before. Typesetters push a caption set under
 * its table onto the next page when the table fills the page's last column; read on its own,
 * the caption is left with no table and the table with no name. A line found only by its place
 * (`plain`) is a caption here only in a type smaller than the body's, as on its own page.
 */
export function captionOpeningPage(strict: readonly TableCaption[], plain: readonly TableCaption[], taken: readonly (TableCaption | null)[], lines: readonly Line[], height: number, headBottom: number, bodySize: number): TableCaption | null {
  const takenLines = new Set(taken.flatMap((c) => c?.lines ?? []));
  const free = (c: TableCaption) => !c.lines.some((l) => takenLines.has(l));
  const smaller = (c: TableCaption) => c.lines.every((l) => l.size < bodySize - SMALLER);
  const candidates = [...strict.filter(free), ...plain.filter((c) => free(c) && smaller(c) && !strict.some((s) => s.lines.includes(c.lines[0]!)))];
  const body = lines.filter((l) => l.top > headBottom);
  return (
    candidates.find((caption) => {
      if (caption.top > HEAD_SHARE * height) return false;
      const own = new Set(caption.lines);
      // Over it, one short line at most: the running head (or a page number), no paragraph's lines.
      const above = lines.filter((l) => !own.has(l) && l.bottom <= caption.top + 1 && l.x1 > caption.x0 && l.x0 < caption.x1);
      const runningHead = above.length === 0 || (above.length === 1 && above[0]!.top < headBottom && above[0]!.text.split(/\s+/).length <= RUNNING_HEAD_WORDS);
      const leftColumn = body.some((l) => !own.has(l) && l.x1 < caption.x0 - 1);
      return runningHead && !leftColumn;
    }) ?? null
  );
}

/** Gives a table found unnamed the caption that names it. */
export function nameTable(part: PageTable, caption: TableCaption): void {
  part.caption = caption;
  part.table.label = caption.label;
  part.table.caption = [caption.text.trim(), part.table.caption ?? ""].filter(Boolean).join(" ") || null;
}
